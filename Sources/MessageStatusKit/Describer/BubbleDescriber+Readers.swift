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
    return readers(of: message, in: conversation) { readers in
      // Ranked once made; made once a message's readers are an eighth of the group, so a
      // large group is not ranked for a message read by a few.
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
    let times = message.readTimes
    var keys: [Key] = []
    keys.reserveCapacity(message.readBy.count)
    for user in message.readBy where user != viewer {
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
