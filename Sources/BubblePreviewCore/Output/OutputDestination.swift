import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `--output PATH` writes, and how, so that no file is ever destroyed.
///
/// - `-`, `/dev/stdout` and `/dev/fd/1`: standard output (`/dev/stderr`, `/dev/fd/2`:
///   standard error).
/// - A name of one of the process's open descriptors (`/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`, `/proc/<pid>/fd/N`): written through that descriptor, so
///   `--output /dev/stderr 2>>log` appends to the log. Such a name resolves to the file
///   behind the descriptor, which must never be replaced.
/// - Anything that exists and is not a regular file (a device such as `/dev/null`, a FIFO, a
///   terminal): opened and written directly, never replaced.
/// - A regular file (through any symbolic links): replaced atomically. The bytes go to a
///   temporary file in the same folder that takes the file's mode and, where permitted, its
///   owner and group, and is renamed over it only once everything is written and synced.
///   Other hard links to the old file keep the old content.
/// - A new file: created the same way, with mode 0666 less the umask.
///
/// On Linux the temporary file has no name until it is complete (`O_TMPFILE`): it is linked
/// as `.bp-XXXXXXXX.tmp` and renamed into place at commit, so a run killed by SIGKILL or
/// cut by a power loss leaves nothing behind. Elsewhere (and on file systems without
/// `O_TMPFILE`) it is created with that short name, which fits beside any legal name, and is
/// removed if the command fails or is interrupted (see ``SignalCleanup``).
final class OutputDestination {
  private enum Kind {
    case inherited(any OutputTarget)
    case direct(DescriptorWriter)
    /// `temporary` is `nil` while an `O_TMPFILE` file has no name.
    case replacing(DescriptorWriter, temporary: String?, final: String)
  }

  let path: String
  private let kind: Kind

  /// The target to stream into.
  var target: any OutputTarget {
    switch kind {
    case .inherited(let target): target
    case .direct(let writer), .replacing(let writer, _, _): writer
    }
  }

  /// Opens `path` for writing as described above.
  init(
    path: String, standardOutput: any OutputTarget, standardError: (any OutputTarget)? = nil
  ) throws(PreviewError) {
    self.path = path
    switch path {
    case "-", "/dev/stdout", "/dev/fd/1":
      kind = .inherited(standardOutput)
      return
    case "/dev/stderr", "/dev/fd/2":
      if let standardError {
        kind = .inherited(standardError)
        return
      }
    default:
      break
    }
    if let inherited = Self.descriptorNamed(by: path) {
      let descriptor = fcntl(inherited, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else {
        throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
      }
      kind = .direct(DescriptorWriter(descriptor: descriptor, name: path, isPath: true))
      return
    }
    var info = stat()
    if stat(path, &info) == 0 {
      if Self.isFolder(info) { throw .cannotCreateOutput(path: path, reason: "it is a folder") }
      if !Self.isRegular(info) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
          throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
        }
        kind = .direct(DescriptorWriter(descriptor: descriptor, name: path, isPath: true))
        return
      }
      // A regular file, perhaps behind symbolic links: replace the file, keep the links.
      let final = Self.resolved(path) ?? path
      let temporary = try Self.createTemporary(
        beside: final, for: path, mode: mode_t(info.st_mode & 0o7777))
      _ = fchown(temporary.descriptor, info.st_uid, info.st_gid)  // Where permitted.
      kind = .replacing(
        DescriptorWriter(descriptor: temporary.descriptor, name: path, isPath: true),
        temporary: temporary.path,
        final: final)
    } else if errno == ENOENT {
      let temporary = try Self.createTemporary(beside: path, for: path, mode: nil)
      kind = .replacing(
        DescriptorWriter(descriptor: temporary.descriptor, name: path, isPath: true),
        temporary: temporary.path,
        final: path)
    } else {
      throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
    }
  }

  /// Finishes: checks every write succeeded, then (for a file) syncs and renames it.
  ///
  /// On any failure nothing is left behind and the error says why.
  func commit() throws(PreviewError) {
    switch kind {
    case .inherited(let target):
      if let failure = target.writeFailure { throw .writeFailed(failure) }
    case .direct(let writer):
      let failure = writer.failure
      close(writer.descriptor)
      if let failure { throw .writeFailed(failure) }
    case .replacing(let writer, let temporary, let final):
      var failure = writer.failure
      if failure == nil, fsync(writer.descriptor) != 0, errno != EINVAL {
        failure = WriteFailure(target: path, targetIsPath: true, code: errno)
      }
      // An unnamed file stays open until it is linked.
      if temporary != nil, close(writer.descriptor) != 0, failure == nil, errno != EINTR {
        failure = WriteFailure(target: path, targetIsPath: true, code: errno)
      }
      if let failure {
        if let temporary {
          unlink(temporary)
        } else {
          close(writer.descriptor)
        }
        SignalCleanup.forget()
        throw .writeFailed(failure, replacedFile: true)
      }
      let named: String
      if let temporary {
        named = temporary
      } else {
        do throws(PreviewError) {
          named = try Self.link(writer.descriptor, beside: final, for: path)
        } catch {
          close(writer.descriptor)
          throw error
        }
        close(writer.descriptor)
      }
      guard rename(named, final) == 0 else {
        let reason = SystemCalls.reason(errno)
        unlink(named)
        SignalCleanup.forget()
        throw .cannotCreateOutput(path: path, reason: reason)
      }
      SignalCleanup.forget()
    }
  }

  /// Abandons the output: closes it and removes any temporary file.
  func discard() {
    switch kind {
    case .inherited: break
    case .direct(let writer): close(writer.descriptor)
    case .replacing(let writer, let temporary, _):
      close(writer.descriptor)
      if let temporary { unlink(temporary) }
      SignalCleanup.forget()
    }
  }

  // MARK: Helpers

  /// The descriptor `path` names: `/dev/stdin`, `/dev/stdout` and `/dev/stderr` (0, 1, 2),
  /// `/dev/fd/N`, `/proc/self/fd/N` and `/proc/<this process>/fd/N`.
  static func descriptorNamed(by path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"]
    where path.hasPrefix(prefix) {
      let digits = path.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ ("0"..."9").contains($0) })
      else { return nil }
      return Int32(digits)
    }
    return nil
  }

  private static func isFolder(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
  private static func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }

  /// The path with every symbolic link resolved, if it exists.
  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The folder `final` is in (`.` for a bare name).
  private static func folder(of final: String) -> String {
    let folder = (final as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// A fresh `.bp-XXXXXXXX.tmp` path in `directory`.
  private static func temporaryName(in directory: String, final: String) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    let name = ".bp-" + String((0..<8).map { _ in letters.randomElement() ?? "x" }) + ".tmp"
    return directory == "." && !final.hasPrefix("./") ? name : directory + "/" + name
  }

  /// Gives the unnamed file `descriptor` a temporary name beside `final` (registered for
  /// cleanup until it is renamed), for the rename that replaces `final` atomically.
  private static func link(_ descriptor: Int32, beside final: String, for path: String)
    throws(PreviewError) -> String
  {
    #if os(Linux)
      for _ in 0..<100 {
        let temporary = temporaryName(in: folder(of: final), final: final)
        SignalCleanup.remember(temporary)
        if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW)
          == 0
        {
          return temporary
        }
        let code = errno
        SignalCleanup.forget()
        if code != EEXIST {
          throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(code))
        }
      }
    #endif
    throw .cannotCreateOutput(path: path, reason: "cannot find a free temporary name")
  }

  /// Creates the temporary file in the folder of `final` with `mode` (or 0666 less the umask
  /// for a new file): unnamed where the system can (`O_TMPFILE`, `path` is then `nil`), else
  /// `.bp-XXXXXXXX.tmp`, registered for cleanup on a signal.
  private static func createTemporary(
    beside final: String, for path: String, mode: mode_t?
  ) throws(PreviewError) -> (descriptor: Int32, path: String?) {
    let directory = folder(of: final)
    var info = stat()
    guard stat(directory, &info) == 0, isFolder(info) else {
      throw .cannotCreateOutput(path: path, reason: "no such folder '\(directory)'")
    }
    #if os(Linux)
      // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; __O_TMPFILE
      // is 0o20000000 on every Linux architecture Swift supports.
      let unnamed = open(
        directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC,
        mode.map { _ in 0o600 } ?? 0o666)
      if unnamed >= 0 {
        if let mode { _ = fchmod(unnamed, mode) }
        return (unnamed, nil)
      }
      // A file system without O_TMPFILE (EOPNOTSUPP, or EISDIR from an old kernel): a name.
      if errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL {
        throw .cannotCreateOutput(
          path: path,
          reason: "cannot create a file in '\(directory)': \(SystemCalls.reason(errno))")
      }
    #endif
    for _ in 0..<100 {
      let temporary = temporaryName(in: directory, final: final)
      SignalCleanup.remember(temporary)
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode.map { _ in 0o600 } ?? 0o666)
      if descriptor >= 0 {
        if let mode { _ = fchmod(descriptor, mode) }
        return (descriptor, temporary)
      }
      let code = errno
      SignalCleanup.forget()
      if code != EEXIST {
        throw .cannotCreateOutput(
          path: path, reason: "cannot create a file in '\(directory)': \(SystemCalls.reason(code))")
      }
    }
    throw .cannotCreateOutput(path: path, reason: "cannot find a free temporary name")
  }
}
