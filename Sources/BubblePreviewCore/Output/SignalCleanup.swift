import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary output file when a signal ends the command, then exits with
/// 128 + the signal's number, as a shell reports it; the program's own crashes keep the
/// runtime's report.
///
/// Every signal whose default action ends the process and that can be caught is handled:
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1/2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
/// SIGSTKFLT, SIGPWR, SIGIO and the real-time signals on Linux, and the fault signals
/// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS) when another process sends
/// them. A fault the program itself raises (a bad access, a failed allocation's abort) is a
/// bug: the temporary file is removed and the fault goes on to the handler that was there
/// before (the Swift runtime's crash report) or to the system's default, with its own exit
/// status. SIGXFSZ (`ulimit -f`) is ignored: the write then fails with EFBIG, an error line
/// and 74. SIGKILL cannot be caught; on Linux the temporary file has no name until it is
/// complete, so it leaves nothing behind either (see ``OutputDestination``).
///
/// The handler may only call async-signal-safe functions, so the path is kept as a C
/// string in a fixed buffer, written before the file is created and cleared after it is
/// renamed or removed; the handler calls only `unlink(2)`, `getpid(2)`, `sigaction(2)`,
/// `raise(3)` and `_exit(2)`.
public enum SignalCleanup {
  private static let capacity = Int(PATH_MAX) + 1
  nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()
  nonisolated(unsafe) private static var armed: sig_atomic_t = 0
  private static let alternateStackSize = 1 << 16
  /// The handler's stack, kept for the life of the process.
  nonisolated(unsafe) private static let alternateStack = UnsafeMutableRawPointer.allocate(
    byteCount: alternateStackSize, alignment: 16)
  /// The action each signal had before ``install()``, by number, for the program's own
  /// faults.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
  }()

  /// The signals handled: each ends the process by default and can be caught.
  static var handled: [Int32] {
    var signals = [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
      SIGXCPU, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGPWR, SIGIO]
      // The real-time signals, SIGRTMIN to SIGRTMAX: 34 to 64 (glibc keeps 32 and 33).
      signals += Array(34...64)
    #endif
    return signals
  }

  /// Installs the handlers; `main.swift` calls it once, before any work.
  ///
  /// Also ignores SIGPIPE, so that a closed pipe is a write error (EPIPE) rather than a
  /// silent death, and SIGXFSZ, so that a file-size limit is one too (EFBIG).
  public static func install() {
    _ = buffer
    _ = previous
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    // An alternate stack for the handler, so that a stack overflow's SIGSEGV is handled.
    var stack = stack_t()
    stack.ss_sp = alternateStack
    stack.ss_size = alternateStackSize
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    for number in handled where number < 65 {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handle
      #else
        action.__sigaction_handler.sa_sigaction = handle
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO)
      sigaction(number, &action, previous + Int(number))
    }
  }

  /// Marks `path` as the file to remove on a signal.
  static func remember(_ path: String) {
    armed = 0
    let bytes = Array(path.utf8.prefix(capacity - 1))
    for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
    buffer[bytes.count] = 0
    armed = bytes.isEmpty ? 0 : 1
  }

  /// Nothing to remove any more.
  static func forget() { armed = 0 }

  /// Removes the temporary output file, if there is one, and nothing else: async-signal-safe
  /// and allocation-free, for `main.swift` to run when memory runs out.
  public static let removeTemporaryFile: @convention(c) () -> Void = {
    if SignalCleanup.armed != 0 { unlink(SignalCleanup.buffer) }
  }

  private static let handle:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void =
      { number, info, _ in
        if SignalCleanup.armed != 0 { unlink(SignalCleanup.buffer) }
        switch number {
        case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS:
          guard let info, !SignalCleanup.sentFromOutside(info.pointee) else { break }
          // The program's own fault: to the handler that was there before, or the default.
          sigaction(number, SignalCleanup.previous + Int(number), nil)
          // Raised by the program (abort, raise): raised again, for that handler when this
          // one returns. A fault of an instruction happens again when it is retried.
          if info.pointee.si_code <= 0 { raise(number) }
          return
        default: break
        }
        _exit(128 + number)
      }

  /// Whether another process sent the signal (`kill`, `sigqueue`), not the kernel for a
  /// fault of this one, nor the process itself.
  private static func sentFromOutside(_ info: siginfo_t) -> Bool {
    guard info.si_code <= 0 else { return false }
    #if canImport(Darwin)
      return info.si_pid != getpid()
    #else
      return info._sifields._kill.si_pid != getpid()
    #endif
  }
}
