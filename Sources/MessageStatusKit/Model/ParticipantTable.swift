/// A conversation's participants, each with a position, found by their cached hash.
///
/// Group aggregation looks every receipt up among the participants: in a `Set<UserID>`
/// each lookup runs `Hasher` over the cached hash again (about 20 ns; 5.8 times the whole
/// aggregation at 5,000 members, `Benchmarks/README.md`). Here a lookup is a probe of an
/// open-addressing table by the hash computed when the identifier was made, then one
/// comparison. The positions let ``ReceiptSummary`` mark readers in a bit set.
struct ParticipantTable: Sendable {
  /// The participants, by position.
  private(set) var members: [UserID] = []
  /// Open addressing over a power of two, at most half full: 0 is empty, else position + 1.
  private var slots: [UInt32] = []

  init(_ participants: Set<UserID>) {
    members = Array(participants)
    var capacity = 4
    while capacity < 2 * members.count { capacity <<= 1 }
    slots = Array(repeating: 0, count: capacity)
    let mask = capacity - 1
    for (position, member) in members.enumerated() {
      var slot = member.hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(truncatingIfNeeded: position + 1)
    }
  }

  /// The position of `user` among the participants, or `nil` if they are not one.
  func position(of user: UserID) -> Int? {
    let mask = slots.count - 1
    var slot = user.hash & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { return nil }
      let position = Int(stored) - 1
      if members[position] == user { return position }
      slot = (slot + 1) & mask
    }
  }
}
