import Foundation
import XCTest

/// A path that names one of the process's open descriptors is written through it, never
/// replaced: `--output /dev/stderr 2>>log` used to resolve `/dev/stderr` to the log and
/// replace it, losing what it held.
final class DescriptorPathTests: XCTestCase {
  func testADescriptorPathAppendsToWhatItIsOpenOn() throws {
    let folder = try temporaryFolder(self).path
    for (path, redirect) in [
      ("/dev/stderr", "2>>"), ("/dev/fd/2", "2>>"), ("/proc/self/fd/2", "2>>"),
      ("/dev/fd/3", "3>>"), ("/proc/self/fd/3", "3>>"),
    ] {
      let run = try BubblePreviewBinary.shell(
        #"cd "\#(folder)" && echo earlier > log && "$BP" render --input "\#(examples)/thread.json" "#
          + #"--format text --output \#(path) \#(redirect)log; echo "status $?"; cat log"#)
      let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
      XCTAssertEqual(lines.first, "status 0", "\(path): \(run.errors)")
      XCTAssertEqual(lines.dropFirst().first, "earlier", "\(path): the log lost its content")
      XCTAssertTrue(run.output.contains("bubble m3"), path)
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: folder), ["log"], "no temporary")
    }
  }

  func testAClosedDescriptorIsAnErrorNotAFile() throws {
    let folder = try temporaryFolder(self).path
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder)" && "$BP" gallery --output /dev/fd/7; echo "status $?""#)
    XCTAssertEqual(run.output, "status 73\n")
    XCTAssertTrue(run.errors.contains("the file descriptor is closed"), run.errors)
  }

  private var examples: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples").path
  }
}
