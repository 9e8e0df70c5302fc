import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole strings to a file descriptor with `write(2)`, keeping the first failure.
///
/// Short writes continue where they stopped, `EINTR` retries, and a non-blocking descriptor
/// that is full (`EAGAIN`) is waited on with `poll(2)`. Any other error stops all further
/// writes and is kept in ``failure``; nothing traps.
final class DescriptorWriter: OutputTarget {
  let descriptor: Int32
  let name: String
  let isPath: Bool
  private(set) var failure: WriteFailure?

  init(descriptor: Int32, name: String, isPath: Bool) {
    self.descriptor = descriptor
    self.name = name
    self.isPath = isPath
  }

  var writeFailure: WriteFailure? { failure }

  func write(_ text: String) {
    guard failure == nil, !text.isEmpty else { return }
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Writes `bytes` whole, or keeps the first failure.
  func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = SystemCalls.write(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let code = written < 0 ? errno : EIO
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&request, 1, -1) >= 0 || errno == EINTR { continue }
      }
      failure = WriteFailure(target: name, targetIsPath: isPath, code: code)
      return
    }
  }
}
