import Foundation
import XCTest

/// Every catchable signal that ends the command exits 128 + n, leaving nothing behind.
///
/// No crash report, no temporary file, the old output untouched; SIGKILL leaves nothing
/// either (the temporary file has no name until it is complete, `O_TMPFILE`); `ulimit -f`
/// is a write error (74), not a death. Before: SIGQUIT, SIGTRAP, SIGABRT, SIGSEGV,
/// SIGBUS, SIGILL and SIGFPE printed the runtime's crash report and the run went on;
/// eleven other signals and SIGKILL left `.bp-*.tmp`; SIGXFSZ killed the command (153)
/// and left one too.
final class SignalTests: XCTestCase {
  func testEverySignalEndsTheRunCleanly() throws {
    let folder = try temporaryFolder(self)
    // The command opens its output (an unnamed temporary file, seen in /proc as
    // "(deleted)") and then blocks reading a FIFO that the script holds open but never
    // writes: each signal arrives mid-run.
    let run = try BubblePreviewBinary.shell(
      "cd '\(folder.path)'; mkfifo input; echo old > out.txt\n" + #"""
        for sig in QUIT TRAP ABRT SEGV BUS ILL FPE USR1 USR2 ALRM VTALRM PROF XCPU PWR STKFLT SYS IO INT TERM HUP RTMIN+5 KILL; do
          "$BP" render --input input --output out.txt 2>err & pid=$!
          exec 3>input
          for _ in $(seq 1 300); do ls -l /proc/$pid/fd 2>/dev/null | grep -q -e '(deleted)' -e '\.bp-' && break; sleep 0.01; done
          kill -s $sig $pid
          for _ in $(seq 1 300); do kill -0 $pid 2>/dev/null || break; sleep 0.01; done
          if kill -0 $pid 2>/dev/null; then
            kill -s KILL $pid; wait $pid 2>/dev/null; exec 3>&-; rm -f .bp-*.tmp; echo old > out.txt
            echo "$sig: still running after 3 s"; continue
          fi
          wait $pid 2>/dev/null; status=$?
          exec 3>&-
          expected=$((128 + $(kill -l $sig)))
          files=$(ls -A | tr '\n' ' ')
          if [ "$status" = "$expected" ] && [ ! -s err ] && [ "$(cat out.txt)" = old ] && [ "$files" = "err input out.txt " ]; then
            echo "$sig ok"
          else
            echo "$sig: status $status (expected $expected), $(wc -c < err) bytes on stderr, out.txt: $(head -c 20 out.txt | tr '\n' ' '), files: $files"
          fi
          rm -f .bp-*.tmp; echo old > out.txt
        done
        """#, timeout: 240)
    let lines = run.output.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 22, run.output + run.errors)
    for line in lines { XCTAssertTrue(line.hasSuffix(" ok"), line) }
  }

  func testAFileSizeLimitIsAWriteError() throws {
    let folder = try temporaryFolder(self)
    let run = try BubblePreviewBinary.shell(
      #"""
      cd '\#(folder.path)'; echo old > big.html
      (ulimit -f 8; "$BP" gallery --output big.html); echo "status $?"
      ls -A; cat big.html
      """#)
    XCTAssertEqual(run.output, "status 74\nbig.html\nold\n")
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: cannot write output 'big.html': the file is too large; nothing "
        + "was written\n")
  }
}
