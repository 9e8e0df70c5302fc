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
          ? conversation.readerRanks.ranks(in: conversation) : nil)
    }
  }

  /// The readers, in name order by the ranks `ranking` gives for their number (by table
  /// position), or by comparing their names where it gives none.
  func readers(
    of message: Message, in conversation: Conversation, ranking: (_ readers: Int) -> [Int32]?
  ) -> [Reader] {
    // Sorted as small keys, not as readers (a reader is five strings).
    struct Key {
      var time: Double
      var hasTime: Bool
      var position: Int32
      var index: Int32
    }
    var readers: [Reader] = []
    var keys: [Key] = []
    readers.reserveCapacity(message.readBy.count)
    keys.reserveCapacity(message.readBy.count)
    for user in message.readBy where user != conversation.viewer {
      guard let position = conversation.table.position(of: user) else { continue }
      let time = message.readTimes[user]
      keys.append(
        Key(
          time: time?.timeIntervalSinceReferenceDate ?? 0, hasTime: time != nil,
          position: Int32(position), index: Int32(readers.count)))
      readers.append(
        Reader(
          id: user, name: conversation.shownName(of: user),
          timestamp: time.map { timestamps.string(from: $0) },
          instant: time.flatMap(ISOInstant.string)))
    }
    let ranks = ranking(readers.count)
    keys.sort { a, b in
      switch (a.hasTime, b.hasTime) {
      case (true, true) where a.time != b.time: return a.time < b.time
      case (true, false): return true
      case (false, true): return false
      default:
        if let ranks { return ranks[Int(a.position)] < ranks[Int(b.position)] }
        let (x, y) = (Int(a.index), Int(b.index))
        return ReaderRanks.precedes(readers[x].name, readers[x].id, readers[y].name, readers[y].id)
      }
    }
    return keys.map { readers[Int($0.index)] }
  }
}
