extension StatusStyle {
  /// iMessage-like words: "Delivered", "Read 10:42 AM", "Failed to send".
  ///
  /// The read time it shows is spoken too ("read at 10:42 AM").
  public static let text = StatusStyle("text", groupPolicy: .allRecipients) {
    state, context, phrases in
    switch state {
    case .read: .text(context.readWords ?? phrases.statusText.read, color: .secondary)
    case .failed: .text(phrases.statusText.failed, color: .destructive)
    case .sending, .sent, .delivered: .text(phrases.statusText[state], color: .secondary)
    }
  }
}
