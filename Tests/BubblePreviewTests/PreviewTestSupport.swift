import Foundation
import XCTest

@testable import BubblePreviewCore

/// Runs the command in-process and captures what it printed.
struct PreviewRun {
  var status: Int32
  var output: String
  var errors: String

  init(_ arguments: [String], input: String = "") {
    self.init(arguments, bytes: Array(input.utf8))
  }

  init(_ arguments: [String], bytes: [UInt8]) {
    let output = StringTarget()
    let errors = StringTarget()
    status = PreviewCommand.run(
      arguments,
      standardInput: { limit throws(PreviewError) in
        guard bytes.count <= limit else { throw .inputTooLarge(path: "-", limit: limit) }
        return bytes
      }, output: output, errors: errors)
    self.output = output.text
    self.errors = errors.text
  }
}

/// A message object for input documents, with overridable fields.
func messageJSON(_ fields: String = "", id: String = "m1") -> String {
  let base =
    #""id": "\#(id)", "sender": "me", "text": "Hello world", "createdAt": "2025-10-21T10:42:00Z""#
  let hasState =
    fields.contains("\"state\"") || fields.contains("syncStatus") || fields.contains("\"status\"")
  let state = hasState ? "" : #", "state": "sent""#
  return "{" + base + state + (fields.isEmpty ? "" : ", " + fields) + "}"
}

func documentJSON(messages: [String] = [messageJSON()], extra: String = "") -> String {
  #"{"viewer": "me""# + (extra.isEmpty ? "" : ", " + extra) + #", "messages": ["#
    + messages.joined(separator: ", ") + "]}"
}

/// A fresh temporary folder, removed by the test's teardown.
func temporaryFolder(_ testCase: XCTestCase) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("bubble-preview-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  testCase.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
  return folder
}
