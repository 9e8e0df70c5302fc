import Foundation
import XCTest

@testable import MessageStatusTesting

/// A review of many goldens is an index plus pages of at most 100, and a run leaves no page
/// of an earlier run behind.
final class ReviewScaleTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("review-scale-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// `count` changed goldens of two tests, each with one changed line.
  private static func entries(_ count: Int) -> [GoldenReviewEntry] {
    (1...count).map { number in
      let name = "text/bubble-\(String(format: "%04d", number)).txt"
      let old = "bubble \(number)\n  text: \"Message \(number)\"\n  status: sent\n"
      let new = "bubble \(number)\n  text: \"Message \(number)\"\n  status: read\n"
      let diff = LineDiff(old: old, new: new)
      return GoldenReviewEntry(
        test: number <= count / 2 ? "App.Goldens/testFirstHalf" : "App.Goldens/testSecondHalf",
        name: name, golden: "/app/Goldens/" + name, kind: .changed, isNew: false,
        summary: diff.summary.description, notes: [],
        command: "GOLDEN_RECORD=failed swift test --filter '^App\\.Goldens/testFirstHalf$'",
        review: "diff -u a b", frames: [],
        body: ReviewComparison.changed(
          name: name, expected: Data(old.utf8), actual: Data(new.utf8), diff: diff,
          isJSON: false))
    }
  }

  private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func testMoreThanAPageBecomesAnIndexAndPagesOfAHundred() throws {
    let entries = Self.entries(250)
    let kept = try GoldenReviewLog.write(own: entries, tag: "t1", others: [], to: folder)
    let index = try XCTUnwrap(read("review.html"))
    XCTAssertTrue(index.contains("<title>Golden review: 250 goldens</title>"))
    XCTAssertTrue(index.contains("They are shown on 3 pages of at most 100"))
    // Every golden is linked from the index to its place on its page.
    for number in [1, 100, 101, 250] {
      let page = (number - 1) / 100 + 1
      XCTAssertTrue(
        index.contains("<a href=\"review/t1-page-\(page).html#golden-\(number)\">"), "\(number)")
    }
    XCTAssertFalse(index.contains("<table class=\"diff\">"), "the index holds no diffs")
    for page in 1...3 {
      let html = try XCTUnwrap(read("review/t1-page-\(page).html"), "page \(page)")
      let sections = html.components(separatedBy: "<section class=\"golden\"").count - 1
      XCTAssertEqual(sections, page == 3 ? 50 : 100, "page \(page)")
      XCTAssertTrue(html.contains("<a href=\"../review.html\">All goldens</a>"))
      XCTAssertEqual(html.contains("rel=\"prev\""), page > 1)
      XCTAssertEqual(html.contains("rel=\"next\""), page < 3)
    }
    XCTAssertNil(read("review/t1-page-4.html"))
    // What is kept for the run's other process: where each golden is, not its section again.
    XCTAssertTrue(kept.allSatisfy { $0.body == nil && $0.page != nil }, "sections stored twice")
    // A review that fits on one page is that page alone, and keeps its sections.
    let small = try GoldenReviewLog.write(
      own: Array(entries.prefix(3)), tag: "t2", others: [], to: folder)
    XCTAssertTrue(small.allSatisfy { $0.body != nil })
    XCTAssertTrue(
      read("review.html")?.contains("<section class=\"golden\" id=\"golden-3\"") ?? false)
  }

  func testTwoTestProcessesShareOneIndex() throws {
    let entries = Self.entries(153)
    // XCTest's process checked 150 goldens and put them on its pages.
    let first = try GoldenReviewLog.write(
      own: Array(entries.prefix(150)), tag: "xctest", others: [], to: folder)
    // Swift Testing's process checked 3: its own pages, and one index of all 153.
    _ = try GoldenReviewLog.write(
      own: Array(entries.suffix(3)), tag: "testing", others: [("xctest", first)], to: folder)
    let index = try XCTUnwrap(read("review.html"))
    XCTAssertTrue(index.contains("<title>Golden review: 153 goldens</title>"))
    XCTAssertTrue(index.contains("review/xctest-page-2.html#golden-150"))
    XCTAssertTrue(index.contains("review/testing-page-1.html#golden-3"))
    // Now the other way round: the first process had few, kept its sections, and the second
    // puts them on pages with its own.
    let few = try GoldenReviewLog.write(
      own: Array(entries.prefix(3)), tag: "a", others: [], to: folder)
    _ = try GoldenReviewLog.write(
      own: Array(entries.dropFirst(3)), tag: "b", others: [("a", few)], to: folder)
    let html = try XCTUnwrap(read("review/a-page-1.html"))
    XCTAssertEqual(html.components(separatedBy: "<section class=\"golden\"").count - 1, 3)
    XCTAssertTrue(read("review.html")?.contains("review/a-page-1.html#golden-1") ?? false)
  }

  func testNumbersInNamesSortAsNumbers() {
    func entry(_ name: String) -> GoldenReviewEntry {
      GoldenReviewEntry(
        test: "T", name: name, golden: "/g/" + name, kind: .changed, isNew: false,
        summary: "", notes: [], command: nil, review: nil, frames: [], body: "")
    }
    let sorted = ["many-10", "many-2", "many-1"].map(entry).sorted(by: GoldenReviewLog.inPageOrder)
    XCTAssertEqual(sorted.map(\.name), ["many-1", "many-2", "many-10"])
  }

  func testAGreenRunRemovesTheLastRunsPage() throws {
    _ = try GoldenReviewLog.write(own: Self.entries(120), tag: "t", others: [], to: folder)
    // The page was the run of another `swift test` (another parent process).
    try Data("1".utf8).write(to: folder.appendingPathComponent("review/run"))
    XCTAssertNotNil(read("review.html"))
    // This run's first golden check, matching or not, starts the run: the old review goes.
    GoldenReviewLog().begin(artifacts: folder)
    XCTAssertNil(
      read("review.html"), "a stale review page stayed after a run with nothing to review")
    XCTAssertNil(read("review/t-page-1.html"))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("review").path))
  }

  func testTheRunsOtherTestProcessKeepsItsEntries() throws {
    // The XCTest process wrote the review; Swift Testing's process of the same run starts.
    let log = GoldenReviewLog()
    log.begin(artifacts: folder)
    log.add(Self.entries(1)[0], artifacts: folder)
    XCTAssertEqual(
      log.writePages(), ["\nGolden review page (1 golden): \(folder.path)/review.html"])
    XCTAssertTrue(read("review.html")?.contains("<title>Golden review: 1 golden</title>") ?? false)
    // The second process of the same run keeps the first one's entries and adds its own.
    let second = GoldenReviewLog()
    second.begin(artifacts: folder)
    XCTAssertEqual(GoldenReviewLog.entries(in: folder).count, 1)
    second.add(Self.entries(2)[1], artifacts: folder)
    XCTAssertEqual(
      second.writePages(), ["\nGolden review page (2 goldens): \(folder.path)/review.html"])
    XCTAssertTrue(read("review.html")?.contains("<title>Golden review: 2 goldens</title>") ?? false)
  }
}
