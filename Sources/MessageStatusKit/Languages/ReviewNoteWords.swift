/// The words of a preview page's reviewer notes in one language: what labels each part of
/// a transition ("animation: …", "haptic: …", "announces (polite): “…”").
///
/// The transition's own identifiers (`scale`, `easeInOut`, `confirm`, `polite`) are the
/// JSON's values and stay as they are; only these words and the punctuation around them
/// follow the page's language.
package struct ReviewNoteWords: Hashable, Sendable {
  /// The label before the animation: "animation".
  package var animation: String
  /// The label of the variant played under the system's Reduce Motion: "reduced motion".
  package var reducedMotion: String
  /// The label before the haptic's id: "haptic".
  package var haptic: String
  /// The label before what a screen reader announces: "announces".
  package var announces: String
  /// The quotation mark before the announcement: "“".
  package var openQuote: String
  /// The quotation mark after the announcement: "”".
  package var closeQuote: String
  /// What follows a label: ": " (French "\u{202F}: ").
  package var colon: String

  /// Creates the words.
  package init(
    animation: String, reducedMotion: String, haptic: String, announces: String,
    openQuote: String, closeQuote: String, colon: String
  ) {
    self.animation = animation
    self.reducedMotion = reducedMotion
    self.haptic = haptic
    self.announces = announces
    self.openQuote = openQuote
    self.closeQuote = closeQuote
    self.colon = colon
  }

}
