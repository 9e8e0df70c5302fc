public import Foundation

extension Message {
  /// What became of `recipient`'s copy.
  ///
  /// Progress a receipt proves comes first: played (a reader recorded as having played
  /// it), read (``readBy``), then delivered
  /// (``deliveredTo``), as a message's own progress supersedes a failure. Then a failure
  /// or a skip recorded for them, then `sent` once the server has the message
  /// (``DeliveryState/sent`` or later), else `pending`.
  ///
  /// ```swift
  /// var message = Message(id: "m1", sender: "me", text: "Hi", createdAt: .now, state: .sent)
  /// message.record(.failed, for: "bob")
  /// message.outcome(for: "bob")    // .failed
  /// message.outcome(for: "carol")  // .sent
  /// ```
  public func outcome(for recipient: UserID) -> RecipientOutcome {
    if readBy.contains(recipient) { return unlisted[recipient] == .played ? .played : .read }
    if deliveredTo.contains(recipient) { return .delivered }
    if let unlisted = unlisted[recipient] { return unlisted }
    return state.progress > 0 ? .sent : .pending
  }

  /// Every recipient the message records an outcome for (a receipt, a failure, a skip),
  /// with that outcome.
  public var outcomes: [UserID: RecipientOutcome] {
    var outcomes = unlisted
    for recipient in deliveredTo { outcomes[recipient] = .delivered }
    for recipient in readBy where unlisted[recipient] != .played { outcomes[recipient] = .read }
    return outcomes
  }

  /// Records what became of `recipient`'s copy, in the one place that holds it.
  ///
  /// `played` makes the recipient a reader who played it (in ``readBy``, with `at` as
  /// their read time if they had none); `read` and `delivered` go to ``readBy`` (with `at`, the time they read, in
  /// ``readTimes``) and ``deliveredTo`` (with `at`, the time it reached them, in
  /// ``deliveredTimes``); `failed` and `skipped` take the recipient out of both; `sent` and
  /// `pending` clear what was recorded. A report that arrives late and
  /// would lower a receipt is the caller's to drop: this records what it is told.
  ///
  /// - Parameters:
  ///   - outcome: What became of their copy.
  ///   - recipient: Whose copy.
  ///   - at: For `read` (and `played`, when no read time is known), when they read it; for
  ///     `delivered`, when it reached them; if known.
  public mutating func record(_ outcome: RecipientOutcome, for recipient: UserID, at: Date? = nil) {
    switch outcome {
    case .played:
      readBy.insert(recipient)
      if let at, readTimes[recipient] == nil { readTimes[recipient] = at }
      unlisted[recipient] = .played
    case .read:
      readBy.insert(recipient)
      if let at { readTimes[recipient] = at }
      unlisted[recipient] = nil
    case .delivered:
      deliveredTo.insert(recipient)
      if let at { deliveredTimes[recipient] = at }
      unlisted[recipient] = nil
    case .failed, .skipped:
      readBy.remove(recipient)
      readTimes[recipient] = nil
      deliveredTo.remove(recipient)
      deliveredTimes[recipient] = nil
      unlisted[recipient] = outcome
    case .sent, .pending:
      readBy.remove(recipient)
      readTimes[recipient] = nil
      deliveredTo.remove(recipient)
      deliveredTimes[recipient] = nil
      unlisted[recipient] = nil
    }
  }

  /// The recipients whose copy failed, among `conversation`'s participants other than the
  /// sender, and whom no receipt has since shown to have it.
  package func failedRecipients(in conversation: Conversation) -> [UserID] {
    guard !unlisted.isEmpty else { return [] }
    return unlisted.compactMap { recipient, outcome in
      outcome == .failed && recipient != sender && conversation.participants.contains(recipient)
        && !readBy.contains(recipient) && !deliveredTo.contains(recipient) ? recipient : nil
    }
  }
}
