import Foundation
import MessageStatusKit
import XCTest

/// What a message-info screen shows of a group message: its receipt counts ("Delivered to 3
/// of 5") and who has it but has not read it, with the time it reached them where known,
/// beside the readers.
final class MessageInfoTests: XCTestCase {
  private let info = BubbleDescription.Options(messageInfo: true)

  /// Read by Alice at 10:47, delivered to Bob at 10:43 and to Carol at an unknown time,
  /// failed for Dave; Erin has not got it yet.
  private func message() -> Message {
    var message = Fixtures.outgoing(.sent, deliveredTo: ["carol"])
    message.record(.read, for: "alice", at: Fixtures.created.addingTimeInterval(5 * 60))
    message.record(.delivered, for: "bob", at: Fixtures.created.addingTimeInterval(60))
    message.record(.failed, for: "dave")
    return message
  }

  func testTheCountsAndTheListOfWhoHasIt() throws {
    let bubble = Fixtures.describe(message(), in: Fixtures.group, info)
    let receipts = try XCTUnwrap(bubble.receipts)
    XCTAssertEqual(receipts.recipientCount, 5)
    XCTAssertEqual(receipts.deliveredCount, 3, "Alice's read counts as delivered")
    XCTAssertEqual(receipts.readCount, 1)
    XCTAssertEqual(receipts.failedCount, 1)
    let delivered = try XCTUnwrap(bubble.deliveredTo)
    XCTAssertEqual(delivered.heading, "Delivered to 3 of 5")
    // Each person once: Alice is a reader, so only Bob (with his time) and Carol.
    XCTAssertEqual(delivered.recipients.map(\.name), ["Bob", "Carol"])
    XCTAssertEqual(delivered.recipients.map(\.timestamp), ["10:43 AM", nil])
    XCTAssertEqual(delivered.recipients.map(\.instant), ["2025-10-21T10:43:00Z", nil])
    XCTAssertEqual(bubble.readers.map(\.name), ["Alice"])
  }

  /// Those with a time come first, earliest first; then the others by name.
  func testTheListIsInTheOrderItReachedThem() throws {
    var message = Fixtures.outgoing(.sent, deliveredTo: ["alice", "bob"])
    message.record(.delivered, for: "erin", at: Fixtures.created.addingTimeInterval(120))
    message.record(.delivered, for: "dave", at: Fixtures.created.addingTimeInterval(60))
    let bubble = Fixtures.describe(message, in: Fixtures.group, info)
    XCTAssertEqual(
      try XCTUnwrap(bubble.deliveredTo).recipients.map(\.id), ["dave", "erin", "alice", "bob"])
  }

  /// Nothing a screen of bubbles does not show, unless asked: the default describes as it
  /// did, and so do one-to-one chats and incoming messages.
  func testOnlyWhenAskedAndOnlyForOutgoingGroupMessages() {
    let plain = Fixtures.describe(message(), in: Fixtures.group)
    XCTAssertNil(plain.receipts)
    XCTAssertNil(plain.deliveredTo)
    let direct = Fixtures.describe(
      Fixtures.outgoing(.delivered, deliveredTo: ["alice"]), in: Fixtures.direct, info)
    XCTAssertNil(direct.receipts)
    XCTAssertNil(direct.deliveredTo)
    let incoming = Fixtures.describe(Fixtures.incoming(), in: Fixtures.group, info)
    XCTAssertNil(incoming.receipts)
    XCTAssertNil(incoming.deliveredTo)
  }

  /// Read by everyone who has it: counts, but no list (each reader is in `readers`).
  func testNoListWhenEveryoneWhoHasItReadIt() throws {
    let message = Fixtures.outgoing(.sent, deliveredTo: ["alice"], readBy: ["alice"])
    let bubble = Fixtures.describe(message, in: Fixtures.group, info)
    XCTAssertEqual(bubble.receipts?.deliveredCount, 1)
    XCTAssertNil(bubble.deliveredTo)
  }

  /// With read receipts hidden, no one is counted or listed as a reader: readers are people
  /// who have it.
  func testHiddenReadReceiptsListReadersAsHavingIt() throws {
    var options = info
    options.readReceipts = .hidden
    let bubble = Fixtures.describe(message(), in: Fixtures.group, options)
    XCTAssertEqual(bubble.receipts?.readCount, 0)
    XCTAssertEqual(bubble.receipts?.deliveredCount, 3)
    XCTAssertEqual(bubble.readers, [])
    XCTAssertEqual(
      try XCTUnwrap(bubble.deliveredTo).recipients.map(\.name), ["Bob", "Alice", "Carol"])
  }

  /// A recipient who left is no recipient: "of 4".
  func testASkippedRecipientIsNotCounted() {
    var message = message()
    message.record(.skipped, for: "erin")
    let bubble = Fixtures.describe(message, in: Fixtures.group, info)
    XCTAssertEqual(bubble.receipts?.recipientCount, 4)
    XCTAssertEqual(bubble.deliveredTo?.heading, "Delivered to 3 of 4")
  }

  /// When it reached each recipient is a fact like a read time: recorded, merged (the
  /// earliest stays), cleared by a failure, and encoded.
  func testDeliveryTimesAreRecordedMergedAndEncoded() throws {
    let early = Fixtures.created.addingTimeInterval(60)
    let late = Fixtures.created.addingTimeInterval(120)
    var first = Fixtures.outgoing(.sent)
    first.record(.delivered, for: "bob", at: late)
    var second = Fixtures.outgoing(.sent)
    second.record(.delivered, for: "bob", at: early)
    let merged = first.merging(second)
    XCTAssertEqual(merged.deliveredTimes, ["bob": early])
    XCTAssertEqual(
      Message(
        id: "m1", sender: "me", text: "", createdAt: Fixtures.created, state: .sent,
        deliveredTimes: ["bob": early]
      ).deliveredTo, ["bob"], "a time is a receipt")
    var failed = merged
    failed.record(.failed, for: "bob")
    XCTAssertEqual(failed.deliveredTimes, [:])
    let data = try JSONEncoder().encode(merged)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let list = try XCTUnwrap(object["deliveredTo"] as? [[String: String]])
    XCTAssertEqual(list, [["id": "bob", "at": "2025-10-21T10:43:00Z"]])
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), merged)
  }
}
