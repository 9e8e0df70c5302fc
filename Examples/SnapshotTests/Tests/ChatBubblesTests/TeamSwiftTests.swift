import ChatBubbles
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import Testing

/// Swift Testing: `assertGolden` records an issue at the call.
// The default, spelled out: new goldens are written (and fail); changed ones fail untouched.
@Suite(.goldens(record: .missing))
struct TeamSwiftTests {
  @Test(arguments: [0, 2, 3])
  func badge(readers: Int) {
    let everyone: [UserID] = ["alice", "bob", "carol"]
    let bubble = ChatBubbles.teamMessage(readBy: Set(everyone.prefix(readers)))
    assertGolden(of: [bubble], as: .json, named: "team-read-by-\(readers)", in: "swift-testing")
  }

  @Test func failedMessageAsText() {
    let bubble = BubbleDescriber().describe(
      ChatBubbles.outgoing(.failed, text: "Photo of the whiteboard"), in: ChatBubbles.chat)
    assertGolden(of: [bubble], as: .text, named: "failed", in: "swift-testing")
  }

  @Test func morningThreadAsText() {
    // A ThreadDescription has text, HTML and JSON presets too: day headings, runs, bubbles.
    assertGolden(
      of: ChatBubbles.morningThread(), as: .text, named: "morning-thread", in: "swift-testing")
  }

  @Test func inboxRowAsJSON() {
    // The app's own struct: `.encodedJSON` works for any Encodable value (keys sorted).
    let last = BubbleDescriber().describe(ChatBubbles.outgoing(.delivered), in: ChatBubbles.chat)
    let row = ChatBubbles.inboxRow(last: last, unread: 2)
    assertGolden(of: row, as: .encodedJSON, named: "inbox-row", in: "swift-testing")
  }
}
