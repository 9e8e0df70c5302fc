import XCTest

@testable import MessageStatusKit

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
      bubble.transition.announcement?.text,
      "New message from \u{2068}Mallory\u{202E}evil\u{2069}: Hello world")
    XCTAssertEqual(bubble.senderName, "Mallory\u{202E}evil")
  }
}

final class BidiFastPathTests: XCTestCase {
  /// The byte scan never says "no" where the exact check says "yes", for every scalar of
  /// the planes that hold right-to-left text and bidi controls: alone between two letters,
  /// and inside text long enough to be read eight bytes at a time, at every offset of the
  /// first two words (after 0 to 9 letters, with 9 more after it), and after non-ASCII text.
  func testByteScanIsConservative() {
    let prefixes = (0...9).map { String(repeating: "a", count: $0) } + ["Café déjà"]
    let ranges: [ClosedRange<UInt32>] = [
      0x0000...0x2FFF, 0xF900...0xFFFF, 0x1_0000...0x1_1FFF, 0x1_E000...0x1_FFFF,
    ]
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        guard BidiIsolation.affectsDirection(scalar) else { continue }
        let alone = ("a" + String(scalar) + "b").utf8.withContiguousStorageIfAvailable(
          BidiIsolation.mayAffectDirection)
        XCTAssertEqual(alone, true, String(value, radix: 16))
        for prefix in prefixes {
          let text = prefix + String(scalar) + "bcdefghij"
          let scan = text.utf8.withContiguousStorageIfAvailable(BidiIsolation.mayAffectDirection)
          XCTAssertEqual(scan, true, "\(prefix.utf8.count) bytes, then \(String(value, radix: 16))")
        }
      }
    }
    XCTAssertEqual(BidiIsolation.isolatedIfNeeded("em — dash 日本 👍🏽"), "em — dash 日本 👍🏽")
    // Long text with nothing right-to-left is ruled out by the scan alone.
    let plain = String(repeating: "Plain text, café, 日本 — 👍🏽. ", count: 9)
    XCTAssertEqual(
      plain.utf8.withContiguousStorageIfAvailable(BidiIsolation.mayAffectDirection), false)
  }
}
