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
  /// The quotation marks around the announcement: "“" and "”".
  package var quotes: (open: String, close: String)
  /// What follows a label: ": " (French "\u{202F}: ").
  package var colon: String

  /// Creates the words.
  package init(
    animation: String, reducedMotion: String, haptic: String, announces: String,
    quotes: (open: String, close: String), colon: String
  ) {
    self.animation = animation
    self.reducedMotion = reducedMotion
    self.haptic = haptic
    self.announces = announces
    self.quotes = quotes
    self.colon = colon
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.animation == rhs.animation && lhs.reducedMotion == rhs.reducedMotion
      && lhs.haptic == rhs.haptic && lhs.announces == rhs.announces
      && lhs.quotes == rhs.quotes && lhs.colon == rhs.colon
  }

  package func hash(into hasher: inout Hasher) {
    for word in [animation, reducedMotion, haptic, announces, quotes.open, quotes.close, colon] {
      hasher.combine(word)
    }
  }
}
