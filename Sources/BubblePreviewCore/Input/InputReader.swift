import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the input document, from a path or standard input.
///
/// A regular file is read a window at a time (``InputWindow``); pipes, FIFOs, `/dev/stdin`
/// and process substitution (`<(…)`) are read whole, as streams. Each failure says what is
/// true ("permission denied" only when it is).
public enum InputReader {
  /// The largest input read unless `--max-input-bytes` says otherwise: 1 GiB.
  public static let defaultLimit = 1 << 30

  /// Reads all of standard input, up to `limit` bytes; the error, if any, is the command's
  /// error line.
  public static func standardInput(limit: Int) throws -> [UInt8] {
    try readAll(descriptor: 0, name: "-", limit: limit)
  }

  /// The document at `path`: a regular file, open to be read a window at a time
  /// (``InputWindow``), or the bytes of anything else (a pipe, a FIFO, `/dev/stdin`), read
  /// whole up to `limit`; `-` is standard input.
  static func source(path: String, limit: Int) throws(PreviewError) -> InputSource {
    if path == "-" { return .bytes(try readAll(descriptor: 0, name: "-", limit: limit)) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw .unreadableInput(
        path: path, reason: SystemCalls.reason(errno, path: path, reading: true))
    }
    var info = stat()
    let known = fstat(descriptor, &info) == 0
    let type = known ? info.st_mode & S_IFMT : 0
    let file = InputFile(
      descriptor: descriptor, path: path, limit: limit,
      size: type == S_IFREG ? Int(info.st_size) : 0)
    if type == S_IFDIR { throw .unreadableInput(path: path, reason: "it is a folder") }
    guard type == S_IFREG else { return .bytes(try file.readAll()) }
    guard file.size <= limit else { throw .inputTooLarge(path: path, limit: limit) }
    return .file(file)
  }

  /// Reads until end of file, retrying `EINTR` and waiting out `EAGAIN`; more than
  /// `limit` bytes is an error before they are held (a regular file is measured first,
  /// a stream as it is read: `< /dev/zero` stops at the limit).
  static func readAll(descriptor: Int32, name: String, limit: Int) throws(PreviewError)
    -> [UInt8]
  {
    var info = stat()
    var bytes: [UInt8] = []
    // The size a regular file measured, which it must keep until it is read.
    var measured: Int?
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
      // A regular file is read straight into an array of what is left of it from where
      // the descriptor stands (standard input redirected from a file a shell read from);
      // a file that gained or lost bytes since `fstat` changed while it was read.
      let offset = Int(max(lseek(descriptor, 0, SEEK_CUR), 0))
      let size = max(Int(info.st_size) - offset, 0)
      guard size <= limit else { throw .inputTooLarge(path: name, limit: limit) }
      var failure: Int32?
      bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
        while count < size {
          let read = SystemCalls.read(
            descriptor, buffer.baseAddress.map { $0 + count }, size - count)
          if read > 0 {
            count += read
          } else if read == 0 {
            return
          } else if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
            failure = errno
            return
          }
        }
      }
      if let failure {
        throw .unreadableInput(
          path: name,
          reason: SystemCalls.readReason(failure, descriptor: descriptor, path: name))
      }
      // Fewer bytes than it measured: the file shrank while it was read.
      guard bytes.count == size else {
        throw .inputChanged(path: name, measured: size, read: bytes.count)
      }
      measured = size
    }
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        SystemCalls.read(descriptor, $0.baseAddress, chunk)
      }
      if count > 0 {
        guard count <= limit - bytes.count else { throw .inputTooLarge(path: name, limit: limit) }
        // More bytes than it measured: the file grew while it was read.
        if let measured {
          throw .inputChanged(path: name, measured: measured, read: bytes.count + count)
        }
        bytes.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return bytes
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
      } else {
        throw .unreadableInput(
          path: name, reason: SystemCalls.readReason(errno, descriptor: descriptor, path: name))
      }
    }
  }
}

/// The input document, as ``InputReader/source(path:limit:)`` found it.
enum InputSource {
  /// A regular file, read a window at a time.
  case file(InputFile)
  /// Anything else, read whole.
  case bytes([UInt8])
}

/// An input file, open for reading until the last window reading it is done.
final class InputFile: Sendable {
  let descriptor: Int32
  let path: String
  /// The most bytes the document may have.
  let limit: Int
  /// Where the document starts in the file: the descriptor's offset when it was opened
  /// (not 0 where `/dev/fd/N` shares a descriptor that was read from, as on Darwin).
  let start: Int
  /// The document's size when the file was opened: read to another end, it changed while
  /// it was read (``PreviewError/inputChanged(path:measured:read:)``); 0 where a regular
  /// file does not say its size (`/proc`), which is then read to its end.
  let size: Int

  /// Takes `descriptor`, to close it when done; a regular file's document is `size` bytes
  /// from the descriptor's offset.
  init(descriptor: Int32, path: String, limit: Int, size: Int = 0) {
    self.descriptor = descriptor
    self.path = path
    self.limit = limit
    start = max(Int(lseek(descriptor, 0, SEEK_CUR)), 0)
    self.size = max(size - start, 0)
  }

  deinit { close(descriptor) }

  /// All of the file, as a stream.
  func readAll() throws(PreviewError) -> [UInt8] {
    try InputReader.readAll(descriptor: descriptor, name: path, limit: limit)
  }
}
