extension Message {
  /// This message with a later report of the same message folded in.
  ///
  /// Used when the same message arrives twice (a network retry, a local echo and
  /// then the server's echo). Nothing regresses:
  /// - the state merges with ``DeliveryState/merging(_:)-(DeliveryState)``, and a failure report that
  ///   stands brings its ``failure`` kind;
  /// - ``deliveredTo`` and ``readBy`` become unions (receipts only grow);
  /// - server facts (``serverTimestamp``, ``sequenceNumber``, ``readAt``) are kept
  ///   once known and filled in when the update knows them;
  /// - content (``text``, ``attachment``) comes from the update, unless the update
  ///   has none (an echo without a body never erases text);
  /// - ``id``, ``sender`` and ``createdAt`` stay as they are.
  ///
  /// A report from another ``sender`` is not a report of this message (ids are the
  /// sender's to give, and a stranger could otherwise rewrite the text of a bubble that
  /// still shows as sent by its author): it is not merged, and `self` is returned as it is.
  /// Senders compare by Unicode scalars, like every ``UserID``.
  ///
  /// - Parameter update: A report of the message with the same ``id``.
  /// - Returns: The merged message, or `self` for a report from another sender. Reports of
  ///   another id are merged all the same: checking ids is the caller's job.
  public func merging(_ update: Message) -> Message {
    var merged = self
    // The copy's receipt sets are copied when it grows: that is work too.
    MergeWork.count(deliveredTo.count + readBy.count)
    merged.merge(update)
    return merged
  }

  /// Folds a later report of the same message into this one, in place: the rules of
  /// ``merging(_:)``.
  ///
  /// The receipt sets grow in place, so folding n reports costs the receipts they carry,
  /// not n copies of everything gathered so far: ``ThreadArranger`` merges 80,000 reports
  /// of one message this way in linear time.
  ///
  /// - Parameter update: A report of the message with the same ``id``; a report from
  ///   another ``sender`` changes nothing.
  public mutating func merge(_ update: Message) {
    guard update.sender == sender else { return }
    let previousState = state
    state = previousState.merging(update.state)
    // The kind of failure comes from the report that says it failed.
    if update.state == .failed && state == .failed { failure = update.failure }
    MergeWork.count(update.deliveredTo.count + update.readBy.count)
    deliveredTo.formUnion(update.deliveredTo)
    readBy.formUnion(update.readBy)
    serverTimestamp = serverTimestamp ?? update.serverTimestamp
    sequenceNumber = sequenceNumber ?? update.sequenceNumber
    readAt = readAt ?? update.readAt
    if !update.text.isEmpty || update.attachment != nil {
      text = update.text
      attachment = update.attachment
    }
  }
}

/// Counts the receipts merging touches (those it adds, and those it copies), for the test
/// that proves merging a thread linear.
///
/// Only `DEBUG` builds count; the counter is task-local, so parallel tests do not mix.
enum MergeWork {
  /// The running count of the current task, if one is being kept.
  final class Tally: @unchecked Sendable {
    var receipts = 0
  }

  @TaskLocal static var tally: Tally?

  @inline(__always)
  static func count(_ receipts: Int) {
    #if DEBUG
      tally?.receipts += receipts
    #endif
  }
}
