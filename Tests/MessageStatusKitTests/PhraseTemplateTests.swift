import MessageStatusKit
import XCTest

final class PhraseTemplateTests: XCTestCase {
  func testSlotsAreFilledInOrder() {
    let template: PhraseTemplate = "read by {count} of {total}"
    XCTAssertEqual(template.slots, [.count, .total])
    XCTAssertEqual(template.filled { $0 == .count ? "3" : "5" }, "read by 3 of 5")
  }

  func testUnknownAndUnclosedBracesStayAsWritten() {
    let template = PhraseTemplate("{nope} {text} {count")
    XCTAssertEqual(template.slots, [.text])
    XCTAssertEqual(template.filled { _ in "X" }, "{nope} X {count")
  }

  /// A brace is a brace whatever it stands beside: the Arabic number sign (U+0600) joins
  /// the character after it, and a combining mark the one before it, yet the slot is read.
  func testASlotBesideAJoiningCharacterIsRead() {
    XCTAssertEqual(PhraseTemplate("\u{600}{count}").filled { _ in "3" }, "\u{600}3")
    XCTAssertEqual(PhraseTemplate("{count}\u{301}").filled { _ in "3" }, "3\u{301}")
  }

  func testBracesInFilledValuesAreNotReinterpreted() {
    let template: PhraseTemplate = "New message: {text}"
    XCTAssertEqual(template.filled { _ in "{name}" }, "New message: {name}")
  }

  func testEnglishPluralRule() {
    XCTAssertEqual(
      [0, 1, 2, 21].map(Language.english.pluralRule.category(for:)), [.other, .one, .other, .other])
  }

  func testPluralPhraseFallsBackToOther() {
    let phrase = PluralPhrase([.one: "{count} message"], other: "{count} messages")
    XCTAssertEqual(
      phrase.template(for: 1, rule: Language.english.pluralRule).description, "{count} message")
    XCTAssertEqual(
      phrase.template(for: 4, rule: Language.english.pluralRule).description, "{count} messages")
  }

  func testEnglishPhrasebookHasNoEmptyPhrase() {
    let english = Phrasebook.english
    var phrases =
      DeliveryState.allCases.flatMap {
        [english.labelStatus[$0], english.iconLabel[$0], english.statusText[$0]]
      }
    phrases += [
      english.emptyMessage, english.badgeOverflow, english.retryAction,
      english.deleteAction, english.failedHint, english.announceFailed,
    ]
    phrases += AttachmentKind.allCases.map { english.attachments[$0] }
    XCTAssertFalse(phrases.contains(""))
  }

  func testNamedFillingAndCountedPhrases() {
    XCTAssertEqual(PhraseTemplate("{name}: {text}").filled(text: "Hi", name: "Alice"), "Alice: Hi")
    XCTAssertEqual(PhraseTemplate("{count}/{total}").filled(count: "1"), "1/")
    XCTAssertEqual(
      Phrasebook.russian.labelReadBy.filled(count: 21, total: 30, in: .russian),
      "прочитали: 21 из 30"
    )
    XCTAssertEqual(
      Phrasebook.arabic.labelReadBy.filled(count: 3, total: 5, in: .arabic), "قرأها ٣ من أصل ٥")
  }
}
