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
      BubbleDescriber(options: options).describe(outgoing($0), in: chat)
    }
  }

  /// My message to the team, read by `readers`.
  public static func teamMessage(readBy readers: Set<UserID>) -> BubbleDescription {
    let message = Message(
      id: "m2", sender: "me", text: "Standup moved to 10", createdAt: sentAt, state: .delivered,
      deliveredTo: ["alice", "bob", "carol"], readBy: readers)
    return BubbleDescriber(options: .init(style: .receiptBadge)).describe(message, in: team)
  }

  /// A morning with Alice: her question, my two replies (the last one still sending), her
  /// answer; arranged into day headings and runs, as the chat screen shows it.
  public static func morningThread() -> ThreadDescription {
    func at(_ minutes: Double) -> Date { sentAt.addingTimeInterval(minutes * 60) }
    let messages = [
      Message(
        id: "a1", sender: "alice", text: "Still on for tonight?", createdAt: at(-3), state: .read),
      Message(id: "m1", sender: "me", text: "Yes!", createdAt: at(-2), state: .read),
      Message(id: "m2", sender: "me", text: "See you at 6", createdAt: at(0), state: .sending),
      Message(id: "a2", sender: "alice", text: "👍", createdAt: at(1), state: .read),
    ]
    return ThreadArranger(thread: .init(now: at(5))).describe(messages, in: chat)
  }

  /// The app's own row in its list of chats, built from the last bubble of a chat.
  public struct InboxRow: Encodable, Hashable, Sendable {
    /// The chat's name.
    public var title: String
    /// The last message's text, as the bubble shows it.
    public var preview: String
    /// The state word under the preview ("Delivered"), if the message is mine.
    public var status: String?
    /// How many of Alice's messages I have not read.
    public var unread: Int
    /// What VoiceOver reads for the row.
    public var spoken: String
  }

  /// The row for the chat with Alice whose last bubble is `bubble`.
  public static func inboxRow(last bubble: BubbleDescription, unread: Int) -> InboxRow {
    InboxRow(
      title: "Alice", preview: bubble.text, status: bubble.status?.accessibilityLabel,
      unread: unread, spoken: "Alice, " + bubble.accessibility.label)
  }
}
