import MessageStatusKit
import XCTest

/// In a group, the receipts decide delivered and read.
///
/// The message's own state only says whether the server has it. The whole table is
/// written out by hand.
final class GroupTruthTableTests: XCTestCase {
  /// One-to-one with Alice.
  private let direct = Conversation(participants: ["me", "a"], viewer: "me")
  /// The viewer and three recipients.
  private let group = Conversation(participants: ["me", "a", "b", "c"], viewer: "me")

  /// Receipt lists, by name, for the table's rows.
  private let receipts: [String: (deliveredTo: Set<UserID>, readBy: Set<UserID>)] = [
    "none": ([], []),
    "strangers": (["zed"], []),  // lists that name nobody in the chat
    "someDelivered": (["a"], []),
    "allDelivered": (["a", "b", "c"], []),
    "someRead": (["a", "b", "c"], ["b"]),  // the backend raised `read` on the first reader
    "allRead": ([], ["a", "b", "c"]),
    "directDelivered": (["a"], []),
    "directRead": ([], ["a"]),
  ]

  /// Rows: conversation, policy, receipts, then the presented state for the message states
  /// sending, sent, delivered, read, failed.
  private let table = """
    direct all none            sending sent delivered read failed
    direct any none            sending sent delivered read failed
    direct all directDelivered delivered delivered delivered read delivered
    direct any directDelivered delivered delivered delivered read delivered
    direct all directRead      read read read read read
    direct any directRead      read read read read read
    group  all none            sending sent delivered read failed
    group  any none            sending sent delivered read failed
    group  all strangers       sending sent sent sent failed
    group  any strangers       sending sent sent sent failed
    group  all someDelivered   sent sent sent sent sent
    group  any someDelivered   delivered delivered delivered delivered delivered
    group  all allDelivered    delivered delivered delivered delivered delivered
    group  any allDelivered    delivered delivered delivered delivered delivered
    group  all someRead        delivered delivered delivered delivered delivered
    group  any someRead        read read read read read
    group  all allRead         read read read read read
    group  any allRead         read read read read read
    """

  func testTheReceiptsDecideInGroupsAndTheStateElsewhere() throws {
    let rows = table.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    XCTAssertEqual(rows.count, 18)
    for row in rows {
      XCTAssertEqual(row.count, 8, "\(row)")
      let conversation = row[0] == "group" ? group : direct
      let policy: GroupPolicy = row[1] == "all" ? .allRecipients : .anyRecipient
      let lists = try XCTUnwrap(receipts[row[2]], row[2])
      for (state, expected) in zip(DeliveryState.allCases, row[3...]) {
        let message = Message(
          id: "m1", sender: "me", text: "Hello world", createdAt: Fixtures.created, state: state,
          deliveredTo: lists.deliveredTo, readBy: lists.readBy)
        for style in StatusStyle.allCases {
          let options = BubbleDescription.Options(style: style, groupPolicy: policy)
          let presented = Fixtures.describe(message, in: conversation, options).status?.state
          XCTAssertEqual(presented?.rawValue, expected, "\(row[0...2]) \(state) \(style)")
        }
      }
    }
  }

  /// The seed document's group message: the backend says read, one of two has read.
  func testOneReaderOfTwoIsDeliveredUnderAllRecipients() {
    let message = Message(
      id: "m1", sender: "me", text: "Hello world", createdAt: Fixtures.created, state: .read,
      deliveredTo: ["alice", "bob"], readBy: ["alice"])
    let chat = Conversation(participants: ["me", "alice", "bob"], viewer: "me")
    let bubble = Fixtures.describe(message, in: chat, .init(style: .ticks))
    XCTAssertEqual(bubble.status?.state, .delivered)
    XCTAssertEqual(bubble.status?.color, .secondary)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, delivered")
  }

  /// Icon, colour, badge, words and labels all tell the same story for a partly read group.
  func testEveryPartOfAPartlyReadGroupBubbleAgrees() throws {
    let message = Message(
      id: "m1", sender: "me", text: "Hello world", createdAt: Fixtures.created, state: .read,
      deliveredTo: ["a", "b", "c"], readBy: ["b"])
    var seen: [String] = []
    for style in StatusStyle.allCases {
      for policy in GroupPolicy.allCases {
        let options = BubbleDescription.Options(style: style, groupPolicy: policy)
        let bubble = Fixtures.describe(message, in: group, options)
        let status = try XCTUnwrap(bubble.status)
        let parts = [
          "\(style) \(policy):", status.state.rawValue, status.color?.rawValue ?? "badge",
          status.symbols.map(\.sfSymbolName).joined(separator: "+"), status.text ?? "-",
          status.badge.map { "badge \($0.displayText)" } ?? "-",
          "[\(status.accessibilityLabel)]", "[\(bubble.accessibilityLabel)]",
        ]
        seen.append(parts.joined(separator: " "))
      }
    }
    XCTAssertEqual(
      seen.joined(separator: "\n"),
      """
      ticks allRecipients: delivered secondary checkmark+checkmark - - [Delivered] [Hello world, delivered]
      ticks anyRecipient: read accent checkmark+checkmark - - [Read by 1 of 3] [Hello world, read by 1 of 3]
      circles allRecipients: delivered secondary checkmark.circle - - [Delivered] [Hello world, delivered]
      circles anyRecipient: read accent checkmark.circle.fill - - [Read by 1 of 3] [Hello world, read by 1 of 3]
      receiptBadge allRecipients: delivered secondary checkmark - - [Delivered] [Hello world, delivered]
      receiptBadge anyRecipient: read badge  - badge 1 [Read by 1 of 3] [Hello world, read by 1 of 3]
      text allRecipients: delivered secondary  Delivered - [Delivered] [Hello world, delivered]
      text anyRecipient: read secondary  Read - [Read by 1 of 3] [Hello world, read by 1 of 3]
      """)
  }
}
