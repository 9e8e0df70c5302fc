import Foundation
import XCTest

/// A path that names one of the process's open descriptors is written through it, never
/// replaced: `--output /dev/stderr 2>>log` used to resolve `/dev/stderr` to the log and
/// replace it, losing what it held.
final class DescriptorPathTests: XCTestCase {
  func testADescriptorPathAppendsToWhatItIsOpenOn() throws {
    let folder = try temporaryFolder(self).path
    // Every spelling of an open descriptor is the same file to `stat`: identity by file,
    // not by spelling (a user's own link to /dev/stderr included).
    // Descriptors above 2 in any spelling too: the descriptor folder is known by its inode.
    for (path, redirect) in [
      ("/dev/stderr", "2>>"), ("/dev/fd/2", "2>>"), ("/proc/self/fd/2", "2>>"),
      ("/dev/fd/3", "3>>"), ("/proc/self/fd/3", "3>>"), ("/dev//stderr", "2>>"),
      ("/dev/../dev/stderr", "2>>"), ("/proc/thread-self/fd/2", "2>>"),
      ("/proc/self/fd/../fd/2", "2>>"), ("/dev/fd//2", "2>>"), ("my-link", "2>>"),
      ("/dev//fd/3", "3>>"), ("/proc/thread-self/fd/3", "3>>"), ("/dev/fd/./3", "3>>"),
      ("my-link", "3>>"),
    ] {
      let linked = redirect == "2>>" ? "/dev/stderr" : "/dev/fd/3"
      let run = try BubblePreviewBinary.shell(
        #"cd "\#(folder)" && rm -f my-link && echo earlier > log && "#
          + #"if [ \#(path) = my-link ]; then ln -s \#(linked) my-link; fi && "#
          + #""$BP" render --input "\#(examples)/thread.json" "#
          + #"--format text --output \#(path) \#(redirect)log; echo "status $?"; cat log; "#
          + #"rm -f my-link"#)
      let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
      XCTAssertEqual(lines.first, "status 0", "\(path): \(run.errors)")
      XCTAssertEqual(lines.dropFirst().first, "earlier", "\(path): the log lost its content")
      XCTAssertTrue(run.output.contains("bubble m3"), path)
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: folder), ["log"], "no temporary")
    }
  }

  /// A descriptor open for reading only is not written, and the error says so, however
  /// it is spelled (standard output included).
  func testAReadOnlyDescriptorIsNotOpenForWriting() throws {
    let folder = try temporaryFolder(self).path
    for (path, redirect) in [
      ("/dev/fd/3", "3<"), ("/dev//fd/3", "3<"), ("/proc/thread-self/fd/3", "3<"),
      ("/dev/stdout", "1<"), ("/dev//stdout", "1<"), ("/proc/self/fd/1", "1<"),
    ] {
      let run = try BubblePreviewBinary.shell(
        #"cd "\#(folder)" && echo kept > input && "#
          + #""$BP" gallery --output \#(path) \#(redirect)input; echo "status $?"; cat input"#)
      XCTAssertEqual(run.output, "status 73\nkept\n", path)
      XCTAssertTrue(run.errors.contains("not open for writing"), "\(path): \(run.errors)")
    }
  }

  /// A new file with a one-character name (Foundation's path functions trapped on it).
  func testAOneCharacterNameIsWritten() throws {
    let folder = try temporaryFolder(self).path
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder)" && "$BP" render --input "\#(examples)/thread.json" --format text "#
        + #"--output x; echo "status $?"; grep -c "^bubble " x; ls -A"#)
    XCTAssertEqual(run.output, "status 0\n3\nx\n", run.errors)
  }

  /// A replaced file keeps its set-user-ID and set-group-ID bits: giving the new file the
  /// old one's owner clears them, so the mode is set again after.
  func testAReplacedFileKeepsItsSpecialModeBits() throws {
    let folder = try temporaryFolder(self).path
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder)" && echo old > tool && chmod 6755 tool && "#
        + #""$BP" gallery --output tool; echo "status $?"; stat -c %a tool"#)
    XCTAssertEqual(run.output, "status 0\n6755\n", run.errors)
  }

  /// A file its owner made read-only is not replaced, though the folder would allow it.
  ///
  /// The shell's `>` refuses it too. Run as `nobody`: root may write any file.
  func testAReadOnlyFileIsNotReplaced() throws {
    guard getuid() == 0 else { throw XCTSkip("needs root to run the command as nobody") }
    let folder = try temporaryFolder(self).path
    // A copy of the binary in the test's folder, which nobody can reach wherever the
    // checkout is.
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder)" && chmod 777 . && cp "$BP" bp && chmod 755 bp && "#
        + #"echo kept > locked && chmod 444 locked && chown nobody locked && "#
        + #"setpriv --reuid=65534 --regid=65534 --clear-groups ./bp gallery --output locked; "#
        + #"echo "status $?"; cat locked; rm bp; ls -A"#)
    if run.output.hasPrefix("status 126") || run.output.hasPrefix("status 127") {
      throw XCTSkip("nobody cannot run the command here: \(run.errors)")
    }
    XCTAssertEqual(run.output, "status 73\nkept\nlocked\n", run.errors)
    XCTAssertTrue(run.errors.contains("permission denied"), run.errors)
  }

  /// `/dev/tty` without a controlling terminal says so, not that nothing reads it.
  func testNoTerminalIsSaidSo() throws {
    let run = try BubblePreviewBinary.shell(
      #"setsid "$BP" gallery --output /dev/tty; echo "status $?""#)
    XCTAssertEqual(run.output, "status 73\n")
    XCTAssertTrue(run.errors.contains("the process has no controlling terminal"), run.errors)
  }

  /// A symbolic link whose target was deleted (a rotated log): the target is written and
  /// the link stays a link.
  func testADanglingLinksTargetIsWrittenAndTheLinkStays() throws {
    let folder = try temporaryFolder(self).path
    let run = try BubblePreviewBinary.shell(
      #"cd "\#(folder)" && mkdir logs && ln -s logs/today.txt current && "#
        + #""$BP" render --input "\#(examples)/thread.json" --format text --output current; "#
        + #"echo "status $?"; test -L current && echo "still a link"; "#
        + #"grep -c "^bubble " logs/today.txt; ls -A logs"#)
    XCTAssertEqual(run.output, "status 0\nstill a link\n3\ntoday.txt\n", run.errors)
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
