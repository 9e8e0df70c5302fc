import Foundation
import GoldenSuiteFixtures
import MessageStatusKit
import MessageStatusRendering
import SnapshotTesting
import XCTest

/// pointfreeco/swift-snapshot-testing: one snapshot per value and format under
/// `BENCH_SNAPSHOT_DIR`, written from the same renderer output as MessageStatusTesting's
/// `.text` and `.json` formats, so both libraries store identical bytes.
///
/// `verifySnapshot` with a `snapshotDirectory` and `XCTFail` on its message, which is what
/// `assertSnapshot` does with the directory beside the test file (the library's documented
/// way to choose the directory). `BENCH_RECORD=1` records missing snapshots (`.missing`, the
/// library's default); otherwise nothing is written (`.never`). Recording fails by design.
final class TheirsSnapshotTests: XCTestCase {
  /// Every value as `TextRenderer` text: `<BENCH_SNAPSHOT_DIR>/text/testText.bubble-<n>.txt`.
  func testText() throws {
    let strategy = Snapshotting<String, String>.lines.pullback { (bubbles: [BubbleDescription]) in
      TextRenderer().render(bubbles)
    }
    try check(as: strategy, format: "text")
  }

  /// Every value as the `JSONRenderer` document MessageStatusTesting's `.json` writes, diffed
  /// as lines: `<BENCH_SNAPSHOT_DIR>/json/testJSON.bubble-<n>.json`.
  func testJSON() throws {
    let lines = Snapshotting<String, String>(pathExtension: "json", diffing: .lines)
    let strategy = lines.pullback { (bubbles: [BubbleDescription]) in
      JSONRenderer().render(bubbles)
    }
    try check(as: strategy, format: "json")
  }

  /// Every value through the library's own `.json` strategy (`JSONEncoder`, pretty-printed,
  /// sorted keys): not the same bytes as the others, for reference only.
  func testJSONEncoder() throws {
    try check(as: Snapshotting<[BubbleDescription], String>.json, format: "json-encoder")
  }

  /// Verifies every value with `strategy` in the folder `<BENCH_SNAPSHOT_DIR>/<format>`,
  /// timing the loop.
  private func check(
    as strategy: Snapshotting<[BubbleDescription], String>, format: String,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
  ) throws {
    let directory = try Bench.folder("BENCH_SNAPSHOT_DIR") + "/" + format
    let record: SnapshotTestingConfiguration.Record = Bench.isRecording ? .missing : .never
    let values = Bench.values()
    Bench.measure(library: "theirs", format: format, count: values.count) {
      for (index, value) in values.enumerated() {
        let failure = verifySnapshot(
          of: value, as: strategy, named: "bubble-\(index + 1)", record: record,
          snapshotDirectory: directory, file: file, testName: testName, line: line)
        if let failure {
          XCTFail(failure, file: file, line: line)
        }
      }
    }
  }
}
