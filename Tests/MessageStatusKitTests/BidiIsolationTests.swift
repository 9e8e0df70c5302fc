import MessageStatusKit
import XCTest

final class BidiIsolationTests: XCTestCase {
  func testLeftToRightTextIsLeftAlone() {
    for text in ["Hello world", "Ça va? 👍🏽", "日本語", "", "123"] {
      XCTAssertEqual(BidiIsolation.isolatedIfNeeded(text), text)
    }
  }

  func testRightToLeftTextIsIsolated() {
    XCTAssertEqual(BidiIsolation.isolatedIfNeeded("שלום"), "\u{2068}שלום\u{2069}")
    XCTAssertEqual(BidiIsolation.isolatedIfNeeded("مرحبا"), "\u{2068}مرحبا\u{2069}")
  }

  func testBidiControlsAreIsolated() {
    for control in ["\u{202E}", "\u{202B}", "\u{2067}", "\u{2069}", "\u{200F}", "\u{061C}"] {
      XCTAssertEqual(
        BidiIsolation.isolatedIfNeeded("a" + control + "b"), "\u{2068}a" + control + "b\u{2069}")
    }
  }

  func testHebrewMessageCannotReorderTheStatusPhrase() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.read, text: "שלום עולם"))
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}שלום עולם\u{2069}, read")
    XCTAssertEqual(bubble.text, "שלום עולם", "the text itself stays verbatim")
  }

  func testOverrideInASenderNameStaysInsideTheName() {
    let chat = Conversation(
      participants: ["me", "mallory", "bob"], viewer: "me",
      displayNames: ["mallory": "Mallory\u{202E}evil"])
    let bubble = Fixtures.describe(Fixtures.incoming(from: "mallory"), in: chat)
    XCTAssertEqual(
      bubble.accessibilityLabel, "\u{2068}Mallory\u{202E}evil\u{2069}: Hello world, received")
    XCTAssertEqual(
      bubble.transition.announcement,
      "New message from \u{2068}Mallory\u{202E}evil\u{2069}: Hello world")
    XCTAssertEqual(bubble.senderName, "Mallory\u{202E}evil")
  }
}
