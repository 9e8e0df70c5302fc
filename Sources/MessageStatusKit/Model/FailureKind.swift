/// Whether a failed message can be sent again, as the app knows it.
///
/// Only a ``DeliveryState/failed`` message has a failure; for other states the value is
/// kept but says nothing. Retry is never offered for a ``permanent`` failure.
public enum FailureKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// Sending may work next time (no network, a timeout): Retry and Delete.
  case retryable = "retryable"
  /// Sending cannot work (blocked, too large, the conversation is gone): Delete only.
  case permanent = "permanent"
}
