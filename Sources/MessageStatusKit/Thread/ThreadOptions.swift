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

  /// Where a thread shows the status of outgoing messages.
  ///
  /// A bubble whose status is not shown does not speak it either, and its readers' avatars
  /// go with it. Whatever the placement, a bubble that is behind the one shown for its
  /// group (still sending, failed, or sent where the group's last is read) shows and speaks
  /// its own: only a bubble at least as far along as the one shown is left silent.
  public enum StatusPlacement: String, Codable, CaseIterable, Hashable, Sendable {
    /// On every bubble: the default.
    case everyBubble = "everyBubble"
    /// On the last bubble of each run of outgoing bubbles (as Stream shows it).
    case lastInRun = "lastInRun"
    /// On the latest outgoing message only (as Element shows it).
    case latestOutgoing = "latestOutgoing"
  }

  /// How messages are ordered.
  ///
  /// Default ``Order/serverTime``.
  public var order: Order
  /// The longest gap between two bubbles of one run, in seconds.
  ///
  /// Default 300 (5 minutes).
  public var runInterval: TimeInterval
  /// Where the status of outgoing messages shows.
  ///
  /// Default ``StatusPlacement/everyBubble``.
  public var statusPlacement: StatusPlacement
  /// The viewer's current time, for "Today" and "Yesterday".
  ///
  /// `nil` writes every day as a date. The core has no clock: pass it in.
  public var now: Date?

  /// Creates thread options.
  public init(
    order: Order = .serverTime, runInterval: TimeInterval = 300,
    statusPlacement: StatusPlacement = .everyBubble, now: Date? = nil
  ) {
    self.order = order
    self.runInterval = runInterval.isFinite ? max(0, runInterval) : 300
    self.statusPlacement = statusPlacement
    self.now = now
  }
}
