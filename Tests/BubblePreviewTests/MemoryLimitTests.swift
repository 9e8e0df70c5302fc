import Foundation
import XCTest

/// A valid document renders under an address-space limit of 100 MB plus three times its size.
///
/// Issue 26, item 8. Before: the decoder reserved room for one message per 64 bytes
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
}
