import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary output file when SIGINT, SIGTERM or SIGHUP ends the command,
/// then exits with 128 + the signal's number, as a shell reports it.
///
/// The handler may only call async-signal-safe functions, so the path is kept as a C
/// string in a fixed buffer, written before the file is created and cleared after it is
/// renamed or removed; the handler calls only `unlink(2)` and `_exit(2)`.
public enum SignalCleanup {
  private static let capacity = Int(PATH_MAX) + 1
  nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()
  nonisolated(unsafe) private static var armed: sig_atomic_t = 0

  /// Installs the handlers; `main.swift` calls it once, before any work.
  ///
  /// Also ignores SIGPIPE, so that a closed pipe is a write error (EPIPE) rather than a
  /// silent death.
  public static func install() {
    _ = buffer
    signal(SIGPIPE, SIG_IGN)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handle
      #else
        action.__sigaction_handler.sa_handler = handle
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(number, &action, nil)
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

  private static let handle: @convention(c) (Int32) -> Void = { number in
    if SignalCleanup.armed != 0 { unlink(SignalCleanup.buffer) }
    _exit(128 + number)
  }
}
