public import Foundation

/// How far one member has got through a conversation, as a backend reports it: they have
/// read (or received) every message up to the mark.
///
/// Backends send these rather than one receipt per message: Telegram keeps one "read up to"
/// id per chat, Stream a member's `last_read` time, Matrix a receipt on the latest event
/// read. Give them to ``Conversation/markRead(upTo:by:)`` and
/// ``Conversation/markDelivered(upTo:by:)``:
///
/// ```swift
/// var chat = Conversation(participants: ["me", "alice"], viewer: "me")
/// chat.markRead(upTo: .sequenceNumber(42), by: "alice")
/// // Every outgoing message numbered 42 or less is read by Alice.
/// ```
public enum ReceiptMark: Hashable, Sendable {
  /// Every message whose ``Message/sequenceNumber`` is at most this one.
  case sequenceNumber(Int64)
  /// Every message the server has whose time (``Message/serverTimestamp``, else
  /// ``Message/createdAt``) is at or before this one.
  case time(Date)
  /// This message and, in a thread (``ThreadArranger``), every message before it in the
  /// thread's order; describing one message alone, that message only.
  case message(MessageID)

  /// Whether the mark reaches `message` on its own, without a thread's order.
  ///
  /// A message the server does not have yet (no sequence number or server time, and
  /// `sending` or `failed`) is reached by no time mark.
  package func reaches(_ message: borrowing Message) -> Bool {
    switch self {
    case .sequenceNumber(let last):
      guard let number = message.sequenceNumber else { return false }
      return number <= last
    case .time(let last):
      if let server = message.serverTimestamp { return server <= last }
      return message.state.progress > 0 && message.createdAt <= last
    case .message(let id):
      return id == message.id
    }
  }

  /// Whether the mark names a message (``message(_:)``).
  package var isMessage: Bool {
    if case .message = self { return true }
    return false
  }

  /// `marks` (at most one of each kind) after `newer` is reported.
  ///
  /// The further of two marks of one kind stands, so a late report never moves a mark back, and marks of
  /// other kinds stay beside it. Of two message ids, which only a thread can order, the
  /// newer stands.
  package static func merging(_ marks: [ReceiptMark], _ newer: ReceiptMark) -> [ReceiptMark] {
    var merged = marks
    guard let index = merged.firstIndex(where: { $0.kind == newer.kind }) else {
      merged.append(newer)
      return merged
    }
    switch (merged[index], newer) {
    case (.sequenceNumber(let a), .sequenceNumber(let b)):
      merged[index] = .sequenceNumber(max(a, b))
    case (.time(let a), .time(let b)): merged[index] = .time(max(a, b))
    default: merged[index] = newer
    }
    return merged
  }

  /// Which of the three forms the mark takes: 0, 1 or 2.
  private var kind: Int {
    switch self {
    case .sequenceNumber: 0
    case .time: 1
    case .message: 2
    }
  }
}

extension ReceiptMark: Codable {
  private enum CodingKeys: String, CodingKey { case sequenceNumber, time, message }

  /// Decodes `{"sequenceNumber": 42}`, `{"time": "2025-10-21T10:42:00Z"}` or
  /// `{"message": "m3"}`: exactly one key.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard c.allKeys.count == 1, let key = c.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath,
          debugDescription: "a mark has one of sequenceNumber, time or message"))
    }
    switch key {
    case .sequenceNumber: self = .sequenceNumber(try c.decode(Int64.self, forKey: key))
    case .message: self = .message(try c.decode(MessageID.self, forKey: key))
    case .time:
      let text = try c.decode(String.self, forKey: key)
      switch ISO8601.read(text) {
      case .success(let date): self = .time(date)
      case .failure(let problem):
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c,
          debugDescription:
            "\(text) is not an ISO 8601 date-time in the years 1 to 9999 (\(problem))")
      }
    }
  }

  /// Encodes the one key of its kind; a time as an ISO 8601 string.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .sequenceNumber(let number): try c.encode(number, forKey: .sequenceNumber)
    case .time(let date): try c.encode(ISOInstant.string(from: date) ?? "", forKey: .time)
    case .message(let id): try c.encode(id, forKey: .message)
    }
  }
}
