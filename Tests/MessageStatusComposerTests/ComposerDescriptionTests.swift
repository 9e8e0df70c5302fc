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

  /// The words behind each reason, which apps may also show themselves.
  func testEachInvalidDraftHasWordsForWhy() {
    let composer = Composer(limit: 10)
    XCTAssertEqual(composer.errorText(for: composer.validate("  ")), "Message cannot be empty")
    XCTAssertEqual(composer.sendButton(for: "  ").disabledReason, "Type a message first")
    XCTAssertEqual(
      composer.errorText(for: composer.validate("Hello world, again")),
      "Message is too long by 8 characters")
    XCTAssertEqual(
      composer.sendButton(for: "Hello world, again").disabledReason, "Remove 8 characters to send")
    XCTAssertEqual(
      composer.errorText(for: composer.validate("Hello world")),
      "Message is too long by 1 character")
    XCTAssertEqual(
      composer.sendButton(for: "Hello world").disabledReason, "Remove 1 character to send")
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

  /// Every language has the composer's words, with its plural forms.
  func testComposerWordsInEveryLanguage() {
    let expected: [String: (String, String, String)] = [
      "en": (
        "Message cannot be empty", "Message is too long by 3 characters",
        "Remove 3 characters to send"
      ),
      "es": (
        "El mensaje no puede estar vacío", "El mensaje supera el límite en 3 caracteres",
        "Quita 3 caracteres para enviarlo"
      ),
      "fr": (
        "Le message ne peut pas être vide", "Le message compte 3 caractères de trop",
        "Supprimez 3 caractères pour l’envoyer"
      ),
      "de": (
        "Die Nachricht darf nicht leer sein", "Die Nachricht ist 3 Zeichen zu lang",
        "3 Zeichen entfernen, um zu senden"
      ),
      "pt-BR": (
        "A mensagem não pode estar vazia", "A mensagem excede o limite em 3 caracteres",
        "Remova 3 caracteres para enviar"
      ),
      "ja": ("メッセージが入力されていません", "上限を3文字超えています", "送信するには3文字削除してください"),
      "ru": (
        "Сообщение не может быть пустым", "Сообщение превышает лимит на 3 символа",
        "Удалите 3 символа, чтобы отправить"
      ),
      "ar": (
        "لا يمكن أن تكون الرسالة فارغة", "الرسالة أطول من الحد بـ٣ أحرف", "احذف ٣ أحرف للإرسال"
      ),
    ]
    for (locale, (empty, tooLong, reason)) in expected {
      let composer = Composer(limit: 2, locale: locale)
      XCTAssertEqual(
        composer.describe(" ", interaction: .sendAttempted).errorText, empty, locale)
      let long = composer.describe("Hello")
      XCTAssertEqual(composer.errorText(for: long.validation), tooLong, locale)
      XCTAssertEqual(composer.sendButton(for: "Hello").disabledReason, reason, locale)
      XCTAssertFalse(long.fieldLabel.isEmpty, locale)
      XCTAssertFalse(long.fieldHint.isEmpty, locale)
    }
  }

  func testRussianAndArabicPluralsOfTheExcess() {
    let ru = Composer(limit: 1, locale: "ru")
    let excess = { (n: Int) in ru.errorText(for: ru.validate(String(repeating: "a", count: n + 1)))
    }
    XCTAssertEqual(excess(1), "Сообщение превышает лимит на 1 символ")
    XCTAssertEqual(excess(5), "Сообщение превышает лимит на 5 символов")
    XCTAssertEqual(excess(21), "Сообщение превышает лимит на 21 символ")
    let ar = Composer(limit: 1, locale: "ar")
    let arabic = { (n: Int) in ar.errorText(for: ar.validate(String(repeating: "a", count: n + 1)))
    }
    XCTAssertEqual(arabic(1), "الرسالة أطول من الحد بحرف واحد")
    XCTAssertEqual(arabic(2), "الرسالة أطول من الحد بحرفين")
    XCTAssertEqual(arabic(11), "الرسالة أطول من الحد بـ١١ حرفًا")
  }
}
