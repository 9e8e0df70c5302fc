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
    for control in ["\u{202E}", "\u{202B}", "\u{200F}", "\u{061C}"] {
      XCTAssertEqual(
        BidiIsolation.isolatedIfNeeded("a" + control + "b"), "\u{2068}a" + control + "b\u{2069}")
    }
  }

  func testHebrewMessageCannotReorderTheStatusPhrase() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.read, text: "שלום עולם"))
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}שלום עולם\u{2069}, read")
    XCTAssertEqual(bubble.text, "שלום עולם", "the text itself stays verbatim")
  }

  /// An override would show "liveyrollaM" to the eye and speak "Mallory evil" to the ear:
  /// names and text lose their embeddings and overrides, so both meet the same order.
  func testOverridesLeaveNamesAndText() {
    let chat = Conversation(
      participants: ["me", "mallory", "bob"], viewer: "me",
      displayNames: ["mallory": "Mallory\u{202E}evil\u{202C}"])
    let bubble = Fixtures.describe(
      Fixtures.incoming(from: "mallory", text: "Invoice \u{202E}fdp.exe\u{202C} ready"), in: chat)
    XCTAssertEqual(bubble.senderName, "Malloryevil")
    XCTAssertEqual(bubble.text, "Invoice fdp.exe ready")
    XCTAssertEqual(bubble.accessibilityLabel, "Malloryevil: Invoice fdp.exe ready")
    XCTAssertEqual(
      bubble.transition.announcement?.text, "New message from Malloryevil: Invoice fdp.exe ready")
    // Text without right-to-left letters lays itself out: every control goes, since it could
    // only reorder runs ("pdf", ".", "exe" shown as "exe.pdf").
    let all = "a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2067}g\u{2069}h\u{200F}i"
    XCTAssertEqual(Fixtures.describe(Fixtures.outgoing(.sent, text: all)).text, "abcdefghi")
    for spoof in [
      "Invoice \u{2067}\u{2066}pdf\u{2069}.\u{2066}exe\u{2069}\u{2069}",
      "Invoice \u{200F}pdf\u{200F}.\u{200F}exe", "Invoice \u{061C}pdf\u{061C}.\u{061C}exe",
    ] {
      XCTAssertEqual(
        Fixtures.describe(Fixtures.outgoing(.sent, text: spoof)).text, "Invoice pdf.exe")
    }
    // Beside right-to-left letters, embeddings become isolates ("C++" stays "C++" inside
    // Hebrew), marks and isolates stay, and overrides still go.
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent, text: "קראתי \u{202A}C++\u{202C} היום")).text,
      "קראתי \u{2066}C++\u{2069} היום")
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent, text: "שלום\u{200F} \u{202E}abc")).text,
      "שלום\u{200F} abc")
  }

  /// A display name that would show nothing once its controls are gone (or that is blank
  /// or invisible) is replaced by the sender's id, as an empty one is.
  func testANameThatShowsNothingFallsBackToTheID() {
    for name in ["\u{202E}", "\u{202A}\u{202C}", "   ", "\u{200B}", ""] {
      let chat = Conversation(
        participants: ["me", "mallory", "bob"], viewer: "me", displayNames: ["mallory": name])
      let bubble = Fixtures.describe(Fixtures.incoming(from: "mallory"), in: chat)
      XCTAssertEqual(bubble.senderName, "mallory", name.debugDescription)
      XCTAssertEqual(bubble.accessibilityLabel, "mallory: Hello world", name.debugDescription)
    }
  }
}

/// User text can never close the library's isolate, nor leave an embedding, override or
/// isolate open over the library's words: checked for every sequence of up to three bidi
/// controls and paragraph separators, in a status label, a sender name and an announcement,
/// with a model of the explicit levels of the Unicode Bidirectional Algorithm (UAX #9, X1–X8
/// and BD9; `.ci/bidi-oracle.py` asks an independent implementation in CI).
final class BidiBalanceTests: XCTestCase {
  static let controls: [String] = [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",  // LRE RLE PDF LRO RLO
    "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",  // LRI RLI FSI PDI
    "\n", "\u{2029}",  // paragraph separators
  ]

  /// Every sequence of one to three controls.
  static var sequences: [String] {
    var result = controls
    for a in controls {
      for b in controls {
        result.append(a + b)
        result += controls.map { a + b + $0 }
      }
    }
    return result
  }

  /// What is still open where `prefix` ends: embeddings and overrides, then isolates, as
  /// X1–X8 push and pop them (no depth limit: these texts stay far below 125).
  static func open(after prefix: Substring) -> [Unicode.Scalar] {
    var stack: [Unicode.Scalar] = []
    for scalar in prefix.unicodeScalars {
      switch scalar.value {
      case 0x202A...0x202B, 0x202D...0x202E, 0x2066...0x2068:
        stack.append(scalar)
      case 0x202C:  // PDF closes an embedding or override, never past an isolate
        if let last = stack.last, !(0x2066...0x2068).contains(last.value) { stack.removeLast() }
      case 0x2069:  // PDI closes everything up to the isolate it matches, if any is open
        if let isolate = stack.lastIndex(where: { (0x2066...0x2068).contains($0.value) }) {
          stack.removeSubrange(isolate...)
        }
      case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029:  // a new paragraph starts afresh
        stack.removeAll()
      default:
        break
      }
    }
    return stack
  }

  func assertClosed(_ label: String?, before words: String, _ context: String) {
    guard let label, let range = label.range(of: words, options: .backwards) else {
      return XCTFail("\(context): \(label.debugDescription) lacks \(words.debugDescription)")
    }
    let open = Self.open(after: label[..<range.lowerBound])
    XCTAssertEqual(
      open, [], "\(context): \(label.debugDescription) leaves \(open) open before \(words)")
  }

  func testNoSequenceOfControlsLeavesAnythingOpenOverTheLibrarysWords() {
    for (index, sequence) in Self.sequences.enumerated() {
      let text = sequence + "evil"
      let name = "Mal" + sequence + "lory"
      let chat = Conversation(
        participants: ["me", "mallory", "bob"], viewer: "me", displayNames: ["mallory": name])
      let outgoing = Fixtures.describe(Fixtures.outgoing(.delivered, text: text))
      assertClosed(outgoing.accessibilityLabel, before: ", delivered", "sequence \(index)")
      let incoming = Fixtures.describe(Fixtures.incoming(from: "mallory", text: text), in: chat)
      assertClosed(incoming.accessibilityLabel, before: ": ", "sequence \(index), name")
      // The text ends the label: whatever a front end speaks or shows after it (the time)
      // starts with nothing open.
      XCTAssertEqual(
        Self.open(after: incoming.accessibilityLabel[...]), [], "sequence \(index), text")
      assertClosed(
        incoming.transition.announcement?.text, before: ": ", "sequence \(index), announcement")
      let arabic = Fixtures.describe(
        Fixtures.outgoing(.failed, text: text), in: Fixtures.direct, previous: nil,
        .init(locale: "ar"))
      assertClosed(arabic.accessibilityLabel, before: "، تعذّر", "sequence \(index), ar")
    }
  }

  func testAnUnmatchedPDICannotCloseTheWrapper() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.delivered, text: "\u{2069}\u{202E}שלום"))
    // The stray PDI is dropped (and the override removed, as from all user text).
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}שלום\u{2069}, delivered")
  }

  func testAnOpenIsolateIsClosedBeforeTheWrapperCloses() {
    XCTAssertEqual(
      BidiIsolation.isolatedIfNeeded("a\u{2067}b"), "\u{2068}a\u{2067}b\u{2069}\u{2069}")
  }

  func testEachParagraphIsIsolatedOnItsOwn() {
    XCTAssertEqual(
      BidiIsolation.isolatedIfNeeded("\u{202E}a\r\n\u{202E}b"),
      "\u{2068}\u{202E}a\u{2069}\r\n\u{2068}\u{202E}b\u{2069}")
    XCTAssertEqual(
      BidiIsolation.isolated("שלום\n"), "\u{2068}שלום\u{2069}\n",
      "nothing is opened after a final separator")
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

  /// The control scan finds every bidi control (and nothing else of the planes below
  /// U+3000), at every offset of the first three words it reads eight bytes at a time,
  /// also after a dash (E2 80 94), whose lead byte makes it look closer.
  func testControlScanFindsEveryControlAtEveryOffset() {
    let controls = Set([0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
    let prefixes = (0...17).map { String(repeating: "a", count: $0) } + ["a — b", "Café — "]
    for value in UInt32(0x80)...0x2FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for prefix in prefixes {
        let text = prefix + String(scalar) + "bcdefghij"
        let found = BidiIsolation.mayHoldControl(text)
        XCTAssertEqual(
          found, controls.contains(Int(value)),
          "\(prefix.utf8.count) bytes, then \(String(value, radix: 16))")
      }
    }
  }
}
