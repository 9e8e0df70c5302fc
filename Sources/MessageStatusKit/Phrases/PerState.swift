/// One value for each ``DeliveryState``; a phrase table that cannot miss a state.
public struct PerState<Value: Hashable & Sendable>: Hashable, Sendable {
  /// For ``DeliveryState/sending``.
  public var sending: Value
  /// For ``DeliveryState/sent``.
  public var sent: Value
  /// For ``DeliveryState/delivered``.
  public var delivered: Value
  /// For ``DeliveryState/read``.
  public var read: Value
  /// For ``DeliveryState/failed``.
  public var failed: Value

  /// Creates a table with a value for every state.
  public init(sending: Value, sent: Value, delivered: Value, read: Value, failed: Value) {
    self.sending = sending
    self.sent = sent
    self.delivered = delivered
    self.read = read
    self.failed = failed
  }

  /// The value for `state`.
  public subscript(state: DeliveryState) -> Value {
    switch state {
    case .sending: sending
    case .sent: sent
    case .delivered: delivered
    case .read: read
    case .failed: failed
    }
  }
}
