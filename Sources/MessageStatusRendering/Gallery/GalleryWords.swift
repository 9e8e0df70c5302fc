package import MessageStatusKit

/// The gallery's own words in one language: its section headings and style names.
///
/// They are the gallery's, not a phrasebook's; the page title and the reviewer notes are
/// the language's ``PagePhrases``.
package struct GalleryWords: Sendable {
  /// The four section headings, in the order of the gallery's samples.
  package var sections: [String]
  /// Each style's name; a style missing here is called by its identifier (`ticks`).
  package var styles: [StatusStyle: String]
  /// How a style name and a heading join: "{name}: {text}".
  package var styleAndSection: PhraseTemplate
  /// Whether what follows the colon starts in lower case, as the language's style guides
  /// ask ("Marcas: chat individual"), though it starts with a capital standing alone.
  package var lowercaseAfterColon: Bool

  /// Words with these headings, style names and joining template.
  package init(
    sections: [String], styles: [StatusStyle: String], styleAndSection: PhraseTemplate,
    lowercaseAfterColon: Bool = false
  ) {
    self.sections = sections
    self.styles = styles
    self.styleAndSection = styleAndSection
    self.lowercaseAfterColon = lowercaseAfterColon
  }

  /// The name of `style`.
  package func name(of style: StatusStyle) -> String { styles[style] ?? style.rawValue }

  /// "Ticks: One-to-one".
  package func heading(style: StatusStyle, section: String) -> String {
    joined(name: name(of: style), text: section)
  }

  /// `text` after `name`, as the language joins them.
  ///
  /// "Message bubbles: Receipt badge", "Burbujas de mensajes: insignia de lectura". A
  /// first word with a capital inside it ("SMS") keeps its case.
  package func joined(name: String, text: String) -> String {
    var text = text
    if lowercaseAfterColon, let first = text.first, first.isUppercase {
      let word = text.prefix { $0.isLetter }
      if word.count > 1, !word.dropFirst().contains(where: \.isUppercase) {
        // Turkish İ lowers to i, not to i and a combining dot; Dutch "Eén" is "één" (a
        // capital E drops the first of its two accents).
        if text.hasPrefix("Eén") {
          text = "éé" + text.dropFirst(2)
        } else {
          text = (first == "İ" ? "i" : first.lowercased()) + text.dropFirst()
        }
      }
    }
    return styleAndSection.filled(text: text, name: name)
  }

  /// The words for a phrasebook's language code; English's for a language of an app's own.
  package static func forLanguage(_ code: String) -> GalleryWords {
    byCode[code] ?? byCode[Language(locale: code)?.code ?? "en"]
      ?? GalleryWords(sections: [], styles: [:], styleAndSection: "{name}: {text}")
  }

  /// The words of every language the library speaks, by code.
  ///
  /// A language of `Language.allCases` missing here is a failing test, not English in
  /// silence.
  package static let byCode: [String: GalleryWords] = [
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
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "fr": GalleryWords(
      sections: [
        "Conversation à deux", "Groupe, personne n’a lu", "Groupe, certains ont lu",
        "Groupe, tout le monde a lu",
      ],
      styles: [
        .ticks: "Coches", .circles: "Cercles", .receiptBadge: "Badge de lecture",
        .text: "Texte",
      ],
      styleAndSection: "{name}\u{00A0}: {text}", lowercaseAfterColon: true),
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
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
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
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "ar": GalleryWords(
      sections: [
        "محادثة فردية", "مجموعة، لم يقرأها أحد بعد", "مجموعة، قرأها البعض", "مجموعة، قرأها الجميع",
      ],
      styles: [
        .ticks: "علامات الصح", .circles: "دوائر", .receiptBadge: "شارة القراءة",
        .text: "نص",
      ],
      styleAndSection: "{name}: {text}"),
    "sv": GalleryWords(
      sections: [
        "Enskild chatt", "Grupp, ingen har läst", "Grupp, några har läst", "Grupp, alla har läst",
      ],
      styles: [
        .ticks: "Bockar", .circles: "Cirklar", .receiptBadge: "Bricka", .text: "Text",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "it": GalleryWords(
      sections: [
        "Chat individuale", "Gruppo, nessuno ha ancora letto", "Gruppo, alcuni hanno letto",
        "Gruppo, tutti hanno letto",
      ],
      styles: [
        .ticks: "Spunte", .circles: "Cerchi", .receiptBadge: "Badge di lettura", .text: "Testo",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "tr": GalleryWords(
      sections: [
        "Bire bir sohbet", "Grup, henüz kimse okumadı", "Grup, bazıları okudu",
        "Grup, herkes okudu",
      ],
      styles: [
        .ticks: "Tikler", .circles: "Daireler", .receiptBadge: "Okundu rozeti", .text: "Metin",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "id": GalleryWords(
      sections: [
        "Obrolan pribadi", "Grup, belum ada yang membaca", "Grup, sebagian sudah membaca",
        "Grup, semua sudah membaca",
      ],
      styles: [
        .ticks: "Centang", .circles: "Lingkaran", .receiptBadge: "Lencana dibaca",
        .text: "Teks",
      ],
      styleAndSection: "{name}: {text}"),
    "vi": GalleryWords(
      sections: [
        "Trò chuyện riêng", "Nhóm, chưa ai xem", "Nhóm, một số người đã xem",
        "Nhóm, mọi người đã xem",
      ],
      styles: [
        .ticks: "Dấu tích", .circles: "Vòng tròn", .receiptBadge: "Huy hiệu đã xem",
        .text: "Văn bản",
      ],
      styleAndSection: "{name}: {text}"),
    "ko": GalleryWords(
      sections: [
        "일대일 채팅", "그룹, 아직 아무도 읽지 않음", "그룹, 일부가 읽음", "그룹, 모두 읽음",
      ],
      styles: [
        .ticks: "체크 표시", .circles: "동그라미", .receiptBadge: "읽음 배지", .text: "텍스트",
      ],
      styleAndSection: "{name}: {text}"),
    "zh-Hans": GalleryWords(
      sections: ["一对一聊天", "群聊（还没有人读）", "群聊（部分人已读）", "群聊（所有人已读）"],
      styles: [
        .ticks: "对勾", .circles: "圆圈", .receiptBadge: "已读标记", .text: "文字",
      ],
      styleAndSection: "{name}：{text}"),
    "zh-Hant": GalleryWords(
      sections: ["一對一聊天", "群組（還沒有人讀過）", "群組（部分成員已讀）", "群組（所有人已讀）"],
      styles: [
        .ticks: "勾號", .circles: "圓圈", .receiptBadge: "已讀標記", .text: "文字",
      ],
      styleAndSection: "{name}：{text}"),
    "nl": GalleryWords(
      sections: [
        "Eén-op-ééngesprek", "Groep, nog niemand heeft gelezen", "Groep, sommigen hebben gelezen",
        "Groep, iedereen heeft gelezen",
      ],
      styles: [
        .ticks: "Vinkjes", .circles: "Rondjes", .receiptBadge: "Leesbadge", .text: "Tekst",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "pl": GalleryWords(
      sections: [
        "Czat indywidualny", "Grupa, nikt jeszcze nie odczytał", "Grupa, niektórzy odczytali",
        "Grupa, wszyscy odczytali",
      ],
      styles: [
        .ticks: "Ptaszki", .circles: "Kółka", .receiptBadge: "Plakietka odczytu", .text: "Tekst",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "uk": GalleryWords(
      sections: [
        "Особистий чат", "Група, ще ніхто не прочитав", "Група, дехто прочитав",
        "Група, усі прочитали",
      ],
      styles: [
        .ticks: "Галочки", .circles: "Кружечки", .receiptBadge: "Значок прочитання",
        .text: "Текст",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "he": GalleryWords(
      sections: [
        "צ׳אט אישי", "קבוצה, אף אחד עוד לא קרא", "קבוצה, חלק מהחברים קראו",
        "קבוצה, כולם קראו",
      ],
      styles: [
        .ticks: "סימני וי", .circles: "עיגולים", .receiptBadge: "תג קריאה", .text: "טקסט",
      ],
      styleAndSection: "{name}: {text}"),
    "hi": GalleryWords(
      sections: [
        "व्यक्तिगत चैट", "ग्रुप, अभी तक किसी ने नहीं पढ़ा", "ग्रुप, कुछ लोगों ने पढ़ा",
        "ग्रुप, सभी ने पढ़ा",
      ],
      styles: [
        .ticks: "टिक", .circles: "गोले", .receiptBadge: "पढ़े जाने का बैज", .text: "टेक्स्ट",
      ],
      styleAndSection: "{name}: {text}"),
    "th": GalleryWords(
      sections: ["แชทส่วนตัว", "กลุ่ม ยังไม่มีใครอ่าน", "กลุ่ม บางคนอ่านแล้ว", "กลุ่ม ทุกคนอ่านแล้ว"],
      styles: [
        .ticks: "เครื่องหมายถูก", .circles: "วงกลม", .receiptBadge: "ป้ายการอ่าน", .text: "ข้อความ",
      ],
      styleAndSection: "{name}: {text}"),
    "fa": GalleryWords(
      sections: [
        "گفت‌وگوی دونفره", "گروه، هنوز کسی نخوانده", "گروه، برخی خوانده‌اند", "گروه، همه خوانده‌اند",
      ],
      styles: [
        .ticks: "تیک‌ها", .circles: "دایره‌ها", .receiptBadge: "نشان شمار خوانندگان", .text: "متن",
      ],
      styleAndSection: "{name}: {text}"),
    "el": GalleryWords(
      sections: [
        "Ατομική συνομιλία", "Ομάδα, δεν το έχει διαβάσει κανείς ακόμα",
        "Ομάδα, το έχουν διαβάσει κάποιοι", "Ομάδα, το έχουν διαβάσει όλοι",
      ],
      styles: [
        .ticks: "Τικ", .circles: "Κύκλοι", .receiptBadge: "Σήμα ανάγνωσης", .text: "Κείμενο",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "cs": GalleryWords(
      sections: [
        "Soukromý chat", "Skupina, zatím nikdo nepřečetl", "Skupina, někteří přečetli",
        "Skupina, všichni přečetli",
      ],
      styles: [
        .ticks: "Fajfky", .circles: "Kroužky", .receiptBadge: "Odznak přečtení", .text: "Text",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "ro": GalleryWords(
      sections: [
        "Conversație individuală", "Grup, nimeni nu a citit încă", "Grup, unii au citit",
        "Grup, toți au citit",
      ],
      styles: [
        .ticks: "Bife", .circles: "Cercuri", .receiptBadge: "Ecuson de citire", .text: "Text",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "hu": GalleryWords(
      sections: [
        "Kétszemélyes csevegés", "Csoport, még senki sem olvasta", "Csoport, néhányan olvasták",
        "Csoport, mindenki olvasta",
      ],
      styles: [
        .ticks: "Pipák", .circles: "Körök", .receiptBadge: "Olvasottsági jelvény", .text: "Szöveg",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "da": GalleryWords(
      sections: [
        "Chat mellem to", "Gruppe, ingen har læst endnu", "Gruppe, nogle har læst",
        "Gruppe, alle har læst",
      ],
      styles: [
        .ticks: "Flueben", .circles: "Cirkler", .receiptBadge: "Læst-mærke", .text: "Tekst",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "nb": GalleryWords(
      sections: [
        "Samtale mellom to", "Gruppe, ingen har lest ennå", "Gruppe, noen har lest",
        "Gruppe, alle har lest",
      ],
      styles: [
        .ticks: "Haker", .circles: "Sirkler", .receiptBadge: "Lest-merke", .text: "Tekst",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
    "fi": GalleryWords(
      sections: [
        "Kahdenkeskinen keskustelu", "Ryhmä, kukaan ei ole vielä lukenut", "Ryhmä, osa on lukenut",
        "Ryhmä, kaikki ovat lukeneet",
      ],
      styles: [
        .ticks: "Väkäset", .circles: "Ympyrät", .receiptBadge: "Lukukuittausmerkki",
        .text: "Teksti",
      ],
      styleAndSection: "{name}: {text}", lowercaseAfterColon: true),
  ]
}
