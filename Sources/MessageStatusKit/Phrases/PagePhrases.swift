/// The words of a rendered page in one language: its title, and the reviewer notes under
/// each bubble that say what a transition does ("animation: …", "announces (polite): “…”").
///
/// The transition's own identifiers (`scale`, `easeInOut`, `confirm`, `polite`) are the
/// JSON's values and stay as they are; only these words and the punctuation around them
/// follow the page's language.
package struct PagePhrases: Hashable, Sendable {
  /// A page of bubbles: "Message bubbles".
  package var title: String
  /// A page of composers: "Message composer".
  package var composerTitle: String
  /// The label before the animation: "animation".
  package var animation: String
  /// The label of the variant played under the system's Reduce Motion: "reduced motion".
  package var reducedMotion: String
  /// The label before the haptic's id: "haptic".
  package var haptic: String
  /// The label before what a screen reader announces: "announces".
  package var announces: String
  /// How politely, for an announcement that waits until the screen reader is idle
  /// (ARIA's `polite`): "polite".
  package var polite: String
  /// How politely, for an announcement that interrupts (ARIA's `assertive`): "assertive".
  package var assertive: String
  /// The quotation mark before the announcement: "“".
  package var openQuote: String
  /// The quotation mark after the announcement: "”".
  package var closeQuote: String
  /// What follows a label: ": " (French "\u{00A0}: ").
  package var colon: String
  /// The heading of the list of colour pairs below WCAG 2.2 contrast in the page's
  /// palette, each written `ratio (needed) → a colour that passes`.
  package var paletteFails: String

  /// Creates the words.
  package init(
    title: String, composerTitle: String, animation: String, reducedMotion: String,
    haptic: String, announces: String, polite: String, assertive: String, openQuote: String,
    closeQuote: String, colon: String, paletteFails: String
  ) {
    self.title = title
    self.composerTitle = composerTitle
    self.animation = animation
    self.reducedMotion = reducedMotion
    self.haptic = haptic
    self.announces = announces
    self.polite = polite
    self.assertive = assertive
    self.openQuote = openQuote
    self.closeQuote = closeQuote
    self.colon = colon
    self.paletteFails = paletteFails
  }

  /// The words for `politeness`: "polite", "assertive".
  package func words(for politeness: Announcement.Politeness) -> String {
    switch politeness {
    case .polite: polite
    case .assertive: assertive
    }
  }
}
