/// A group's receipts, counted among the message's recipients.
///
/// Recipients are the participants minus the sender. Receipts from anyone else
/// (non-participants, the sender) never count, each reader also counts as delivered,
/// and sets de-duplicate. Counting is linear in the size of the receipt sets: one
/// hashed lookup per receipt, no recipient set is built.
///
/// ```swift
/// let summary = ReceiptSummary(message: message, in: chat)
/// summary.readCount        // 3
/// summary.recipientCount   // 5
/// summary.evidence(policy: .allRecipients)  // .sent
/// ```
public struct ReceiptSummary: Hashable, Sendable {
  /// How many people the message was sent to.
  public var recipientCount: Int
  /// Recipients whose devices have the message, readers included.
  public var deliveredCount: Int
  /// Recipients who have read the message.
  public var readCount: Int

  /// Creates a summary from counts.
  public init(recipientCount: Int, deliveredCount: Int, readCount: Int) {
    self.recipientCount = recipientCount
    self.deliveredCount = deliveredCount
    self.readCount = readCount
  }

  /// Counts `message`'s receipts among its recipients in `conversation`.
  ///
  /// - Parameters:
  ///   - message: The message whose ``Message/deliveredTo`` and ``Message/readBy`` count.
  ///   - conversation: Its participants decide who is a recipient.
  public init(message: Message, in conversation: Conversation) {
    let participants = conversation.participants
    let sender = message.sender
    func isRecipient(_ user: UserID) -> Bool { user != sender && participants.contains(user) }

    let readBy = message.readBy
    var readers = 0
    for user in readBy where isRecipient(user) { readers += 1 }
    var deliveredOnly = 0
    // Readers were counted above: check `readBy` first, so they cost one lookup, not two.
    for user in message.deliveredTo where !readBy.contains(user) && isRecipient(user) {
      deliveredOnly += 1
    }
    recipientCount = participants.count - (participants.contains(sender) ? 1 : 0)
    readCount = readers
    deliveredCount = readers + deliveredOnly
  }

  /// The delivery state the receipts prove under `policy`, or `nil` when no recipient
  /// has acknowledged the message (receipts then prove nothing).
  ///
  /// - `allRecipients`: read when all have read, delivered when all have it, else sent.
  /// - `anyRecipient`: read when one has read, else delivered when one has it.
  public func evidence(policy: GroupPolicy) -> DeliveryState? {
    guard deliveredCount > 0, recipientCount > 0 else { return nil }
    switch policy {
    case .allRecipients:
      if readCount >= recipientCount { return .read }
      if deliveredCount >= recipientCount { return .delivered }
      return .sent
    case .anyRecipient:
      return readCount > 0 ? .read : .delivered
    }
  }
}
