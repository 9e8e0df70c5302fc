import Foundation
import XCTest

/// A valid document renders under an address-space limit of 100 MB plus three times its size.
///
/// Before: the decoder reserved room for one message per 64 bytes
/// of document (about 2.2 times its size in address space), glibc reserved a 64 MB arena
/// for the describing thread, and the run failed under the limit (SIGSEGV at 30,000
/// messages, an allocation failure at 100,000).
final class MemoryLimitTests: XCTestCase {
  func testThirtyThousandMessagesRenderUnderOneHundredMegabytesPlusThreeTimesTheirSize() throws {
    let folder = try temporaryFolder(self).path
    let generator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Benchmarks/EndToEnd/generate_input.py").path
    let run = try BubblePreviewBinary.shell(
      """
      cd '\(folder)' && python3 '\(generator)' 30000 > input.json
      size=$(stat -c %s input.json)
      (ulimit -v $(( (100000000 + 3 * size) / 1024 )); \
        "$BP" render --format html --input input.json --output out.html; echo "status $?")
      ls -A; tail -c 8 out.html
      """, timeout: 120)
    XCTAssertEqual(run.output, "status 0\ninput.json\nout.html\n</html>\n", run.errors)
    XCTAssertEqual(run.errors, "")
  }

  /// Running out of memory is one error line and exit 71.
  ///
  /// The old output untouched and no temporary file. Before: the runtime's "Fatal error: failed to
  /// allocate 38797088 bytes of memory with alignment 8" and exit 134 (SIGABRT).
  func testRunningOutOfMemoryIsOneErrorLineAndSeventyOne() throws {
    let folder = try temporaryFolder(self).path
    let generator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Benchmarks/EndToEnd/generate_input.py").path
    // 200,000 messages (37 MB) under 100 MB plus once their size: too little to render.
    let run = try BubblePreviewBinary.shell(
      """
      cd '\(folder)' && python3 '\(generator)' 200000 > input.json && echo old > out.html
      size=$(stat -c %s input.json)
      (ulimit -v $(( (100000000 + size) / 1024 )); \
        "$BP" render --format html --input input.json --output out.html; echo "status $?")
      ls -A; cat out.html
      """, timeout: 120)
    XCTAssertEqual(run.output, "status 71\ninput.json\nout.html\nold\n", run.errors)
    let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 2, run.errors)
    XCTAssertTrue(
      run.errors.hasPrefix("bubble-preview: error: out of memory: "), run.errors)
    XCTAssertTrue(run.errors.hasSuffix(" KiB)\n"), run.errors)
  }
}
