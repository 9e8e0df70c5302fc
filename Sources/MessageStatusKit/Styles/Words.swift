extension StatusStyle {
  /// iMessage-like words: "Delivered", "Read 10:42 AM", "Failed to send".
  ///
  /// The read time it shows is spoken too ("read at 10:42 AM").
  public static let text = StatusStyle("text", groupPolicy: .allRecipients) { state, context in
    switch state {
    case .read: .text(context.readWords ?? context.phrases.statusText.read, color: .secondary)
    case .failed: .text(context.phrases.statusText.failed, color: .destructive)
    case .sending, .sent, .delivered: .text(context.phrases.statusText[state], color: .secondary)
    }
  }
}
