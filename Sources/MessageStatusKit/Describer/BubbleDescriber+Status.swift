extension BubbleDescriber {
  /// An outgoing bubble's indicator, and the status phrase for its combined label.
  struct Status {
    var indicator: StatusIndicator
    var labelPhrase: String
    /// Whether it failed for some recipients only, so resending goes to them.
    var failedForSome = false
    /// A group message's receipts as the bubble counts them, when
    /// ``BubbleDescription/Options/messageInfo`` asks; else `nil`.
    var receipts: ReceiptSummary? = nil
    /// Whether the label holds a time (the read time the `text` style shows), so the
    /// bubble's own time is spoken with words that say which it is.
    var labelHoldsTime = false
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
    // Any recipient whose copy failed makes the message failed (the original aggregation
    // rule): the one documented exception to "never backwards", which takes away nothing
    // the others' receipts prove (they are still counted, listed and spoken).
    let failedFor = message.unlisted.isEmpty ? [] : message.failedRecipients(in: conversation)
    // Failed for some only when the message itself got through to the server.
    let failedForSome = !failedFor.isEmpty && state != .failed && state != .sending
    if !failedFor.isEmpty { state = .failed }

    // Known readers are counted as they are. The app's own read is a floor for the count
    // too: under allRecipients it says everyone read, under anyRecipient at least one, so
    // a receipt that arrives later never lowers the count.
    let recipients = max(summary.recipientCount, 1)
    let asserted = message.state == .read ? (policy == .allRecipients ? recipients : 1) : 0
    let readers = min(max(summary.readCount, asserted), recipients)
    let countsSpoken = state == .read && conversation.kind == .group && summary.recipientCount > 0

    let readAt = state == .read ? message.readAt : nil
    let readTime = readAt.map { timestamps.string(from: $0) }
    // Phrases around a time agree with the hour shown ("a la 1:05", "a las 10:52").
    let readHour = readAt.flatMap { timestamps.displayedHour(of: $0) } ?? 0
    let readWords = readTime.map {
      phrases.statusTextReadAt.template(for: readHour, rule: phrases.pluralRule).filled(time: $0)
    }
    var content = options.style.content(
      state,
      StatusStyle.Context(
        differentiateWithoutColor: options.differentiateWithoutColor, badgeCount: readers,
        readWords: readWords), phrases)

    let pause = state == .sending ? message.pause : nil
    // An attachment being uploaded, unless the send is paused (nothing moves then).
    // A complete upload of a message still sending is a plain send again (no Cancel).
    let upload =
      state == .sending && pause == nil && message.attachment != nil
        && message.upload?.fraction != 1
      ? message.upload : nil
    var uploadIndicator: UploadIndicator?
    // A voice note read by the policy's measure is played by the same measure, and
    // view-once media opened so.
    let viewOnce = message.isViewOnce && [.photo, .video].contains(message.attachment)
    let played =
      state == .read && (message.attachment == .voice || viewOnce) && !message.unlisted.isEmpty
      && Self.played(message, in: conversation, policy: policy, recipients: summary.recipientCount)
    let labelPhrase: String
    let iconLabel: String
    var labelHoldsTime = false
    if let pause {
      // Paused, not in flight: the reason in words, and a pause symbol where the style
      // draws symbols (the text style shows the words).
      let words = phrases.pause[pause]
      if case .text = content {
        content = .text(words.text, color: .secondary)
      } else {
        content = .symbols([.pauseCircle], color: .secondary)
      }
      labelPhrase = words.label
      iconLabel = words.icon
    } else if let upload {
      // Uploading: a ring where the style draws symbols (an arrow up for a front end that
      // draws no ring), and the percent in words once known: "uploading, 40%".
      let words = phrases.upload
      let percent = upload.percent.map {
        words.percent.filled(count: phrases.numbering.format($0))
      }
      uploadIndicator = UploadIndicator(fraction: upload.fraction, percentText: percent)
      if let percent {
        labelPhrase = words.label + phrases.separator + percent
        iconLabel = words.icon + phrases.separator + percent
      } else {
        labelPhrase = words.label
        iconLabel = words.icon
      }
      if case .text = content {
        content = .text(percent == nil ? words.text : iconLabel, color: .secondary)
      } else {
        content = .symbols([.arrowUpCircle], color: .secondary)
      }
    } else if played {
      // Past read: a play symbol, or an eye for view-once media opened (inside the badge
      // too), or the text style's words.
      let words = viewOnce ? phrases.viewOnce.opened : phrases.played
      let symbol: Symbol = viewOnce ? .eye : .play
      switch content {
      case .text(_, let color): content = .text(words.text, color: color)
      case .symbols(_, let color): content = .symbols([symbol], color: color)
      case .badge(var badge):
        badge.symbol = symbol
        content = .badge(badge)
      }
      // A group keeps its count beside it: "played, read by 3 of 5", "played, read by
      // everyone".
      if countsSpoken {
        let everyone = readers == summary.recipientCount && summary.recipientCount > 1
        let readBy =
          (everyone ? phrases.labelReadByAll : nil)
          ?? readByLabel(count: readers, total: summary.recipientCount)
        labelPhrase = words.label + phrases.separator + readBy
      } else {
        labelPhrase = words.label
      }
      iconLabel = words.icon
    } else if !failedFor.isEmpty {
      let failed: String
      if failedFor.count >= summary.recipientCount {
        // Failed for everyone: a plain failure.
        failed = phrases.labelStatus[.failed]
      } else if failedFor.count <= 2 {
        let names = failedFor.map { conversation.shownName(of: $0) }
        let order = names.indices.sorted {
          ReaderRanks.precedes(names[$0], failedFor[$0], names[$1], failedFor[$1])
        }
        failed = phrases.readers.failedTo.filled(
          names: phrases.readers.list.joined(order.map { isolated(names[$0]) }))
      } else {
        failed = phrases.readers.failedToCount.filled(
          count: failedFor.count, total: summary.recipientCount, in: phrases)
      }
      labelPhrase =
        receiptsShown && summary.readCount > 0
        ? failed + phrases.separator
          + readByLabel(count: summary.readCount, total: summary.recipientCount)
        : failed
      iconLabel = phrases.iconLabel[.failed]
    } else if countsSpoken {
      let everyone = readers == summary.recipientCount && summary.recipientCount > 1
      if everyone, let label = phrases.labelReadByAll, let icon = phrases.iconReadByAll {
        labelPhrase = label
        iconLabel = icon
      } else if options.namedReaders > 0, !known.isEmpty {
        let names = namedList(known)
        labelPhrase = phrases.readers.label.filled(names: names)
        iconLabel = phrases.readers.icon.filled(names: names)
      } else {
        labelPhrase = readByLabel(count: readers, total: summary.recipientCount)
        iconLabel = readByIcon(count: readers, total: summary.recipientCount)
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
      labelHoldsTime = true
    } else if conversation.kind == .group, receiptsShown, summary.readCount > 0 {
      // Not yet read by the policy's measure, but some have read and their avatars show:
      // the label says so ("delivered, read by 2 of 5"), so what is seen is heard.
      let readBy =
        options.namedReaders > 0 && !known.isEmpty
        ? phrases.readers.label.filled(names: namedList(known))
        : readByLabel(count: summary.readCount, total: summary.recipientCount)
      labelPhrase = phrases.labelStatus[state] + phrases.separator + readBy
      iconLabel = phrases.iconLabel[state]
    } else {
      labelPhrase = phrases.labelStatus[state]
      iconLabel = phrases.iconLabel[state]
    }
    let indicator = StatusIndicator(
      state: state, content: content, accessibilityLabel: iconLabel,
      readInstant: state == .read ? message.readAt.flatMap(ISOInstant.string) : nil,
      pause: pause, upload: uploadIndicator, played: played)
    var receipts: ReceiptSummary?
    if options.messageInfo, conversation.kind == .group {
      receipts = summary
      // Hidden read receipts count no one as having read it.
      if !receiptsShown { receipts?.readCount = 0 }
    }
    return Status(
      indicator: indicator, labelPhrase: labelPhrase, failedForSome: failedForSome,
      receipts: receipts, labelHoldsTime: labelHoldsTime)
  }

  /// The delivery state the indicator presents, before the read-receipt setting applies.
  ///
  /// The message's own ``Message/state`` is what the app asserts: a floor. What its
  /// receipts prove under `policy` can only raise it (merged as ``DeliveryState/merging(_:)``
  /// merges a report), so adding a receipt never presents less. An app that wants the
  /// conservative group aggregation reports `sent` and lets the receipts decide.
  static func presentedState(
    of message: Message, in conversation: Conversation, summary: ReceiptSummary,
    policy: GroupPolicy
  ) -> DeliveryState {
    guard let evidence = summary.evidence(policy: policy) else { return message.state }
    return message.state.merging(evidence)
  }

  /// The first ``BubbleDescription/Options/namedReaders`` of `readers` by name, then how
  /// many more: "Alice, Bob, and 3 others"; each name isolated as user text is.
  func namedList(_ readers: [Reader]) -> String {
    let shown = readers.prefix(options.namedReaders).map { isolated($0.name) }
    let rest = readers.count - shown.count
    let others =
      rest > 0 ? phrases.readers.others.filled(count: rest, total: readers.count, in: phrases) : nil
    return phrases.readers.listed(shown, others: others)
  }

  /// Whether `message`'s recipients played it, by `policy`'s measure: every recipient, or
  /// at least one (``RecipientOutcome/played``, recorded for participants only).
  static func played(
    _ message: Message, in conversation: Conversation, policy: GroupPolicy, recipients: Int
  ) -> Bool {
    var count = 0
    for (user, outcome) in message.unlisted
    where outcome == .played && user != message.sender && conversation.isParticipant(user) {
      count += 1
    }
    return count > 0 && (policy == .anyRecipient || count >= recipients)
  }
}
