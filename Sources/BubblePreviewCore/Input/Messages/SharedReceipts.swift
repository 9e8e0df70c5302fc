import MessageStatusKit

/// Receipt lists equal to one read before, held once.
///
/// In a group most messages are delivered to and read by the same members: a list equal to
/// the previous message's shares its storage (one comparison), so a million messages do not
/// hold a million equal sets. A long list (over ``longList`` names) equal to any read before
/// is held once: 54 messages naming the same million readers held 54 sets (5.5 GB). Hashing
/// every short list to find any earlier equal one would cost each message.
struct SharedReceipts {
  /// Lists longer than this are kept and compared by hash.
  static let longList = 512

  private var previousDeliveredTo = Set<UserID>()
  private var previousReadBy = Set<UserID>()
  private var long = Set<Set<UserID>>()

  /// Points `message`'s receipt lists at equal ones read before.
  mutating func share(_ message: inout Message) {
    message.deliveredTo = Self.shared(message.deliveredTo, &previousDeliveredTo, &long)
    message.readBy = Self.shared(message.readBy, &previousReadBy, &long)
  }

  private static func shared(
    _ users: Set<UserID>, _ previous: inout Set<UserID>, _ long: inout Set<Set<UserID>>
  ) -> Set<UserID> {
    if users.count > longList { return long.insert(users).memberAfterInsert }
    if users != previous { previous = users }
    return previous
  }
}
