extension BubbleDescriber {
  /// The description without a transition, or with the first appearance's when
  /// `appearing` (what ``transition(from:to:)`` gives from `nil`).
  ///
  /// Building the appearance into the description, instead of setting it on a finished
  /// one, spares a copy of the whole description per bubble (the optimizer keeps one at
  /// the mutation).
  func describeStill(
    _ message: Message, in conversation: Conversation, appearing: Bool = false
  ) -> BubbleDescription {
    let role: Role = message.sender == conversation.viewer ? .outgoing : .incoming
    let attachment = message.attachment.map { kind in
      switch (kind, message.isViewOnce) {
      case (.photo, true):
        AttachmentDescription(kind: kind, label: phrases.viewOnce.photo, isViewOnce: true)
      case (.video, true):
        AttachmentDescription(kind: kind, label: phrases.viewOnce.video, isViewOnce: true)
      default: AttachmentDescription(kind: kind, label: phrases.attachments[kind])
      }
    }
    // Shown and spoken alike: no override may reverse on screen what is heard in order.
    let neutralised = BidiIsolation.neutralised(message.text)
    let hasText = BubbleDescription.showsText(neutralised)
    // Text of spaces and invisible characters shows nothing: the description says so by
    // carrying none, and renderers draw what it carries.
    let text = hasText ? neutralised : ""
    let written = spokenContent(text: text, hasText: hasText, attachment: attachment)
    // Heard as seen: an edited message says so after what was edited.
    let edited = message.isEdited ? phrases.edited : nil
    let content =
      message.isEdited ? written + phrases.separator + phrases.labelEdited : written
    // Seen as heard: an empty bubble shows the words its label speaks.
    let emptyText = attachment == nil && !hasText ? phrases.emptyMessage : nil
    let shownDate = message.serverTimestamp ?? message.createdAt
    let timestamp = timestamps.string(from: shownDate)
    let instant = ISOInstant.string(from: shownDate)

    switch role {
    case .incoming:
      let senderName =
        conversation.kind == .group ? conversation.shownName(of: message.sender) : nil
      var contentLabel = content
      if let senderName, !senderName.isEmpty {
        contentLabel = phrases.labelSenderPrefixed.filled(text: content, name: isolated(senderName))
      }
      var transition = TransitionSpec.none
      if appearing {
        transition.announcement = Announcement(
          text: newMessageAnnouncement(
            text: text, attachment: attachment, senderName: senderName),
          politeness: .polite, trigger: .appearance)
      }
      return BubbleDescription(
        id: message.id, role: .incoming, alignment: .leading, senderName: senderName,
        text: text, emptyText: emptyText, attachment: attachment, timestamp: timestamp,
        instant: instant, edited: edited,
        background: .incomingBubble, foreground: .incomingText,
        status: nil,
        accessibility: accessibility(
          content: contentLabel, state: "", hint: nil,
          defaultAction: nil),
        actions: [], transition: transition, metrics: options.metrics, paletteVariant: variant,
        language: phrases.language, layoutDirection: phrases.direction, pageWords: pageWords)

    case .outgoing:
      let readers = readers(of: message, in: conversation)
      let status = statusIndicator(for: message, in: conversation, readers: readers)
      let failed = status.indicator.state == .failed
      // An edit the server does not have yet, beside the delivery it never changes: only
      // once the server has the message (before that, the edit is part of the send), even
      // where it failed for some recipients and shows failed.
      let serverHasIt =
        message.state.progress > 0 || status.indicator.state.progress > 0
        || status.failedForSome
      let editSync = serverHasIt ? message.editSync : nil
      var edited = edited
      var content = content
      if let editSync {
        let words = phrases.edit[editSync]
        edited = words.text
        content = written + phrases.separator + words.label
      }
      // Failed for some recipients: resending goes to them only (the others have it).
      let resend = status.failedForSome
      let retryable = failed && (resend || message.failure == .retryable)
      let tinted = failed && options.failedBubbleTint == .destructive
      // Held for the user: sending is theirs to do, and tapping the bubble does it.
      let held = status.indicator.pause == .waitingForUser
      // Retry only where the app said it can work; tapping the bubble retries, so only a
      // retryable failure makes it a button.
      var actions: [BubbleAction] =
        held
        ? [sendAction, deleteAction]
        : status.indicator.upload != nil
          ? [cancelAction]
          : resend
            ? [resendAction, deleteAction]
            : retryable ? [retryAction, deleteAction] : failed ? [deleteAction] : []
      if editSync == .failed { actions.append(retryEditAction) }
      let hint =
        held
        ? phrases.pause.hint
        : retryable ? phrases.failedHint : failed ? phrases.permanentFailureHint : nil
      return BubbleDescription(
        id: message.id, role: .outgoing, alignment: .trailing, senderName: nil,
        text: text, emptyText: emptyText, attachment: attachment, timestamp: timestamp,
        instant: instant, edited: edited, editSync: editSync,
        background: tinted ? .failedBubble : .outgoingBubble,
        foreground: tinted ? .failedText : .outgoingText,
        status: status.indicator, readers: readers,
        deliveredTo: deliveredTo(of: message, in: conversation, receipts: status.receipts),
        receipts: status.receipts,
        accessibility: accessibility(
          content: content, state: status.labelPhrase, hint: hint,
          defaultAction: held ? .send : resend ? .resend : retryable ? .retry : nil,
          timeLabel: status.labelHoldsTime
            ? sentTimeLabel(timestamp, hour: timestamps.displayedHour(of: shownDate)) : nil),
        actions: actions, transition: .none, metrics: options.metrics, paletteVariant: variant,
        language: phrases.language, layoutDirection: phrases.direction, pageWords: pageWords)
    }
  }

  /// The accessibility description: the combined label is the content, the language's
  /// separator, then the state; a default action makes the bubble a button.
  private func accessibility(
    content: String, state: String, hint: String?, defaultAction: BubbleAction.Kind?,
    timeLabel: String? = nil
  ) -> AccessibilityDescription {
    AccessibilityDescription(
      contentLabel: content, stateDescription: state, separator: phrases.separator, hint: hint,
      role: defaultAction == nil ? .text : .button,
      defaultAction: defaultAction, timeLabel: timeLabel)
  }

  /// The bubble's time, `timestamp` at the displayed `hour`, as spoken after a label that
  /// holds another time: "sent at 10:47 AM".
  private func sentTimeLabel(_ timestamp: String, hour: Int?) -> String? {
    phrases.labelSentAt.map {
      $0.template(for: hour ?? 0, rule: phrases.pluralRule).filled(time: timestamp)
    }
  }

  private var retryAction: BubbleAction {
    BubbleAction(id: .retry, label: phrases.retryAction, isDestructive: false)
  }

  /// Sends again to the recipients it failed for: "Retry", as the bubble's label says for
  /// whom.
  private var resendAction: BubbleAction {
    BubbleAction(id: .resend, label: phrases.retryAction, isDestructive: false)
  }

  /// Sends a message held for the user: the composer's "Send".
  private var sendAction: BubbleAction {
    BubbleAction(id: .send, label: phrases.composer.send, isDestructive: false)
  }

  /// Stops an attachment's upload.
  private var cancelAction: BubbleAction {
    BubbleAction(id: .cancel, label: phrases.upload.cancel, isDestructive: false)
  }

  /// Sends a failed edit again; the message itself is delivered.
  private var retryEditAction: BubbleAction {
    BubbleAction(id: .retryEdit, label: phrases.edit.retry, isDestructive: false)
  }

  private var deleteAction: BubbleAction {
    BubbleAction(id: .delete, label: phrases.deleteAction, isDestructive: true)
  }

  /// What a bubble says before its status: attachment name, text, or "Empty message".
  ///
  /// User text is isolated (see ``isolated(_:)``).
  func spokenContent(text: String, attachment: AttachmentDescription?) -> String {
    spokenContent(
      text: text, hasText: BubbleDescription.showsText(text), attachment: attachment)
  }

  /// ``spokenContent(text:attachment:)`` where whether `text` shows is known.
  func spokenContent(text: String, hasText: Bool, attachment: AttachmentDescription?) -> String {
    let isolated = hasText ? self.isolated(text) : ""
    switch (attachment, hasText) {
    case (let attachment?, true): return attachment.label + phrases.separator + isolated
    case (let attachment?, false): return attachment.label
    case (nil, true): return isolated
    case (nil, false): return phrases.emptyMessage
    }
  }

  /// "New message: Hello world", or "New message from Alice: Hello world" in groups.
  func newMessageAnnouncement(for bubble: BubbleDescription) -> String {
    newMessageAnnouncement(
      text: bubble.text, attachment: bubble.attachment, senderName: bubble.senderName)
  }

  /// The announcement of a new message with this text, attachment and sender name.
  func newMessageAnnouncement(
    text: String, attachment: AttachmentDescription?, senderName: String?
  ) -> String {
    let content = spokenContent(text: text, attachment: attachment)
    let template: PhraseTemplate
    if let name = senderName, !name.isEmpty {
      template = phrases.announceNewMessageFrom
    } else {
      template = phrases.announceNewMessage
    }
    let name = senderName.map(isolated)
    let filled = template.filled(text: content, name: name)
    guard let elision = phrases.elision, let name else { return filled }
    return elision.applied(to: filled, name: name)
  }

  /// User text prepared for a composed label: in a right-to-left language always wrapped
  /// in FSI … PDI (an English message must not pull the Arabic words around it into its
  /// direction); in a left-to-right language only when it could reorder its surroundings
  /// (see ``BidiIsolation``), so plain English labels read exactly as the Accessibility
  /// labels and languages article writes them.
  func isolated(_ text: String) -> String {
    switch phrases.direction {
    case .rightToLeft: BidiIsolation.isolated(text)
    case .leftToRight: BidiIsolation.isolatedIfNeeded(text)
    }
  }
}
