extension BubbleDescriber {
  /// An outgoing bubble's indicator, and the status phrase for its combined label.
  struct Status {
    var indicator: StatusIndicator
    var labelPhrase: String
  }

  /// The presented state, its indicator and its phrases.
  ///
  /// See ``presentedState(of:in:summary:policy:)`` for how the state is chosen. With
  /// ``BubbleDescription/Options/namedReaders`` above 0, a read group message's label names
  /// the first of `readers` ("read by Alice and Bob") instead of counting them.
  func statusIndicator(
    for message: Message, in conversation: Conversation, readers known: [Reader] = []
  ) -> Status {
    let policy = options.effectiveGroupPolicy
    let summary = ReceiptSummary(message: message, in: conversation)
    var state = Self.presentedState(of: message, in: conversation, summary: summary, policy: policy)
    let receiptsShown = options.readReceipts == .shown
    if !receiptsShown && state == .read { state = .delivered }

    // Known readers are counted as they are. A read state without any receipt (the app
    // aggregated it) counts everyone under allRecipients and one reader under anyRecipient.
    let recipients = max(summary.recipientCount, 1)
    let assumed = policy == .allRecipients ? recipients : 1
    let readers = min(summary.readCount > 0 ? summary.readCount : assumed, recipients)
    let countsSpoken = state == .read && conversation.kind == .group && summary.recipientCount > 0

    let readAt = state == .read ? message.readAt : nil
    let readTime = readAt.map { timestamps.string(from: $0) }
    // Phrases around a time agree with the hour shown ("a la 1:05", "a las 10:52").
    let readHour = readAt.flatMap { timestamps.displayedHour(of: $0) } ?? 0
    let readWords = readTime.map {
      phrases.statusTextReadAt.template(for: readHour, rule: phrases.pluralRule).filled(time: $0)
    }
    let content = options.style.content(
      state,
      StatusStyle.Context(
        differentiateWithoutColor: options.differentiateWithoutColor, badgeCount: readers,
        badgeText: readers > 99 ? phrases.badgeOverflow : phrases.numbering.format(readers),
        readWords: readWords), phrases)

    let labelPhrase: String
    let iconLabel: String
    if countsSpoken {
      let everyone = readers == summary.recipientCount && summary.recipientCount > 1
      if everyone, let label = phrases.labelReadByAll, let icon = phrases.iconReadByAll {
        labelPhrase = label
        iconLabel = icon
      } else if options.namedReaders > 0, !known.isEmpty {
        let names = namedList(known)
        labelPhrase = phrases.readers.label.filled(names: names)
        iconLabel = phrases.readers.icon.filled(names: names)
      } else {
        labelPhrase = phrases.labelReadBy.filled(
          count: readers, total: summary.recipientCount, in: phrases)
        iconLabel = phrases.iconReadBy.filled(
          count: readers, total: summary.recipientCount, in: phrases)
      }
    } else if state == .failed && message.failure == .permanent {
      labelPhrase = phrases.labelFailedPermanently
      iconLabel = phrases.iconFailedPermanently
    } else if let readTime, let readWords, case .text(let shown, _) = content,
      shown == readWords, let labelReadAt = phrases.labelReadAt
    {
      // A style that shows the read time speaks it.
      labelPhrase = labelReadAt.template(
        for: readHour, rule: phrases.pluralRule
      ).filled(time: readTime)
      iconLabel = readWords
    } else {
      labelPhrase = phrases.labelStatus[state]
      iconLabel = phrases.iconLabel[state]
    }
    let indicator = StatusIndicator(
      state: state, content: content, accessibilityLabel: iconLabel,
      readInstant: state == .read ? message.readAt.flatMap(ISOInstant.string) : nil)
    return Status(indicator: indicator, labelPhrase: labelPhrase)
  }

  /// The delivery state the indicator presents, before the read-receipt setting applies.
  ///
  /// - **A group message with receipts** (``Message/deliveredTo`` or ``Message/readBy``
  ///   non-empty): the receipts decide delivered and read under `policy`. The message's
  ///   own state says only whether the server has it: `sending` and `failed` stand as
  ///   they are, and `sent`, `delivered` and `read` all count as `sent` (many backends
  ///   raise one status field when the *first* recipient reads). Receipts that prove
  ///   progress supersede `sending` and `failed`, as merging does.
  /// - **Otherwise** (1:1, or a group message without receipt lists, whose state the app
  ///   aggregated itself): the message's state, merged with what its receipts prove.
  static func presentedState(
    of message: Message, in conversation: Conversation, summary: ReceiptSummary,
    policy: GroupPolicy
  ) -> DeliveryState {
    let evidence = summary.evidence(policy: policy)
    let receiptsDecide =
      conversation.kind == .group && !(message.deliveredTo.isEmpty && message.readBy.isEmpty)
    var state = message.state
    if receiptsDecide && state.serverStatus != nil { state = .sent }
    if let evidence { state = state.merging(evidence) }
    return state
  }

  /// The first ``BubbleDescription/Options/namedReaders`` of `readers` by name, then how
  /// many more: "Alice, Bob, and 3 others"; each name isolated as user text is.
  func namedList(_ readers: [Reader]) -> String {
    let shown = readers.prefix(options.namedReaders).map { isolated($0.name) }
    let rest = readers.count - shown.count
    let others =
      rest > 0
      ? [phrases.readers.others.filled(count: rest, total: readers.count, in: phrases)] : []
    return phrases.readers.list.joined(shown + others)
  }
}
