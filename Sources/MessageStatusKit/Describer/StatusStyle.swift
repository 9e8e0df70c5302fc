/// How the status indicator draws the delivery state: the four styles found in chat apps.
public enum StatusStyle: String, Codable, CaseIterable, Hashable, Sendable {
  /// WhatsApp-like: one tick sent, two delivered, two blue read. The default.
  case ticks = "ticks"
  /// Signal-like: outlined circle delivered, filled circle read.
  case circles = "circles"
  /// A blue badge with a white checkmark and the number of readers.
  case receiptBadge = "receiptBadge"
  /// iMessage-like words: "Delivered", "Read 10:42 AM", "Failed to send".
  case text = "text"

  /// The group policy the style implies: ``GroupPolicy/anyRecipient`` for the badge
  /// (it counts readers), ``GroupPolicy/allRecipients`` for the others.
  var defaultGroupPolicy: GroupPolicy {
    switch self {
    case .ticks, .circles, .text: .allRecipients
    case .receiptBadge: .anyRecipient
    }
  }
}

/// How a group's receipts combine into one delivery state.
public enum GroupPolicy: String, Codable, CaseIterable, Hashable, Sendable {
  /// Read when every recipient has read, delivered when every recipient has it,
  /// else sent: the most conservative state.
  case allRecipients = "allRecipients"
  /// Read as soon as one recipient has read, delivered as soon as one has it.
  case anyRecipient = "anyRecipient"
}

/// Whether read receipts are shown (a privacy setting in most chat apps).
public enum ReadReceiptVisibility: String, Codable, CaseIterable, Hashable, Sendable {
  /// Read is shown as read, with counts.
  case shown = "shown"
  /// Read is shown as delivered and no count is spoken.
  case hidden = "hidden"
}

/// How a failed outgoing bubble is filled.
public enum FailedBubbleTint: String, Codable, CaseIterable, Hashable, Sendable {
  /// The usual outgoing colour; only the status indicator shows the failure.
  case standard = "standard"
  /// The destructive bubble colour.
  case destructive = "destructive"
}
