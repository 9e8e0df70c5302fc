import MessageStatusKit
import XCTest

/// The message's own state is what the app asserts, a floor; what its receipts prove under
/// the group policy can only raise it.
///
/// The whole table is written out by hand.
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
    group  all strangers       sending sent delivered read failed
    group  any strangers       sending sent delivered read failed
    group  all someDelivered   sent sent delivered read sent
    group  any someDelivered   delivered delivered delivered read delivered
    group  all allDelivered    delivered delivered delivered read delivered
    group  any allDelivered    delivered delivered delivered read delivered
    group  all someRead        delivered delivered delivered read delivered
    group  any someRead        read read read read read
    group  all allRead         read read read read read
    group  any allRead         read read read read read
    """

  func testTheStateIsAFloorThatReceiptsRaise() throws {
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

  /// The seed document's group message: the app says read, one of two has read.
  ///
  /// The app's read stands, and under allRecipients it says everyone read; reported as
  /// sent, the receipts decide.
  func testTheAppsReadStandsAndTheReceiptsDecideASent() {
    var message = Message(
      id: "m1", sender: "me", text: "Hello world", createdAt: Fixtures.created, state: .read,
      deliveredTo: ["alice", "bob"], readBy: ["alice"])
    let chat = Conversation(participants: ["me", "alice", "bob"], viewer: "me")
    var bubble = Fixtures.describe(message, in: chat, .init(style: .ticks))
    XCTAssertEqual(bubble.status?.state, .read)
    XCTAssertEqual(bubble.status?.color, .accent)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by everyone")
    message.state = .sent
    bubble = Fixtures.describe(message, in: chat, .init(style: .ticks))
    XCTAssertEqual(bubble.status?.state, .delivered)
    XCTAssertEqual(bubble.status?.color, .secondary)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, delivered, read by 1 of 2")
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
      ticks allRecipients: read accent checkmark+checkmark - - [Read by everyone] [Hello world, read by everyone]
      ticks anyRecipient: read accent checkmark+checkmark - - [Read by 1 of 3] [Hello world, read by 1 of 3]
      circles allRecipients: read accent checkmark.circle.fill - - [Read by everyone] [Hello world, read by everyone]
      circles anyRecipient: read accent checkmark.circle.fill - - [Read by 1 of 3] [Hello world, read by 1 of 3]
      receiptBadge allRecipients: read badge  - badge 3 [Read by everyone] [Hello world, read by everyone]
      receiptBadge anyRecipient: read badge  - badge 1 [Read by 1 of 3] [Hello world, read by 1 of 3]
      text allRecipients: read secondary  Read - [Read by everyone] [Hello world, read by everyone]
      text anyRecipient: read secondary  Read - [Read by 1 of 3] [Hello world, read by 1 of 3]
      """)
  }
}
