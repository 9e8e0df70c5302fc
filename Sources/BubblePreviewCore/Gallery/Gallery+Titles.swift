import MessageStatusKit

extension Gallery {
  /// The gallery's headings in one language: not phrases of a bubble, so they live here
  /// rather than in the core's ``Phrasebook``.
  struct Titles: Hashable, Sendable {
    /// The page title: "Message bubbles".
    var page: String
    /// The four section headings, in the order of ``Gallery/samples``.
    var sections: [String]
    /// The style names, by style.
    var ticks: String
    /// The `circles` style's name.
    var circles: String
    /// The `receiptBadge` style's name.
    var receiptBadge: String
    /// The `text` style's name.
    var text: String
    /// How a style name and a section heading join: "{style}: {section}".
    var styleAndSection: PhraseTemplate

    /// The name of `style`.
    func name(of style: StatusStyle) -> String {
      switch style {
      case .ticks: ticks
      case .circles: circles
      case .receiptBadge: receiptBadge
      case .text: text
      }
    }

    /// "Ticks: One-to-one".
    func heading(style: StatusStyle, section: String) -> String {
      styleAndSection.filled(text: section, name: name(of: style))
    }

    /// The titles for a phrasebook's language; English for any language without its own.
    static func forLanguage(_ language: String) -> Titles {
      switch language {
      case "es":
        Titles(
          page: "Burbujas de mensajes",
          sections: [
            "Chat individual", "Grupo, nadie lo ha leído", "Grupo, algunos lo han leído",
            "Grupo, todos lo han leído",
          ],
          ticks: "Marcas", circles: "Círculos", receiptBadge: "Insignia de lectura", text: "Texto",
          styleAndSection: "{name}: {text}")
      case "fr":
        Titles(
          page: "Bulles de messages",
          sections: [
            "Conversation à deux", "Groupe, personne n’a lu", "Groupe, certains ont lu",
            "Groupe, tout le monde a lu",
          ],
          ticks: "Coches", circles: "Cercles", receiptBadge: "Badge de lecture", text: "Texte",
          styleAndSection: "{name}\u{00A0}: {text}")
      case "de":
        Titles(
          page: "Nachrichtenblasen",
          sections: [
            "Einzelchat", "Gruppe, noch niemand hat gelesen", "Gruppe, einige haben gelesen",
            "Gruppe, alle haben gelesen",
          ],
          ticks: "Häkchen", circles: "Kreise", receiptBadge: "Lese-Badge", text: "Text",
          styleAndSection: "{name}: {text}")
      case "pt-BR":
        Titles(
          page: "Balões de mensagens",
          sections: [
            "Conversa individual", "Grupo, ninguém leu ainda", "Grupo, alguns leram",
            "Grupo, todos leram",
          ],
          ticks: "Tiques", circles: "Círculos", receiptBadge: "Selo de leitura", text: "Texto",
          styleAndSection: "{name}: {text}")
      case "ja":
        Titles(
          page: "メッセージの吹き出し",
          sections: ["1対1のチャット", "グループ（まだ誰も読んでいない）", "グループ（一部が既読）", "グループ（全員が既読）"],
          ticks: "チェックマーク", circles: "円", receiptBadge: "既読バッジ", text: "テキスト",
          styleAndSection: "{name}：{text}")
      case "ru":
        Titles(
          page: "Облачка сообщений",
          sections: [
            "Личный чат", "Группа, никто ещё не прочитал", "Группа, некоторые прочитали",
            "Группа, все прочитали",
          ],
          ticks: "Галочки", circles: "Кружки", receiptBadge: "Значок прочтения", text: "Текст",
          styleAndSection: "{name}: {text}")
      case "ar":
        Titles(
          page: "فقاعات الرسائل",
          sections: [
            "محادثة فردية", "مجموعة، لم يقرأها أحد بعد", "مجموعة، قرأها البعض",
            "مجموعة، قرأها الجميع",
          ],
          ticks: "علامات الصح", circles: "دوائر", receiptBadge: "شارة القراءة", text: "نص",
          styleAndSection: "{name}: {text}")
      default:
        Titles(
          page: "Message bubbles",
          sections: [
            "One-to-one", "Group, nobody has read yet", "Group, some have read",
            "Group, everyone has read",
          ],
          ticks: "Ticks", circles: "Circles", receiptBadge: "Receipt badge", text: "Text",
          styleAndSection: "{name}: {text}")
      }
    }
  }
}
