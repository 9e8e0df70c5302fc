import Foundation
import MessageStatusKit
import XCTest

/// The README's usage example, compiled and checked: the output it shows is real.
final class ReadmeExampleTests: XCTestCase {
  func testReadmeUsageExample() {
    // README: begin
    let chat = Conversation(
      participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob"])
    let message = Message(
      id: "m1", sender: "me", text: "Hello world",
      createdAt: Date(timeIntervalSince1970: 1_761_043_320),  // 2025-10-21 10:42 UTC
      state: .delivered, readBy: ["alice", "bob", "carol"])
    let bubble = BubbleDescription(
      describing: message, in: chat, options: .init(style: .receiptBadge, appearance: .dark))

    let status = bubble.status
    let accent = Palette.standard.color(status?.color ?? .accent, in: bubble.paletteVariant)
    // README: end
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by 3 of 5")
    XCTAssertEqual(bubble.timestamp, "10:42 AM")
    XCTAssertEqual(status?.state, .read)
    XCTAssertEqual(status?.badge?.displayText, "3")
    XCTAssertEqual(status?.accessibilityLabel, "Read by 3 of 5")
    XCTAssertEqual(accent.hexString, "#3D8BFF")
    XCTAssertEqual(bubble.background, .outgoingBubble)
  }
}
