public import Foundation

/// One chat message and everything known about its delivery.
///
/// ```swift
/// let message = Message(
///   id: "m1", sender: "me", text: "Hello world",
///   createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .read,
///   readBy: ["alice"])
/// ```
public struct Message: Hashable, Codable, Sendable {
  /// The message's identifier, unique within its conversation.
  public var id: MessageID
  /// Who wrote it.
  ///
  /// Messages from the conversation's viewer are outgoing.
  public var sender: UserID
  /// What the user typed; may be empty when the message only has an attachment.
  public var text: String
  /// What the message carries besides text, if anything.
  public var attachment: AttachmentKind?
  /// When the sender's device created it (the sender's clock).
  public var createdAt: Date
  /// When the server accepted it, once known; preferred over ``createdAt`` for display.
  public var serverTimestamp: Date?
  /// The server's ordering number within the conversation, once known.
  public var sequenceNumber: Int64?
  /// The delivery state the app knows of (for groups, see ``deliveredTo`` and ``readBy`` too).
  public var state: DeliveryState
  /// Recipients whose devices have the message.
  ///
  /// Ids outside the conversation never count.
  public var deliveredTo: Set<UserID>
  /// Recipients who opened the message; each also counts as delivered.
  public var readBy: Set<UserID>
  /// When the message was read, if the app knows; the `text` style shows "Read 10:42 AM".
  public var readAt: Date?

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - id: The message's identifier.
  ///   - sender: Who wrote it.
  ///   - text: What the user typed; empty when there is only an attachment.
  ///   - attachment: What it carries besides text.
  ///   - createdAt: The sender's local creation time.
  ///   - serverTimestamp: The server's time, once known.
  ///   - sequenceNumber: The server's ordering number, once known.
  ///   - state: The delivery state.
  ///   - deliveredTo: Recipients whose devices have it.
  ///   - readBy: Recipients who opened it.
  ///   - readAt: When it was read, if known.
  public init(
    id: MessageID, sender: UserID, text: String, attachment: AttachmentKind? = nil,
    createdAt: Date, serverTimestamp: Date? = nil, sequenceNumber: Int64? = nil,
    state: DeliveryState, deliveredTo: Set<UserID> = [], readBy: Set<UserID> = [],
    readAt: Date? = nil
  ) {
    self.id = id
    self.sender = sender
    self.text = text
    self.attachment = attachment
    self.createdAt = createdAt
    self.serverTimestamp = serverTimestamp
    self.sequenceNumber = sequenceNumber
    self.state = state
    self.deliveredTo = deliveredTo
    self.readBy = readBy
    self.readAt = readAt
  }
}
