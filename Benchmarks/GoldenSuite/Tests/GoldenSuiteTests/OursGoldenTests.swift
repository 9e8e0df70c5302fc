import GoldenSuiteFixtures
import MessageStatusKit
import MessageStatusTesting
import XCTest

/// MessageStatusTesting: `assertGolden` once per value, one golden file per value and format
/// under `GOLDEN_DIR` (which the helper reads itself), each named as the helper names it:
/// after the test file and the test, counted (`testText`, `testText-2`, …).
///
/// The record mode is the helper's own decision: `CI` first, then `GOLDEN_RECORD`, then the
/// default (`missing`). Writing a golden fails the assertion by design.
final class OursGoldenTests: XCTestCase {
  /// Every value as `TextRenderer` text: `<GOLDEN_DIR>/OursGoldenTests/testText-<n>.txt`.
  func testText() throws {
    _ = try Bench.folder("GOLDEN_DIR")
    let values = Bench.values()
    Bench.measure(library: "ours", format: "text", count: values.count) {
      for value in values {
        assertGolden(of: value, as: .text)
      }
    }
  }

  /// Every value as a `JSONRenderer` document: `<GOLDEN_DIR>/OursGoldenTests/testJSON-<n>.json`.
  func testJSON() throws {
    _ = try Bench.folder("GOLDEN_DIR")
    let values = Bench.values()
    Bench.measure(library: "ours", format: "json", count: values.count) {
      for value in values {
        assertGolden(of: value, as: .json)
      }
    }
  }
}
