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

  /// Portugal and Latin America write their own words over their base language's, and the
  /// description says which words it used.
  func testRegionalVarietiesWriteTheirOwnWords() {
    let sending = Message(
      id: "f", sender: "me", text: "", attachment: .file, createdAt: start, state: .sending)
    let pt = describe(sending, "pt-PT", style: .text)
    XCTAssertEqual(pt.accessibilityLabel, "Ficheiro, a enviar")
    XCTAssertEqual(pt.status?.text, "A enviar…")
    XCTAssertEqual(pt.language, "pt-PT")
    XCTAssertEqual(describe(sending, "pt-BR", style: .text).accessibilityLabel, "Arquivo, enviando")
    let video = Message(
      id: "v", sender: "me", text: "", attachment: .video, createdAt: start, state: .sent)
    XCTAssertEqual(describe(video, "es-MX").accessibilityLabel, "Video, enviado")
    XCTAssertEqual(describe(video, "es-MX").language, "es-419")
    XCTAssertEqual(describe(video, "es-ES").accessibilityLabel, "Vídeo, enviado")
    // Portugal's plural rule: 0 is "other" there, "one" in Brazil (its own singular,
    // "carácter", is the composer's: ComposerWordsTests).
    XCTAssertEqual(Phrasebook.resolve(locale: "pt-PT").pluralRule.category(for: 0), .other)
    XCTAssertEqual(Phrasebook.resolve(locale: "pt-BR").pluralRule.category(for: 0), .one)
    // A key a variety names that no phrase has would change nothing, silently.
    for variety in [Language.european, Language.latinAmerican] {
      XCTAssertTrue(Set(variety.phrases.keys).isSubset(of: Phrasebook.keys), variety.code)
    }
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

  /// The state belongs to the message, so its word agrees with the language's word for a
  /// message ("message", "mensaje": masculine; "mensagem": feminine), whatever the
  /// attachment's name, with or without a caption.
  func testAStatusWordAgreesWithTheMessageNotTheAttachment() {
    func sent(_ kind: AttachmentKind, text: String = "", _ state: DeliveryState = .sent)
      -> Message
    {
      Message(
        id: "p", sender: "me", text: text, attachment: kind, createdAt: start, state: state,
        readBy: state == .read ? everyone : [])
    }
    XCTAssertEqual(describe(sent(.photo), "fr").accessibilityLabel, "Photo, envoyé")
    XCTAssertEqual(
      describe(sent(.photo, text: "Regarde"), "fr").accessibilityLabel, "Photo, Regarde, envoyé")
    XCTAssertEqual(describe(sent(.photo, .read), "fr").accessibilityLabel, "Photo, lu par tous")
    XCTAssertEqual(describe(sent(.photo, .read), "es").accessibilityLabel, "Foto, leído por todos")
    XCTAssertEqual(describe(sent(.video), "pt-BR").accessibilityLabel, "Vídeo, enviada")
    XCTAssertEqual(describe(sent(.photo), "it").accessibilityLabel, "Foto, inviato")
    // An incoming message speaks no state at all.
    XCTAssertEqual(
      describe(incoming("alice", text: "", attachment: .photo), "fr").accessibilityLabel,
      "Alice\u{00A0}: Photo")
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
      ("ru", "прочитано всеми", "Прочитано всеми"),
      ("ar", "قرأها الجميع", "قرأها الجميع"),
    ]
    for (locale, label, icon) in expected {
      let bubble = describe(message, locale)
      XCTAssertEqual(bubble.accessibility.stateDescription, label, locale)
      XCTAssertEqual(bubble.status?.accessibilityLabel, icon, locale)
    }
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
