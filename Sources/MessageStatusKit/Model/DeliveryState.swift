/// Where an outgoing message is on its way to its recipients.
///
/// The one canonical state. An app that keeps a sync state beside a server status maps
/// the pair to it in its own code (a failed sync is `failed`, a pending one `sending`,
/// a synced one the server's status); JSON input may give either shape.
public enum DeliveryState: String, Codable, CaseIterable, Hashable, Sendable {
  /// Created locally and not yet confirmed by the server (optimistic UI).
  case sending = "sending"
  /// The server has it.
  case sent = "sent"
  /// The recipient's device has it; in a group, see ``GroupPolicy``.
  case delivered = "delivered"
  /// The recipient opened it; in a group, see ``GroupPolicy``.
  case read = "read"
  /// Sending failed; the user can retry or delete it.
  case failed = "failed"

  /// Reads a state from any spelling that apps use: the raw values, plus `pending` for `sending`.
  ///
  /// ```swift
  /// DeliveryState(spelling: "pending")  // .sending
  /// DeliveryState(spelling: "seen")     // nil
  /// ```
  ///
  /// - Parameter spelling: `sending`, `pending`, `sent`, `delivered`, `read` or `failed`.
  /// - Returns: The state, or `nil` for any other text (matching is exact and case-sensitive).
  package init?(spelling: String) {
    // Compared one by one: the raw-value initialiser's table search cost 320 instructions
    // a message.
    switch spelling {
    case "sending", "pending": self = .sending
    case "sent": self = .sent
    case "delivered": self = .delivered
    case "read": self = .read
    case "failed": self = .failed
    default: return nil
    }
  }

  /// Every spelling ``init(spelling:)`` accepts, in the order error messages list them.
  package static let spellings = ["sending", "pending", "sent", "delivered", "read", "failed"]

  /// How far the server has taken the message: 0 before the server has it (`sending`,
  /// `failed`), then 1 `sent`, 2 `delivered`, 3 `read`.
  package var progress: Int {
    switch self {
    case .sending, .failed: 0
    case .sent: 1
    case .delivered: 2
    case .read: 3
    }
  }
}
