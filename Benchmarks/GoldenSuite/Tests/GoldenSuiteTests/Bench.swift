import Foundation
import GoldenSuiteFixtures
import MessageStatusKit
import XCTest

/// What the driver (`run.py`) passes through the environment, and the one line each test
/// prints for it.
///
/// - `BENCH_PHASE`: the phase named in the printed line (`record`, `match`, `mismatch`).
/// - `BENCH_VARIANT=1`: test the changed variant of every value, so every golden differs.
/// - `BENCH_RECORD=1`: swift-snapshot-testing records missing snapshots (`.missing`);
///   otherwise it never writes (`.never`). MessageStatusTesting reads `CI` and
///   `GOLDEN_RECORD` itself.
/// - `GOLDEN_DIR`: MessageStatusTesting's goldens (it reads the variable itself).
/// - `BENCH_SNAPSHOT_DIR`: swift-snapshot-testing's snapshots, passed as its
///   `snapshotDirectory`.
enum Bench {
  /// The process's environment.
  static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// The phase named in the printed line; `run` when the driver names none.
  static var phase: String { environment["BENCH_PHASE"] ?? "run" }

  /// Whether to test the changed variant of every value.
  static var isVariant: Bool { environment["BENCH_VARIANT"] == "1" }

  /// Whether swift-snapshot-testing may record missing snapshots.
  static var isRecording: Bool { environment["BENCH_RECORD"] == "1" }

  /// The values to test, as the environment asks: built before any clock starts.
  static func values() -> [[BubbleDescription]] {
    GoldenSuiteFixtures.values(variant: isVariant)
  }

  /// The folder in the environment variable `name`.
  ///
  /// - Throws: `XCTSkip` when it is unset, so that a plain `swift test` never writes
  ///   thousands of files next to the package.
  static func folder(_ name: String) throws -> String {
    guard let value = environment[name], !value.isEmpty else {
      throw XCTSkip("\(name) is not set; run.py sets it (see Benchmarks/GoldenSuite/run.py)")
    }
    return value
  }

  /// Runs `body` once, timed by `ContinuousClock`, and prints
  /// `BENCH <library> <format> <phase> <count> <seconds>s` on one line of standard output.
  static func measure(library: String, format: String, count: Int, _ body: () -> Void) {
    let elapsed = ContinuousClock().measure(body)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let line = "BENCH \(library) \(format) \(phase) \(count) \(String(format: "%.4f", seconds))s\n"
    FileHandle.standardOutput.write(Data(line.utf8))
  }
}

/// The fixed cost of a test process: building the 2,000 values and nothing else.
final class BaselineTests: XCTestCase {
  /// Builds the values and times an empty loop over them; the driver's process wall time of
  /// this test is what every other test's wall time includes besides its own work.
  func testFixturesOnly() {
    let values = Bench.values()
    var total = 0
    Bench.measure(library: "baseline", format: "none", count: values.count) {
      for value in values { total += value.count }
    }
    XCTAssertEqual(total, GoldenSuiteFixtures.count)
  }
}
