import MessageStatusKit
import XCTest

@testable import MessageStatusRendering

final class TextRendererTests: XCTestCase {
  func testOneBlockNamesEveryField() {
    let bubble = BubbleDescriber(options: .init(style: .receiptBadge)).describe(
      GoldenCase.outgoing("m1", "Hello world", .read, readBy: ["alice", "bob", "carol"]),
      in: GoldenCase.group)
    XCTAssertEqual(
      TextRenderer().block(for: bubble),
      """
      bubble m1
        role: outgoing, trailing
        sender: none
        text: "Hello world"
        attachment: none
        timestamp: "10:42 AM" at 2025-10-21T10:42:00Z in secondary #6B6B70
        bubble: outgoingBubble #0A62D0, text outgoingText #FFFFFF
        status: read
          badge: 3 shown as "3", check and count in badgeForeground #FFFFFF on badgeBackground #0A62D0
          label: "Read by 3 of 5"
        readers: 3
          alice "Alice", initial "A", read at an unknown time
          bob "Bob", initial "B", read at an unknown time
          carol "Carol", initial "C", read at an unknown time
        label: "Hello world, read by 3 of 5"
          content: "Hello world"
          state: "read by 3 of 5"
        hint: none
        accessibility role: text, default action: none
        actions: none
        transition: not animated (reduced motion: not animated)
        run: none, corners 18 18 18 18 (clockwise from top leading)
        metrics: corner radius 18 (joined 6), padding 16×10, max width 0.78, symbols 15 (spacing 1), badge 20 (padding 5, symbol 12), spacing 4, row spacing 4
          type: body 16 pt regular ×1.35, sender 12 pt regular ×1.35, timestamp 12 pt regular ×1, status 12 pt regular ×1, badge 12 pt bold ×1 tabular
        palette: light, language: en, leftToRight

      """)
  }

  func testInvisibleCharactersAreSpelledOut() {
    XCTAssertEqual(VisibleEscaping.escape("a\u{202E}b\u{200B}c\u{0}"), #"a\u{202E}b\u{200B}c\u{0}"#)
    XCTAssertEqual(VisibleEscaping.escape("tab\there\nnew\\"), #"tab\there\nnew\\"#)
    XCTAssertEqual(VisibleEscaping.escape("nbsp\u{A0}"), #"nbsp\u{A0}"#)
    XCTAssertEqual(VisibleEscaping.escape("é ñ 日本 👍🏽"), "é ñ 日本 👍🏽", "visible text stays")
    XCTAssertEqual(VisibleEscaping.escape("e\u{301}"), "e\u{301}", "combining marks are visible")
  }

  func testQuotesInsideTextAreEscapedEvenWithCombiningMarks() {
    let bubble = BubbleDescriber().describe(
      GoldenCase.outgoing("q", "\"\u{301} x", .sent), in: GoldenCase.direct)
    XCTAssertTrue(TextRenderer().block(for: bubble).contains("  text: \"\\\"\u{301} x\"\n"))
  }

  func testEveryLineOfEveryGoldenIsPrintable() {
    for golden in GoldenCase.all {
      let text = TextRenderer().render(sections: golden.sections)
      let hidden = text.unicodeScalars.filter { $0 != "\n" && VisibleEscaping.isInvisible($0) }
      XCTAssertEqual(hidden.map { String($0.value, radix: 16) }, [], golden.name)
    }
  }

  func testIndentWidthChangesLayoutOnly() {
    let bubble = GoldenCase.attachments.bubbles[0]
    let four = TextRenderer(options: .init(indentWidth: 4)).block(for: bubble)
    let two = TextRenderer().block(for: bubble)
    XCTAssertEqual(
      four.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
      two.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    XCTAssertNotEqual(four, two)
  }
}
