import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// Large documents decode their messages in two halves on two threads; whatever the
/// document, the result and every error must be what decoding in order gives.
final class TwoHalvesTests: XCTestCase {
  /// About 5 MiB of messages: above the threshold, so the two halves are used.
  private func messages(_ count: Int = 30_000) -> [String] {
    (0..<count).map { index in
      #"{"id": "m\#(index)", "sender": "\#(index % 3 == 0 ? "alice" : "me")", "text": "Message \#(index): caf\u00e9 \"quoted\" — \#(index)", "createdAt": "2025-10-21T10:42:00Z", "state": "\#(["sending", "sent", "delivered", "read", "failed"][index % 5])"\#(index % 4 == 0 ? #", "deliveredTo": ["alice", "bob"]"# : "")}"#
    }
  }

  private func document(_ messages: [String], extra: String = "", trailing: String = "")
    -> [UInt8]
  {
    Array(
      (#"{"viewer": "me", "participants": ["me", "alice", "bob"]"# + extra + #", "messages": [\#n"#
        + messages.joined(separator: ",\n") + "\n]" + trailing + "}\n").utf8)
  }

  private func outcome(_ bytes: [UInt8], twoHalves: Bool) -> String {
    do {
      let input = try PreviewInput(bytes: bytes, twoHalves: twoHalves)
      return "\(input.entries.count) messages, "
        + "\(input.entries.map(\.message.id.rawValue).joined(separator: ",").hashValue)"
    } catch {
      return error.description
    }
  }

  private func assertSameOutcome(
    _ bytes: [UInt8], _ expectedPrefix: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertGreaterThan(bytes.count, MessageListDecoder.twoHalvesThreshold, file: file, line: line)
    let inOrder = outcome(bytes, twoHalves: false)
    XCTAssertEqual(outcome(bytes, twoHalves: true), inOrder, file: file, line: line)
    XCTAssertTrue(inOrder.hasPrefix(expectedPrefix), inOrder, file: file, line: line)
  }

  func testAValidDocumentGivesTheSameEntriesInOrder() throws {
    let bytes = document(messages())
    let halves = try PreviewInput(bytes: bytes, twoHalves: true)
    let inOrder = try PreviewInput(bytes: bytes, twoHalves: false)
    XCTAssertEqual(halves.entries.count, 30_000)
    XCTAssertEqual(halves.entries.map(\.message), inOrder.entries.map(\.message))
    XCTAssertEqual(halves.entries.map(\.previousState), inOrder.entries.map(\.previousState))
  }

  /// The halves are really used for a valid array: the decoder splits it near its middle
  /// and leaves the cursor just after its `]`, without scanning to the end first.
  func testTheDecoderSplitsAValidArrayAndEndsAfterIt() throws {
    let bytes = document(messages())
    let text = String(decoding: bytes, as: UTF8.self)
    let opening = try XCTUnwrap(text.range(of: #""messages": ["#)).upperBound
    let arrayStart = text.utf8.distance(from: text.startIndex, to: opening) - 1
    let closing = try XCTUnwrap(text.range(of: "\n]", options: .backwards)).upperBound
    let arrayEnd = text.utf8.distance(from: text.startIndex, to: closing)
    try bytes.withUnsafeBufferPointer { buffer in
      XCTAssertEqual(buffer[arrayStart], UInt8(ascii: "["))
      var parser = JSONParser(bytes: buffer, index: arrayStart, depth: 1)
      let list = try XCTUnwrap(MessageListDecoder.decodeInTwoHalves(&parser))
      XCTAssertEqual(list.entries.count + list.secondHalf.count, 30_000)
      XCTAssertGreaterThan(list.entries.count, 10_000)
      XCTAssertGreaterThan(list.secondHalf.count, 10_000)
      XCTAssertEqual(parser.index, arrayEnd)
      XCTAssertEqual(parser.nesting, 1)
    }
  }

  /// The command's reading of a large file: the same messages, or the same error, as
  /// reading without releasing what was parsed.
  private func commandOutcome(_ bytes: [UInt8], thread: Bool = false) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("release-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("input.json")
    try Data(bytes).write(to: file)
    let arguments = RenderArguments(input: file.path, thread: thread)
    do {
      let input = try PreviewCommand.readInput(
        arguments, standardInput: { _ in [] }, threshold: 1 << 20, step: 1 << 16)
      return "\(input.entries.count) messages, "
        + "\(input.entries.map(\.message.id.rawValue).joined(separator: ",").hashValue)"
    } catch {
      return error.description
    }
  }

  func testReleasingParsedBytesChangesNothing() throws {
    let bytes = document(messages())
    let released = try PreviewInput(bytes: bytes, twoHalves: true, releaseStep: 1 << 16)
    // Released pages read back as zeros (so a parse that read them again would fail):
    // most of the document's 5 MB are gone.
    let zeros = bytes.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
    XCTAssertGreaterThan(zeros, bytes.count / 2)
    let fresh = document(messages())
    let kept = try PreviewInput(bytes: fresh, twoHalves: true)
    XCTAssertEqual(released.entries.count, 30_000)
    XCTAssertEqual(released.entries.map(\.message), kept.entries.map(\.message))
    XCTAssertEqual(released.entries.map(\.previousState), kept.entries.map(\.previousState))
    XCTAssertEqual(try commandOutcome(fresh), outcome(fresh, twoHalves: false))
    let thread = try commandOutcome(fresh, thread: true)
    XCTAssertTrue(thread.hasPrefix("30000 messages, "), thread)
  }

  func testAnErrorInAReleasingReadIsFoundAgainInAFreshCopy() throws {
    var late = messages()
    late[25_000] = late[25_000].replacingOccurrences(of: #""state": ""#, with: #""stat": ""#)
    var repeated = messages()
    repeated[29_000] = repeated[29_000].replacingOccurrences(
      of: #""id": "m29000""#, with: #""id": "m3""#)
    var broken = messages()
    broken[20_000] = String(broken[20_000].dropLast())
    for bytes in [
      document(late), document(repeated), document(broken),
      document(messages(), trailing: #", "viewer": "twice""#),
    ] {
      let expected = outcome(bytes, twoHalves: false)
      XCTAssertFalse(expected.contains(" messages, "), "an error: \(expected)")
      XCTAssertEqual(try commandOutcome(bytes), expected)
    }
  }

  func testErrorsAreThoseOfDecodingInOrder() {
    var late = messages()
    late[25_000] = late[25_000].replacingOccurrences(of: #""state": ""#, with: #""stat": ""#)
    assertSameOutcome(document(late), "messages[25000]: unknown field \"stat\"")

    var early = messages()
    early[100] = early[100].replacingOccurrences(of: #""id": "m100""#, with: #""id": 100"#)
    early[25_000] = early[25_000].replacingOccurrences(of: #""state": ""#, with: #""stat": ""#)
    assertSameOutcome(document(early), "messages[100].id: expected a string")

    var repeated = messages()
    repeated[29_000] = repeated[29_000].replacingOccurrences(
      of: #""id": "m29000""#, with: #""id": "m3""#)
    assertSameOutcome(document(repeated), "messages[29000].id: duplicate message id \"m3\"")

    var syntax = messages()
    syntax[27_000] = String(syntax[27_000].dropLast())  // an object left open
    assertSameOutcome(document(syntax), "input is not JSON: line 27003")

    var stringBreak = messages()
    stringBreak[20_000] = stringBreak[20_000].replacingOccurrences(of: "Message", with: "\"")
    assertSameOutcome(document(stringBreak), "input is not JSON: line 20002")

    assertSameOutcome(
      document(messages(), trailing: ", \"extra\": 1"), "input: unknown field \"extra\"")
    assertSameOutcome(
      document(messages(), trailing: ", ]"), "input is not JSON: line 30002, column 4")

    var badUTF8 = document(messages())
    badUTF8[badUTF8.count * 3 / 4] = 0xFF
    assertSameOutcome(badUTF8, "input is not UTF-8")
  }
}
