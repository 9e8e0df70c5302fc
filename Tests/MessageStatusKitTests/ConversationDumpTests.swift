import MessageStatusKit
import XCTest

/// Equal conversations snapshot alike.
///
/// swift-snapshot-testing's `.dump` (like swift-custom-dump) walks a value's `Mirror` and
/// lists a set's or a dictionary's children sorted. A conversation keeps its participants by position for counting receipts; that order
/// follows how its set was built and must not show.
final class ConversationDumpTests: XCTestCase {
  /// The walk `.dump` does: children in order, those of sets and dictionaries sorted.
  private static func sortedDump(_ value: Any, indent: String = "") -> String {
    let mirror = Mirror(reflecting: value)
    var children = mirror.children.map { child in
      (child.label.map { "\($0): " } ?? "") + sortedDump(child.value, indent: indent + "  ")
    }
    if mirror.displayStyle == .set || mirror.displayStyle == .dictionary { children.sort() }
    let head = mirror.children.isEmpty ? String(reflecting: value) : "\(mirror.subjectType)"
    return head + children.map { "\n\(indent)  \($0)" }.joined()
  }

  func testEqualConversationsDumpAlike() {
    let members = (0..<40).map { UserID("user\($0)") }
    let listed = Conversation(participants: members, viewer: "user0")
    // The same members in a set that once held many more: its order differs.
    var grown = Set(members)
    let others = (0..<2_000).map { UserID("other\($0)") }
    grown.formUnion(others)
    grown.subtract(others)
    let regrown = Conversation(participants: grown, viewer: "user0")
    XCTAssertEqual(listed, regrown)
    XCTAssertNotEqual(Array(listed.participants), Array(regrown.participants))
    XCTAssertEqual(Self.sortedDump(listed), Self.sortedDump(regrown))
  }
}
