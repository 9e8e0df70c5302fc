import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// Equal long receipt lists are held once.
///
/// Before, 54 messages that each named the same million readers held 54 sets, 5.5 GB.
/// Short lists, up to 512 names, are shared with the last message's that had one
/// (`ReceiptReadingTests`).
final class ReceiptSharingTests: XCTestCase {
  /// The storage a set's elements live in: a `Set` is one reference to it.
  private func storage(_ set: Set<UserID>) -> UnsafeRawPointer {
    XCTAssertEqual(MemoryLayout<Set<UserID>>.size, MemoryLayout<UnsafeRawPointer>.size)
    return unsafeBitCast(set, to: UnsafeRawPointer.self)
  }

  func testEqualListsShareOneSetWhereverTheyStand() throws {
    let readers = (0..<1_000).map { "\"reader-\($0)\"" }.joined(separator: ", ")
    let others = (0..<1_000).reversed().map { "\"reader-\($0)\"" }.joined(separator: ", ")
    let messages = (0..<4).map { index in
      // The second message lists the same readers in another order, the third someone else.
      let list = index == 1 ? others : index == 2 ? #""carol""# : readers
      return messageJSON(#""readBy": [\#(list)], "deliveredTo": [\#(list)]"#, id: "m\(index)")
    }
    let input = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8))
    let sets = input.entries.map(\.message.readBy)
    XCTAssertEqual(sets[0].count, 1_000)
    XCTAssertEqual(storage(sets[1]), storage(sets[0]), "same readers, another order")
    XCTAssertEqual(storage(sets[3]), storage(sets[0]), "after another list")
    XCTAssertNotEqual(storage(sets[2]), storage(sets[0]))
    XCTAssertEqual(storage(input.entries[0].message.deliveredTo), storage(sets[0]))
  }

  /// Names that differ only by Unicode normalisation are other users: a list is not
  /// shared with the last one because `String` calls their names equal.
  func testAListOfOtherlyNormalisedNamesIsNotTheLastList() throws {
    let messages = [#"["cafe\u0301"]"#, #"["caf\u00e9"]"#].enumerated().map { index, list in
      messageJSON(#""state": "read", "readBy": \#(list), "deliveredTo": \#(list)"#, id: "m\(index)")
    }
    let entries = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8)).entries
    XCTAssertEqual(entries[0].message.readBy, [UserID("cafe\u{301}")])
    XCTAssertEqual(entries[1].message.readBy, [UserID("caf\u{e9}")])
    XCTAssertEqual(entries[1].message.deliveredTo, [UserID("caf\u{e9}")])
  }

  /// A short list is shared with the last message that had one, across messages without:
  /// in a group, receipts come on some messages and not on the ones between.
  func testAShortListIsSharedAcrossMessagesWithoutOne() throws {
    let messages = (0..<5).map { index in
      messageJSON(
        index.isMultiple(of: 2)
          ? #""readBy": ["alice", "bob"], "deliveredTo": ["alice", "bob"]"# : "",
        id: "m\(index)")
    }
    let input = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8))
    let sets = input.entries.map(\.message.readBy)
    XCTAssertEqual(sets[0], ["alice", "bob"])
    XCTAssertEqual(sets[1], [])
    XCTAssertEqual(storage(sets[2]), storage(sets[0]))
    XCTAssertEqual(storage(sets[4]), storage(sets[0]))
    XCTAssertEqual(
      storage(input.entries[4].message.deliveredTo), storage(input.entries[0].message.deliveredTo))
  }
}
