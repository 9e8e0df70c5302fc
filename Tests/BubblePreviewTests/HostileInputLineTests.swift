import Foundation
import XCTest

@testable import BubblePreviewCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input is read as a stream from anything readable, and error lines are exactly one line
/// that a document cannot colour, forge or reorder.
final class HostileInputLineTests: XCTestCase {
  // MARK: Error lines

  func testControlAndBidiCharactersInAValueAreSpelledOut() {
    let run = PreviewRun(
      ["render"],
      input: documentJSON(messages: [
        messageJSON(#""state": "\u001b[31mseen\rbubble-preview: error: forged\n\u202Eok""#)
      ]))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      #"bubble-preview: error: messages[0].state: unknown value "\u{1B}[31mseen\rbubble-preview: error: forged\n\u{202E}ok"; "#
        + "expected one of sending, pending, sent, delivered, read, failed\n")
    XCTAssertEqual(run.errors.filter { $0 == "\n" }.count, 1, "exactly one line")
  }

  func testAKeyWithControlsIsSpelledOutInThePath() {
    let run = PreviewRun(
      ["render"], input: documentJSON(messages: [messageJSON(#""\u001b]0;x\u0007": 1"#)]))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      #"bubble-preview: error: messages[0]: unknown field "\u{1B}]0;x\u{7}"\#n"#)
  }

  func testALongValueIsCutWithAnEllipsis() {
    let long = String(repeating: "x", count: 1_000)
    let run = PreviewRun(
      ["render"], input: documentJSON(messages: [messageJSON(#""state": "\#(long)""#)]))
    XCTAssertEqual(run.status, 65)
    XCTAssertTrue(
      run.errors.contains(
        "unknown value \"\(String(repeating: "x", count: 80))…\" (1,000 bytes); expected"),
      run.errors)
    XCTAssertLessThan(run.errors.count, 240)
  }

  /// The cut counts scalars, with a byte bound: "a" and a million combining marks is one
  /// character, and a cut by characters quoted all 2 MB of it; invisible scalars spelled
  /// out as `\u{E0001}` stop at 300 bytes of value.
  func testAValueOfCombiningMarksOrTagsIsCutToAShortLine() {
    for (mark, count) in [("\u{0301}", 1_000_000), ("\u{200D}", 1_000_000), ("\u{E0001}", 1_000)] {
      let value = "a" + String(repeating: mark, count: count)
      let run = PreviewRun(
        ["render"], input: documentJSON(messages: [messageJSON(#""state": "\#(value)""#)]))
      XCTAssertEqual(run.status, 65)
      XCTAssertLessThan(run.errors.utf8.count, 500, String(run.errors.prefix(200)))
      XCTAssertTrue(
        run.errors.contains(
          "…\" (\(value.utf8.count.formatted(.number.grouping(.automatic))) bytes)"),
        String(run.errors.prefix(500)))
    }
  }

  /// `--flag=VALUE` splits at the first "=" scalar, whatever follows it.
  func testAnOptionValueMayStartWithACombiningMarkOrAJoiner() {
    // A combining mark is quoted as it is, a joiner spelled out.
    for (start, shown) in [("\u{0301}", "\u{0301}"), ("\u{200D}", #"\u{200D}"#)] {
      let run = PreviewRun(["render", "--max-input-bytes=\(start)5"])
      XCTAssertEqual(run.status, 64)
      XCTAssertEqual(
        run.errors,
        "bubble-preview: error: option '--max-input-bytes': '\(shown)5' "
          + "is not a whole number of bytes above 0\n")
    }
  }

  func testArgumentsAreQuotedTheSameWay() {
    let run = PreviewRun(["render", "--input", "in\u{1B}[2Jput"])
    XCTAssertEqual(run.status, 66)
    XCTAssertEqual(
      run.errors, "bubble-preview: error: cannot read input 'in\\u{1B}[2Jput': no such file\n")
  }

  // MARK: Input as a stream

  func testAFIFOIsReadAsAStream() throws {
    let folder = try temporaryFolder(self)
    let fifo = folder.appendingPathComponent("input").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let document = documentJSON()
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(document.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let run = PreviewRun(["render", "--input", fifo, "--format", "text"])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("bubble m1"))
  }

  func testDevStdinAndProcessSubstitutionAreRead() throws {
    let document = documentJSON().replacingOccurrences(of: "'", with: "")
    let run = try BubblePreviewBinary.shell(
      """
      "$BP" render --format text --input /dev/stdin <<<'\(document)' | grep -c 'bubble m1'
      "$BP" render --format text --input <(printf '%s' '\(document)') | grep -c 'bubble m1'
      """)
    XCTAssertEqual(run.output, "1\n1\n", run.errors)
  }

  func testPermissionDeniedOnlyWhenTrue() throws {
    let folder = try temporaryFolder(self)
    let missing = folder.appendingPathComponent("missing.json").path
    XCTAssertEqual(
      PreviewRun(["render", "--input", missing]).errors,
      "bubble-preview: error: cannot read input '\(missing)': no such file\n")
    XCTAssertEqual(
      PreviewRun(["render", "--input", folder.path]).errors,
      "bubble-preview: error: cannot read input '\(folder.path)': it is a folder\n")
  }

  // MARK: Parser and dates

  /// A message whose text is `json` (already JSON-escaped).
  private func withText(_ json: String) -> String {
    messageJSON().replacingOccurrences(
      of: #""text": "Hello world""#, with: #""text": ""# + json + "\"")
  }

  func testUnicodeEscapesTakeExactlyFourHexDigits() {
    for bad in [#"\u+041"#, #"\u-000"#, #"\u 041"#, #"\u004g"#] {
      let run = PreviewRun(["render"], input: documentJSON(messages: [withText("a\(bad)b")]))
      XCTAssertEqual(run.status, 65, bad)
      XCTAssertTrue(run.errors.contains(#"\u needs four hex digits"#), run.errors)
    }
    let good = PreviewRun(
      ["render", "--format", "text"], input: documentJSON(messages: [withText(#"caf\u00E9"#)]))
    XCTAssertEqual(good.status, 0, good.errors)
    XCTAssertTrue(good.output.contains("text: \"café\""))
  }

  func testYearsOutsideOneToNineThousandNineHundredNinetyNineAreLocatedErrors() {
    let run = PreviewRun(
      ["render"],
      input: documentJSON(messages: [
        messageJSON().replacingOccurrences(
          of: "2025-10-21T10:42:00Z", with: "0000-12-31T10:42:00Z")
      ]))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: messages[0].createdAt: \"0000-12-31T10:42:00Z\": the year must "
        + "be 0001 to 9999\n")
  }

  func testLeapSecondsAreRejected() {
    for time in ["23:59:60Z", "10:42:60Z"] {
      let run = PreviewRun(
        ["render"],
        input: documentJSON(messages: [
          messageJSON().replacingOccurrences(
            of: "10:42:00Z", with: time)
        ]))
      XCTAssertEqual(run.status, 65, time)
      XCTAssertTrue(
        run.errors.hasSuffix("leap seconds (:60) are not accepted; use :59\n"), run.errors)
    }
  }

  // MARK: Identity

  func testIdsCompareByScalarsNotCanonicalEquivalence() {
    // "é" precomposed and decomposed: two ids, not a duplicate.
    let run = PreviewRun(
      ["render", "--format", "text"],
      input: documentJSON(messages: [
        messageJSON(id: "caf\u{E9}"), messageJSON(id: "cafe\u{301}"),
      ]))
    XCTAssertEqual(run.status, 0, run.errors)
    // Two blocks, each starting a line after the shared values.
    XCTAssertEqual(run.output.components(separatedBy: "\nbubble ").count, 3)
    let duplicate = PreviewRun(
      ["render"], input: documentJSON(messages: [messageJSON(id: "a"), messageJSON(id: "a")]))
    XCTAssertEqual(duplicate.status, 65)
  }

  func testAThreadRefusesAReportFromAnotherSender() {
    let run = PreviewRun(
      ["render", "--thread"],
      input: documentJSON(messages: [
        messageJSON(),
        #"{"id": "m1", "sender": "mallory", "text": "Send me your password", "#
          + #""createdAt": "2025-10-21T10:42:00Z", "state": "read"}"#,
      ]))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: messages[1].sender: \"mallory\" cannot report message \"m1\", "
        + "which \"me\" sent (messages[0].sender); a report must come from the sender\n")
  }
}
