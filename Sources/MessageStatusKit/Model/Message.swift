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
  // `Optional<T>`, not `T?`, so the initializer returns the value it builds instead of a
  // copy (see the note in BubbleDescription.swift).
  /// What the message carries besides text, if anything.
  public var attachment: Optional<AttachmentKind>
  /// When the sender's device created it (the sender's clock).
  public var createdAt: Date
  /// When the server accepted it, once known; preferred over ``createdAt`` for display.
  public var serverTimestamp: Optional<Date>
  /// The server's ordering number within the conversation, once known.
  public var sequenceNumber: Optional<Int64>
  /// The delivery state the app knows of (for groups, see ``deliveredTo`` and ``readBy`` too).
  public var state: DeliveryState
  /// Recipients whose devices have the message.
  ///
  /// Ids outside the conversation never count.
  public var deliveredTo: Set<UserID>
  /// Recipients who opened the message; each also counts as delivered.
  public var readBy: Set<UserID>
  /// When the message was read, if the app knows; the `text` style shows "Read 10:42 AM".
  public var readAt: Optional<Date>
  /// Whether a ``DeliveryState/failed`` message can be retried.
  ///
  /// Default ``FailureKind/retryable``; ignored in other states.
  public var failure: FailureKind

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
  ///   - failure: Whether a failed message can be retried.
  public init(
    id: MessageID, sender: UserID, text: String, attachment: AttachmentKind? = nil,
    createdAt: Date, serverTimestamp: Date? = nil, sequenceNumber: Int64? = nil,
    state: DeliveryState, deliveredTo: Set<UserID> = [], readBy: Set<UserID> = [],
    readAt: Date? = nil, failure: FailureKind = .retryable
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
    self.failure = failure
  }
}

extension Message {
  /// Decodes a message; a missing `failure` means ``FailureKind/retryable``, so documents
  /// written before failures had kinds still decode.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(MessageID.self, forKey: .id),
      sender: try c.decode(UserID.self, forKey: .sender),
      text: try c.decode(String.self, forKey: .text),
      attachment: try c.decodeIfPresent(AttachmentKind.self, forKey: .attachment),
      createdAt: try c.decode(Date.self, forKey: .createdAt),
      serverTimestamp: try c.decodeIfPresent(Date.self, forKey: .serverTimestamp),
      sequenceNumber: try c.decodeIfPresent(Int64.self, forKey: .sequenceNumber),
      state: try c.decode(DeliveryState.self, forKey: .state),
      deliveredTo: try c.decode(Set<UserID>.self, forKey: .deliveredTo),
      readBy: try c.decode(Set<UserID>.self, forKey: .readBy),
      readAt: try c.decodeIfPresent(Date.self, forKey: .readAt),
      failure: try c.decodeIfPresent(FailureKind.self, forKey: .failure) ?? .retryable)
  }
}
