extension Message {
  /// This message with a later report of the same message folded in.
  ///
  /// Used when the same message arrives twice (a network retry, a local echo and
  /// then the server's echo). Nothing regresses:
  /// - the state merges with ``DeliveryState/merging(_:)-(DeliveryState)``, and a failure report that
  ///   stands brings its ``failure`` kind;
  /// - ``deliveredTo`` and ``readBy`` become unions (receipts only grow), and
  ///   ``readTimes`` and ``deliveredTimes`` keep each recipient's earliest time; a recipient's failure or skip
  ///   (``record(_:for:at:)``) is the latest reported, and a receipt outranks it; having
  ///   played it (``RecipientOutcome/played``) is kept once reported;
  /// - server facts (``serverTimestamp``, ``sequenceNumber``, ``readAt``) are kept
  ///   once known and filled in when the update knows them;
  /// - content (``text``, ``attachment``) comes from the update, unless the update
  ///   has none (an echo without a body never erases text); once either report says the
  ///   message was edited (``isEdited``), or syncs an edit of a message the server has
  ///   (``editSync``), it was; and once either says it is view-once (``isViewOnce``), it is;
  /// - ``pause``, a transient state the app sets, is the update's: the latest report wins
  ///   (the later one by ``revision`` where both reports have one, else the one merged in)
  ///   (and is ignored once the message is further along than sending); so is ``upload``,
  ///   except that while the message stays sending a later report never moves its
  ///   fraction back (a retry, from failed, starts a new upload); and so is ``editSync``,
  ///   which never changes the state: an edit takes no delivered or read message back;
  /// - a report older by ``revision`` than what was merged before it brings its receipts,
  ///   server facts, the server's progress and who played it, but not what the latest
  ///   report decides: a failure or a retry, a recipient's failure or skip, transient
  ///   states and content (unless the message has none): an edit reported late never
  ///   replaces a newer one; the merged revision is the greater;
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
    // A report older than one merged before it, by the app's revisions: it brings what
    // never goes backwards in any order (receipts, server facts, the server's progress),
    // and nothing the latest report decides (a failure or a retry, transient states,
    // content, a recipient's failure or skip).
    let stale = revision.map { known in update.revision.map { $0 < known } ?? false } ?? false
    let previousState = state
    if !stale {
      state = previousState.merging(update.state)
      // The kind of failure comes from the report that says it failed.
      if update.state == .failed && state == .failed { failure = update.failure }
    } else if update.state.progress > previousState.progress {
      state = update.state
    }
    deliveredTo.formUnion(update.deliveredTo)
    readBy.formUnion(update.readBy)
    readTimes.merge(update.readTimes) { min($0, $1) }
    if !update.deliveredTimes.isEmpty {
      deliveredTimes.merge(update.deliveredTimes) { min($0, $1) }
    }
    // A recipient's failure or skip as last reported; a receipt for them outranks either
    // (``outcome(for:)``).
    // Having played it is progress, which no later failure or skip takes back.
    if !stale {
      unlisted.merge(update.unlisted) { known, reported in known == .played ? known : reported }
    } else {
      for (recipient, outcome) in update.unlisted where outcome == .played {
        unlisted[recipient] = .played
      }
    }
    serverTimestamp = serverTimestamp ?? update.serverTimestamp
    sequenceNumber = sequenceNumber ?? update.sequenceNumber
    readAt = readAt ?? update.readAt
    // An edit being synced of a message the server has (by its state, or by receipts) is
    // an edit.
    let serverHasIt = state.progress > 0 || !deliveredTo.isEmpty || !readBy.isEmpty
    isEdited = isEdited || update.isEdited || (update.editSync != nil && serverHasIt)
    // View-once is what the sender chose when sending; no report takes it back.
    isViewOnce = isViewOnce || update.isViewOnce
    guard !stale else {
      // An older report's content fills a message that has none (an acknowledgement
      // without a body came first), and replaces nothing.
      if text.isEmpty, attachment == nil {
        text = update.text
        attachment = update.attachment
      }
      return
    }
    revision = update.revision ?? revision
    pause = update.pause
    editSync = update.editSync
    // One send's upload never moves back; a retry (from failed) starts a new one.
    if let later = update.upload, let known = upload, previousState == .sending,
      state == .sending
    {
      upload = known.merging(later)
    } else {
      upload = update.upload
    }
    if !update.text.isEmpty || update.attachment != nil {
      text = update.text
      attachment = update.attachment
    }
  }
}
