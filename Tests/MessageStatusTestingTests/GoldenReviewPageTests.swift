import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import MessageStatusTesting

/// The review page: each failing golden side by side, nothing from a golden running as
/// markup, and a golden of the page itself (audited by CI like every HTML golden).
final class GoldenReviewPageTests: XCTestCase {
  private static let chat = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])

  private static func bubble(_ state: DeliveryState, text: String = "See you at 6")
    -> [BubbleDescription]
  {
    let message = Message(
      id: "m1", sender: "me", text: text,
      createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: state)
    return [BubbleDescriber().describe(message, in: chat)]
  }

  /// What a failing golden's entry holds, made as the helper makes it.
  private static func entry(
    test: String, name: String, kind: GoldenReviewEntry.Kind, expected: String?,
    actual: String, notes: [String] = [], command: String? = nil, review: String? = nil,
    frames: [GoldenReviewEntry.Frame] = []
  ) -> GoldenReviewEntry {
    let golden = "/app/Goldens/" + name
    let isJSON = name.hasSuffix(".json")
    var summary = "no golden"
    var body = ReviewComparison.newFile(name: name, actual: Data(actual.utf8))
    if let expected {
      let diff = LineDiff(old: expected, new: actual)
      summary = diff.summary.description
      body = ReviewComparison.changed(
        name: name, expected: Data(expected.utf8), actual: Data(actual.utf8), diff: diff,
        isJSON: isJSON)
    } else if kind == .recorded {
      summary = DiffSummary(newText: Data(actual.utf8)).description
    }
    return GoldenReviewEntry(
      test: test, name: name, golden: golden, kind: kind,
      isNew: expected == nil, summary: summary, notes: notes, command: command,
      review: review, frames: frames, body: body)
  }

  /// The HTML golden's two sides, each as the copy the review frames: an id at the change.
  static let framedPages: (expected: String, actual: String) = {
    let old = HTMLRenderer().render(bubble(.delivered))
    let new = HTMLRenderer().render(bubble(.read))
    let lines = ReviewFrameAnchor.firstChange(LineDiff(old: old, new: new))
    return (
      ReviewFrameAnchor.anchored(old, atLine: lines.old)?.html ?? old,
      ReviewFrameAnchor.anchored(new, atLine: lines.new)?.html ?? new
    )
  }()

  /// Five goldens as an app's test run would leave them, with fixed paths.
  ///
  /// The page is
  /// written as if to `Goldens/review`, so its frames show the copies kept beside it.
  static let entries: [GoldenReviewEntry] = {
    let unchanged = (1...12).map { "row \($0): unchanged" }.joined(separator: "\n")
    let expectedText =
      "title: <script>alert(1)</script>\ntext: \"Hello\"\nname: caf\u{E9}\n\(unchanged)\nend\n"
    let actualText =
      "title: <script>alert(1)</script>\ntext: \"Hello\u{200B}\"\nname: cafe\u{301}\n\(unchanged)\nend\n"
    let html = (HTMLRenderer().render(bubble(.delivered)), HTMLRenderer().render(bubble(.read)))
    let json = (JSONRenderer().render(bubble(.delivered)), JSONRenderer().render(bubble(.read)))
    let accept =
      #"GOLDEN_RECORD=failed swift test --filter '^MyAppTests\.BubbleGoldens/readBubble\(\)(/|$)'"#
    return [
      entry(
        test: "MyAppTests.BubbleTests/testGreeting", name: "bubbles/greeting.txt",
        kind: .changed, expected: expectedText, actual: actualText,
        notes: [
          "golden and output are canonically equivalent but differ in Unicode normalisation"
        ],
        command:
          #"GOLDEN_RECORD=failed swift test --filter '^MyAppTests\.BubbleTests/testGreeting$'"#,
        review:
          "diff -u '/app/Goldens/bubbles/greeting.txt' '/app/.build/golden-artifacts/bubbles/greeting.txt'"
      ),
      entry(
        test: "MyAppTests.BubbleGoldens/readBubble()", name: "bubbles/read.html",
        kind: .changed, expected: html.0, actual: html.1, command: accept,
        review:
          "diff -u '/app/Goldens/bubbles/read.html' '/app/.build/golden-artifacts/bubbles/read.html'",
        frames: [
          .init(
            label: "Expected",
            path: "/app/Goldens/review/frames/read-expected.html", fragment: "golden-review-change"),
          .init(
            label: "Actual",
            path: "/app/Goldens/review/frames/read-actual.html", fragment: "golden-review-change"),
        ]),
      entry(
        test: "MyAppTests.BubbleGoldens/readBubble()", name: "bubbles/read.json",
        kind: .changed, expected: json.0, actual: json.1, command: accept,
        review:
          "diff -u '/app/Goldens/bubbles/read.json' '/app/.build/golden-artifacts/bubbles/read.json'"
      ),
      entry(
        test: "MyAppTests.BubbleGoldens/failedBubble()", name: "bubbles/failed.txt",
        kind: .missing, expected: nil, actual: TextRenderer().render(bubble(.failed)),
        notes: ["CI is set, so GOLDEN_RECORD=all was not applied: CI never writes goldens"],
        command:
          #"GOLDEN_RECORD=missing swift test --filter '^MyAppTests\.BubbleGoldens/failedBubble\(\)(/|$)'"#
      ),
      entry(
        test: "MyAppTests.BubbleGoldens/sentBubble()", name: "bubbles/sent.txt",
        kind: .recorded, expected: nil, actual: TextRenderer().render(bubble(.sent)),
        review: "diff -u /dev/null '/app/Goldens/bubbles/sent.txt'"),
    ]
  }()

  private var page: String {
    GoldenReviewPage(entries: Self.entries, folder: "/app/Goldens/review", commandRoot: "/app").html
  }

  func testPageGolden() {
    assertGolden(
      of: page, as: GoldenFormat(fileExtension: "html") { $0 }, named: "review-page",
      in: "review")
    // The framed copies, beside the page, so that its frames show them when it is audited.
    let html = GoldenFormat<String>(fileExtension: "html") { $0 }
    assertGolden(
      of: Self.framedPages.expected, as: html, named: "read-expected", in: "review/frames")
    assertGolden(of: Self.framedPages.actual, as: html, named: "read-actual", in: "review/frames")
  }

  func testNothingFromAGoldenBecomesMarkup() {
    XCTAssertFalse(page.contains("<script>"), "a golden's text is escaped")
    XCTAssertTrue(page.contains("title: &lt;script&gt;alert(1)&lt;/script&gt;"))
    // Frames show files, with no scripts allowed, opened at the change.
    XCTAssertEqual(
      page.components(separatedBy: "<iframe sandbox=\"allow-same-origin\"").count - 1, 2)
    XCTAssertTrue(page.contains(#"src="frames/read-actual.html#golden-review-change""#), page)
  }

  func testFramesOpenAtTheChangeNotAtTheTop() throws {
    // The bubble's state is far below the page's style sheet.
    let old = HTMLRenderer().render(Self.bubble(.delivered))
    let new = HTMLRenderer().render(Self.bubble(.read))
    let lines = ReviewFrameAnchor.firstChange(LineDiff(old: old, new: new))
    XCTAssertGreaterThan(lines.new, ReviewFrameAnchor.linesInView)
    let (copy, id) = try XCTUnwrap(ReviewFrameAnchor.anchored(new, atLine: lines.new))
    XCTAssertEqual(id, "golden-review-change")
    // Only one attribute was added, on an element at or above the changed line.
    let added = LineDiff(old: new, new: copy)
    XCTAssertEqual(added.summary.description, "1 line changed")
    let line = try XCTUnwrap(added.lines.first { $0.newNumber != nil && $0.oldNumber == nil })
    XCTAssertLessThanOrEqual(line.newNumber ?? .max, lines.new)
    XCTAssertTrue(line.text.contains(#" id="golden-review-change""#), line.text)
    XCTAssertTrue(line.text.trimmingCharacters(in: .whitespaces).hasPrefix("<"), line.text)
  }

  func testLinksAreURLsOfTheirFilesWhateverTheNames() {
    // A checkout under `C#/` and a golden named `issue#12?.html`: `#` and `?` are part of
    // the names, not a fragment or a query.
    XCTAssertEqual(
      GoldenReviewPage.relativeURL(
        from: "/work/C#/app/.build/golden-artifacts",
        to: "/work/C#/app/Goldens/html/issue#12?.html", fragment: "golden-review-change"),
      "../../Goldens/html/issue%2312%3F.html#golden-review-change")
    XCTAssertEqual(
      GoldenReviewPage.relativeURL(from: "/a", to: "/a/b c/100%.txt"), "b%20c/100%25.txt")
    // `..` and `.` in either path are taken as a browser takes them.
    XCTAssertEqual(
      GoldenReviewPage.relativeURL(from: "/tmp/atk/sub/../ddd2", to: "/tmp/G2/x.txt"),
      "../../G2/x.txt")
    XCTAssertEqual(
      GoldenReviewPage.relativeURL(from: "/tmp/atk/./eee2", to: "/tmp/G2/x.txt"),
      "../../G2/x.txt")
    let entry = Self.entry(
      test: "T/test", name: "html/issue#12.html", kind: .changed, expected: "a\n",
      actual: "b\n",
      frames: [.init(label: "Expected", path: "/app/Goldens/html/issue#12.html", fragment: "x")])
    let page = GoldenReviewPage(entries: [entry], folder: "/app/.build", commandRoot: "/app").html
    XCTAssertTrue(page.contains(#"src="../Goldens/html/issue%2312.html#x""#), page)
  }

  func testAProcessListsTheKeysOfItsFirstHundredChangedJSONGoldens() {
    let log = GoldenReviewLog()
    let listed = (0..<101).map { _ in log.listsKeyTable() }
    XCTAssertEqual(listed.filter { $0 }.count, ReviewComparison.keyTables)
    XCTAssertEqual(listed.last, false)
    let old = Data(#"{"a": 1}"#.utf8)
    let new = Data(#"{"a": 2}"#.utf8)
    let diff = LineDiff(old: #"{"a": 1}"#, new: #"{"a": 2}"#)
    let shown = ReviewComparison.changed(
      name: "a.json", expected: old, actual: new, diff: diff, isJSON: true)
    XCTAssertTrue(shown.contains("<caption>JSON keys that differ: 1</caption>"), shown)
    let past = ReviewComparison.changed(
      name: "a.json", expected: old, actual: new, diff: diff, isJSON: true, keyTable: false)
    XCTAssertFalse(past.contains("<table class=\"keys\">"), past)
    XCTAssertTrue(past.contains("listed for the first 100 changed JSON goldens"), past)
  }

  func testTheIntroductionCountsAsAReaderDoes() {
    let one = Self.entry(test: "T/a", name: "a.txt", kind: .changed, expected: "a\n", actual: "b\n")
    let two = Self.entry(test: "T/b", name: "b.txt", kind: .changed, expected: "a\n", actual: "b\n")
    func page(_ entries: [GoldenReviewEntry]) -> String {
      GoldenReviewPage(entries: entries, folder: "/app/.build", commandRoot: "/app").html
    }
    XCTAssertTrue(page([one]).contains("<p>1 golden failed or was written in this test run"))
    XCTAssertTrue(
      page([one, two]).contains("<p>2 goldens failed or were written in this test run"))
  }

  func testTheAnchorStaysOutOfStyleSheetsAndReusesAnId() throws {
    let top = Array(repeating: "<p>filler</p>", count: 30).joined(separator: "\n")
    let page = "<html>\n<body>\n<div id=\"list\">\n\(top)\n<style>\np { color: red }\n</style>\n"
    let changed = page.components(separatedBy: "\n").count - 1
    let (copy, _) = try XCTUnwrap(ReviewFrameAnchor.anchored(page, atLine: changed))
    // The changed line is inside <style>: the last paragraph before it gets the id.
    XCTAssertTrue(copy.contains("<p id=\"golden-review-change\">filler</p>\n<style>"), copy)
    // A change in view needs no copy; an element that has an id keeps it.
    XCTAssertNil(ReviewFrameAnchor.anchored(page, atLine: 5))
    // A fragment focuses its target: a changed button gets no id, the element above does.
    let withButton = "<html>\n<body>\n" + top + "\n<li>\n<button type=\"button\">Retry</button>\n"
    let (moved, _) = try XCTUnwrap(ReviewFrameAnchor.anchored(withButton, atLine: 34))
    XCTAssertTrue(
      moved.contains("<li id=\"golden-review-change\">\n<button type=\"button\">"), moved)
    let withID = "<html>\n<body>\n" + top + "\n<li id=\"m7\" class=\"row\">x</li>\n"
    let reused = try XCTUnwrap(ReviewFrameAnchor.anchored(withID, atLine: 33))
    XCTAssertEqual(reused.id, "m7")
    XCTAssertEqual(reused.html, withID)
  }

  func testChangedPartsAndInvisibleCharactersAreMarked() {
    // Element content: quotes stay quotes (JSON lines are full of them), markup is escaped.
    // A changed line is its golden row, then its output row; each lacks the other's number.
    XCTAssertTrue(
      page.contains(
        #"<tr class="o"><td>2</td><td></td><td>text: "Hello"</td></tr>"# + "\n"
          + #"<tr class="n"><td></td><td>2</td><td>text: "Hello<ins><span class="esc">\u{200B}</span></ins>"</td></tr>"#
      ), page)
    // The normalisation pair is spelled scalar by scalar on both sides.
    XCTAssertTrue(page.contains(#"name: <del>caf<span class="esc">\u{E9}</span></del>"#))
    XCTAssertTrue(page.contains(#"name: <ins>cafe<span class="esc">\u{301}</span></ins>"#))
    // Two lines of context on the page (three in the failure message).
    XCTAssertTrue(page.contains("<td colspan=\"3\">11 unchanged lines</td>"), page)
    // An unchanged line is written once.
    XCTAssertTrue(page.contains("<tr><td>1</td><td>1</td><td>title: &lt;script&gt;"), page)
  }

  func testJSONGoldensGetAKeyTable() {
    XCTAssertTrue(page.contains("<caption>JSON keys that differ: 4</caption>"))
    XCTAssertTrue(
      page.contains(#"<tr><th scope="row">$.bubbles[0].status.state</th><td>changed</td>"#),
      page)
  }

  func testANewGoldenIsShownInOneColumn() throws {
    let section = try XCTUnwrap(
      page.components(separatedBy: "<section class=\"golden\"").first {
        $0.contains("<h3 id=\"golden-5-title\">bubbles/sent.txt</h3>")
      })
    XCTAssertTrue(section.contains("<p class=\"status recorded\">New golden: "), section)
    XCTAssertTrue(section.contains("<table class=\"file\">"), section)
    XCTAssertFalse(section.contains("Expected"), "nothing was expected: no expected column")
    XCTAssertTrue(
      section.contains("Review: <code>diff -u /dev/null &#39;Goldens/bubbles/sent.txt&#39;"),
      section)
    // The commands' paths are relative to the folder the page names.
    XCTAssertTrue(page.contains("<p>Run the commands from <code>/app</code>.</p>"))
    XCTAssertEqual(
      GoldenReviewPage.commandRoot(
        folder: "/app/.build/golden-artifacts", entries: Self.entries), "/app")
  }

  func testEachGoldenIsListedAndLinkedAndEachCommandWrittenOnce() {
    for index in 1...Self.entries.count {
      XCTAssertTrue(page.contains("<a href=\"#golden-\(index)\">"))
      XCTAssertTrue(
        page.contains(
          "<section class=\"golden\" id=\"golden-\(index)\" aria-labelledby=\"golden-\(index)-title\">"
        ))
    }
    XCTAssertTrue(
      page.contains("<p class=\"status missing\">Missing: no golden yet, nothing written</p>"))
    // readBubble() has two goldens and one Accept command.
    XCTAssertEqual(page.components(separatedBy: "Accept: <code>GOLDEN_RECORD=failed").count - 1, 2)
  }

  func testWordsBreakOnlyWhereALineMust() {
    XCTAssertFalse(page.contains("break-all"), "break-all splits words that would fit")
    XCTAssertTrue(page.contains("overflow-wrap: anywhere"))
  }

  func testHighlightNeverSplitsAnEscape() {
    let (old, new) = ReviewText.highlighted(old: #"a\u{200B}"#, new: #"a\u{200C}"#)
    XCTAssertEqual(old, #"a<del><span class="esc">\u{200B}</span></del>"#)
    XCTAssertEqual(new, #"a<ins><span class="esc">\u{200C}</span></ins>"#)
    // A changed word is marked whole, not around the letters the two words share.
    let (was, now) = ReviewText.highlighted(old: #""delivered","#, new: #""read","#)
    XCTAssertEqual(was, #""<del>delivered</del>","#)
    XCTAssertEqual(now, #""<ins>read</ins>","#)
  }
}
