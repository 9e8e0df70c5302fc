extension BubbleDescriber {
  /// An outgoing bubble's indicator, and the status phrase for its combined label.
  struct Status {
    var indicator: StatusIndicator
    var labelPhrase: String
  }

  /// The presented state, its indicator and its phrases.
  ///
  /// Receipts are progress evidence: the message's own state merges with what the
  /// receipts prove under the group policy, so a `failed` message that someone has
  /// read shows as read (the server had it after all), and a state the app already
  /// aggregated is never lowered by missing receipt lists.
  func statusIndicator(for message: Message, in conversation: Conversation) -> Status {
    let policy = options.effectiveGroupPolicy
    let summary = ReceiptSummary(message: message, in: conversation)
    var state = message.state
    if let evidence = summary.evidence(policy: policy) { state = state.merging(evidence) }
    let receiptsShown = options.readReceipts == .shown
    if !receiptsShown && state == .read { state = .delivered }

    // Known readers are counted as they are. A read state without any receipt (the app
    // aggregated it) counts everyone under allRecipients and one reader under anyRecipient.
    let recipients = max(summary.recipientCount, 1)
    let assumed = policy == .allRecipients ? recipients : 1
    let readers = min(summary.readCount > 0 ? summary.readCount : assumed, recipients)
    let countsSpoken = state == .read && conversation.kind == .group && summary.recipientCount > 0

    let readTime = state == .read ? message.readAt.map { timestamps.string(from: $0) } : nil
    let content = options.style.content(
      for: state, differentiateWithoutColor: options.differentiateWithoutColor,
      badgeCount: readers,
      badgeText: readers > 99 ? phrases.badgeOverflow : phrases.numbering.format(readers),
      readTime: readTime, phrases: phrases)

    let labelPhrase: String
    let iconLabel: String
    if countsSpoken {
      labelPhrase = phrases.labelReadBy.filled(
        count: readers, total: summary.recipientCount, in: phrases)
      iconLabel = phrases.iconReadBy.filled(
        count: readers, total: summary.recipientCount, in: phrases)
    } else {
      labelPhrase = phrases.labelStatus[state]
      iconLabel = phrases.iconLabel[state]
    }
    let indicator = StatusIndicator(
      state: state, symbols: content.symbols, text: content.text, color: content.color,
      badge: content.badge, accessibilityLabel: iconLabel)
    return Status(indicator: indicator, labelPhrase: labelPhrase)
  }
}
