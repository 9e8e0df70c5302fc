import Foundation

extension BubbleDescriber {
  /// Who read an outgoing group message, in read order: the readers the message gives a
  /// time for, earliest first, then the others by name (then by id).
  ///
  /// Only members of the conversation other than the viewer count, as in the read count;
  /// hidden read receipts (``ReadReceiptVisibility/hidden``) hide readers too.
  func readers(of message: Message, in conversation: Conversation) -> [Reader] {
    guard conversation.kind == .group, options.readReceipts == .shown, !message.readBy.isEmpty
    else { return [] }
    return readers(of: message, in: conversation, ranking: ranking(in: conversation))
  }

  /// Who has an outgoing group message but has not read it, in the order it reached them,
  /// under its heading, when ``BubbleDescription/Options/messageInfo`` asks:
  /// ``BubbleDescription/deliveredTo``.
  ///
  /// With read receipts hidden, readers are people who have it and are listed here too.
  func deliveredTo(
    of message: Message, in conversation: Conversation, receipts: ReceiptSummary?
  ) -> DeliveryList? {
    guard options.messageInfo, let receipts,
      !message.deliveredTo.isEmpty || (options.readReceipts == .hidden && !message.readBy.isEmpty)
    else { return nil }
    let hidden = options.readReceipts == .hidden
    var users = message.deliveredTo
    if hidden { users.formUnion(message.readBy) } else { users.subtract(message.readBy) }
    let recipients = listed(
      users, times: message.deliveredTimes, in: conversation,
      ranking: ranking(in: conversation))
    guard !recipients.isEmpty else { return nil }
    return DeliveryList(
      heading: phrases.readers.deliveredTo.filled(
        count: receipts.deliveredCount, total: receipts.recipientCount, in: phrases),
      recipients: recipients)
  }

  /// The order of a list of so many people: ranked once made; made once a list is an
  /// eighth of the group, so a large group is not ranked for a message read by a few.
  private func ranking(in conversation: Conversation) -> (_ readers: Int) -> ReaderRanks.Order? {
    { readers in
      conversation.readerRanks.made
        ?? (readers * 8 >= conversation.table.members.count
          ? conversation.readerRanks.order(in: conversation) : nil)
    }
  }

  /// The readers, in name order by the order `ranking` gives for their number (by table
  /// position, with each member's name and initial), or by comparing their names where it
  /// gives none.
  func readers(
    of message: Message, in conversation: Conversation,
    ranking: (_ readers: Int) -> ReaderRanks.Order?
  ) -> [Reader] {
    listed(message.readBy, times: message.readTimes, in: conversation, ranking: ranking)
  }

  /// `users` among the members other than the viewer, those `times` gives a time first (by
  /// time), then in the order `ranking` gives, or by name.
  private func listed(
    _ users: Set<UserID>, times: [UserID: Date], in conversation: Conversation,
    ranking: (_ readers: Int) -> ReaderRanks.Order?
  ) -> [Reader] {
    // Sorted as small keys; each reader is made once, in its place.
    struct Key {
      var time: Double
      var hasTime: Bool
      var rank: Int32
      var position: Int32
      var index: Int32

      /// Timed readers first, by time; then by rank. Captures nothing: a comparison that
      /// captured the order copied its three arrays' references each time.
      static func ranked(_ a: Key, _ b: Key) -> Bool {
        if a.hasTime != b.hasTime { return a.hasTime }
        if a.hasTime && a.time != b.time { return a.time < b.time }
        return a.rank < b.rank
      }
    }
    let table = conversation.table
    let viewer = conversation.viewer
    var keys: [Key] = []
    keys.reserveCapacity(users.count)
    for user in users where user != viewer {
      guard let position = table.position(of: user) else { continue }
      let time = times.isEmpty ? nil : times[user]
      keys.append(
        Key(
          time: time?.timeIntervalSinceReferenceDate ?? 0, hasTime: time != nil, rank: 0,
          position: Int32(position), index: Int32(keys.count)))
    }
    let order = ranking(keys.count)
    // Without an order, names are compared: each reader's is found once.
    var names: [String] = []
    if let order {
      for index in keys.indices { keys[index].rank = order.ranks[Int(keys[index].position)] }
      keys.sort(by: Key.ranked)
    } else {
      names = keys.map { conversation.shownName(of: table.members[Int($0.position)]) }
      keys.sort { a, b in
        if a.hasTime != b.hasTime { return a.hasTime }
        if a.hasTime && a.time != b.time { return a.time < b.time }
        return ReaderRanks.precedes(
          names[Int(a.index)], table.members[Int(a.position)],
          names[Int(b.index)], table.members[Int(b.position)])
      }
    }
    return keys.map { key in
      let position = Int(key.position)
      let time = key.hasTime ? Date(timeIntervalSinceReferenceDate: key.time) : nil
      return Reader(
        id: table.members[position], name: order?.names[position] ?? names[Int(key.index)],
        initial: order?.initials[position],
        timestamp: time.map { timestamps.string(from: $0) },
        instant: time.flatMap(ISOInstant.string))
    }
  }
}
