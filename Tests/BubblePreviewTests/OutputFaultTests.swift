import Foundation
import XCTest

@testable import BubblePreviewCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` never destroys a file, keeps a replaced file's mode, writes special files
/// directly, and turns every write failure into exit 74 with one line (never a trap).
final class OutputFaultTests: XCTestCase {
  private func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode : 0
  }

  func testAFIFOIsWrittenThroughNotReplaced() throws {
    let folder = try temporaryFolder(self)
    let fifo = folder.appendingPathComponent("pipe").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    // The reader must open the FIFO before the command's open(2) can return.
    let received = ReceivedBytes()
    let reader = Thread {
      // Read to the end: a reader that closes early would make the command's write fail.
      received.bytes = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
    }
    reader.start()
    let run = PreviewRun(["gallery", "--format", "text", "--output", fifo])
    while !received.done { usleep(1_000) }
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(mode(fifo) & S_IFMT, S_IFIFO, "still a FIFO")
    XCTAssertTrue(
      String(decoding: received.bytes, as: UTF8.self).hasPrefix("shared by every bubble\n"))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["pipe"])
  }

  func testAReplacedFileKeepsItsModeAndOwner() throws {
    let folder = try temporaryFolder(self)
    let path = folder.appendingPathComponent("private.html").path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
    XCTAssertEqual(chmod(path, 0o600), 0)
    var before = stat()
    stat(path, &before)
    let run = PreviewRun(["gallery", "--output", path])
    XCTAssertEqual(run.status, 0, run.errors)
    var after = stat()
    stat(path, &after)
    XCTAssertEqual(after.st_mode & 0o7777, 0o600)
    XCTAssertEqual(after.st_uid, before.st_uid)
    XCTAssertEqual(after.st_gid, before.st_gid)
    XCTAssertNotEqual(after.st_ino, before.st_ino, "replaced by rename, not rewritten")
    XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  func testASymbolicLinkStaysALinkAndItsFileIsReplaced() throws {
    let folder = try temporaryFolder(self)
    let file = folder.appendingPathComponent("real.txt").path
    let link = folder.appendingPathComponent("link.txt").path
    XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("old".utf8)))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    XCTAssertEqual(PreviewRun(["gallery", "--format", "text", "--output", link]).status, 0)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), file)
    XCTAssertTrue(
      try String(contentsOfFile: file, encoding: .utf8).hasPrefix("shared by every bubble\n"))
  }

  func testDashMeansStandardOutput() throws {
    let folder = try temporaryFolder(self)
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let run = PreviewRun(["gallery", "--format", "text", "--output", "-"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.hasPrefix("shared by every bubble\n"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
  }

  func testTheLongestLegalNameWorks() throws {
    let folder = try temporaryFolder(self)
    for length in [236, 255] {
      let name = String(repeating: "n", count: length - 5) + ".html"
      let path = folder.appendingPathComponent(name).path
      let run = PreviewRun(["gallery", "--output", path])
      XCTAssertEqual(run.status, 0, "\(length) bytes: \(run.errors)")
      XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }
  }

  func testAFullDeviceIsExitSeventyFourWithOneLine() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else {
      throw XCTSkip("no /dev/full here")
    }
    let run = PreviewRun(["gallery", "--output", "/dev/full"])
    XCTAssertEqual(run.status, 74)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: cannot write to '/dev/full': no space left on the device\n")
    XCTAssertEqual(mode("/dev/full") & S_IFMT, S_IFCHR, "still a device")
  }

  func testAFailedStandardOutputIsExitSeventyFour() {
    final class Broken: OutputTarget {
      func write(_ text: String) {}
      var writeFailure: WriteFailure? {
        WriteFailure(target: "standard output", targetIsPath: false, code: ENOSPC)
      }
    }
    let errors = StringTarget()
    let status = PreviewCommand.run(
      ["gallery"], standardInput: { _ in [] }, output: Broken(), errors: errors)
    XCTAssertEqual(status, 74)
    XCTAssertEqual(
      errors.text,
      "bubble-preview: error: cannot write to standard output: no space left on the device\n")
  }

  // MARK: In a real process

  func testAClosedStandardOutputIsExitSeventyFourNotATrap() throws {
    let run = try BubblePreviewBinary.shell(#""$BP" gallery >&-"#)
    XCTAssertEqual(run.status, 74, run.errors)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: cannot write to standard output: the file descriptor is closed\n")
  }

  func testAReaderThatStopsReadingEndsTheCommandQuietly() throws {
    // More than a pipe's 64 KiB, so the writer meets the closed pipe.
    let run = try BubblePreviewBinary.shell(
      #""$BP" gallery --style all --format json | head -c 100 >/dev/null; "#
        + #"echo "status ${PIPESTATUS[0]}""#)
    XCTAssertEqual(run.output, "status 74\n")
    XCTAssertEqual(run.errors, "", "no line and no backtrace")
  }

  func testANonBlockingPipeIsWaitedOnNotAnError() throws {
    // Standard output is a non-blocking pipe that nobody reads for half a second: writes
    // meet EAGAIN, and the command waits for room instead of failing or trapping.
    let run = try BubblePreviewBinary.shell(
      #"""
      python3 - "$BP" <<'PY'
      import fcntl, os, subprocess, sys, time
      read_end, write_end = os.pipe()
      fcntl.fcntl(write_end, fcntl.F_SETFL, fcntl.fcntl(write_end, fcntl.F_GETFL) | os.O_NONBLOCK)
      child = subprocess.Popen(
          [sys.argv[1], "gallery", "--style", "all", "--format", "json"], stdout=write_end)
      os.close(write_end)
      time.sleep(0.5)
      data = b""
      while chunk := os.read(read_end, 1 << 16):
          data += chunk
      print(child.wait(), len(data) > 1 << 16, data.endswith(b"}\n"))
      PY
      """#)
    XCTAssertEqual(run.output, "0 True True\n", run.errors)
  }
}

/// Bytes a reader thread fills in.
private final class ReceivedBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = Data()
  private var finished = false

  var bytes: Data {
    get { lock.withLock { storage } }
    set {
      lock.withLock {
        storage = newValue
        finished = true
      }
    }
  }

  var done: Bool { lock.withLock { finished } }
}
