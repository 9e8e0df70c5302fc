/// One value for each ``DeliveryState``; a phrase table that cannot miss a state.
package struct PerState<Value: Hashable & Sendable>: Hashable, Sendable {
  /// For ``DeliveryState/sending``.
  package var sending: Value
  /// For ``DeliveryState/sent``.
  package var sent: Value
  /// For ``DeliveryState/delivered``.
  package var delivered: Value
  /// For ``DeliveryState/read``.
  package var read: Value
  /// For ``DeliveryState/failed``.
  package var failed: Value

  /// Creates a table with a value for every state.
  package init(sending: Value, sent: Value, delivered: Value, read: Value, failed: Value) {
    self.sending = sending
    self.sent = sent
    self.delivered = delivered
    self.read = read
    self.failed = failed
  }

  /// The value for `state`.
  package subscript(state: DeliveryState) -> Value {
    switch state {
    case .sending: sending
    case .sent: sent
    case .delivered: delivered
    case .read: read
    case .failed: failed
    }
  }
}
