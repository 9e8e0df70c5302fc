extension DeliveryState {
  /// The state after `update`, which may arrive late or out of order.
  ///
  /// Progress never goes backwards: `sending → sent → delivered → read` only moves
  /// forward, so a stale `delivered` after `read` is ignored. A failure can only
  /// follow `sending`, a retry moves `failed → sending`, and server progress arriving
  /// for a `failed` message supersedes the failure (the server has it after all).
  ///
  /// ```swift
  /// DeliveryState.read.merging(.delivered)  // .read
  /// DeliveryState.sent.merging(.failed)     // .sent
  /// DeliveryState.failed.merging(.sent)     // .sent
  /// ```
  ///
  /// Merging is idempotent (`s.merging(s) == s`) and, for progress updates,
  /// order-insensitive.
  ///
  /// - Parameter update: The state an event reports.
  /// - Returns: The state to show from now on.
  public func merging(_ update: DeliveryState) -> DeliveryState {
    switch (self, update) {
    case (.sending, .failed), (.failed, .sending):
      return update  // a failure, or a retry
    case (_, .failed):
      return self  // a late failure never undoes progress
    case (.failed, _), (.sending, _), (.sent, _), (.delivered, _), (.read, _):
      return update.progress > progress ? update : self
    }
  }

  /// The state after every update in `updates`, merged in order.
  ///
  /// - Parameter updates: Reported states, oldest first.
  /// - Returns: `updates.reduce(self) { $0.merging($1) }`.
  public func merging(_ updates: some Sequence<DeliveryState>) -> DeliveryState {
    updates.reduce(self) { $0.merging($1) }
  }
}
