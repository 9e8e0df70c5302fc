import Foundation
import XCTest

@testable import MessageStatusKit

/// Merging many reports of one message costs the receipts they carry.
///
/// Not a copy of all receipts gathered so far per report. Counted, not timed.
final class MergeWorkTests: XCTestCase {
  /// The receipts merging touched while arranging `count` reports of one message, each
  /// from one more reader.
  private func work(reports count: Int) -> (work: Int, receipts: Int) {
    let readers = (0..<count).map { UserID("u\($0)") }
    let reports = readers.map { reader in
      Message(
        id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
        state: .delivered, deliveredTo: [reader], readBy: [reader])
    }
    let tally = MergeWork.Tally()
    let layout = MergeWork.$tally.withValue(tally) { ThreadArranger().arrange(reports) }
    XCTAssertEqual(layout.messages.count, 1)
    XCTAssertEqual(layout.messages.first?.readBy.count, count)
    return (tally.receipts, 2 * count)
  }

  func testMergingIsLinearInReceipts() throws {
    #if !DEBUG
      throw XCTSkip("the counter counts in debug builds only")
    #endif
    let small = work(reports: 1_000)
    let large = work(reports: 8_000)
    // Each later report adds its 2 receipts once; nothing is copied.
    XCTAssertLessThanOrEqual(small.work, small.receipts)
    XCTAssertLessThanOrEqual(large.work, large.receipts)
    // 8× the reports, 8× the work (a copy per report would be 64×).
    XCTAssertLessThanOrEqual(Double(large.work) / Double(small.work), 8.1)
  }

  func testTheCopyingFormCountsItsCopy() {
    let base = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: .delivered, deliveredTo: ["a", "b"], readBy: ["a"])
    let tally = MergeWork.Tally()
    MergeWork.$tally.withValue(tally) { _ = base.merging(base) }
    XCTAssertEqual(tally.receipts, 6, "3 copied, 3 added")
  }
}
