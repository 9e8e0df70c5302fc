import Foundation
import MessageStatusKit

/// Shared inputs: a 1:1 chat, a group with five recipients, fixed dates.
enum Fixtures {
  /// 2025-10-21T10:42:00Z.
  static let created = Date(timeIntervalSince1970: 1_761_043_320)
  /// 2025-10-21T10:42:01Z.
  static let serverTime = Date(timeIntervalSince1970: 1_761_043_321)

  static let direct = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])

  /// The viewer plus five recipients, so that "read by 3 of 5" is reachable.
  static let group = Conversation(
    participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol", "dave": "Dave"])

  static let groupRecipients: [UserID] = ["alice", "bob", "carol", "dave", "erin"]

  static func outgoing(
    _ state: DeliveryState, text: String = "Hello world", attachment: AttachmentKind? = nil,
    deliveredTo: Set<UserID> = [], readBy: Set<UserID> = [], readAt: Date? = nil
  ) -> Message {
    Message(
      id: "m1", sender: "me", text: text, attachment: attachment, createdAt: created,
      state: state, deliveredTo: deliveredTo, readBy: readBy, readAt: readAt)
  }

  static func incoming(
    from sender: UserID = "alice", text: String = "Hello world", attachment: AttachmentKind? = nil
  ) -> Message {
    Message(
      id: "m2", sender: sender, text: text, attachment: attachment, createdAt: created,
      serverTimestamp: serverTime, state: .delivered)
  }

  /// How far a group message's receipts have got: the three group cases of the matrix.
  enum GroupReceipts: String, CaseIterable {
    case noneRead, someRead, allRead

    /// Receipts consistent with `state`: nobody acknowledges a message still sending.
    func receipts(for state: DeliveryState) -> (deliveredTo: Set<UserID>, readBy: Set<UserID>) {
      guard state.progress > 0 else { return ([], []) }
      let everyone = Set(Fixtures.groupRecipients)
      switch self {
      case .noneRead: return (everyone, [])
      case .someRead: return (everyone, ["alice", "bob", "carol"])
      case .allRead: return (everyone, everyone)
      }
    }
  }

  /// A described bubble, for tests that only care about one option.
  static func describe(
    _ message: Message, in conversation: Conversation = direct,
    previous: Message? = nil, _ options: BubbleDescription.Options = .init()
  ) -> BubbleDescription {
    BubbleDescriber(options: options).describe(message, in: conversation, previous: previous)
  }
}
