/// The words that name who read a group message, when
/// ``BubbleDescription/Options/namedReaders`` asks for names.
package struct ReaderPhrases: Hashable, Sendable {
  /// The status part of the bubble's label: "read by {names}".
  package var label: PhraseTemplate
  /// The status indicator's own label: "Read by {names}".
  package var icon: PhraseTemplate
  /// The last item of a list cut short: "{count} others" ("Alice, Bob, and 3 others").
  package var others: PluralPhrase
  /// How names are listed.
  package var list: ListPattern

  /// Creates the words.
  package init(label: PhraseTemplate, icon: PhraseTemplate, others: PluralPhrase, list: ListPattern)
  {
    self.label = label
    self.icon = icon
    self.others = others
    self.list = list
  }
}
