/// The preview gallery's headings in one language: not phrases of a bubble, so they are
/// not in ``Phrasebook``, but they live in the language's file with the rest of it.
package struct GalleryTitles: Hashable, Sendable {
  /// The page title: "Message bubbles".
  package var page: String
  /// A composer page's title: "Message composer".
  package var composerPage: String
  /// The four section headings, in the order of the gallery's samples.
  package var sections: [String]
  /// The `ticks` style's name.
  package var ticks: String
  /// The `circles` style's name.
  package var circles: String
  /// The `receiptBadge` style's name.
  package var receiptBadge: String
  /// The `text` style's name.
  package var text: String
  /// How a style name and a section heading join: "{name}: {text}".
  package var styleAndSection: PhraseTemplate
  /// The words of the reviewer notes under each bubble.
  package var notes: ReviewNoteWords

  /// Creates the titles.
  package init(
    page: String, composerPage: String, sections: [String], ticks: String, circles: String,
    receiptBadge: String,
    text: String, styleAndSection: PhraseTemplate, notes: ReviewNoteWords
  ) {
    self.page = page
    self.composerPage = composerPage
    self.sections = sections
    self.ticks = ticks
    self.circles = circles
    self.receiptBadge = receiptBadge
    self.text = text
    self.styleAndSection = styleAndSection
    self.notes = notes
  }

  /// The name of `style`.
  package func name(of style: StatusStyle) -> String {
    switch style {
    case .ticks: ticks
    case .circles: circles
    case .receiptBadge: receiptBadge
    case .text: text
    }
  }

  /// "Ticks: One-to-one".
  package func heading(style: StatusStyle, section: String) -> String {
    styleAndSection.filled(text: section, name: name(of: style))
  }

  /// The titles for a phrasebook's language code (or any locale identifier of one of the
  /// languages); English for a language of the app's own.
  package static func forLanguage(_ code: String) -> GalleryTitles {
    (Language(rawValue: code) ?? Language(locale: code) ?? .english).profile.galleryTitles
  }
}
