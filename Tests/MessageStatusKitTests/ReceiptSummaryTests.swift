import MessageStatusKit
import XCTest

final class ReceiptSummaryTests: XCTestCase {
  func testDirectChatHasOneRecipient() {
    let summary = ReceiptSummary(
      message: Fixtures.outgoing(.sent, readBy: ["alice"]), in: Fixtures.direct)
    XCTAssertEqual(summary, ReceiptSummary(recipientCount: 1, deliveredCount: 1, readCount: 1))
    XCTAssertEqual(summary.evidence(policy: .allRecipients), .read)
  }

  func testGroupOfThreeUnderBothPolicies() {
    let chat = Conversation(participants: ["me", "alice", "bob"], viewer: "me")
    let message = Fixtures.outgoing(.sent, deliveredTo: ["alice", "bob"], readBy: ["alice"])
    let summary = ReceiptSummary(message: message, in: chat)
    XCTAssertEqual(summary, ReceiptSummary(recipientCount: 2, deliveredCount: 2, readCount: 1))
    XCTAssertEqual(summary.evidence(policy: .allRecipients), .delivered)
    XCTAssertEqual(summary.evidence(policy: .anyRecipient), .read)
  }

  func testAllRecipientsIsTheMostConservativeState() {
    let chat = Fixtures.group
    func evidence(delivered: Set<UserID>, read: Set<UserID>) -> DeliveryState? {
      ReceiptSummary(
        message: Fixtures.outgoing(.sent, deliveredTo: delivered, readBy: read), in: chat
      ).evidence(policy: .allRecipients)
    }
    let everyone = Set(Fixtures.groupRecipients)
    XCTAssertNil(evidence(delivered: [], read: []))
    XCTAssertEqual(evidence(delivered: ["alice"], read: []), .sent)
    XCTAssertEqual(evidence(delivered: everyone, read: ["alice"]), .delivered)
    XCTAssertEqual(evidence(delivered: [], read: everyone), .read, "readers count as delivered")
  }

  func testReceiptsFromOutsidersAndTheSenderNeverCount() {
    let message = Fixtures.outgoing(
      .sent, deliveredTo: ["me", "mallory", "alice"], readBy: ["me", "mallory", "bob"])
    let summary = ReceiptSummary(message: message, in: Fixtures.group)
    XCTAssertEqual(summary.recipientCount, 5)
    XCTAssertEqual(summary.readCount, 1, "only bob")
    XCTAssertEqual(summary.deliveredCount, 2, "alice, and bob who read it")
  }

  func testReaderAlsoInDeliveredIsCountedOnce() {
    let message = Fixtures.outgoing(.sent, deliveredTo: ["alice", "bob"], readBy: ["alice"])
    let summary = ReceiptSummary(message: message, in: Fixtures.group)
    XCTAssertEqual(summary.deliveredCount, 2)
    XCTAssertEqual(summary.readCount, 1)
  }

  func testFiveThousandMemberGroupCountsEveryReceipt() {
    let members = (0..<5_000).map { UserID("user\($0)") }
    let chat = Conversation(participants: members + ["me"], viewer: "me")
    let readers = Set(members.prefix(2_500))
    let message = Fixtures.outgoing(.sent, deliveredTo: Set(members), readBy: readers)
    let summary = ReceiptSummary(message: message, in: chat)
    XCTAssertEqual(
      summary, ReceiptSummary(recipientCount: 5_000, deliveredCount: 5_000, readCount: 2_500))
    XCTAssertEqual(summary.evidence(policy: .allRecipients), .delivered)
    XCTAssertEqual(summary.evidence(policy: .anyRecipient), .read)

    let bubble = Fixtures.describe(message, in: chat, .init(style: .receiptBadge))
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by 2500 of 5000")
    XCTAssertEqual(bubble.status?.badge?.displayText, "99+")
    XCTAssertEqual(bubble.status?.badge?.count, 2_500)
  }

  func testEmptyConversationHasNoRecipientsAndNoEvidence() {
    let chat = Conversation(participants: [], viewer: "me")
    let summary = ReceiptSummary(message: Fixtures.outgoing(.sent, readBy: ["alice"]), in: chat)
    XCTAssertEqual(summary, ReceiptSummary(recipientCount: 0, deliveredCount: 0, readCount: 0))
    XCTAssertNil(summary.evidence(policy: .anyRecipient))
  }
}
