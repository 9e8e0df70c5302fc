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
    try GoldenReviewLog.write(entries, to: folder)
    let index = try XCTUnwrap(read("review.html"))
    XCTAssertTrue(index.contains("<title>Golden review: 250 goldens</title>"))
    XCTAssertTrue(index.contains("They are shown on 3 pages of at most 100."))
    // Every golden is linked from the index to its place on its page.
    for number in [1, 100, 101, 250] {
      let page = (number - 1) / 100 + 1
      XCTAssertTrue(
        index.contains("<a href=\"review/page-\(page).html#golden-\(number)\">"), "\(number)")
    }
    XCTAssertFalse(index.contains("<table class=\"diff\">"), "the index holds no diffs")
    for page in 1...3 {
      let html = try XCTUnwrap(read("review/page-\(page).html"), "page \(page)")
      let sections = html.components(separatedBy: "<section class=\"golden\"").count - 1
      XCTAssertEqual(sections, page == 3 ? 50 : 100, "page \(page)")
      XCTAssertTrue(html.contains("<a href=\"../review.html\">All goldens</a>"))
      XCTAssertEqual(html.contains("rel=\"prev\""), page > 1)
      XCTAssertEqual(html.contains("rel=\"next\""), page < 3)
    }
    XCTAssertNil(read("review/page-4.html"))
    // A later, shorter review removes the pages it no longer has.
    try GoldenReviewLog.write(Array(entries.prefix(150)), to: folder)
    XCTAssertNotNil(read("review/page-2.html"))
    XCTAssertNil(read("review/page-3.html"), "a page of the longer review was left behind")
    // And a review that fits on one page is that page alone.
    try GoldenReviewLog.write(Array(entries.prefix(3)), to: folder)
    XCTAssertNil(read("review/page-1.html"))
    XCTAssertTrue(
      read("review.html")?.contains("<section class=\"golden\" id=\"golden-3\"") ?? false)
  }

  func testAGreenRunRemovesTheLastRunsPage() throws {
    try GoldenReviewLog.write(Self.entries(120), to: folder)
    // The page was the run of another `swift test` (another parent process).
    try Data("1".utf8).write(to: folder.appendingPathComponent("review/run"))
    XCTAssertNotNil(read("review.html"))
    // This run's first golden check, matching or not, starts the run: the old review goes.
    GoldenReviewLog().begin(artifacts: folder)
    XCTAssertNil(
      read("review.html"), "a stale review page stayed after a run with nothing to review")
    XCTAssertNil(read("review/page-1.html"))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("review").path))
  }

  func testTheRunsOtherTestProcessKeepsItsEntries() throws {
    // The XCTest process wrote the review; Swift Testing's process of the same run starts.
    let log = GoldenReviewLog()
    log.begin(artifacts: folder)
    log.add(Self.entries(1)[0], artifacts: folder)
    log.finish()
    XCTAssertTrue(read("review.html")?.contains("<title>Golden review: 1 golden</title>") ?? false)
    // The second process of the same run keeps the first one's entries and adds its own.
    let second = GoldenReviewLog()
    second.begin(artifacts: folder)
    XCTAssertEqual(GoldenReviewLog.entries(in: folder).count, 1)
    second.add(Self.entries(2)[1], artifacts: folder)
    second.finish()
    XCTAssertTrue(read("review.html")?.contains("<title>Golden review: 2 goldens</title>") ?? false)
  }
}
