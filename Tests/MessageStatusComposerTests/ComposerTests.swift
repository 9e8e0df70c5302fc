import MessageStatusComposer
import MessageStatusKit
import XCTest

final class ComposerTests: XCTestCase {
  func testBlankDraftsAreEmpty() {
    let composer = Composer()
    for draft in ["", " ", "\n\t ", "\u{3000}", "\u{A0}\r\n"] {
      XCTAssertEqual(composer.validate(draft), .empty, draft.debugDescription)
    }
    XCTAssertEqual(composer.validate(" a "), .valid)
  }

  func testTooLongSaysByHowMuch() {
    let composer = Composer(limit: 10)
    XCTAssertEqual(composer.validate(String(repeating: "a", count: 10)), .valid)
    XCTAssertEqual(composer.validate(String(repeating: "a", count: 11)), .tooLong(by: 1))
    XCTAssertEqual(Composer(limit: 0).limit, 1, "a limit below 1 becomes 1")
  }

  func testInvalidUTF8IsInvalidEncoding() {
    let composer = Composer()
    XCTAssertEqual(composer.validate(bytes: [0x48, 0x69, 0xFF]), .invalidEncoding)
    XCTAssertEqual(composer.validate(bytes: [0xC3]), .invalidEncoding, "truncated sequence")
    XCTAssertEqual(composer.validate(bytes: Array("héllo".utf8)), .valid)
    XCTAssertEqual(composer.validate(bytes: Array("  ".utf8)), .empty)
  }

  /// A draft that would show nothing is empty, as the bubble it would become: white space,
  /// zero-width and other invisible code points, bidi controls.
  func testAnInvisibleDraftIsEmpty() {
    let composer = Composer()
    for draft in ["\u{200B}", "\u{FEFF}", "\u{2060}", "\u{00AD}", "\u{202E}", " \u{200B}\n"] {
      XCTAssertEqual(composer.validate(draft), .empty, draft.debugDescription)
    }
    XCTAssertEqual(composer.validate("\u{200B}a"), .valid)
  }

  /// A person counts what they see: two family emoji are 2 of 200, not 10.
  func testTheComposerCountsWhatAPersonSeesByDefault() {
    let composer = Composer(limit: 200)
    XCTAssertEqual(composer.unit, .graphemes)
    XCTAssertEqual(composer.describe("👨‍👩‍👧‍👦👨‍👩‍👧‍👦").length, 2)
    XCTAssertEqual(Composer(limit: 1).validate("🇯🇵"), .valid)
    XCTAssertEqual(Composer(limit: 1, unit: .unicodeScalars).validate("🇯🇵"), .tooLong(by: 1))
  }

  func testEachUnitCountsTrickyText() {
    let cases: [(String, scalars: Int, graphemes: Int, utf16: Int)] = [
      ("a", 1, 1, 1),
      ("👍🏽", 2, 1, 4),  // skin tone modifier
      ("🇯🇵", 2, 1, 4),  // flag: two regional indicators
      ("👨‍👩‍👧", 5, 1, 8),  // ZWJ family
      ("e\u{301}", 2, 1, 2),  // combining acute
      ("Z\u{351}\u{352}\u{353}", 4, 1, 4),  // stacked combining marks
    ]
    for (text, scalars, graphemes, utf16) in cases {
      XCTAssertEqual(LengthUnit.unicodeScalars.length(of: text), scalars, text)
      XCTAssertEqual(LengthUnit.graphemes.length(of: text), graphemes, text)
      XCTAssertEqual(LengthUnit.utf16.length(of: text), utf16, text)
    }
  }

  func testValidatorAndCounterNeverDisagree() {
    let pieces = ["a", "👍🏽", "🇯🇵", "👨‍👩‍👧", "e\u{301}", " "]
    for unit in LengthUnit.allCases {
      let composer = Composer(limit: 20, unit: unit)
      var draft = "x"
      for step in 0..<60 {
        draft += pieces[step % pieces.count]
        let counter = composer.counter(for: draft)
        switch composer.validate(draft) {
        case .valid: XCTAssertGreaterThanOrEqual(counter.remaining, 0, "\(unit) \(step)")
        case .tooLong(let excess): XCTAssertEqual(counter.remaining, -excess, "\(unit) \(step)")
        case .empty, .invalidEncoding: XCTFail("\(unit) \(step)")
        }
        XCTAssertEqual(composer.sendButton(for: draft).isEnabled, counter.remaining >= 0)
      }
    }
  }

  func testCounterAppearsPastNinetyPercent() {
    let composer = Composer()
    let hidden = composer.counter(for: String(repeating: "a", count: 9_000))
    XCTAssertFalse(hidden.isVisible)
    XCTAssertNil(hidden.text)
    XCTAssertEqual(hidden.accessibilityValue, "1000 characters remaining")
    let cases: [(Int, String, ColorToken)] = [
      (9_001, "999 characters remaining", .secondary),
      (9_999, "1 character remaining", .secondary),
      (10_000, "No characters remaining", .secondary),
      (10_001, "1 character over the limit", .destructive),
      (10_250, "250 characters over the limit", .destructive),
    ]
    for (length, text, color) in cases {
      let counter = composer.counter(for: String(repeating: "a", count: length))
      XCTAssertTrue(counter.isVisible, "\(length)")
      XCTAssertEqual(counter.text, text)
      XCTAssertEqual(counter.color, color)
      XCTAssertEqual(counter.accessibilityLabel, "Character count")
      XCTAssertEqual(counter.accessibilityValue, text)
    }
  }

  func testCounterIsLocalizedAndPluralCorrect() {
    func text(_ locale: String, remaining: Int) -> String? {
      Composer(limit: 100, counterThreshold: 0, locale: locale)
        .counter(for: String(repeating: "a", count: 100 - remaining)).text
    }
    XCTAssertEqual(text("ru", remaining: 1), "Остался 1 символ")
    XCTAssertEqual(text("ru", remaining: 3), "Осталось 3 символа")
    XCTAssertEqual(text("ru", remaining: 5), "Осталось 5 символов")
    XCTAssertEqual(text("ru", remaining: 21), "Остался 21 символ")
    XCTAssertEqual(text("fr", remaining: 0), "Aucun caractère restant", "zero in words")
    XCTAssertEqual(text("fr", remaining: 1), "1 caractère restant")
    XCTAssertEqual(text("fr", remaining: 2), "2 caractères restants")
    XCTAssertEqual(text("es", remaining: 1), "Queda 1 carácter")
    XCTAssertEqual(text("ar", remaining: 0), "لم يتبقَّ أي حرف")
    XCTAssertEqual(text("ar", remaining: 2), "يتبقى حرفان")
    XCTAssertEqual(text("ar", remaining: 5), "يتبقى ٥ أحرف")
    XCTAssertEqual(text("ar", remaining: 11), "يتبقى ١١ حرفًا")
    XCTAssertEqual(text("ja", remaining: 7), "残り7文字")
    XCTAssertEqual(text("de", remaining: 1), "1 Zeichen übrig")
  }

  func testSendFeedback() {
    let composer = Composer(limit: 5)
    XCTAssertEqual(
      composer.send("hello"),
      SendFeedback(validation: .valid, accepted: true, haptic: .confirm, clearsDraft: true))
    XCTAssertEqual(
      composer.send("hello!"),
      SendFeedback(
        validation: .tooLong(by: 1), accepted: false, haptic: .reject, clearsDraft: false
      ))
    XCTAssertEqual(composer.send("  ").clearsDraft, false, "a rejected draft is never lost")
    XCTAssertEqual(
      composer.sendButton(for: "hi"), SendButton(isEnabled: true, accessibilityLabel: "Send"))
    XCTAssertFalse(composer.sendButton(for: "").isEnabled)
  }

  func testAComposerLimitSetDirectlyIsClamped() {
    var composer = Composer(limit: 20)
    composer.limit = .min
    XCTAssertEqual(composer.limit, 1)
    XCTAssertEqual(composer.describe("hi").counter.remaining, -1)
  }
}
