import Foundation

/// Each participant's place among the readers listed by name: by shown name, then by id.
///
/// A group message lists its readers without a read time by name; sorting 1,500 names for
/// every bubble was a third of describing a group of 1,500 readers. A conversation works
/// the order out once, the first time a message's readers are at least an eighth of its
/// participants (below that, sorting the names is cheaper than ranking everyone), uses it
/// for every message from then on, and keeps it until its participants or names change.
final class ReaderRanks: @unchecked Sendable {
  /// What ranking works out once per conversation, by table position.
  ///
  /// Each participant's rank, and the shown name and initial every reader list of theirs
  /// repeats. A class, so handing it to a bubble's reader list is one reference count, not
  /// three.
  final class Order: Sendable {
    /// The rank of each participant.
    let ranks: [Int32]
    /// Each participant's shown name (``Conversation/shownName(of:)``).
    let names: [String]
    /// Each name's initial (``Reader/initial``).
    let initials: [String]

    init(ranks: [Int32], names: [String], initials: [String]) {
      self.ranks = ranks
      self.names = names
      self.initials = initials
    }
  }

  /// Guards `order`: a conversation's copies share one box across threads.
  private let lock = NSLock()
  /// `nil` until first asked for.
  private var order: Order?

  /// The order, if it was made.
  var made: Order? {
    lock.lock()
    defer { lock.unlock() }
    return order
  }

  /// The order of `conversation`'s participants, made on the first call.
  func order(in conversation: Conversation) -> Order {
    lock.lock()
    defer { lock.unlock() }
    if let order { return order }
    let members = conversation.table.members
    let names = members.map { conversation.shownName(of: $0) }
    let sorted = members.indices.sorted { a, b in
      Self.precedes(names[a], members[a], names[b], members[b])
    }
    var ranks = [Int32](repeating: 0, count: members.count)
    for (rank, position) in sorted.enumerated() { ranks[position] = Int32(rank) }
    let made = Order(ranks: ranks, names: names, initials: names.map(Reader.initial(of:)))
    order = made
    return made
  }

  /// Whether a reader named `name` with id `id` comes before one named `otherName` with
  /// id `other`: by name, then by the id's scalars.
  static func precedes(_ name: String, _ id: UserID, _ otherName: String, _ other: UserID)
    -> Bool
  {
    if name != otherName { return name < otherName }
    return id.rawValue.unicodeScalars.lexicographicallyPrecedes(other.rawValue.unicodeScalars)
  }
}
