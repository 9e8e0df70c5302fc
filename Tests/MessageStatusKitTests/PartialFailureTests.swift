import Foundation
import MessageStatusKit
import XCTest

/// A group message that failed for some recipients: seen, heard and actionable, while the
/// others' receipts still count.
final class PartialFailureTests: XCTestCase {
  /// Read by Alice and Carol, failed for Bob: shown before as read under anyRecipient, and
  /// Bob never got it.
  private func message() -> Message {
    var message = Fixtures.outgoing(.sent, deliveredTo: Set(Fixtures.groupRecipients))
    message.record(.read, for: "alice", at: Fixtures.created.addingTimeInterval(60))
    message.record(.read, for: "carol", at: Fixtures.created.addingTimeInterval(120))
    message.record(.failed, for: "bob")
    return message
  }

  func testAFailureForOneRecipientIsSeenHeardAndActionable() throws {
    for style in StatusStyle.allCases {
      for policy in GroupPolicy.allCases {
        let options = BubbleDescription.Options(style: style, groupPolicy: policy)
        let bubble = Fixtures.describe(message(), in: Fixtures.group, options)
        let context = "\(style) \(policy)"
        XCTAssertEqual(bubble.status?.state, .failed, context)
        XCTAssertEqual(
          bubble.accessibilityLabel, "Hello world, failed to send to Bob, read by 2 of 5", context)
        // The others' receipts are still listed, with their times.
        XCTAssertEqual(bubble.readers.map(\.name), ["Alice", "Carol"], context)
        XCTAssertEqual(bubble.actions.map(\.id), [.resend, .delete], context)
        XCTAssertEqual(bubble.actions.first?.label, "Retry", context)
        XCTAssertEqual(bubble.accessibility.defaultAction, .resend, context)
        XCTAssertEqual(bubble.accessibility.hint, "Retry or delete this message.", context)
      }
    }
  }

  /// Under the receipt badge, the failure takes the badge's place: the error symbol shows,
  /// and the count of readers is in the label and the readers' avatars.
  func testUnderTheReceiptBadgeTheFailureShowsWhereTheCountWas() throws {
    let bubble = Fixtures.describe(message(), in: Fixtures.group, .init(style: .receiptBadge))
    let status = try XCTUnwrap(bubble.status)
    XCTAssertNil(status.badge)
    XCTAssertEqual(status.symbols, [.exclamationmarkCircleFill])
    XCTAssertEqual(bubble.readers.count, 2)
    XCTAssertTrue(bubble.accessibilityLabel.hasSuffix("read by 2 of 5"))
  }

  func testTwoAreNamedAndMoreAreCounted() {
    var two = message()
    two.record(.failed, for: "dave")
    XCTAssertEqual(
      Fixtures.describe(two, in: Fixtures.group, .init()).accessibility.stateDescription,
      "failed to send to Bob and Dave, read by 2 of 5")
    var three = two
    three.record(.failed, for: "erin")
    XCTAssertEqual(
      Fixtures.describe(three, in: Fixtures.group, .init()).accessibility.stateDescription,
      "failed to send to 3 people, read by 2 of 5")
  }

  /// Bob's receipt arriving after all outranks his failure; a failure recorded for someone
  /// outside the chat, or the sender, never counts.
  func testAReceiptOutranksAFailureAndStrangersNeverCount() {
    var message = message()
    message.readBy.insert("bob")
    XCTAssertEqual(message.outcome(for: "bob"), .read)
    XCTAssertNotEqual(
      Fixtures.describe(message, in: Fixtures.group, .init()).status?.state, .failed)
    var stranger = Fixtures.outgoing(.sent, deliveredTo: Set(Fixtures.groupRecipients))
    stranger.record(.failed, for: "zed")
    stranger.record(.failed, for: "me")
    XCTAssertEqual(
      Fixtures.describe(stranger, in: Fixtures.group, .init()).status?.state, .delivered)
  }

  /// A member skipped on purpose (they left) is not a recipient: everyone else read it.
  func testASkippedMemberIsNotARecipient() {
    var message = Fixtures.outgoing(.sent, readBy: ["alice", "bob", "carol", "dave"])
    message.record(.skipped, for: "erin")
    XCTAssertEqual(message.outcome(for: "erin"), .skipped)
    let bubble = Fixtures.describe(message, in: Fixtures.group, .init())
    XCTAssertEqual(bubble.status?.state, .read)
    XCTAssertEqual(bubble.accessibility.stateDescription, "read by everyone")
  }

  /// A message that failed outright stays a plain failure: retry, not resend.
  func testAMessageThatFailedOutrightRetriesForEveryone() {
    var message = Fixtures.outgoing(.failed)
    message.record(.failed, for: "bob")
    let bubble = Fixtures.describe(message, in: Fixtures.group, .init())
    XCTAssertEqual(bubble.actions.map(\.id), [.retry, .delete])
  }

  /// Each recipient's outcome is recorded in one place, merges (a receipt outranks a
  /// failure) and round-trips through `Codable`.
  func testOutcomesRecordMergeAndEncode() throws {
    var message = message()
    XCTAssertEqual(
      message.outcomes,
      ["alice": .read, "bob": .failed, "carol": .read, "dave": .delivered, "erin": .delivered])
    XCTAssertEqual(message.outcome(for: "frank"), .sent)
    var update = message
    update.record(.delivered, for: "bob")
    XCTAssertEqual(message.merging(update).outcome(for: "bob"), .delivered)
    message.record(.sent, for: "alice")
    XCTAssertFalse(message.readBy.contains("alice"))
    XCTAssertNil(message.readTimes["alice"])
    let decoded = try JSONDecoder().decode(Message.self, from: JSONEncoder().encode(message))
    XCTAssertEqual(decoded, message)
    let pending = Fixtures.outgoing(.sending)
    XCTAssertEqual(pending.outcome(for: "alice"), .pending)
  }
}
