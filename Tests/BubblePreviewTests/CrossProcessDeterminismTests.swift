import Foundation
import XCTest

@testable import MessageStatusTesting

/// Output must not depend on the process.
///
/// `Set` and `Dictionary` order changes with each process's random hash seed, so comparing
/// two renders inside one process could never catch an output that iterates one. Here three
/// processes (two with random seeds, one with
/// `SWIFT_DETERMINISTIC_HASHING`) render the gallery and group documents in every format,
/// as a list and as a thread, and must write the same bytes.
final class CrossProcessDeterminismTests: XCTestCase {
  func testThreeProcessesWriteTheSameBytes() throws {
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/seeds")
    let documents = ["example.json", "all-options.json", "hostile.json", "style-receiptBadge.json"]
      .map { seeds.appendingPathComponent($0).path }
    let script = """
      set -eo pipefail
      for format in html text json; do
        "$BP" gallery --format "$format" | sha256sum
        for document in \(documents.map(ShellQuoting.quote).joined(separator: " ")); do
          "$BP" render --format "$format" --input "$document" | sha256sum
          "$BP" render --thread --format "$format" --input "$document" | sha256sum
        done
      done
      """
    let first = try BubblePreviewBinary.shell(script)
    let second = try BubblePreviewBinary.shell(script)
    let fixed = try BubblePreviewBinary.shell("export SWIFT_DETERMINISTIC_HASHING=1\n" + script)
    for run in [first, second, fixed] {
      XCTAssertEqual(run.status, 0, run.errors)
    }
    let digests = first.output.split(separator: "\n")
    XCTAssertEqual(digests.count, 3 * (1 + 2 * documents.count))
    let empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  -"
    XCTAssertFalse(digests.contains(Substring(empty)), "every render wrote something")
    XCTAssertEqual(second.output, first.output, "another random hash seed")
    XCTAssertEqual(fixed.output, first.output, "SWIFT_DETERMINISTIC_HASHING")
  }
}
