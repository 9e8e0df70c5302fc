import Foundation
import XCTest

@testable import MessageStatusKit

/// Phrases as native readers wrote them, each of which read
/// differently before.
final class NativeWordsTests: XCTestCase {
  /// 2025-10-21 10:42 UTC.
  private let start = Date(timeIntervalSince1970: 1_761_043_320)
  private let group = Conversation(
    participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob", "erin": "Élodie"])
  private let everyone: Set<UserID> = ["alice", "bob", "carol", "dave", "erin"]

  private func describe(
    _ message: Message, _ locale: String, style: StatusStyle = .ticks, in chat: Conversation? = nil
  ) -> BubbleDescription {
    BubbleDescriber(options: .init(style: style, locale: locale)).describe(
      message, in: chat ?? group)
  }

  private func incoming(_ sender: UserID, text: String = "Salut", attachment: AttachmentKind? = nil)
    -> Message
  {
    Message(
      id: "in", sender: sender, text: text, attachment: attachment, createdAt: start,
      state: .delivered)
  }

  func testFrenchElidesDeBeforeAVowel() {
    let describer = BubbleDescriber(options: .init(locale: "fr"))
    func announced(_ sender: UserID) -> String? {
      describer.describe(incoming(sender), in: group, previous: nil).transition.announcement?.text
    }
    XCTAssertEqual(announced("alice"), "Nouveau message d’Alice\u{00A0}: Salut")
    XCTAssertEqual(announced("erin"), "Nouveau message d’Élodie\u{00A0}: Salut")
    XCTAssertEqual(announced("bob"), "Nouveau message de Bob\u{00A0}: Salut")
    // A "y" elides only where it sounds as a vowel, before a consonant.
    let elision = Phrasebook.french.elision
    XCTAssertEqual(elision?.applied(to: "de Yves", name: "Yves"), "d’Yves")
    XCTAssertEqual(elision?.applied(to: "de Yasmine", name: "Yasmine"), "de Yasmine")
  }

  func testTooLongSaysHowManyCharactersTooMany() {
    let draft = String(repeating: "a", count: 11)
    let cases = [
      ("fr", "Le message compte 1 caractère de trop"),
      ("ru", "Сообщение превышает лимит на 1 символ"),
      ("ja", "上限を1文字超えています"),
    ]
    for (locale, error) in cases {
      let composer = Composer(limit: 10, locale: locale)
      XCTAssertEqual(composer.errorText(for: composer.validate(draft)), error, locale)
    }
  }

  func testAStatusWordAgreesWithAFeminineAttachment() {
    let photo = incoming("alice", text: "", attachment: .photo)
    XCTAssertEqual(describe(photo, "fr").accessibilityLabel, "Alice\u{00A0}: Photo, reçue")
    XCTAssertEqual(describe(photo, "es").accessibilityLabel, "Alice: Foto, recibida")
    let file = incoming("alice", text: "", attachment: .file)
    XCTAssertEqual(describe(file, "fr").accessibilityLabel, "Alice\u{00A0}: Fichier, reçu")
    XCTAssertEqual(
      describe(incoming("alice"), "fr").accessibilityLabel, "Alice\u{00A0}: Salut, reçu")
    let sentPhoto = Message(
      id: "p", sender: "me", text: "", attachment: .photo, createdAt: start, state: .sent)
    XCTAssertEqual(describe(sentPhoto, "fr").accessibilityLabel, "Photo, envoyée")
    // Every word about the photo agrees, counts and "everyone" included.
    let readPhoto = Message(
      id: "p", sender: "me", text: "", attachment: .photo, createdAt: start, state: .read,
      readBy: everyone)
    XCTAssertEqual(describe(readPhoto, "fr").accessibilityLabel, "Photo, lue par tous")
    XCTAssertEqual(describe(readPhoto, "es").accessibilityLabel, "Foto, leída por todos")
    // Portuguese words agree with the feminine "mensagem"; a masculine name takes its own.
    let video = incoming("alice", text: "", attachment: .video)
    XCTAssertEqual(describe(video, "pt-BR").accessibilityLabel, "Alice: Vídeo, recebido")
    XCTAssertEqual(
      describe(incoming("alice", text: "", attachment: .photo), "pt-BR").accessibilityLabel,
      "Alice: Foto, recebida")
  }

  func testRussianReadCountsHaveNoGender() {
    let message = Message(
      id: "m", sender: "me", text: "Привет", createdAt: start, state: .read, readBy: ["alice"])
    let bubble = BubbleDescriber(options: .init(groupPolicy: .anyRecipient, locale: "ru"))
      .describe(message, in: group)
    XCTAssertEqual(bubble.accessibility.stateDescription, "прочитали: 1 из 5")
    XCTAssertEqual(bubble.status?.accessibilityLabel, "Прочитали: 1 из 5")
  }

  func testEveryoneHavingReadIsSaidInWords() {
    let message = Message(
      id: "m", sender: "me", text: "Hi", createdAt: start, state: .read, readBy: everyone)
    let expected = [
      ("en", "read by everyone", "Read by everyone"),
      ("es", "leído por todos", "Leído por todos"),
      ("fr", "lu par tous", "Lu par tous"),
      ("de", "von allen gelesen", "Von allen gelesen"),
      ("pt-BR", "lida por todos", "Lida por todos"),
      ("ja", "全員が既読", "全員が既読"),
      ("ru", "прочитали все", "Прочитали все"),
      ("ar", "قرأها الجميع", "قرأها الجميع"),
    ]
    for (locale, label, icon) in expected {
      let bubble = describe(message, locale)
      XCTAssertEqual(bubble.accessibility.stateDescription, label, locale)
      XCTAssertEqual(bubble.status?.accessibilityLabel, icon, locale)
    }
  }

  func testZeroCharactersRemainingIsSaidInWords() {
    let draft = String(repeating: "a", count: 10)
    for (locale, text) in [
      ("en", "No characters remaining"), ("pt-BR", "Nenhum caractere restante"),
      ("es", "No quedan caracteres"),
    ] {
      XCTAssertEqual(Composer(limit: 10, locale: locale).counter(for: draft).text, text, locale)
    }
    XCTAssertEqual(
      Composer(limit: 10, locale: "en").counter(for: "a").accessibilityValue,
      "9 characters remaining")
  }

  func testReadTimesTakeTheLanguagesPreposition() {
    func text(_ locale: String, readAt: Date) -> String? {
      let message = Message(
        id: "m", sender: "me", text: "Hi", createdAt: start, state: .read, readAt: readAt)
      let bubble = describe(
        message, locale, style: .text,
        in: Conversation(participants: ["me", "alice"], viewer: "me"))
      guard case .text(let words, _)? = bubble.status?.content else { return nil }
      return words + " | " + bubble.accessibility.stateDescription
    }
    let ten = Date(timeIntervalSince1970: 1_761_043_920)  // 10:52 UTC
    let one = Date(timeIntervalSince1970: 1_761_008_700)  // 01:05 UTC
    XCTAssertEqual(text("es", readAt: ten), "Leído a las 10:52 | leído a las 10:52")
    XCTAssertEqual(text("es", readAt: one), "Leído a la 1:05 | leído a la 1:05")
    XCTAssertEqual(text("de", readAt: ten), "Gelesen um 10:52 | gelesen um 10:52")
    XCTAssertEqual(text("pt-BR", readAt: ten), "Lida às 10:52 | lida às 10:52")
    XCTAssertEqual(text("pt-BR", readAt: one), "Lida à 01:05 | lida à 01:05")
    XCTAssertEqual(text("en", readAt: ten), "Read 10:52 AM | read at 10:52 AM")
    XCTAssertEqual(text("fr", readAt: ten), "Lu à 10:52 | lu à 10:52")
  }

  func testJapaneseLabelsJoinWithoutAFullStopInside() {
    let failed = Message(id: "f", sender: "me", text: "こんにちは", createdAt: start, state: .failed)
    let bubble = describe(failed, "ja", in: Conversation(participants: ["me", "a"], viewer: "me"))
    XCTAssertFalse(bubble.accessibilityLabel.contains("。"), bubble.accessibilityLabel)
    XCTAssertEqual(
      Phrasebook.japanese.permanentFailureHint, "このメッセージは送信できません。削除できます。")
  }
}
