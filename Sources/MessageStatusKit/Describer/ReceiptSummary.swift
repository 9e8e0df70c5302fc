/// A group's receipts, counted among the message's recipients.
///
/// Recipients are the participants minus the sender. Receipts from anyone else
/// (non-participants, the sender) never count, each reader also counts as delivered,
/// and sets de-duplicate. Counting is linear in the size of the receipt sets: one probe of
/// the conversation's participant table per receipt, by the identifier's cached hash.
///
/// ```swift
/// let summary = ReceiptSummary(message: message, in: chat)
/// summary.readCount        // 3
/// summary.recipientCount   // 5
/// summary.failedCount      // 0
/// summary.evidence(policy: .allRecipients)  // .sent
/// ```
public struct ReceiptSummary: Hashable, Codable, Sendable {
  /// How many people the message was sent to.
  public var recipientCount: Int
  /// Recipients whose devices have the message, readers included.
  public var deliveredCount: Int
  /// Recipients who have read the message.
  public var readCount: Int
  /// Recipients whose copy failed (``RecipientOutcome/failed``) and whom no receipt has
  /// since shown to have it.
  public var failedCount: Int

  /// Creates a summary from counts.
  package init(recipientCount: Int, deliveredCount: Int, readCount: Int, failedCount: Int = 0) {
    self.recipientCount = recipientCount
    self.deliveredCount = deliveredCount
    self.readCount = readCount
    self.failedCount = failedCount
  }

  /// Counts `message`'s receipts among its recipients in `conversation`.
  ///
  /// - Parameters:
  ///   - message: The message whose ``Message/deliveredTo`` and ``Message/readBy`` count.
  ///   - conversation: Its participants decide who is a recipient.
  ///
  /// Both are borrowed: an initializer takes its arguments as its own by default, so every
  /// bubble described copied its message (a dozen reference counts) to count its receipts.
  public init(message: borrowing Message, in conversation: borrowing Conversation) {
    let table = conversation.table
    let sender = table.position(of: message.sender)
    recipientCount = table.members.count - (sender == nil ? 0 : 1)
    let words = (table.members.count + 63) / 64
    // The closure captures the two sets, not the message: capturing a message copies it
    // (a dozen reference counts per bubble).
    let readBy = message.readBy
    let deliveredTo = message.deliveredTo
    (readCount, deliveredCount) = withUnsafeTemporaryAllocation(
      of: UInt64.self, capacity: max(words, 1)
    ) { read in
      read.initialize(repeating: 0)
      var readers = 0
      // Each reader among the recipients is marked, so a reader who also delivered counts
      // once.
      for user in readBy {
        guard let position = table.position(of: user), position != sender else { continue }
        read[position >> 6] |= 1 << UInt64(position & 63)
        readers += 1
      }
      var deliveredOnly = 0
      for user in deliveredTo {
        guard let position = table.position(of: user), position != sender,
          read[position >> 6] & (1 << UInt64(position & 63)) == 0
        else { continue }
        deliveredOnly += 1
      }
      return (readers, readers + deliveredOnly)
    }
    failedCount = 0
    // A recipient skipped on purpose (they left) is not one; one whose receipt arrived
    // after all is.
    if !message.unlisted.isEmpty {
      for (user, outcome) in message.unlisted {
        guard let position = table.position(of: user), position != sender,
          !readBy.contains(user), !deliveredTo.contains(user)
        else { continue }
        switch outcome {
        case .skipped: recipientCount -= 1
        case .failed: failedCount += 1
        case .pending, .sent, .delivered, .read, .played: break
        }
      }
    }
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
