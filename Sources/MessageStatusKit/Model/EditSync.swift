/// Where an edit of a message the server already has stands, until the server has the edit
/// too: beside the delivery state, never instead of it.
///
/// A read message whose edit has not reached the server is still read; its edit is
/// pending (``Message/editSync``). The bubble shows the words of the edit's state where it
/// shows "Edited", says them in its label in place of "edited", and a failed edit offers
/// ``BubbleAction/Kind/retryEdit``. Stream keeps an edit's sync apart from delivery in the
/// same way (`pendingSync`, `syncing`, `syncingFailed`).
public enum EditSync: String, Codable, CaseIterable, Hashable, Sendable {
  /// Saved on the device, waiting to be sent (offline, or queued behind other work).
  case waiting = "waiting"
  /// On its way to the server.
  case syncing = "syncing"
  /// The server did not take the edit: the message is as it was delivered, and the user
  /// can try the edit again.
  case failed = "failed"
}
