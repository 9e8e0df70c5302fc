extension BubbleDescriber {
  /// The description without a transition.
  func describeStill(_ message: Message, in conversation: Conversation) -> BubbleDescription {
    let role: Role = message.sender == conversation.viewer ? .outgoing : .incoming
    let attachment = message.attachment.map {
      AttachmentDescription(kind: $0, label: phrases.attachments[$0])
    }
    let content = spokenContent(text: message.text, attachment: attachment)
    let timestamp = timestamps.string(from: message.serverTimestamp ?? message.createdAt)

    switch role {
    case .incoming:
      let senderName = conversation.kind == .group ? conversation.name(of: message.sender) : nil
      var label = content
      if let senderName, !senderName.isEmpty {
        label = phrases.labelSenderPrefixed.filled { slot in
          switch slot {
          case .name: BidiIsolation.isolatedIfNeeded(senderName)
          case .text: content
          case .count, .total, .time: nil
          }
        }
      }
      return BubbleDescription(
        id: message.id, role: .incoming, alignment: .leading, senderName: senderName,
        text: message.text, attachment: attachment, timestamp: timestamp,
        background: .incomingBubble, foreground: .incomingText, captionColor: .secondary,
        status: nil,
        accessibility: AccessibilityDescription(
          label: label + phrases.separator + phrases.labelReceived, hint: nil,
          traits: [.staticText], actions: []),
        actions: [], transition: .none, metrics: options.metrics, paletteVariant: variant,
        language: phrases.language)

    case .outgoing:
      let status = statusIndicator(for: message, in: conversation)
      let failed = status.indicator.state == .failed
      let tinted = failed && options.failedBubbleTint == .destructive
      let actions: [BubbleAction] = failed ? [.retry, .delete] : []
      return BubbleDescription(
        id: message.id, role: .outgoing, alignment: .trailing, senderName: nil,
        text: message.text, attachment: attachment, timestamp: timestamp,
        background: tinted ? .failedBubble : .outgoingBubble,
        foreground: tinted ? .failedText : .outgoingText, captionColor: .secondary,
        status: status.indicator,
        accessibility: AccessibilityDescription(
          label: content + phrases.separator + status.labelPhrase,
          hint: failed ? phrases.failedHint : nil, traits: failed ? [.button] : [.staticText],
          actions: actions.map(actionName)),
        actions: actions, transition: .none, metrics: options.metrics, paletteVariant: variant,
        language: phrases.language)
    }
  }

  /// What a bubble says before its status: attachment name, text, or "Empty message".
  ///
  /// User text is isolated with ``BidiIsolation`` when it could reorder the words after it.
  func spokenContent(text: String, attachment: AttachmentDescription?) -> String {
    let hasText = text.contains { !$0.isWhitespace }
    let isolated = hasText ? BidiIsolation.isolatedIfNeeded(text) : ""
    switch (attachment, hasText) {
    case (let attachment?, true): return attachment.label + phrases.separator + isolated
    case (let attachment?, false): return attachment.label
    case (nil, true): return isolated
    case (nil, false): return phrases.emptyMessage
    }
  }

  /// "New message: Hello world", or "New message from Alice: Hello world" in groups.
  func newMessageAnnouncement(for bubble: BubbleDescription) -> String {
    let content = spokenContent(text: bubble.text, attachment: bubble.attachment)
    let template: PhraseTemplate
    if let name = bubble.senderName, !name.isEmpty {
      template = phrases.announceNewMessageFrom
    } else {
      template = phrases.announceNewMessage
    }
    return template.filled { slot in
      switch slot {
      case .text: content
      case .name: bubble.senderName.map(BidiIsolation.isolatedIfNeeded)
      case .count, .total, .time: nil
      }
    }
  }

  private func actionName(_ action: BubbleAction) -> String {
    switch action {
    case .retry: phrases.retryAction
    case .delete: phrases.deleteAction
    }
  }
}
