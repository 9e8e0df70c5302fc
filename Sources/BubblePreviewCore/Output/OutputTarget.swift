public import Foundation

/// Where the command's bytes go: standard output or error, a file, or (in tests) memory.
public protocol OutputTarget: AnyObject {
  /// Writes `text` as it is.
  func write(_ text: String)
}

/// Standard output or standard error.
public final class FileHandleTarget: OutputTarget {
  private let handle: FileHandle
  /// Wraps a file handle such as `.standardOutput`.
  public init(_ handle: FileHandle) { self.handle = handle }
  /// Writes `text` as UTF-8.
  public func write(_ text: String) { handle.write(Data(text.utf8)) }
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

/// A `TextOutputStream` that hands its target 64 KiB chunks instead of thousands of tiny
/// writes; call ``flush()`` at the end.
struct ChunkedOutput: TextOutputStream {
  let target: any OutputTarget
  private var pending = ""
  private static let chunkSize = 1 << 16

  init(target: any OutputTarget) {
    self.target = target
    pending.reserveCapacity(Self.chunkSize + 4_096)
  }

  mutating func write(_ string: String) {
    pending += string
    if pending.utf8.count >= Self.chunkSize { flush() }
  }

  mutating func flush() {
    guard !pending.isEmpty else { return }
    target.write(pending)
    pending.removeAll(keepingCapacity: true)
  }
}

/// A file written whole or not at all: bytes go to a temporary file in the same folder,
/// which replaces the destination by `rename(2)` only after everything was written.
final class AtomicFile: OutputTarget {
  let path: String
  private let temporaryPath: String
  private let handle: FileHandle
  private var failure: String?

  /// Creates the temporary file next to `path`.
  init(path: String) throws(PreviewError) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .cannotCreateOutput(path: path, reason: "it is a folder")
    }
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else { throw .cannotCreateOutput(path: path, reason: "no such folder '\(folder)'") }
    temporaryPath =
      folder + "/." + url.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier)."
      + UUID().uuidString.prefix(8) + ".tmp"
    guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporaryPath)
    else {
      throw .cannotCreateOutput(path: path, reason: "cannot create a file in '\(folder)'")
    }
    self.handle = handle
  }

  func write(_ text: String) {
    guard failure == nil else { return }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      failure = "\(error.localizedDescription)"
    }
  }

  /// Moves the finished file into place; on any failure removes it and throws.
  func commit() throws(PreviewError) {
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      failure = failure ?? error.localizedDescription
    }
    if let failure {
      discard()
      throw .cannotCreateOutput(path: path, reason: failure)
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw .cannotCreateOutput(path: path, reason: reason)
    }
  }

  /// Removes the temporary file, leaving any existing destination untouched.
  func discard() {
    try? handle.close()
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }
}
