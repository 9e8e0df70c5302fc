import MessageStatusKit

/// Receipt lists equal to one read before, held once.
///
/// In a group most messages are delivered to and read by the same members: a list equal
/// to the last one a message had shares that message's set (when its names are written the
/// same way, they are compared and nothing is hashed), so a million messages do not hold a
/// million equal sets. A long list (over ``longList`` names) equal to any read before is held once:
/// 54 messages naming the same million readers held 54 sets (5.5 GB). Hashing every short
/// list to find any earlier equal one would cost each message.
struct SharedReceipts {
  /// Lists longer than this are kept and compared by hash.
  static let longList = 512

  private var deliveredTo = Last()
  private var readBy = Last()
  private var long = Set<Set<UserID>>()

  /// The users a message's `deliveredTo` names (a name repeated counts once).
  mutating func deliveredTo(_ names: [String]) -> Set<UserID> {
    deliveredTo.users(names, long: &long)
  }

  /// The users a message's `readBy` names (a name repeated counts once).
  mutating func readBy(_ names: [String]) -> Set<UserID> {
    readBy.users(names, long: &long)
  }

  /// The last list of one member and the set it made.
  private struct Last {
    var names: [String] = []
    var users = Set<UserID>()

    mutating func users(_ given: [String], long: inout Set<Set<UserID>>) -> Set<UserID> {
      // A message without the list (most of them) leaves the last list in place for the
      // next message that has one.
      if given.isEmpty { return [] }
      if given == names { return users }
      names = given
      let made = Set(given.lazy.map(UserID.init(rawValue:)))
      if made.count > SharedReceipts.longList {
        users = long.insert(made).memberAfterInsert
      } else if made != users {
        users = made
      }
      return users
    }
  }
}
