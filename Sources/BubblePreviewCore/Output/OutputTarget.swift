public import Foundation

/// Where the command's bytes go: standard output or error, a file, or (in tests) memory.
public protocol OutputTarget: AnyObject {
  /// Writes `text` as it is; after a failure, does nothing.
  func write(_ text: String)
  /// Why writing stopped, if it did (the first failed write).
  var writeFailure: WriteFailure? { get }
}

extension OutputTarget {
  /// Targets that cannot fail never report a failure.
  public var writeFailure: WriteFailure? { nil }
}

/// A write that failed: the target, the system's error number and what it means.
public struct WriteFailure: Error, Equatable, Sendable {
  /// What was being written: `standard output` or a path.
  public var target: String
  /// Whether ``target`` is a path (quoted in messages) or a stream's name.
  public var targetIsPath: Bool
  /// The `errno` of the failed `write(2)`.
  public var code: Int32

  /// Creates a failure.
  public init(target: String, targetIsPath: Bool, code: Int32) {
    self.target = target
    self.targetIsPath = targetIsPath
    self.code = code
  }

  /// Whether the reader went away (`EPIPE`): `… | head` stopped reading, which is no error
  /// worth a message.
  public var readerClosed: Bool { code == EPIPE }

  /// The reason in words: "no space left on the device".
  public var reason: String {
    switch code {
    case EPIPE: "the reader closed the pipe"
    case ENOSPC: "no space left on the device"
    case EBADF: "the file descriptor is closed"
    case EDQUOT: "the disk quota is exhausted"
    case EFBIG: "the file is too large"
    case EIO: "an input/output error (the device failed)"
    default: SystemCalls.systemMessage(code)
    }
  }
}

/// Standard output or standard error, written with `write(2)`: a full disk, a closed
/// descriptor, a closed or non-blocking pipe become a ``WriteFailure``, never a trap.
public final class FileHandleTarget: OutputTarget {
  let writer: DescriptorWriter

  /// Wraps a file handle such as `.standardOutput`.
  public init(_ handle: FileHandle) {
    let descriptor = handle.fileDescriptor
    let name =
      switch descriptor {
      case 1: "standard output"
      case 2: "standard error"
      default: "file descriptor \(descriptor)"
      }
    writer = DescriptorWriter(descriptor: descriptor, name: name, isPath: false)
  }

  /// Writes `text` as UTF-8.
  public func write(_ text: String) { writer.write(text) }

  /// Why writing stopped, if it did.
  public var writeFailure: WriteFailure? { writer.failure }
}

/// Collects everything written; for tests.
public final class StringTarget: OutputTarget {
  /// Everything written so far.
  public private(set) var text = ""
  /// Creates an empty target.
  public init() {}
  /// Appends `text`.
  public func write(_ text: String) { self.text += text }
}
