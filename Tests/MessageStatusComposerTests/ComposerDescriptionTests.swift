import MessageStatusComposer
import MessageStatusKit
import XCTest

/// The composer's words and rules as one description, for any front end.
final class ComposerDescriptionTests: XCTestCase {
  func testTheLimitAppliesToTheTrimmedDraft() {
    let composer = Composer(limit: 5)
    XCTAssertEqual(composer.validate("  Hello \n\n"), .valid)
    XCTAssertEqual(composer.length(of: "  Hello \n\n"), 5)
    XCTAssertEqual(composer.validate(" Hello!"), .tooLong(by: 1))
    XCTAssertEqual(composer.counter(for: "\tHello\t").remaining, 0)
    XCTAssertEqual(Composer.trimmed("\u{3000} a b \u{2029}"), "a b")
    XCTAssertEqual(Composer.trimmed(" \n "), "")
  }

  /// An error only once the user can act on it, one statement per
  /// problem, spoken parts punctuated.
  func testEachProblemIsStatedOnceWhenTheUserCanAct() {
    let composer = Composer(limit: 10)
    // A field that just appeared, or that the user cleared, is not an error: the button
    // says what to do.
    for empty in [composer.describe(""), composer.describe("  ", previous: "Hi")] {
      XCTAssertNil(empty.errorText)
      XCTAssertFalse(empty.isInvalid)
      XCTAssertEqual(empty.sendButton.disabledReason, "Type a message first")
      XCTAssertFalse(empty.sendButton.isEnabled)
      XCTAssertEqual(empty.spokenDescription, "Type a message to send.")
    }
    XCTAssertEqual(composer.describe("").interaction, .untouched)
    XCTAssertEqual(composer.describe("", previous: "Hi").interaction, .edited)
    // After a send attempt it is: stated once, by the error.
    let attempted = composer.describe("  ", interaction: .sendAttempted)
    XCTAssertEqual(attempted.errorText, "Message cannot be empty")
    XCTAssertTrue(attempted.isInvalid)
    XCTAssertNil(attempted.sendButton.disabledReason)
    XCTAssertEqual(attempted.spokenDescription, "Type a message to send. Message cannot be empty.")

    // Over the limit, the counter is the one statement, whatever the user has done.
    for interaction in DraftInteraction.allCases {
      let long = composer.describe("Hello world, again", previous: "Hi", interaction: interaction)
      XCTAssertEqual(long.validation, .tooLong(by: 8))
      XCTAssertEqual(long.counter.text, "8 characters over the limit")
      XCTAssertNil(long.errorText, "\(interaction)")
      XCTAssertNil(long.sendButton.disabledReason, "\(interaction)")
      XCTAssertTrue(long.isInvalid)
      XCTAssertEqual(
        long.spokenDescription, "Type a message to send. 8 characters over the limit.")
      XCTAssertEqual(long.onSend.haptic, .reject)
      XCTAssertFalse(long.onSend.clearsDraft)
    }

    let fine = composer.describe("Hello", previous: "Hell", interaction: .sendAttempted)
    XCTAssertNil(fine.errorText)
    XCTAssertFalse(fine.isInvalid)
    XCTAssertNil(fine.sendButton.disabledReason)
    XCTAssertTrue(fine.sendButton.isEnabled)
    XCTAssertEqual(fine.fieldLabel, "Message")
    XCTAssertEqual(fine.fieldHint, "Type a message to send.")
  }

  /// Each spoken part ends as a sentence of its language: "。" in Japanese, with no space
  /// after it; a part with punctuation of its own keeps it.
  func testSpokenPartsArePunctuatedInTheirLanguage() {
    let japanese = Composer(limit: 2, locale: "ja").describe("Hello")
    XCTAssertEqual(japanese.spokenDescription, "送信するメッセージを入力してください。3文字超過。")
    let arabic = Composer(limit: 2, locale: "ar").describe("Hello")
    XCTAssertTrue(arabic.spokenDescription.hasSuffix("."), arabic.spokenDescription)
    XCTAssertEqual(arabic.spokenDescription.components(separatedBy: ". ").count, 2)
  }

  /// The words behind each reason, which apps may also show themselves; a draft over the
  /// limit has the counter's words, the only ones a description shows for it.
  func testEachInvalidDraftHasWordsForWhy() {
    let composer = Composer(limit: 10)
    XCTAssertEqual(composer.errorText(for: composer.validate("  ")), "Message cannot be empty")
    XCTAssertEqual(composer.sendButton(for: "  ").disabledReason, "Type a message first")
    for (draft, words) in [
      ("Hello world, again", "8 characters over the limit"),
      ("Hello world", "1 character over the limit"),
    ] {
      XCTAssertEqual(composer.errorText(for: composer.validate(draft)), words)
      XCTAssertEqual(composer.sendButton(for: draft).disabledReason, words)
      XCTAssertEqual(composer.describe(draft).counter.text, words)
    }
  }

  func testTheCounterIsAnnouncedWhenItAppearsAndWhenItCrossesTheLimit() {
    let composer = Composer(limit: 10)  // the counter shows past 9
    XCTAssertNil(composer.describe("Hello world").announcement, "first appearance")
    XCTAssertNil(composer.describe("Hello", previous: "Hell").announcement, "still hidden")
    XCTAssertEqual(
      composer.describe("Hello worl", previous: "Hello wor").announcement,
      "No characters remaining")
    XCTAssertNil(composer.describe("Hello wor", previous: "Hello worl").announcement)
    XCTAssertEqual(
      composer.describe("Hello world", previous: "Hello worl").announcement,
      "1 character over the limit")
    XCTAssertNil(
      composer.describe("Hello world!", previous: "Hello world").announcement,
      "still over: the counter's value is read on demand, not announced per keystroke")
    XCTAssertEqual(
      composer.describe("Hello worl", previous: "Hello world!").announcement,
      "No characters remaining")
    XCTAssertNil(composer.describe("Hi", previous: "Hello world!").announcement, "hidden again")
  }

  /// A draft that arrives as bytes: valid UTF-8 is its text; anything else cannot be sent,
  /// and once edited says why.
  func testADraftOfBytesThatAreNotUTF8CannotBeSent() {
    let composer = Composer(limit: 10)
    let valid = composer.describe(bytes: Array("Hé".utf8), interaction: .edited)
    XCTAssertEqual(valid, composer.describe("Hé", interaction: .edited))
    let untouched = composer.describe(bytes: [0x48, 0xFF])
    XCTAssertEqual(untouched.validation, .invalidEncoding)
    XCTAssertEqual(untouched.draft, "H\u{FFFD}")
    XCTAssertNil(untouched.errorText)
    XCTAssertFalse(untouched.sendButton.isEnabled)
    XCTAssertFalse(untouched.onSend.accepted)
    let edited = composer.describe(bytes: [0x48, 0xC0, 0x80], interaction: .edited)
    XCTAssertEqual(edited.errorText, "Message contains text that cannot be read")
    XCTAssertTrue(edited.isInvalid)
    XCTAssertEqual(edited.onSend.haptic, .reject)
    XCTAssertTrue(edited.spokenDescription.hasSuffix("Message contains text that cannot be read."))
  }

  /// Every language has the composer's words, with its plural forms.
  func testComposerWordsInEveryLanguage() {
    let expected: [String: (String, String)] = [
      "en": ("Message cannot be empty", "3 characters over the limit"),
      "es": ("El mensaje no puede estar vacío", "3 caracteres de más"),
      "fr": ("Le message ne peut pas être vide", "3 caractères en trop"),
      "de": ("Die Nachricht darf nicht leer sein", "3 Zeichen zu viel"),
      "pt-BR": ("A mensagem não pode estar vazia", "3 caracteres a mais"),
      "ja": ("メッセージが入力されていません", "3文字超過"),
      "ru": ("Сообщение не может быть пустым", "3 символа сверх лимита"),
      "ar": ("لا يمكن أن تكون الرسالة فارغة", "٣ أحرف زائدة"),
    ]
    for (locale, (empty, over)) in expected {
      let composer = Composer(limit: 2, locale: locale)
      XCTAssertEqual(
        composer.describe(" ", interaction: .sendAttempted).errorText, empty, locale)
      let long = composer.describe("Hello")
      XCTAssertEqual(long.counter.text, over, locale)
      XCTAssertNil(long.errorText, locale)
      XCTAssertEqual(composer.errorText(for: long.validation), over, locale)
      XCTAssertEqual(composer.sendButton(for: "Hello").disabledReason, over, locale)
      XCTAssertFalse(long.fieldLabel.isEmpty, locale)
      XCTAssertFalse(long.fieldHint.isEmpty, locale)
    }
  }

  func testRussianAndArabicPluralsOfTheExcess() {
    let ru = Composer(limit: 1, locale: "ru")
    let excess = { (n: Int) in ru.describe(String(repeating: "a", count: n + 1)).counter.text }
    XCTAssertEqual(excess(1), "1 символ сверх лимита")
    XCTAssertEqual(excess(5), "5 символов сверх лимита")
    XCTAssertEqual(excess(21), "21 символ сверх лимита")
    XCTAssertEqual(excess(22), "22 символа сверх лимита")
    let ar = Composer(limit: 1, locale: "ar")
    let arabic = { (n: Int) in ar.describe(String(repeating: "a", count: n + 1)).counter.text }
    XCTAssertEqual(arabic(1), "حرف واحد زائد")
    XCTAssertEqual(arabic(2), "حرفان زائدان")
    XCTAssertEqual(arabic(11), "١١ حرفًا زائدًا")
  }
}
