import MessageStatusKit
import XCTest

/// Whatever a bubble shows about who read it, its label says.
final class HeardAsSeenTests: XCTestCase {
  /// A group message read by three of five: short of everyone, so ticks and circles show
  /// it delivered, with three readers' avatars; the label says both.
  func testAPartlyReadGroupMessageSaysWhoReadBesideItsState() {
    let message = Fixtures.outgoing(
      .sent, text: "Party starts at 7", deliveredTo: Set(Fixtures.groupRecipients),
      readBy: ["alice", "bob", "carol"])
    for style in [StatusStyle.ticks, .circles, .text] {
      let bubble = Fixtures.describe(message, in: Fixtures.group, .init(style: style))
      XCTAssertEqual(bubble.status?.state, .delivered, "\(style)")
      XCTAssertEqual(bubble.readers.count, 3, "\(style)")
      XCTAssertEqual(
        bubble.accessibilityLabel, "Party starts at 7, delivered, read by 3 of 5", "\(style)")
      // The status icon speaks its own state only: the readers are the bubble's.
      XCTAssertEqual(bubble.status?.accessibilityLabel, "Delivered", "\(style)")
    }
    let named = Fixtures.describe(
      message, in: Fixtures.group, .init(style: .ticks, namedReaders: 2))
    XCTAssertEqual(
      named.accessibilityLabel,
      "Party starts at 7, delivered, read by Alice, Bob, and 1 other")
  }

  /// Hidden read receipts hide the readers, and the label says nothing of them.
  func testHiddenReceiptsSayNothingOfReaders() {
    let message = Fixtures.outgoing(
      .sent, deliveredTo: Set(Fixtures.groupRecipients), readBy: ["alice"])
    let bubble = Fixtures.describe(message, in: Fixtures.group, .init(readReceipts: .hidden))
    XCTAssertEqual(bubble.readers, [])
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, delivered")
  }
}
