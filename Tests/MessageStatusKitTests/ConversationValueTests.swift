import MessageStatusKit
import XCTest

/// A conversation keeps its fields in one shared box: it must still behave as a value.
final class ConversationValueTests: XCTestCase {
  private let message = Message(
    id: "m", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0), state: .sent,
    deliveredTo: ["alice", "bob"], readBy: ["alice"])

  func testChangingACopyLeavesTheOriginal() {
    let original = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me", displayNames: ["alice": "Alice"])
    var copy = original
    copy.participants.insert("carol")
    copy.viewer = "alice"
    copy.kind = .direct
    copy.displayNames["bob"] = "Bob"
    XCTAssertEqual(original.participants, ["me", "alice", "bob"])
    XCTAssertEqual(original.viewer, "me")
    XCTAssertEqual(original.kind, .group)
    XCTAssertEqual(original.displayNames, ["alice": "Alice"])
    XCTAssertEqual(copy.participants, ["me", "alice", "bob", "carol"])
    XCTAssertEqual(copy.viewer, "alice")
    XCTAssertEqual(copy.kind, .direct)
    XCTAssertEqual(copy.displayNames, ["alice": "Alice", "bob": "Bob"])
    XCTAssertNotEqual(original, copy)
  }

  /// Receipts are counted against the participants as they are now, after a change.
  func testReceiptsCountAgainstTheChangedParticipants() {
    var chat = Conversation(participants: ["me", "alice"], viewer: "me", kind: .group)
    XCTAssertEqual(ReceiptSummary(message: message, in: chat).recipientCount, 1)
    XCTAssertEqual(ReceiptSummary(message: message, in: chat).deliveredCount, 1)
    chat.participants.insert("bob")
    let summary = ReceiptSummary(message: message, in: chat)
    XCTAssertEqual(summary.recipientCount, 2)
    XCTAssertEqual(summary.deliveredCount, 2)
    XCTAssertEqual(summary.readCount, 1)
  }

  /// Its dump shows its public properties alone, in declaration order.
  func testDumpShowsThePublicProperties() {
    let chat = Conversation(participants: ["me"], viewer: "me")
    XCTAssertEqual(
      Mirror(reflecting: chat).children.map(\.label),
      ["participants", "viewer", "kind", "displayNames"])
  }
}
