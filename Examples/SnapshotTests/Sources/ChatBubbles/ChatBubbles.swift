import Foundation
public import MessageStatusKit

/// The app's chats and messages: what its bubbles are described from.
public enum ChatBubbles {
  /// The 1:1 chat with Alice, seen by "me".
  public static let chat = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])

  /// The team group, seen by "me".
  public static let team = Conversation(
    participants: ["me", "alice", "bob", "carol"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol"])

  /// 2025-10-21 10:42 UTC.
  static let sentAt = Date(timeIntervalSince1970: 1_761_043_320)

  /// My message to Alice in `state`.
  public static func outgoing(_ state: DeliveryState, text: String = "See you at 6") -> Message {
    Message(id: "m1", sender: "me", text: text, createdAt: sentAt, state: state)
  }

  /// The bubble for my message to Alice in each state, oldest state first.
  public static func lifecycle(options: BubbleDescription.Options = .init()) -> [BubbleDescription]
  {
    [DeliveryState.sending, .sent, .delivered, .read, .failed].map {
      BubbleDescription(describing: outgoing($0), in: chat, options: options)
    }
  }

  /// My message to the team, read by `readers`.
  public static func teamMessage(readBy readers: Set<UserID>) -> BubbleDescription {
    let message = Message(
      id: "m2", sender: "me", text: "Standup moved to 10", createdAt: sentAt, state: .delivered,
      deliveredTo: ["alice", "bob", "carol"], readBy: readers)
    return BubbleDescription(
      describing: message, in: team, options: .init(style: .receiptBadge))
  }
}
