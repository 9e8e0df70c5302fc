import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file with `open`, `write` and `close`, and no `fsync`.
///
/// Goldens are in version control and artifacts are scratch: neither is worth a flush to
/// the disk per file. `Data.write(to:)` flushes each file it writes on Linux (one `fsync`
/// per golden, measured with `strace`), which made recording a suite of thousands of
/// goldens wait on the disk.
enum ScratchWrite {
  /// Why a write failed: the system's words for `errno` ("Permission denied").
  struct Failure: Error, CustomStringConvertible {
    /// The reason, as `strerror` gives it.
    var description: String
  }

  /// Writes `data` to the file at `path`, replacing what it held.
  ///
  /// - Parameter exclusive: Fail if anything is at `path` already (`O_EXCL`), so that a
  ///   file another process wrote meanwhile is not overwritten.
  static func save(_ data: Data, toPath path: String, exclusive: Bool = false) throws(Failure) {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
    let descriptor = open(path, flags, 0o666)
    guard descriptor >= 0 else { throw Self.failure() }
    var written = 0
    let failed: Failure? = data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return nil }
      while written < bytes.count {
        let count = write(descriptor, base + written, bytes.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return Self.failure()
        }
        written += count
      }
      return nil
    }
    let closed = close(descriptor) == 0 ? nil : Self.failure()
    if let failure = failed ?? closed { throw failure }
  }

  private static func failure() -> Failure {
    Failure(description: String(cString: strerror(errno)))
  }
}
