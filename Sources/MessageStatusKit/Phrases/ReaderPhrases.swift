/// The words that name who read a group message (when
/// ``BubbleDescription/Options/namedReaders`` asks for names), who has it, and whom it failed
/// to reach.
package struct ReaderPhrases: Hashable, Sendable {
  /// The status part of the bubble's label: "read by {names}".
  package var label: PhraseTemplate
  /// The status indicator's own label: "Read by {names}".
  package var icon: PhraseTemplate
  /// The last item of a list cut short: "{count} others" ("Alice, Bob, and 3 others").
  package var others: PluralPhrase
  /// How names are listed.
  package var list: ListPattern
  /// What joins the names to ``others`` where the language does not list it as one more
  /// name: Korean "Alice, Carol 외 1명" (`" "`, the names joined by ``ListPattern/middle``)
  /// where CLDR's list would say "Alice, Carol 및 다른 1명"; `nil` lists it as a name.
  package var othersConnector: String?
  /// The status part of the label of a group message that failed for one or two of its
  /// recipients: "failed to send to {names}".
  package var failedTo: PhraseTemplate
  /// The same for three or more: "failed to send to {count} people".
  package var failedToCount: PluralPhrase
  /// The heading of a message-info list of who has a group message
  /// (``BubbleDescription/deliveredTo``): "Delivered to {count} of {total}".
  package var deliveredTo: PluralPhrase

  /// Creates the words.
  package init(
    label: PhraseTemplate, icon: PhraseTemplate, others: PluralPhrase, list: ListPattern,
    failedTo: PhraseTemplate, failedToCount: PluralPhrase, deliveredTo: PluralPhrase,
    othersConnector: String? = nil
  ) {
    self.othersConnector = othersConnector
    self.label = label
    self.icon = icon
    self.others = others
    self.list = list
    self.failedTo = failedTo
    self.failedToCount = failedToCount
    self.deliveredTo = deliveredTo
  }

  /// `names` listed, then `others` ("2 others") if there are more.
  package func listed(_ names: [String], others: String?) -> String {
    guard let others else { return list.joined(names) }
    guard let othersConnector, !names.isEmpty else { return list.joined(names + [others]) }
    return names.joined(separator: list.middle) + othersConnector + others
  }
}
