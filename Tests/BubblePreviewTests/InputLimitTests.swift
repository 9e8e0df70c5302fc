import Foundation
import XCTest

@testable import BubblePreviewCore

/// Inputs past `--max-input-bytes`, and strings past 16 MiB, are located errors (65), never
/// an allocation that fails.
final class InputLimitTests: XCTestCase {
  func testStandardInputPastTheLimit() {
    let run = PreviewRun(["render", "--max-input-bytes", "10"], input: documentJSON())
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: input on standard input is larger than --max-input-bytes "
        + "(10 bytes); nothing was read past byte 10\n")
  }

  func testAFileIsMeasuredBeforeItIsRead() throws {
    let file = try temporaryFolder(self).appendingPathComponent("in.json")
    try Data(documentJSON().utf8).write(to: file)
    let run = PreviewRun(["compose", "--input", file.path, "--max-input-bytes", "20"])
    XCTAssertEqual(run.status, 65)
    XCTAssertTrue(run.errors.contains("is larger than --max-input-bytes (20 bytes)"), run.errors)
  }

  func testTheLimitMustBeAWholeNumberAboveZero() {
    for value in ["0", "-1", "1e6", "ten", ""] {
      let run = PreviewRun(["render", "--max-input-bytes", value])
      XCTAssertEqual(run.status, 64, value)
      XCTAssertEqual(
        run.errors,
        "bubble-preview: error: option '--max-input-bytes': '\(value)' is not a whole number "
          + "of bytes above 0\n")
    }
  }

  func testAnEndlessStreamStopsAtTheLimit() throws {
    // `< /dev/zero` used to grow until allocation failed; now it stops at 1 MB.
    let run = try BubblePreviewBinary.shell(
      #""$BP" render --max-input-bytes 1000000 < /dev/zero; echo "status $?""#)
    XCTAssertEqual(run.output, "status 65\n")
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: input on standard input is larger than --max-input-bytes "
        + "(1000000 bytes); nothing was read past byte 1000000\n")
  }

  /// The limit is what the words say, decoded UTF-8.
  ///
  /// `\u00e9` counts as the two bytes of "é". Measured on a lowered limit (`.ci/command-proofs` runs the 16 MiB one in release mode):
  /// 500 escapes are 3,000 bytes of source and 1,000 decoded, within a 1,000-byte limit
  /// (refused before, as 3,000 source bytes); 501 are not.
  func testTheStringLimitCountsDecodedBytes() throws {
    func parse(_ escapes: Int) throws(JSONSyntaxError) -> JSONValue {
      let source = Array(("\"" + String(repeating: #"\u00e9"#, count: escapes) + "\"").utf8)
      return try source.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
        var parser = JSONParser(bytes: buffer)
        parser.stringLimit = 1_000
        return try parser.readValue()
      }
    }
    guard case .string(let text) = try parse(500) else { return XCTFail("not a string") }
    XCTAssertEqual(text, String(repeating: "é", count: 500))
    XCTAssertThrowsError(try parse(501))
  }
}
