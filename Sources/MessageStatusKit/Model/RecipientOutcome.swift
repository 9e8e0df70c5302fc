/// What became of one recipient's copy of a message.
///
/// A message's per-recipient record (``Message/outcome(for:)``): the app writes it with
/// ``Message/record(_:for:at:)``, or with the shorthand lists ``Message/deliveredTo`` and
/// ``Message/readBy``, which say `delivered` and `read`.
public enum RecipientOutcome: String, Codable, CaseIterable, Hashable, Sendable {
  /// Not sent to them yet.
  case pending = "pending"
  /// The server has it for them; their devices do not yet.
  case sent = "sent"
  /// Their device has it.
  case delivered = "delivered"
  /// They read it.
  case read = "read"
  /// They played it (a voice message) or opened it (view-once media): past read, and a
  /// reader too.
  ///
  /// A played voice message shows ``Symbol/play`` and says "played" where its read
  /// would show, and opened view-once media ``Symbol/eye`` and "opened"
  /// (<doc:StateModel>); Signal calls both viewed.
  case played = "played"
  /// Sending to them failed: the bubble shows failed, says for whom and offers to send to
  /// them again, while the others' receipts still count.
  case failed = "failed"
  /// Not sent to them, on purpose (they left the group first): they are not a recipient.
  case skipped = "skipped"
}
