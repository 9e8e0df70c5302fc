public import Foundation

/// How a thread is ordered and grouped.
public struct ThreadOptions: Hashable, Sendable {
  /// How messages are ordered.
  public enum Order: String, Codable, CaseIterable, Hashable, Sendable {
    /// By server timestamp, then sequence number, then id; messages the server has not
    /// confirmed yet (sending, failed) come after all confirmed ones, by local creation
    /// time. The default: senders' clocks disagree, and sorting confirmed history by
    /// them would reorder it differently on every device.
    case serverTime = "serverTime"
    /// By local creation time, then server timestamp, then id: for apps whose servers
    /// assign no timestamps.
    case localTime = "localTime"
  }

  /// How messages are ordered.
  ///
  /// Default ``Order/serverTime``.
  public var order: Order
  /// The longest gap between two bubbles of one run, in seconds.
  ///
  /// Default 300 (5 minutes).
  public var runInterval: TimeInterval
  /// The viewer's current time, for "Today" and "Yesterday".
  ///
  /// `nil` writes every day as a date. The core has no clock: pass it in.
  public var now: Date?

  /// Creates thread options.
  public init(order: Order = .serverTime, runInterval: TimeInterval = 300, now: Date? = nil) {
    self.order = order
    self.runInterval = runInterval.isFinite ? max(0, runInterval) : 300
    self.now = now
  }
}
