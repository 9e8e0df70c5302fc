import Foundation
import XCTest

@testable import BubblePreviewCore

/// The input's `readBy` and `deliveredTo` entries with times, `options.namedReaders` and
/// `options.messageInfo`, through the command.
final class ReadersInputTests: XCTestCase {
  func testReadTimesOrderTheReadersAndTheLabelNamesThem() throws {
    let input = documentJSON(
      messages: [
        messageJSON(
          #""state": "read", "readBy": ["bob", {"id": "carol", "at": "2025-10-21T10:50:00Z"}, {"id": "alice", "at": "2025-10-21T10:45:00Z"}]"#
        )
      ],
      extra:
        #""participants": ["me", "alice", "bob", "carol", "dave"], "names": {"alice": "Alice", "bob": "Bob", "carol": "Carol"}, "options": {"style": "receiptBadge", "namedReaders": 2}"#
    )
    let run = PreviewRun(["render"], input: input)
    XCTAssertEqual(run.status, 0, run.errors)
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let bubble = try XCTUnwrap((document["bubbles"] as? [[String: Any]])?.first)
    let readers = try XCTUnwrap(bubble["readers"] as? [[String: Any]])
    XCTAssertEqual(readers.map { $0["id"] as? String }, ["alice", "carol", "bob"])
    XCTAssertEqual(
      readers.map { $0["instant"] as? String },
      ["2025-10-21T10:45:00Z", "2025-10-21T10:50:00Z", nil])
    let accessibility = try XCTUnwrap(bubble["accessibility"] as? [String: Any])
    XCTAssertEqual(
      accessibility["stateDescription"] as? String, "read by Alice, Carol, and 1 other")
  }

  /// A message-info screen's data: the counts, and who has it with when it reached them.
  func testMessageInfoListsWhoHasItWithDeliveryTimes() throws {
    let input = documentJSON(
      messages: [
        messageJSON(
          #""state": "sent", "deliveredTo": ["carol", {"id": "bob", "at": "2025-10-21T10:43:00Z"}], "readBy": ["alice"]"#
        )
      ],
      extra:
        #""participants": ["me", "alice", "bob", "carol", "dave"], "names": {"bob": "Bob", "carol": "Carol"}, "options": {"messageInfo": true}"#
    )
    let run = PreviewRun(["render"], input: input)
    XCTAssertEqual(run.status, 0, run.errors)
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let bubble = try XCTUnwrap((document["bubbles"] as? [[String: Any]])?.first)
    let receipts = try XCTUnwrap(bubble["receipts"] as? [String: Int])
    XCTAssertEqual(
      receipts, ["recipientCount": 4, "deliveredCount": 3, "readCount": 1, "failedCount": 0])
    let delivered = try XCTUnwrap(bubble["deliveredTo"] as? [String: Any])
    XCTAssertEqual(delivered["heading"] as? String, "Delivered to 3 of 4")
    let recipients = try XCTUnwrap(delivered["recipients"] as? [[String: Any]])
    XCTAssertEqual(recipients.map { $0["id"] as? String }, ["bob", "carol"])
    XCTAssertEqual(recipients.map { $0["instant"] as? String }, ["2025-10-21T10:43:00Z", nil])
    // Without the option, neither key.
    let plain = PreviewRun(
      ["render"],
      input: input.replacingOccurrences(
        of: #""messageInfo": true"#, with: #""messageInfo": false"#))
    XCTAssertEqual(plain.status, 0, plain.errors)
    XCTAssertFalse(plain.output.contains("\"receipts\":"))
    XCTAssertFalse(plain.output.contains("\"deliveredTo\":"))
  }

  func testNamedReadersMustBeAWholeNumberInRange() {
    let run = PreviewRun(
      ["render"], input: documentJSON(extra: #""options": {"namedReaders": -1}"#))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: options.namedReaders: -1 is not a whole number of readers from 0 "
        + "to 1000\n")
  }
}
