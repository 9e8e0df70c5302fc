import Foundation
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

  /// A list's users, and when each read (or got) the message where the list says.
  typealias Receipts = (users: Set<UserID>, times: [UserID: Date])
  /// A list's names, and times where it gives them.
  typealias Names = (ids: [String], times: [UserID: Date])

  private var deliveredTo = Last()
  private var readBy = Last()
  private var long = Set<Set<UserID>>()

  /// The users a message's `deliveredTo` names (a name repeated counts once), and when it
  /// reached them where the list says.
  ///
  /// A list written exactly as the last one was is not read again.
  mutating func deliveredTo(of fields: borrowing ObjectReader<MessageMember>)
    throws(PreviewError) -> Receipts
  {
    let spelling = fields.spelling(.deliveredTo)
    if let same = deliveredTo.same(spelled: spelling) { return same }
    return deliveredTo.keep(
      try fields.receipts(.deliveredTo) ?? ([], [:]), spelled: spelling, long: &long)
  }

  /// The users a message's `readBy` names, and when they read it (see
  /// ``deliveredTo(of:)``).
  mutating func readBy(of fields: borrowing ObjectReader<MessageMember>)
    throws(PreviewError) -> Receipts
  {
    let spelling = fields.spelling(.readBy)
    if let same = readBy.same(spelled: spelling) { return same }
    return readBy.keep(try fields.receipts(.readBy) ?? ([], [:]), spelled: spelling, long: &long)
  }

  /// The last list of one member: its bytes, its names and what they made.
  private struct Last {
    var spelling: [UInt8] = []
    var names: [String] = []
    var users = Set<UserID>()
    var times: [UserID: Date] = [:]

    /// What the last list made, if `spelling` writes it byte for byte.
    func same(spelled spelling: UnsafeBufferPointer<UInt8>?) -> Receipts? {
      guard let spelling, spelling.elementsEqual(self.spelling) else { return nil }
      return (users, times)
    }

    /// What `given`, a list read from `spelling`, makes, shared with the last list where
    /// they name the same users.
    mutating func keep(
      _ given: Names, spelled spelling: UnsafeBufferPointer<UInt8>?,
      long: inout Set<Set<UserID>>
    ) -> Receipts {
      // A message without the list (most of them) leaves the last list in place for the
      // next message that has one.
      if given.ids.isEmpty { return ([], given.times) }
      self.spelling = spelling.map(Array.init) ?? []
      times = given.times
      // Names compare by Unicode scalars, as user ids do: "café" spelled with U+00E9 is
      // another user than "cafe" with U+0301, though `String` calls them equal.
      if given.ids.elementsEqual(names, by: { $0.utf8.elementsEqual($1.utf8) }) {
        return (users, times)
      }
      names = given.ids
      let made = Set(given.ids.lazy.map(UserID.init(rawValue:)))
      if made.count > SharedReceipts.longList {
        users = long.insert(made).memberAfterInsert
      } else if made != users {
        users = made
      }
      return (users, times)
    }
  }
}
