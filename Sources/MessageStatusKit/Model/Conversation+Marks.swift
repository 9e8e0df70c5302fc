extension Conversation {
  /// Records that `member` has read every message up to `mark`.
  ///
  /// A later report never moves the mark back: of two marks of one kind the further
  /// stands, and a mark of another kind (a time beside a sequence number) is kept beside
  /// it; a message is read once any of them reaches it. Of two marks by message id, which
  /// only a thread can order, the newer stands. Outgoing messages the mark reaches count `member` as a
  /// reader, beside their own receipts; a member outside the conversation never counts.
  ///
  /// - Parameters:
  ///   - mark: How far they have read.
  ///   - member: Who read.
  public mutating func markRead(upTo mark: ReceiptMark, by member: UserID) {
    readMarks[member] = ReceiptMark.merging(readMarks[member] ?? [], mark)
  }

  /// Records that `member`'s devices have every message up to `mark`; the rules of
  /// ``markRead(upTo:by:)``.
  ///
  /// - Parameters:
  ///   - mark: How far they have received.
  ///   - member: Whose devices have the messages.
  public mutating func markDelivered(upTo mark: ReceiptMark, by member: UserID) {
    deliveryMarks[member] = ReceiptMark.merging(deliveryMarks[member] ?? [], mark)
  }

  /// `message` with every member whose mark reaches it added to its readers or
  /// recipients; an incoming message, and the sender's own marks, as they are.
  ///
  /// Linear in the members with marks.
  ///
  /// - Parameters:
  ///   - message: An outgoing message.
  ///   - precedesMarked: For a mark by message id, whether `message` is at or before that
  ///     message in the thread's order (`nil` when it is not in the thread); without it,
  ///     such a mark reaches the message it names only.
  package func applyingMarks(
    to message: Message, precedesMarked: ((MessageID) -> Bool?)? = nil
  ) -> Message {
    guard message.sender == viewer else { return message }
    func reaches(_ mark: ReceiptMark) -> Bool {
      if case .message(let id) = mark, let precedesMarked {
        return precedesMarked(id) ?? false
      }
      return mark.reaches(message)
    }
    var marked = message
    for (member, marks) in readMarks
    where member != message.sender && marks.contains(where: reaches) {
      marked.readBy.insert(member)
    }
    for (member, marks) in deliveryMarks
    where member != message.sender && marks.contains(where: reaches) {
      marked.deliveredTo.insert(member)
    }
    return marked
  }
}
