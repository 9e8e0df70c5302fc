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
    struct Entry {
      var reader: Reader
      var time: Date?
    }
    var entries: [Entry] = []
    entries.reserveCapacity(message.readBy.count)
    for user in message.readBy
    where user != conversation.viewer && conversation.table.position(of: user) != nil {
      let time = message.readTimes[user]
      entries.append(
        Entry(
          reader: Reader(
            id: user, name: shownName(of: user, in: conversation),
            timestamp: time.map { timestamps.string(from: $0) },
            instant: time.flatMap(ISOInstant.string)),
          time: time))
    }
    entries.sort { a, b in
      switch (a.time, b.time) {
      case (let x?, let y?) where x != y: return x < y
      case (_?, nil): return true
      case (nil, _?): return false
      default:
        if a.reader.name != b.reader.name { return a.reader.name < b.reader.name }
        return a.reader.id.rawValue.unicodeScalars.lexicographicallyPrecedes(
          b.reader.id.rawValue.unicodeScalars)
      }
    }
    return entries.map(\.reader)
  }
}
