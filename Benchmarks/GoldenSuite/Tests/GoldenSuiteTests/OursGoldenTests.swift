import GoldenSuiteFixtures
import MessageStatusKit
import MessageStatusTesting
import XCTest

/// MessageStatusTesting: `assertGolden` once per value, one golden file per value and format
/// under `GOLDEN_DIR` (which the helper reads itself).
///
/// The record mode is the helper's own decision: `CI` first, then `GOLDEN_RECORD`, then the
/// default (`missing`). Writing a golden fails the assertion by design.
final class OursGoldenTests: XCTestCase {
  /// Every value as `TextRenderer` text: `<GOLDEN_DIR>/text/bubble-<n>.txt`.
  func testText() throws {
    _ = try Bench.folder("GOLDEN_DIR")
    let values = Bench.values()
    Bench.measure(library: "ours", format: "text", count: values.count) {
      for (index, value) in values.enumerated() {
        assertGolden(of: value, as: .text, named: "bubble-\(index + 1)", in: "text")
      }
    }
  }

  /// Every value as a `JSONRenderer` document: `<GOLDEN_DIR>/json/bubble-<n>.json`.
  func testJSON() throws {
    _ = try Bench.folder("GOLDEN_DIR")
    let values = Bench.values()
    Bench.measure(library: "ours", format: "json", count: values.count) {
      for (index, value) in values.enumerated() {
        assertGolden(of: value, as: .json, named: "bubble-\(index + 1)", in: "json")
      }
    }
  }
}
