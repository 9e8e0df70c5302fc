import Foundation
import MessageStatusRendering
import XCTest

@testable import BubblePreviewCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Error lines say what is true: the real reason, one path per field, the real schema
/// version, and the same rules for every object (each test failed
/// before its fix).
final class TrueReasonsTests: XCTestCase {
  // MARK: Reasons

  func testStandardInputOpenForWritingOnlyIsNotAClosedDescriptor() throws {
    let folder = try temporaryFolder(self)
    let run = try BubblePreviewBinary.shell(
      #""$BP" render 0>>"\#(folder.path)/log"; echo "status $?""#)
    XCTAssertEqual(
      run.errors, "bubble-preview: error: cannot read input '-': it is open for writing only\n")
    XCTAssertEqual(run.output, "status 66\n")
  }

  func testTheTerminalWithoutATerminalIsNoSocket() throws {
    // `setsid` starts a session without a controlling terminal: opening /dev/tty is ENXIO.
    let run = try BubblePreviewBinary.shell(
      #"setsid --wait "$BP" render --input /dev/tty < /dev/null; echo "status $?""#)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: cannot read input '/dev/tty': the process has no controlling "
        + "terminal\n")
    XCTAssertEqual(run.output, "status 66\n")
  }

  func testNoReasonStartsWithACapital() {
    for code in Int32(1)...133 {
      for reason in [
        SystemCalls.reason(code), SystemCalls.reason(code, reading: true),
        WriteFailure(target: "-", targetIsPath: false, code: code).reason,
      ] {
        XCTAssertEqual(reason.first.map { $0.isUppercase }, false, "\(code): \(reason)")
      }
    }
    XCTAssertEqual(SystemCalls.reason(EIO), "an input/output error (the device failed)")
  }

  // MARK: Paths and numbers

  func testAMemberOfTheDocumentHasOnePath() {
    for (document, error) in [
      (#"{"viewer": 1, "messages": []}"#, "viewer: expected a string, found a number"),
      (
        #"{"viewer": "me", "participants": [1], "messages": []}"#,
        "participants[0]: expected a string, found a number"
      ),
      (#"{"messages": []}"#, #"input: missing required field "viewer""#),
      (
        #"{"viewer": "me", "names": 3, "messages": []}"#,
        "names: expected an object, found a number"
      ),
    ] {
      let run = PreviewRun(["render"], input: document)
      XCTAssertEqual(run.status, 65)
      XCTAssertEqual(run.errors, "bubble-preview: error: \(error)\n")
    }
  }

  func testTwoToTheFiftyThirdIsAWholeNumberTooLarge() {
    let run = PreviewRun(
      ["render"],
      input: documentJSON(messages: [messageJSON(#""sequenceNumber": 9007199254740992"#)]))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: messages[0].sequenceNumber: 9007199254740992 is not a whole "
        + "number written in digits, of magnitude below 2^53 (9007199254740992)\n")
  }

  // MARK: Arguments

  func testHelpAndVersionTakeNoValue() {
    for arguments in [["--help=1"], ["render", "--help=1"], ["--version=2"]] {
      let run = PreviewRun(arguments)
      XCTAssertEqual(run.status, 64, "\(arguments)")
      let flag = arguments.last!.split(separator: "=")[0]
      XCTAssertEqual(run.errors, "bubble-preview: error: option '\(flag)' takes no value\n")
    }
  }

  func testTheVersionNamesTheSchemaDocumentsCarry() {
    let run = PreviewRun(["--version"])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      "bubble-preview 0.1.0 (MessageStatusKit; JSON schema version \(JSONRenderer.schemaVersion))\n"
    )
    let document = PreviewRun(["render"], input: documentJSON())
    XCTAssertTrue(
      document.output.contains("\"schemaVersion\": \(JSONRenderer.schemaVersion)"),
      String(document.output.prefix(100)))
  }

  // MARK: Validation (item 11)

  func testARepeatedNameIsAnError() {
    let run = PreviewRun(
      ["render"],
      input: #"{"viewer": "me", "names": {"a": "Alice", "a": "Mallory"}, "messages": []}"#)
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors, "bubble-preview: error: names: field \"a\" appears more than once\n")
  }

  func testATimeZoneOffsetMustBeAClockOffset() {
    for zone in ["GMT-12:61", "UTC+14:59", #"UTC\u0000x"#, "UTC+15", "GMT-13", "UTC+1:5", "UTC+"] {
      let run = PreviewRun(
        ["render"], input: #"{"viewer": "me", "options": {"timeZone": "\#(zone)"}, "messages": []}"#
      )
      XCTAssertEqual(run.status, 65, zone)
      XCTAssertTrue(run.errors.contains("options.timeZone: "), "\(zone): \(run.errors)")
    }
    for zone in ["UTC", "GMT", "Europe/Berlin", "UTC+14", "UTC+5:30", "GMT-0800", "GMT-12:00"] {
      let run = PreviewRun(
        ["render"], input: #"{"viewer": "me", "options": {"timeZone": "\#(zone)"}, "messages": []}"#
      )
      XCTAssertEqual(run.status, 0, "\(zone): \(run.errors)")
    }
  }
}
