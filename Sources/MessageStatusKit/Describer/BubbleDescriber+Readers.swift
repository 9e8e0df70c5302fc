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
    let ranks =
      message.readBy.count * 8 >= conversation.participants.count
      ? conversation.readerRanks.ranks(in: conversation) : nil
    return readers(of: message, in: conversation, ranks: ranks)
  }

  /// The readers, their order by name taken from `ranks` (by table position) when given,
  /// else from comparing their names.
  func readers(of message: Message, in conversation: Conversation, ranks: [Int32]?)
    -> [Reader]
  {
    // Sorted as small keys, not as readers (a reader is five strings).
    struct Key {
      var time: Double
      var hasTime: Bool
      var rank: Int32
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
          rank: ranks?[position] ?? 0, index: Int32(truncatingIfNeeded: readers.count)))
      readers.append(
        Reader(
          id: user, name: shownName(of: user, in: conversation),
          timestamp: time.map { timestamps.string(from: $0) },
          instant: time.flatMap(ISOInstant.string)))
    }
    keys.sort { a, b in
      switch (a.hasTime, b.hasTime) {
      case (true, true) where a.time != b.time: return a.time < b.time
      case (true, false): return true
      case (false, true): return false
      default:
        if ranks != nil { return a.rank < b.rank }
        let (x, y) = (Int(a.index), Int(b.index))
        return ReaderRanks.precedes(readers[x].name, readers[x].id, readers[y].name, readers[y].id)
      }
    }
    return keys.map { readers[Int($0.index)] }
  }
}
