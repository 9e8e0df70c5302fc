import Foundation
import MessageStatusTesting
import XCTest

/// The diff counts lines as a reviewer does and never hides a difference.
final class LineDiffTests: XCTestCase {
  private func summary(_ old: String, _ new: String) -> String {
    LineDiff(old: old, new: new).summary.description
  }

  func testReplacedLinesCountAsChangedNotRemovedPlusAdded() {
    XCTAssertEqual(summary("a\nb\nc\n", "a\nB\nC\n"), "2 lines changed")
    XCTAssertEqual(summary("a\nb\nc\n", "a\nB\nc\n"), "1 line changed")
  }

  func testLeftoversAreAddedOrRemoved() {
    XCTAssertEqual(summary("a\nb\n", "a\nB\nx\ny\n"), "1 line changed, 2 added")
    XCTAssertEqual(summary("a\nb\nc\n", "a\n"), "2 lines removed")
    XCTAssertEqual(summary("a\n", "a\nb\n"), "1 line added")
    XCTAssertEqual(
      summary("", "a\nb\n"), "2 lines added", "a new golden has no final newline to differ")
  }

  func testEqualTextsSayNoLineDiffers() {
    let diff = LineDiff(old: "a\nb\n", new: "a\nb\n")
    XCTAssertFalse(diff.hasChanges)
    XCTAssertEqual(diff.summary.description, "no line differs")
    XCTAssertEqual(diff.unified(), "")
  }

  func testANormalisationDifferenceIsAChangeSpelledOutScalarByScalar() {
    let diff = LineDiff(old: "caf\u{E9}\nok\n", new: "cafe\u{301}\nok\n")
    XCTAssertEqual(diff.summary.description, "1 line differs only in Unicode normalisation")
    XCTAssertEqual(
      diff.unified(),
      """
      @@ -1,2 +1,2 @@
      -    1       | caf\\u{E9}
      +          1 | cafe\\u{301}
           2     2 | ok
      """)
    XCTAssertFalse(
      diff.lines.contains(.same(old: 1, new: 1, text: "caf\u{E9}")),
      "never an unchanged line")
  }

  func testOnlyTheFinalNewline() {
    let diff = LineDiff(old: "a\nb\n", new: "a\nb")
    XCTAssertTrue(diff.hasChanges)
    XCTAssertEqual(diff.summary.description, "only the final newline differs")
    XCTAssertEqual(summary("a\nb\n", "a\nc"), "1 line changed, the final newline differs")
  }

  func testCarriageReturnsArePartOfTheLineAndShown() {
    let diff = LineDiff(old: "a\r\nb\n", new: "a\nb\n")
    XCTAssertEqual(diff.summary.description, "1 line changed")
    XCTAssertTrue(diff.unified().contains("-    1       | a\\r"), diff.unified())
  }

  func testMismatchHeaderUsesTheSummary() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("line-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("g.txt")
    try Data("caf\u{E9}\n".utf8).write(to: golden)
    let failure = verifyGolden(of: "cafe\u{301}\n", as: .lines, at: golden, mode: .never)
    XCTAssertEqual(
      failure?.description.components(separatedBy: "\n").first,
      "Golden mismatch: g.txt (1 line differs only in Unicode normalisation)")
  }

  func testBlocksPairRemovedWithAddedLines() {
    let diff = LineDiff(old: "a\nb\nc\nd\n", new: "a\nB\nd\ne\n")
    XCTAssertEqual(diff.blocks.map(\.changedCount), [1, 0])
    XCTAssertEqual(diff.blocks.map(\.removed.count), [2, 0])
    XCTAssertEqual(diff.blocks.map(\.added.count), [1, 1])
    XCTAssertEqual(diff.summary.description, "1 line changed, 1 added, 1 removed")
  }
}
