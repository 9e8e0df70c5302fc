import MessageStatusKit

/// The gallery's own words in one language: its section headings and style names.
///
/// They are the command's, not the library's; the page title and the reviewer notes are
/// the language's ``PagePhrases``.
struct GalleryWords: Sendable {
  /// The four section headings, in the order of the gallery's samples.
  var sections: [String]
  /// Each style's name; a style missing here is called by its identifier (`ticks`).
  var styles: [StatusStyle: String]
  /// How a style name and a heading join: "{name}: {text}".
  var styleAndSection: PhraseTemplate

  /// The name of `style`.
  func name(of style: StatusStyle) -> String { styles[style] ?? style.rawValue }

  /// "Ticks: One-to-one".
  func heading(style: StatusStyle, section: String) -> String {
    styleAndSection.filled(text: section, name: name(of: style))
  }

  /// The words for a phrasebook's language code; English's for a language of an app's own.
  static func forLanguage(_ code: String) -> GalleryWords {
    byCode[code] ?? byCode[Language(locale: code)?.code ?? "en"]
      ?? GalleryWords(sections: [], styles: [:], styleAndSection: "{name}: {text}")
  }

  /// The words of every language the command speaks, by code.
  ///
  /// A language of `Language.allCases` missing here is a failing test, not English in
  /// silence.
  static let byCode: [String: GalleryWords] = [
    "en": GalleryWords(
      sections: [
        "One-to-one", "Group, nobody has read yet", "Group, some have read",
        "Group, everyone has read",
      ],
      styles: [
        .ticks: "Ticks", .circles: "Circles", .receiptBadge: "Receipt badge",
        .text: "Text",
      ],
      styleAndSection: "{name}: {text}"),
    "es": GalleryWords(
      sections: [
        "Chat individual", "Grupo, nadie lo ha leído", "Grupo, algunos lo han leído",
        "Grupo, todos lo han leído",
      ],
      styles: [
        .ticks: "Marcas", .circles: "Círculos", .receiptBadge: "Insignia de lectura",
        .text: "Texto",
      ],
      styleAndSection: "{name}: {text}"),
    "fr": GalleryWords(
      sections: [
        "Conversation à deux", "Groupe, personne n’a lu", "Groupe, certains ont lu",
        "Groupe, tout le monde a lu",
      ],
      styles: [
        .ticks: "Coches", .circles: "Cercles", .receiptBadge: "Badge de lecture",
        .text: "Texte",
      ],
      styleAndSection: "{name}\u{00A0}: {text}"),
    "de": GalleryWords(
      sections: [
        "Einzelchat", "Gruppe, noch niemand hat gelesen", "Gruppe, einige haben gelesen",
        "Gruppe, alle haben gelesen",
      ],
      styles: [
        .ticks: "Häkchen", .circles: "Kreise", .receiptBadge: "Lese-Badge",
        .text: "Text",
      ],
      styleAndSection: "{name}: {text}"),
    "pt-BR": GalleryWords(
      sections: [
        "Conversa individual", "Grupo, ninguém leu ainda", "Grupo, alguns leram",
        "Grupo, todos leram",
      ],
      styles: [
        .ticks: "Tiques", .circles: "Círculos", .receiptBadge: "Selo de leitura",
        .text: "Texto",
      ],
      styleAndSection: "{name}: {text}"),
    "ja": GalleryWords(
      sections: ["1対1のチャット", "グループ（まだ誰も読んでいない）", "グループ（一部が既読）", "グループ（全員が既読）"],
      styles: [
        .ticks: "チェックマーク", .circles: "円", .receiptBadge: "既読バッジ",
        .text: "テキスト",
      ],
      styleAndSection: "{name}：{text}"),
    "ru": GalleryWords(
      sections: [
        "Личный чат", "Группа, никто ещё не прочитал", "Группа, некоторые прочитали",
        "Группа, все прочитали",
      ],
      styles: [
        .ticks: "Галочки", .circles: "Кружки", .receiptBadge: "Значок прочтения",
        .text: "Текст",
      ],
      styleAndSection: "{name}: {text}"),
    "ar": GalleryWords(
      sections: [
        "محادثة فردية", "مجموعة، لم يقرأها أحد بعد", "مجموعة، قرأها البعض", "مجموعة، قرأها الجميع",
      ],
      styles: [
        .ticks: "علامات الصح", .circles: "دوائر", .receiptBadge: "شارة القراءة",
        .text: "نص",
      ],
      styleAndSection: "{name}: {text}"),
    "it": GalleryWords(
      sections: [
        "Chat individuale", "Gruppo, nessuno ha ancora letto", "Gruppo, alcuni hanno letto",
        "Gruppo, tutti hanno letto",
      ],
      styles: [
        .ticks: "Spunte", .circles: "Cerchi", .receiptBadge: "Badge di lettura", .text: "Testo",
      ],
      styleAndSection: "{name}: {text}"),
  ]
}
