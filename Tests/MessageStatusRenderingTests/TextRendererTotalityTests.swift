import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// The text renderer never traps on its options and spells out every field it prints.
final class TextRendererTotalityTests: XCTestCase {
  private let bubble = BubbleDescriber().describe(
    Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: .sent), in: Conversation(participants: ["me", "alice"], viewer: "me"))

  func testIndentWidthIsClampedHoweverItIsSet() {
    var options = TextRenderer.Options()
    options.indentWidth = -1
    XCTAssertEqual(options.indentWidth, 0)
    options.indentWidth = .max
    XCTAssertEqual(options.indentWidth, 16)
    XCTAssertEqual(TextRenderer.Options(indentWidth: -5).indentWidth, 0)
    let text = TextRenderer(options: options).render([bubble])
    XCTAssertTrue(text.contains("\n" + String(repeating: " ", count: 16) + "role: "), text)
  }

  func testLanguageAndSeparatorDatesAreSpelledOut() {
    var odd = bubble
    odd.language = "en\u{1B}[31m\n"
    let text = TextRenderer().render([odd])
    XCTAssertTrue(text.contains(#"language: en\u{1B}[31m\n,"#), text)
    let thread = ThreadDescription(items: [
      .daySeparator(DaySeparator(date: "2025\u{202E}-10-21", title: "Today")), .bubble(bubble),
    ])
    let threadText = TextRenderer().render(thread: thread)
    XCTAssertTrue(threadText.contains(#"2025\u{202E}-10-21"#), threadText)
  }
}
