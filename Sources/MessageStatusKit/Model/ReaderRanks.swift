import Foundation

/// Each participant's place among the readers listed by name: by shown name, then by id.
///
/// A group message lists its readers without a read time by name; sorting 1,500 names for
/// every bubble was a third of describing a group of 1,500 readers. A conversation works
/// the order out once, the first time a message's readers are at least an eighth of its
/// participants (below that, sorting the names is cheaper than ranking everyone), uses it
/// for every message from then on, and keeps it until its participants or names change.
final class ReaderRanks: @unchecked Sendable, CustomReflectable {
  /// Guards `ranks`: a conversation's copies share one box across threads.
  private let lock = NSLock()
  /// The rank of each participant, by table position; `nil` until first asked for.
  private var ranks: [Int32]?

  /// The ranks, if they were made.
  var made: [Int32]? {
    lock.lock()
    defer { lock.unlock() }
    return ranks
  }

  /// The ranks of `conversation`'s participants, made on the first call.
  func ranks(in conversation: Conversation) -> [Int32] {
    lock.lock()
    defer { lock.unlock() }
    if let ranks { return ranks }
    let members = conversation.table.members
    let names = members.map { conversation.shownName(of: $0) }
    let order = members.indices.sorted { a, b in
      Self.precedes(names[a], members[a], names[b], members[b])
    }
    var table = [Int32](repeating: 0, count: members.count)
    for (rank, position) in order.enumerated() { table[position] = Int32(rank) }
    ranks = table
    return table
  }

  /// Nothing: a conversation's `dump` is the same before and after its readers are ranked.
  var customMirror: Mirror { Mirror(self, children: []) }

  /// Whether a reader named `name` with id `id` comes before one named `otherName` with
  /// id `other`: by name, then by the id's scalars.
  static func precedes(_ name: String, _ id: UserID, _ otherName: String, _ other: UserID)
    -> Bool
  {
    if name != otherName { return name < otherName }
    return id.rawValue.unicodeScalars.lexicographicallyPrecedes(other.rawValue.unicodeScalars)
  }
}
