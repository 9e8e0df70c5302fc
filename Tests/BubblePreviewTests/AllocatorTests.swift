import Foundation
import XCTest

/// The command brings no allocator of its own, so a preloaded one works.
///
/// Before, its `malloc` interposer (which did not replace `free`) made jemalloc's `free`
/// meet glibc's blocks: `LD_PRELOAD=libjemalloc.so.2 bubble-preview --version` died with
/// SIGSEGV before printing anything. ASan builds and the program's own crashes are checked
/// in release mode by `.ci/command-proofs`.
final class AllocatorTests: XCTestCase {
  private let jemalloc = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"

  func testAPreloadedAllocatorRunsTheCommand() throws {
    guard FileManager.default.fileExists(atPath: jemalloc) else {
      throw XCTSkip("libjemalloc2 is not installed (CI installs it)")
    }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/thread.json").path
    let run = try BubblePreviewBinary.shell(
      #"export LD_PRELOAD="\#(jemalloc)"; "$BP" --version; echo "status $?"; "#
        + #""$BP" render --input "\#(examples)" --format text | grep -c "^bubble "; "#
        + #"echo "status ${PIPESTATUS[0]}""#)
    XCTAssertEqual(
      run.output,
      "bubble-preview 0.1.0 (MessageStatusKit; JSON schema version 3)\nstatus 0\n3\nstatus 0\n",
      run.errors)
  }
}
