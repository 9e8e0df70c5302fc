import Foundation
import MessageStatusKit
import XCTest

/// The backends article's four mappings, each fed a small payload of that backend's shape.
final class BackendMappingTests: XCTestCase {
  private func json(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  private func at(_ minutes: Double) -> Date { Fixtures.created.addingTimeInterval(minutes * 60) }

  private func sent(_ id: MessageID, minute: Double, sequence: Int64? = nil) -> Message {
    Message(
      id: id, sender: "me", text: "Hello \(id)", createdAt: at(minute),
      serverTimestamp: at(minute), sequenceNumber: sequence, state: .sent)
  }

  private func spoken(_ thread: ThreadDescription) -> [String] {
    thread.items.compactMap {
      guard case .bubble(let bubble) = $0 else { return nil }
      return "\(bubble.id): \(bubble.accessibility.stateDescription)"
    }
  }

  private let arranger = ThreadArranger(options: .init(locale: "en", timeZone: .gmt))

  /// Telegram-like: one "read up to" id per chat, given as a sequence number.
  func testAPerChatReadUpToID() throws {
    let payload = try json(#"{"peer": "alice", "maxIncomingReadId": 7, "maxOutgoingReadId": 42}"#)
    var chat = Fixtures.direct
    let upTo = try XCTUnwrap(payload["maxOutgoingReadId"] as? Int)
    chat.markRead(
      upTo: .sequenceNumber(Int64(upTo)), by: UserID(try XCTUnwrap(payload["peer"] as? String)))
    var pending = sent("local-1", minute: 3)
    pending.state = .sending
    pending.serverTimestamp = nil
    let messages = [
      sent("41", minute: 0, sequence: 41), sent("42", minute: 1, sequence: 42),
      sent("43", minute: 2, sequence: 43), pending,
    ]
    XCTAssertEqual(
      spoken(arranger.describe(messages, in: chat)),
      ["41: read", "42: read", "43: sent", "local-1: sending"])
  }

  /// Stream-like: each member's `last_read` time in the channel's `read` list.
  func testChannelReads() throws {
    let payload = try json(
      """
      {"read": [
        {"user": {"id": "alice"}, "last_read": "2025-10-21T10:47:00Z", "unread_messages": 0},
        {"user": {"id": "bob"}, "last_read": "2025-10-21T10:43:30Z", "unread_messages": 2},
        {"user": {"id": "me"}, "last_read": "2025-10-21T10:50:00Z", "unread_messages": 0}
      ]}
      """)
    var chat = Conversation(
      participants: ["me", "alice", "bob", "carol"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol"])
    for read in try XCTUnwrap(payload["read"] as? [[String: Any]]) {
      let user = try XCTUnwrap((read["user"] as? [String: Any])?["id"] as? String)
      let time = try XCTUnwrap(read["last_read"] as? String)
      chat.markRead(
        upTo: .time(try XCTUnwrap(ISO8601DateFormatter().date(from: time))), by: UserID(user))
    }
    let messages = [sent("m1", minute: 1), sent("m2", minute: 3), sent("m3", minute: 8)]
    XCTAssertEqual(
      spoken(arranger.describe(messages, in: chat)),
      ["m1: sent, read by 2 of 3", "m2: sent, read by 1 of 3", "m3: sent"])
    let bubble = BubbleDescriber(options: .init(style: .receiptBadge)).describe(
      messages[0], in: chat)
    XCTAssertEqual(bubble.status?.badge?.count, 2)
    XCTAssertEqual(bubble.readers.map(\.name), ["Alice", "Bob"])
  }

  /// Matrix: `m.receipt` puts each user's `m.read` on the latest event they read; the
  /// viewer's own private receipt is left out.
  func testReceiptsOnTheLatestEvent() throws {
    let payload = try json(
      """
      {"type": "m.receipt", "content": {
        "$e2": {"m.read": {"@alice:example.org": {"ts": 1761043500000}}},
        "$e3": {"m.read.private": {"@me:example.org": {"ts": 1761043600000}}}
      }}
      """)
    var chat = Conversation(
      participants: ["@me:example.org", "@alice:example.org"], viewer: "@me:example.org")
    let content = try XCTUnwrap(payload["content"] as? [String: [String: [String: Any]]])
    for (event, receipts) in content {
      for (user, _) in receipts["m.read"] ?? [:] {
        chat.markRead(upTo: .message(MessageID(event)), by: UserID(user))
      }
    }
    let messages = ["$e1", "$e2", "$e3"].enumerated().map { index, id in
      Message(
        id: MessageID(id), sender: "@me:example.org", text: "Hello", createdAt: at(Double(index)),
        serverTimestamp: at(Double(index)), state: .sent)
    }
    XCTAssertEqual(
      spoken(arranger.describe(messages, in: chat)), ["$e1: read", "$e2: read", "$e3: sent"])
  }

  /// Signal-like: a state per recipient, onto the message's own lists; a member who left
  /// is no longer a participant and never counts.
  func testPerRecipientStates() throws {
    let payload = try json(
      """
      {"recipients": [
        {"id": "alice", "state": "read", "at": "2025-10-21T10:44:00Z"},
        {"id": "bob", "state": "delivered", "at": "2025-10-21T10:43:00Z"},
        {"id": "carol", "state": "sent"},
        {"id": "dan", "state": "skipped"}
      ]}
      """)
    let chat = Conversation(
      participants: ["me", "alice", "bob", "carol"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol"])
    var message = sent("m1", minute: 0)
    for recipient in try XCTUnwrap(payload["recipients"] as? [[String: String]]) {
      let id = UserID(try XCTUnwrap(recipient["id"]))
      let at = recipient["at"].flatMap(ISO8601DateFormatter().date(from:))
      switch recipient["state"] {
      case "delivered": message.record(.delivered, for: id, at: at)
      case "read": message.record(.read, for: id, at: at)
      default: break
      }
    }
    let bubble = BubbleDescriber(options: .init(style: .ticks)).describe(message, in: chat)
    XCTAssertEqual(bubble.status?.state, .sent)  // Carol's phone does not have it yet
    XCTAssertEqual(bubble.accessibility.stateDescription, "sent, read by 1 of 3")
    XCTAssertEqual(bubble.readers.map(\.timestamp), ["10:44 AM"])
    message.deliveredTo.insert("carol")
    let delivered = BubbleDescriber(options: .init(style: .ticks)).describe(message, in: chat)
    XCTAssertEqual(delivered.accessibility.stateDescription, "delivered, read by 1 of 3")
    // A message-info screen: who has it, with when it reached them, beside the reader.
    let info = BubbleDescriber(options: .init(messageInfo: true)).describe(message, in: chat)
    XCTAssertEqual(info.deliveredTo?.heading, "Delivered to 3 of 3")
    XCTAssertEqual(info.deliveredTo?.recipients.map(\.name), ["Bob", "Carol"])
    XCTAssertEqual(info.deliveredTo?.recipients.map(\.timestamp), ["10:43 AM", nil])
    XCTAssertEqual(info.readers.map(\.name), ["Alice"])
  }
}
