package import MessageStatusKit

/// The gallery's own words in one language: its section headings, style names and the
/// messages in its bubbles.
///
/// They are the gallery's, not a phrasebook's; the page title and the reviewer notes are
/// the language's ``PagePhrases``. Each language's words are one file
/// (`Words/GalleryWords+Japanese.swift`) and one line in ``byCode``.
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
  /// The sample messages, as the language writes them; a text missing here is English's.
  package var texts: [GallerySampleText: String]

  /// Words with these headings, style names, joining template and sample messages.
  package init(
    sections: [String], styles: [StatusStyle: String], styleAndSection: PhraseTemplate,
    lowercaseAfterColon: Bool = false, texts: [GallerySampleText: String] = [:]
  ) {
    self.sections = sections
    self.styles = styles
    self.styleAndSection = styleAndSection
    self.lowercaseAfterColon = lowercaseAfterColon
    self.texts = texts
  }

  /// What `sample` says in this language, or in English where the language has no words
  /// for it.
  package func text(_ sample: GallerySampleText) -> String {
    texts[sample] ?? Self.english.texts[sample] ?? sample.rawValue
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
    byCode[code] ?? byCode[Language(locale: code)?.code ?? "en"] ?? english
  }

  /// The words of every language the library speaks, by code.
  ///
  /// A language of `Language.allCases` missing here is a failing test, not English in
  /// silence.
  package static let byCode: [String: GalleryWords] = [
    "en": .english,
    "es": .spanish,
    "fr": .french,
    "de": .german,
    "pt-BR": .portugueseBrazil,
    "ja": .japanese,
    "ru": .russian,
    "ar": .arabic,
    "sv": .swedish,
    "it": .italian,
    "tr": .turkish,
    "id": .indonesian,
    "vi": .vietnamese,
    "ko": .korean,
    "zh-Hans": .chineseSimplified,
    "zh-Hant": .chineseTraditional,
    "nl": .dutch,
    "pl": .polish,
    "uk": .ukrainian,
    "he": .hebrew,
    "hi": .hindi,
    "th": .thai,
    "fa": .persian,
    "el": .greek,
    "cs": .czech,
    "ro": .romanian,
    "hu": .hungarian,
    "da": .danish,
    "nb": .norwegianBokmal,
    "fi": .finnish,
  ]
}
