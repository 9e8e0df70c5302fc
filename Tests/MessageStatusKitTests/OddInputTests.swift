import Foundation
import MessageStatusKit
import XCTest

/// Inputs a real app sends by mistake: each gives a sensible description, never a trap.
final class OddInputTests: XCTestCase {
  func testReaderOutsideTheGroupIsIgnored() {
    let message = Fixtures.outgoing(.sent, readBy: ["mallory"])
    let bubble = Fixtures.describe(message, in: Fixtures.group, .init(style: .receiptBadge))
    XCTAssertEqual(bubble.status?.state, .sent)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, sent")
  }

  func testSenderInReadByDoesNotCount() {
    let message = Fixtures.outgoing(.sent, readBy: ["me"])
    XCTAssertEqual(Fixtures.describe(message, in: Fixtures.direct).status?.state, .sent)
  }

  func testDuplicateParticipantsCollapse() {
    let chat = Conversation(participants: ["me", "alice", "alice", "me"], viewer: "me")
    XCTAssertEqual(chat.participants.count, 2)
    XCTAssertEqual(chat.kind, .direct)
    // An array, a set and any other sequence of the same members make the same chat.
    let members: [UserID] = ["me", "alice", "bob", "alice"]
    let chats = [
      Conversation(participants: members, viewer: "me"),
      Conversation(participants: Set(members), viewer: "me"),
      Conversation(participants: members.lazy.map { $0 }, viewer: "me"),
      Conversation(participants: members[1...] + ["me"], viewer: "me"),
    ]
    for other in chats {
      XCTAssertEqual(other, chats[0])
      XCTAssertEqual(other.participants, ["me", "alice", "bob"])
      XCTAssertEqual(other.kind, .group)
      let read = Message(
        id: "m", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
        state: .read, deliveredTo: ["alice", "bob"], readBy: ["bob", "carol"])
      XCTAssertEqual(BubbleDescriber().describe(read, in: other).readers.map(\.id), ["bob"])
    }
  }

  func testEmptyParticipantsStillDescribeEveryState() {
    let chat = Conversation(participants: [], viewer: "me")
    for style in StatusStyle.allCases {
      for state in DeliveryState.allCases {
        let bubble = Fixtures.describe(
          Fixtures.outgoing(state, readBy: ["alice"]), in: chat, .init(style: style))
        XCTAssertEqual(bubble.status?.state, state, "\(style) \(state)")
        XCTAssertEqual(
          bubble.accessibilityLabel, "Hello world, \(Phrasebook.english.labelStatus[state])")
        if let badge = bubble.status?.badge { XCTAssertEqual(badge.count, 1) }
      }
    }
  }

  func testEmptyGroupSpeaksNoCount() {
    let chat = Conversation(participants: ["me"], viewer: "me", kind: .group)
    let bubble = Fixtures.describe(Fixtures.outgoing(.read), in: chat, .init(style: .receiptBadge))
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read")
    XCTAssertEqual(bubble.status?.badge?.count, 1)
  }

  func testServerStateWithoutReceiptListsIsTrusted() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.read), in: Fixtures.group)
    XCTAssertEqual(bubble.status?.state, .read)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by everyone")
  }

  func testReceiptsOnAFailedMessageSupersedeTheFailure() {
    let message = Fixtures.outgoing(.failed, deliveredTo: ["alice"])
    let bubble = Fixtures.describe(message, in: Fixtures.direct)
    XCTAssertEqual(bubble.status?.state, .delivered)
    XCTAssertEqual(bubble.actions, [])
  }

  func testReceiptsNeverTurnSendingIntoFailedOrBack() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.sending), in: Fixtures.group)
    XCTAssertEqual(bubble.status?.state, .sending)
  }

  func testViewerOutsideParticipantsStillSeesTheirOwnMessagesAsOutgoing() {
    let chat = Conversation(participants: ["alice", "bob"], viewer: "me")
    XCTAssertEqual(Fixtures.describe(Fixtures.outgoing(.sent), in: chat).role, .outgoing)
  }

  func testEmptyDisplayNameAndEmptyIdLeaveNoDanglingSeparator() {
    let chat = Conversation(
      participants: ["me", "", "bob"], viewer: "me", displayNames: ["": ""])
    let bubble = Fixtures.describe(Fixtures.incoming(from: ""), in: chat)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world")
    XCTAssertEqual(bubble.transition.announcement?.text, "New message: Hello world")
  }

  func testHostileTextIsKeptVerbatimInTheDescription() {
    // Verbatim but for the override, which no text keeps (see BidiIsolationTests).
    let text = "<script>alert(1)</script>\u{2067}שלום\u{0000}"
    let bubble = Fixtures.describe(Fixtures.outgoing(.sent, text: text))
    XCTAssertEqual(bubble.text, text)
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}" + text + "\u{2069}\u{2069}, sent")
  }

  func testTenThousandCharacterMessage() {
    let text = String(repeating: "a", count: 10_000)
    let bubble = Fixtures.describe(Fixtures.outgoing(.read, text: text))
    XCTAssertEqual(bubble.accessibilityLabel.count, 10_006)
  }

  func testNegativeAndHugeCountsAreHandled() {
    XCTAssertEqual(Language.english.pluralRule.category(for: -1), .one)
    XCTAssertEqual(Language.english.pluralRule.category(for: Int.min), .other)
  }
}
