/// Something the user can do to a bubble.
public enum BubbleAction: String, Codable, CaseIterable, Hashable, Sendable {
  /// Send a failed message again.
  case retry = "retry"
  /// Remove a failed message.
  case delete = "delete"
}
