import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the input document whole, from a path or standard input, as a stream: regular
/// files, pipes, FIFOs, `/dev/stdin` and process substitution (`<(…)`) all work, and each
/// failure says what is true ("permission denied" only when it is).
public enum InputReader {
  /// Reads all of standard input; the error, if any, is the command's error line.
  public static func standardInput() throws -> [UInt8] {
    try readAll(descriptor: 0, name: "standard input")
  }

  /// Reads all of `path`; `-` is standard input.
  static func read(path: String) throws(PreviewError) -> [UInt8] {
    if path == "-" { return try readAll(descriptor: 0, name: "standard input") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw .unreadableInput(path: path, reason: SystemCalls.reason(errno))
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      throw .unreadableInput(path: path, reason: "it is a folder")
    }
    return try readAll(descriptor: descriptor, name: path)
  }

  /// Reads until end of file, retrying `EINTR` and waiting out `EAGAIN`.
  static func readAll(descriptor: Int32, name: String) throws(PreviewError) -> [UInt8] {
    var info = stat()
    var bytes: [UInt8] = []
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
      bytes.reserveCapacity(Int(info.st_size) + 1)
    }
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        SystemCalls.read(descriptor, $0.baseAddress, chunk)
      }
      if count > 0 {
        bytes.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return bytes
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
      } else {
        throw .unreadableInput(path: name, reason: SystemCalls.reason(errno))
      }
    }
  }
}
