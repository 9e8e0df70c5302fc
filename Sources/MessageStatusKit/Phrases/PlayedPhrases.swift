/// The words of a voice message its recipients played (``RecipientOutcome/played``).
package struct PlayedPhrases: Hashable, Sendable {
  /// The status part of the bubble's label, lowercase mid-sentence: "played".
  package var label: String
  /// The status indicator's own label: "Played".
  package var icon: String
  /// What the `text` style shows: "Played".
  package var text: String

  /// Creates the words.
  package init(label: String, icon: String, text: String) {
    self.label = label
    self.icon = icon
    self.text = text
  }
}
