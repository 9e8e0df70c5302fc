import Foundation
import XCTest

@testable import MessageStatusKit

/// Merging many reports of one message costs the receipts they carry, not a copy of all
/// receipts gathered so far per report.
///
/// Timed as a ratio within one run, so the machine's speed cancels out: 8× the reports
/// take about 8× the time when merging is linear, 64× when each report copies the sets.
final class MergeWorkTests: XCTestCase {
  /// The fastest of three arrangements of `count` reports of one message, each from one
  /// more reader.
  private func seconds(reports count: Int) -> Double {
    let readers = (0..<count).map { UserID("u\($0)") }
    let reports = readers.map { reader in
      Message(
        id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
        state: .delivered, deliveredTo: [reader], readBy: [reader])
    }
    var best = Double.infinity
    for _ in 0..<3 {
      let start = DispatchTime.now().uptimeNanoseconds
      let layout = ThreadArranger().arrange(reports)
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      XCTAssertEqual(layout.messages.count, 1)
      XCTAssertEqual(layout.messages.first?.readBy.count, count)
      best = min(best, elapsed)
    }
    return best
  }

  func testMergingIsLinearInReceipts() {
    let small = seconds(reports: 2_000)
    let large = seconds(reports: 16_000)
    // Linear is about 8×; a copy of the sets per report would be about 64×. 24× leaves
    // room for a noisy machine and still fails a quadratic merge.
    XCTAssertLessThan(large / small, 24, "2,000 reports: \(small) s, 16,000: \(large) s")
  }
}
