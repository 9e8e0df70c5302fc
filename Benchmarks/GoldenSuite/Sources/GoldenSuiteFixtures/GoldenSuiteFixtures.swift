public import Foundation
public import MessageStatusKit

/// The values both libraries' golden tests compare: 2,000 distinct one-bubble lists, the same
/// in every process.
///
/// Value `n` (from 1) is the golden `bubble-<n>`. Its delivery state cycles through sending,
/// sent, delivered, read and failed; its style through the four ``StatusStyle``s; every third
/// is in a five-person group with delivery and read receipts, every seventh is incoming, and
/// every other one is dark.
///
/// ```swift
/// let values = GoldenSuiteFixtures.values(variant: false)
/// values[0][0].text  // "Message 1"
/// ```
public enum GoldenSuiteFixtures {
  /// How many values there are: one golden per value and format.
  public static let count = 2_000

  /// What the changed variant appends to every message's text, so that every golden differs.
  public static let variantSuffix = " (edited)"

  /// The one-to-one chat with Alice, seen by "me".
  public static let direct = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])

  /// A group of five, seen by "me".
  public static let group = Conversation(
    participants: ["me"] + recipients, viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol", "dave": "Dave"])

  /// The group's members besides the viewer, in the order receipts arrive.
  public static let recipients: [UserID] = ["alice", "bob", "carol", "dave"]

  /// 2025-10-21 10:42 UTC: the first message's creation time.
  public static let start = Date(timeIntervalSince1970: 1_761_043_320)

  /// Every value, in order: `values(variant:)[n - 1]` is `value(number: n, variant:)`.
  ///
  /// - Parameter variant: `true` for the changed version of every value (its text ends in
  ///   ``variantSuffix``).
  public static func values(variant: Bool) -> [[BubbleDescription]] {
    (1...count).map { value(number: $0, variant: variant) }
  }

  /// Value `number` (from 1): one bubble describing ``message(number:variant:)``.
  ///
  /// - Parameters:
  ///   - number: Which value, from 1 to ``count``.
  ///   - variant: `true` for the changed version.
  public static func value(number: Int, variant: Bool) -> [BubbleDescription] {
    let styles = StatusStyle.allCases
    let options = BubbleDescription.Options(
      style: styles[(number / 5) % styles.count],
      appearance: number.isMultiple(of: 2) ? .dark : .light)
    let chat = number.isMultiple(of: 3) ? group : direct
    return [
      BubbleDescriber(options: options).describe(
        message(number: number, variant: variant), in: chat)
    ]
  }

  /// Message `number` (from 1), as ``value(number:variant:)`` describes it.
  ///
  /// - Parameters:
  ///   - number: Which message, from 1 to ``count``.
  ///   - variant: `true` for the changed version: the same message with ``variantSuffix``.
  public static func message(number: Int, variant: Bool) -> Message {
    let states = DeliveryState.allCases
    let state = states[number % states.count]
    let inGroup = number.isMultiple(of: 3)
    let incoming = number.isMultiple(of: 7)
    let createdAt = start.addingTimeInterval(Double(number) * 61)
    let onServer = state != .sending && state != .failed
    // In the group, 0 to 4 members have the message (the count steps every 15 messages, so
    // it varies independently of the state and the chat), and all or all but one of them
    // have read it.
    let receipts = inGroup ? (number / 15) % (recipients.count + 1) : 0
    let readers = receipts - ((number / 75).isMultiple(of: 2) ? 0 : min(1, receipts))
    let delivered = Set(recipients.prefix(state == .delivered || state == .read ? receipts : 0))
    let read = Set(recipients.prefix(state == .read ? readers : 0))
    return Message(
      id: MessageID("m\(number)"),
      sender: incoming ? (inGroup ? "bob" : "alice") : "me",
      text: "Message \(number)" + (variant ? variantSuffix : ""),
      createdAt: createdAt,
      serverTimestamp: onServer ? createdAt.addingTimeInterval(1) : nil,
      sequenceNumber: onServer ? Int64(number) : nil,
      state: state,
      deliveredTo: delivered,
      readBy: read,
      readAt: state == .read ? createdAt.addingTimeInterval(120) : nil)
  }
}
