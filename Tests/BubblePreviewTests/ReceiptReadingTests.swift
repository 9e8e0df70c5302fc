import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// Senders and receipt lists read as a parser we did not write reads them, and a list equal
/// to the last one a message had is held once.
final class ReceiptReadingTests: XCTestCase {
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

  /// The names in the array `value`, as Foundation's `JSONSerialization` read them.
  private func names(_ value: Any?) -> Set<UserID> {
    Set(((value as? [Any]) ?? []).compactMap { ($0 as? String).map(UserID.init(rawValue:)) })
  }

  /// The storage a set's elements live in: a `Set` is one reference to it.
  private func storage(_ set: Set<UserID>) -> UnsafeRawPointer {
    unsafeBitCast(set, to: UnsafeRawPointer.self)
  }

  func testSendersAndReceiptsEqualJSONSerializations() throws {
    let bytes = document(count: 600)
    let tree = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let messages = try XCTUnwrap(tree?["messages"] as? [[String: Any]])
    let entries = try PreviewInput(bytes: bytes).entries
    XCTAssertEqual(entries.count, 600)
    for (entry, message) in zip(entries, messages) {
      let sender = try XCTUnwrap(message["sender"] as? String)
      XCTAssertTrue(
        entry.message.sender.rawValue.unicodeScalars.elementsEqual(sender.unicodeScalars))
      XCTAssertEqual(entry.message.deliveredTo, names(message["deliveredTo"]))
      XCTAssertEqual(entry.message.readBy, names(message["readBy"]))
    }
    // The lists really are this varied: the escape and the repeat give equal sets from
    // different bytes, and the near misses give different sets.
    XCTAssertEqual(Set(entries.map(\.message.deliveredTo)).count, 12)
    XCTAssertEqual(Set(entries.map(\.message.sender)).count, 12)
  }

  /// A list equal to the last message's shares its storage, however it is spelled; an
  /// unequal one does not.
  func testAListEqualToThePreviousOneSharesItsStorage() throws {
    let lists = [#"["alice","bob"]"#, #"["bob", "\u0061lice"]"#, #"["carol"]"#, #"["carol"]"#]
    let messages = lists.enumerated().map { index, list in
      messageJSON(#""deliveredTo": \#(list)"#, id: "m\(index)")
    }
    let entries = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8)).entries
    let sets = entries.map(\.message.deliveredTo)
    XCTAssertEqual(storage(sets[1]), storage(sets[0]))
    XCTAssertNotEqual(storage(sets[2]), storage(sets[1]))
    XCTAssertEqual(storage(sets[3]), storage(sets[2]))
  }

  /// A `readBy` list written exactly as the last one was is not read again: its readers
  /// and their times are the last list's; a time written otherwise is read.
  func testAReadByListWrittenAsTheLastOneKeepsItsTimes() throws {
    let early = #"[{"id": "alice", "at": "2025-10-21T10:43:00Z"}, "bob"]"#
    let later = #"[{"id": "alice", "at": "2025-10-21T10:44:00Z"}, "bob"]"#
    let messages = [early, early, later, early].enumerated().map { index, list in
      messageJSON(#""state": "read", "readBy": \#(list)"#, id: "m\(index)")
    }
    let entries = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8)).entries
    let times = entries.map { $0.message.readTimes["alice"].map(ISOInstant.string(from:)) }
    XCTAssertEqual(
      times,
      [
        "2025-10-21T10:43:00Z", "2025-10-21T10:43:00Z", "2025-10-21T10:44:00Z",
        "2025-10-21T10:43:00Z",
      ])
    XCTAssertEqual(entries.map(\.message.readBy), Array(repeating: ["alice", "bob"], count: 4))
    XCTAssertEqual(storage(entries[1].message.readBy), storage(entries[0].message.readBy))
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
        .wrongType(
          path: "messages[2].deliveredTo[2]",
          expected: "a user id, or an object with \"id\" and \"at\"", found: "a number"))
    }
  }
}
