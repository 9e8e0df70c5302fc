import Foundation
import MessageStatusKit
import XCTest

/// What a message says against its conversation or itself is found, and only that: each
/// kind at its edge, the clock skew allowed between the sender's clock and the server's.
final class InconsistencyTests: XCTestCase {
  private let chat = Fixtures.group
  private let created = Fixtures.created  // 2025-10-21T10:42:00Z

  private func found(_ message: Message) -> [String] {
    chat.inconsistencies(of: message).map { "\($0.kind) \($0)" }
  }

  func testAConsistentMessageHasNone() {
    var message = Fixtures.outgoing(.read, readBy: ["alice", "bob"])
    message.serverTimestamp = created.addingTimeInterval(1)
    message.readAt = created.addingTimeInterval(60)
    message.readTimes = ["alice": created.addingTimeInterval(30)]
    XCTAssertEqual(found(message), [])
    XCTAssertEqual(found(Fixtures.incoming()), [])
  }

  func testASenderOutsideTheConversation() {
    XCTAssertEqual(
      found(Fixtures.incoming(from: "zed")),
      ["senderOutsideConversation sender: is not a participant of the conversation"])
  }

  /// The case: read at 09:00 a message created at 10:48.
  func testReadBeforeCreatedAllowsTheSkewOnlyAcrossClocks() {
    var message = Fixtures.outgoing(.read, readAt: created.addingTimeInterval(-6_480))
    XCTAssertEqual(
      found(message),
      [
        "readBeforeSent readAt: 2025-10-21T08:54:00Z is before the message was created "
          + "(2025-10-21T10:42:00Z)"
      ])
    // Within the skew of the sender's clock: nothing to say.
    message.readAt = created.addingTimeInterval(-Inconsistency.clockSkew)
    XCTAssertEqual(found(message), [])
    // Against the server's own time there is no skew: a second before it is said.
    message.serverTimestamp = created
    message.readAt = created.addingTimeInterval(-1)
    message.readTimes = ["bob": created.addingTimeInterval(-2)]
    message.readBy = ["bob"]
    XCTAssertEqual(
      found(message),
      [
        "readBeforeSent readAt: 2025-10-21T10:41:59Z is before the server accepted the "
          + "message (2025-10-21T10:42:00Z)",
        "readBeforeSent readTimes.bob: 2025-10-21T10:41:58Z is before the server accepted the "
          + "message (2025-10-21T10:42:00Z)",
      ])
  }

  func testServerTimeBeforeCreationBeyondTheSkew() {
    var message = Fixtures.outgoing(.sent)
    message.serverTimestamp = created.addingTimeInterval(-Inconsistency.clockSkew)
    XCTAssertEqual(found(message), [])
    message.serverTimestamp = created.addingTimeInterval(-Inconsistency.clockSkew - 1)
    XCTAssertEqual(
      found(message),
      [
        "serverBeforeCreated serverTimestamp: 2025-10-21T10:36:59Z is more than 300 s before "
          + "the message was created (2025-10-21T10:42:00Z)"
      ])
  }

  func testDeliveredBeforeSentAndReceiptsFromTheSender() {
    var message = Fixtures.outgoing(.delivered, deliveredTo: ["me", "carol"], readBy: ["me"])
    message.serverTimestamp = created
    message.deliveredTimes = ["carol": created.addingTimeInterval(-10)]
    XCTAssertEqual(
      found(message),
      [
        "deliveredBeforeSent deliveredTimes.carol: 2025-10-21T10:41:50Z is before the server "
          + "accepted the message (2025-10-21T10:42:00Z)",
        "receiptFromSender deliveredTo: names the message's own sender, whose receipt never "
          + "counts",
        "receiptFromSender readBy: names the message's own sender, whose receipt never counts",
      ])
    // The describer's rule stays: the sender's own receipt does not count.
    let bubble = Fixtures.describe(message, in: chat, .init(style: .receiptBadge))
    XCTAssertEqual(bubble.status?.state, .delivered)
  }
}
