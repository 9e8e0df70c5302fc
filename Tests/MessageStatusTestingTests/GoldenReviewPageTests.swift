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
    return [BubbleDescription(describing: message, in: chat)]
  }

  /// Four goldens as an app's test run would leave them, with fixed paths.
  static let entries: [GoldenReviewEntry] = {
    let unchanged = (1...12).map { "row \($0): unchanged" }.joined(separator: "\n")
    let expectedText =
      "title: <script>alert(1)</script>\ntext: \"Hello\"\nname: caf\u{E9}\n\(unchanged)\nend\n"
    let actualText =
      "title: <script>alert(1)</script>\ntext: \"Hello\u{200B}\"\nname: cafe\u{301}\n\(unchanged)\nend\n"
    func data(_ text: String) -> Data { Data(text.utf8) }
    func summary(_ old: String, _ new: String) -> String {
      LineDiff(old: old, new: new).summary.description
    }
    let html = (HTMLRenderer().render(bubble(.delivered)), HTMLRenderer().render(bubble(.read)))
    let json = (JSONRenderer().render(bubble(.delivered)), JSONRenderer().render(bubble(.read)))
    return [
      GoldenReviewEntry(
        test: "MyAppTests.BubbleTests/testGreeting", name: "bubbles/greeting.txt",
        golden: "/app/Goldens/bubbles/greeting.txt",
        artifact: "/app/.build/golden-artifacts/bubbles/greeting.txt", kind: .changed,
        summary: summary(expectedText, actualText),
        notes: [
          "golden and output are canonically equivalent but differ in Unicode normalisation"
        ],
        command:
          #"GOLDEN_RECORD=failed swift test --filter '^MyAppTests\.BubbleTests/testGreeting$'"#,
        expected: data(expectedText), actual: data(actualText)),
      GoldenReviewEntry(
        test: "MyAppTests.BubbleGoldens/readBubble()", name: "bubbles/read.html",
        golden: "/app/Goldens/bubbles/read.html",
        artifact: "/app/.build/golden-artifacts/bubbles/read.html", kind: .changed,
        summary: summary(html.0, html.1), notes: [],
        command:
          #"GOLDEN_RECORD=failed swift test --filter '^MyAppTests\.BubbleGoldens/readBubble\(\)(/|$)'"#,
        expected: data(html.0), actual: data(html.1)),
      GoldenReviewEntry(
        test: "MyAppTests.BubbleGoldens/readBubble()", name: "bubbles/read.json",
        golden: "/app/Goldens/bubbles/read.json",
        artifact: "/app/.build/golden-artifacts/bubbles/read.json", kind: .changed,
        summary: summary(json.0, json.1), notes: [],
        command:
          #"GOLDEN_RECORD=failed swift test --filter '^MyAppTests\.BubbleGoldens/readBubble\(\)(/|$)'"#,
        expected: data(json.0), actual: data(json.1)),
      GoldenReviewEntry(
        test: "MyAppTests.BubbleGoldens/failedBubble()", name: "bubbles/failed.txt",
        golden: "/app/Goldens/bubbles/failed.txt", artifact: nil, kind: .missing,
        summary: "no golden",
        notes: ["CI is set, so GOLDEN_RECORD=all was not applied: CI never writes goldens"],
        command:
          #"GOLDEN_RECORD=missing swift test --filter '^MyAppTests\.BubbleGoldens/failedBubble\(\)(/|$)'"#,
        expected: nil, actual: data(TextRenderer().render(bubble(.failed)))),
    ]
  }()

  private var page: String { GoldenReviewPage(entries: Self.entries).html }

  func testPageGolden() {
    assertGolden(
      of: page, as: GoldenFormat(fileExtension: "html") { $0 }, named: "review-page",
      in: "review")
  }

  func testNothingFromAGoldenBecomesMarkup() {
    XCTAssertFalse(page.contains("<script>"), "a golden's text is escaped")
    XCTAssertTrue(page.contains("title: &lt;script&gt;alert(1)&lt;/script&gt;"))
    // Frames hold the pages as escaped attribute values, with no scripts allowed.
    XCTAssertEqual(
      page.components(separatedBy: "<iframe sandbox=\"allow-same-origin\"").count - 1, 2)
    XCTAssertTrue(page.contains("srcdoc=\"&lt;!DOCTYPE html&gt;"))
  }

  func testChangedPartsAndInvisibleCharactersAreMarked() {
    XCTAssertTrue(
      page.contains(
        #"<td class="old"><code>text: &quot;Hello&quot;</code></td>"#), page)
    XCTAssertTrue(
      page.contains(
        #"<td class="new"><code>text: &quot;Hello<ins><span class="esc">\u{200B}</span></ins>&quot;</code></td>"#
      ))
    // The normalisation pair is spelled scalar by scalar on both sides.
    XCTAssertTrue(page.contains(#"name: <del>caf<span class="esc">\u{E9}</span></del>"#))
    XCTAssertTrue(page.contains(#"name: <ins>cafe<span class="esc">\u{301}</span></ins>"#))
    XCTAssertTrue(page.contains("<td colspan=\"4\">10 unchanged lines not shown</td>"))
  }

  func testJSONGoldensGetAKeyTable() {
    XCTAssertTrue(page.contains("<caption>JSON keys that differ in bubbles/read.json:"))
    XCTAssertTrue(
      page.contains(
        #"<tr><th scope="row"><code>$.bubbles[0].status.state</code></th><td>changed</td>"#),
      page)
  }

  func testEachGoldenIsListedAndLinked() {
    for index in 1...Self.entries.count {
      XCTAssertTrue(page.contains("<a href=\"#golden-\(index)\">"))
      XCTAssertTrue(
        page.contains("<section id=\"golden-\(index)\" aria-labelledby=\"golden-\(index)-title\">"))
    }
    XCTAssertTrue(
      page.contains("<p class=\"status missing\">Missing: no golden yet, nothing written</p>"))
  }

  func testHighlightNeverSplitsAnEscape() {
    let (old, new) = GoldenReviewPage.highlighted(old: #"a\u{200B}"#, new: #"a\u{200C}"#)
    XCTAssertEqual(old, #"a<del><span class="esc">\u{200B}</span></del>"#)
    XCTAssertEqual(new, #"a<ins><span class="esc">\u{200C}</span></ins>"#)
    // A changed word is marked whole, not around the letters the two words share.
    let (was, now) = GoldenReviewPage.highlighted(old: #""delivered","#, new: #""read","#)
    XCTAssertEqual(was, "&quot;<del>delivered</del>&quot;,")
    XCTAssertEqual(now, "&quot;<ins>read</ins>&quot;,")
  }
}
