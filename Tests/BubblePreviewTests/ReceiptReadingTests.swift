import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// Senders and receipt lists reused by their bytes must read exactly as reading them again
/// would: each message's sender and receipts are checked against the document's tree.
final class RepeatedValuesTests: XCTestCase {
  /// Receipt lists that differ from each other by little: a prefix, spacing, an escape that
  /// spells the same name, a repeated name, a line break inside, and more lists than are
  /// kept, so old ones are replaced.
  private let receiptLists = [
    #"["alice","bob"]"#, #"["alice","bob","carol"]"#, #"["alice", "bob"]"#,
    #"["\u0061lice","bob"]"#, #"["alice","alice"]"#, "[\"alice\",\n\"bob\"]", #"[]"#,
    #"["bob","alice"]"#, #"["dave"]"#, #"["erin"]"#, #"["frank"]"#, #"["grace"]"#,
    #"["heidi"]"#, #"["ivan"]"#, #"["alicf","bob"]"#, #"["alice","bo"]"#,
  ]
  /// More senders than are kept, and two that differ in their last byte only.
  private let senders = [
    "me", "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "alicf",
    "b\\u00f6b", "böb",
  ]

  /// A document of `count` messages that cycles through the lists and senders at different
  /// strides, so that each list meets each neighbour.
  private func document(count: Int) -> [UInt8] {
    var text = #"{"viewer":"me","messages":["#
    for index in 0..<count {
      let sender = senders[(index * 7) % senders.count]
      let delivered = receiptLists[(index * 5) % receiptLists.count]
      let read = receiptLists[(index * 3 + 1) % receiptLists.count]
      text += index == 0 ? "\n" : ",\n"
      text += #"{"id":"m\#(index)","sender":"\#(sender)","createdAt":"2025-10-01T00:00:00Z","#
      text += #""state":"read","deliveredTo":\#(delivered),"readBy":\#(read)}"#
    }
    return Array((text + "]}").utf8)
  }

  /// The names in the array `value`, from the tree.
  private func names(_ value: JSONValue?) -> Set<UserID> {
    guard case .array(let elements) = value else { return [] }
    return Set(
      elements.compactMap { element -> UserID? in
        guard case .string(let name) = element else { return nil }
        return UserID(rawValue: name)
      })
  }

  private func member(_ key: String, of value: JSONValue) -> JSONValue? {
    guard case .object(let pairs) = value else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  func testReusedValuesEqualTheTree() throws {
    let bytes = document(count: 600)
    let tree = try JSONParser.parse(bytes)
    guard case .array(let messages)? = member("messages", of: tree) else {
      return XCTFail("no messages")
    }
    let entries = try PreviewInput(bytes: bytes).entries
    XCTAssertEqual(entries.count, 600)
    for (entry, message) in zip(entries, messages) {
      guard case .string(let sender)? = member("sender", of: message) else {
        return XCTFail("no sender")
      }
      XCTAssertEqual(entry.message.sender, UserID(rawValue: sender))
      XCTAssertEqual(entry.message.deliveredTo, names(member("deliveredTo", of: message)))
      XCTAssertEqual(entry.message.readBy, names(member("readBy", of: message)))
    }
    // The lists really are this varied: the escape and the repeat give equal sets from
    // different bytes, and the near misses give different sets.
    XCTAssertEqual(Set(entries.map(\.message.deliveredTo)).count, 12)
    XCTAssertEqual(Set(entries.map(\.message.sender)).count, 12)
  }

  func testAnErrorAfterAReusedListIsStillLocated() {
    // The same list twice, then the same bytes up to a non-string element.
    let text = """
      {"viewer":"me","messages":[
      {"id":"a","sender":"me","createdAt":"2025-10-01T00:00:00Z","state":"sent","deliveredTo":["alice","bob"]},
      {"id":"b","sender":"me","createdAt":"2025-10-01T00:00:00Z","state":"sent","deliveredTo":["alice","bob"]},
      {"id":"c","sender":"me","createdAt":"2025-10-01T00:00:00Z","state":"sent","deliveredTo":["alice","bob",3]}
      ]}
      """
    XCTAssertThrowsError(try PreviewInput(bytes: Array(text.utf8))) { error in
      XCTAssertEqual(
        error as? PreviewError,
        .wrongType(path: "messages[2].deliveredTo[2]", expected: "a string", found: "a number"))
    }
  }
}
