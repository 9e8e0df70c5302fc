import Foundation
import MessageStatusKit
import XCTest

/// Read and delivery marks, as backends send them: "read up to" one point, per member.
final class ReceiptMarkTests: XCTestCase {
  private func at(_ minutes: Double) -> Date { Fixtures.created.addingTimeInterval(minutes * 60) }

  private func outgoing(
    _ id: MessageID, _ state: DeliveryState, sequence: Int64? = nil, minute: Double = 0,
    readBy: Set<UserID> = []
  ) -> Message {
    Message(
      id: id, sender: "me", text: "Hello \(id)", createdAt: at(minute),
      serverTimestamp: state == .sending ? nil : at(minute), sequenceNumber: sequence,
      state: state, readBy: readBy)
  }

  private func states(_ thread: ThreadDescription) -> [String] {
    thread.items.compactMap {
      guard case .bubble(let bubble) = $0 else { return nil }
      return "\(bubble.id) \(bubble.accessibility.stateDescription)"
    }
  }

  /// One-to-one, as Telegram keeps it (one "read up to" per chat).
  ///
  /// m1 sent, m2 read by Alice, m3 sent: without the mark, m1 shows one grey tick under a
  /// read m2.
  func testAReadUpToNumberReadsEveryEarlierMessage() {
    let messages = [
      outgoing("m1", .sent, sequence: 41), outgoing("m2", .sent, sequence: 42, readBy: ["alice"]),
      outgoing("m3", .sent, sequence: 43, minute: 1),
    ]
    let arranger = ThreadArranger(options: .init(locale: "en", timeZone: .gmt))
    var chat = Fixtures.direct
    XCTAssertEqual(
      states(arranger.describe(messages, in: chat)), ["m1 sent", "m2 read", "m3 sent"])
    chat.markRead(upTo: .sequenceNumber(42), by: "alice")
    XCTAssertEqual(
      states(arranger.describe(messages, in: chat)), ["m1 read", "m2 read", "m3 sent"])
    // Describing one message applies the mark too.
    let describer = BubbleDescriber()
    XCTAssertEqual(describer.describe(messages[0], in: chat).status?.state, .read)
    XCTAssertEqual(describer.describe(messages[2], in: chat).status?.state, .sent)
  }

  /// A group, as Stream keeps it (each member's `last_read` time).
  ///
  /// A member has read every message created at or before it. Marks and per-message
  /// receipts combine, each reader once.
  func testReadTimesPerMemberCombineWithReceipts() {
    var chat = Fixtures.group
    chat.markRead(upTo: .time(at(5)), by: "alice")
    chat.markRead(upTo: .time(at(2)), by: "bob")
    chat.markRead(upTo: .time(at(9)), by: "zed")  // not in the chat: never counts
    chat.markRead(upTo: .time(at(9)), by: "me")  // the sender's own: never counts
    let early = outgoing("m1", .sent, minute: 1, readBy: ["alice", "carol"])
    let later = outgoing("m2", .sent, minute: 3)
    let describer = BubbleDescriber(options: .init(style: .receiptBadge))
    let first = describer.describe(early, in: chat)
    XCTAssertEqual(first.status?.badge?.count, 3)  // Alice (twice told), Bob, Carol
    XCTAssertEqual(Set(first.readers.map(\.id)), ["alice", "bob", "carol"])
    XCTAssertEqual(first.accessibility.stateDescription, "read by 3 of 5")
    let second = describer.describe(later, in: chat)
    XCTAssertEqual(second.readers.map(\.id), ["alice"])
    // A message the server does not have yet is read by no one.
    let sending = outgoing("m3", .sending, minute: 0)
    XCTAssertNil(describer.describe(sending, in: chat).status?.badge)
    XCTAssertEqual(describer.describe(sending, in: chat).status?.state, .sending)
  }

  /// Matrix puts a receipt on the latest event read: in a thread it reaches every earlier
  /// message; one message described alone is reached only if it is the one named.
  func testAMarkByMessageIDReachesEarlierMessagesInAThread() {
    let messages = [
      outgoing("m1", .sent), outgoing("m2", .sent, minute: 1), outgoing("m3", .sent, minute: 2),
    ]
    var chat = Fixtures.direct
    chat.markRead(upTo: .message("m2"), by: "alice")
    let arranger = ThreadArranger(options: .init(locale: "en", timeZone: .gmt))
    XCTAssertEqual(
      states(arranger.describe(messages, in: chat)), ["m1 read", "m2 read", "m3 sent"])
    // Given in any order, the thread's order decides.
    XCTAssertEqual(
      states(arranger.describe(messages.reversed(), in: chat)), ["m1 read", "m2 read", "m3 sent"])
    let describer = BubbleDescriber()
    XCTAssertEqual(describer.describe(messages[0], in: chat).status?.state, .sent)
    XCTAssertEqual(describer.describe(messages[1], in: chat).status?.state, .read)
    // A mark naming a message outside the thread reaches none.
    chat.markRead(upTo: .message("gone"), by: "alice")
    XCTAssertEqual(
      states(arranger.describe(messages, in: chat)), ["m1 sent", "m2 sent", "m3 sent"])
  }

  /// Delivery marks make a group message delivered once every recipient's mark reaches it;
  /// a read mark counts as delivered too.
  func testDeliveryMarksDeliver() {
    var chat = Fixtures.group
    for member in Fixtures.groupRecipients.dropFirst() {
      chat.markDelivered(upTo: .sequenceNumber(10), by: member)
    }
    let message = outgoing("m1", .sent, sequence: 10)
    let describer = BubbleDescriber(options: .init(style: .ticks))
    XCTAssertEqual(describer.describe(message, in: chat).status?.state, .sent)
    chat.markRead(upTo: .sequenceNumber(12), by: "alice")
    let bubble = describer.describe(message, in: chat)
    XCTAssertEqual(bubble.status?.state, .delivered)
    XCTAssertEqual(bubble.accessibility.stateDescription, "delivered, read by 1 of 5")
  }

  /// A later report never moves a mark back; of another kind, the newer replaces it.
  func testMarksNeverMoveBack() {
    var chat = Fixtures.direct
    chat.markRead(upTo: .sequenceNumber(42), by: "alice")
    chat.markRead(upTo: .sequenceNumber(40), by: "alice")
    XCTAssertEqual(chat.readMarks["alice"], [.sequenceNumber(42)])
    chat.markDelivered(upTo: .time(at(5)), by: "alice")
    chat.markDelivered(upTo: .time(at(1)), by: "alice")
    XCTAssertEqual(chat.deliveryMarks["alice"], [.time(at(5))])
    // Another kind is kept beside it: either reaching a message reads it.
    chat.markRead(upTo: .message("m9"), by: "alice")
    chat.markRead(upTo: .message("m8"), by: "alice")
    XCTAssertEqual(chat.readMarks["alice"], [.sequenceNumber(42), .message("m8")])
    // A negative sequence number is as valid as any.
    chat.markRead(upTo: .sequenceNumber(-3), by: "bob")
    XCTAssertEqual(chat.readMarks["bob"], [.sequenceNumber(-3)])
  }

  /// Marks are part of a conversation's value, its encoding and its dump; a conversation
  /// without any encodes and dumps as before.
  func testMarksRoundTripAndCompare() throws {
    var chat = Fixtures.group
    let plain = try JSONEncoder().encode(chat)
    XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("Marks"))
    chat.markRead(upTo: .sequenceNumber(7), by: "alice")
    chat.markDelivered(upTo: .time(at(3)), by: "bob")
    chat.markRead(upTo: .message("m2"), by: "carol")
    XCTAssertNotEqual(chat, Fixtures.group)
    let decoded = try JSONDecoder().decode(Conversation.self, from: JSONEncoder().encode(chat))
    XCTAssertEqual(decoded, chat)
    XCTAssertEqual(decoded.hashValue, chat.hashValue)
    var dumped = ""
    dump(chat, to: &dumped)
    XCTAssertTrue(dumped.contains("readMarks"))
    let bad = Data(#"{"participants": ["me"], "viewer": "me", "readMarks": {"a": {}}}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Conversation.self, from: bad))
  }
}
