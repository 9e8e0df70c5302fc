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
/// What a path names is decided by the file it leads to (`stat`'s device and inode), never
/// by how it is spelled:
///
/// - `-`: standard output.
/// - The file behind standard output or standard error, or behind the descriptor a path
///   numbers (a name of digits in the descriptor folder, known by its inode), whatever the
///   spelling (`/dev/stderr`, `/dev//fd/3`, `/proc/thread-self/fd/3`, a link of the user's
///   own): written through that descriptor, so `--output /dev/stderr 2>>log` appends to
///   the log. A descriptor open for reading only is refused ("not open for writing"); a
///   closed one too.
/// - Anything that exists and is not a regular file (a device such as `/dev/null`, a FIFO, a
///   terminal): opened and written directly, never replaced.
/// - A regular file the user may not write: refused, as the shell's `>` refuses it.
/// - Any other regular file (through any symbolic links): replaced atomically. The bytes go
///   to a temporary file in the same folder that takes the file's mode and, where
///   permitted, its owner and group, and is renamed over it only once everything is
///   written and synced.
///   A symbolic link is never renamed over: the file it names is replaced, also when that
///   file no longer exists (a rotated log), and the link stays a link.
/// - A new file: created the same way, with mode 0666 less the umask.
///
/// On Linux, where `/proc/self/fd` can be read, the temporary file has no name until it is
/// complete (`O_TMPFILE`), so a run killed by SIGKILL leaves nothing behind; where that
/// cannot be made, or cannot be linked at the end, a named `.bp-XXXXXXXX.tmp` is used, and
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
    if path == "-" {
      kind = .inherited(standardOutput)
      return
    }
    let numbered = Self.descriptorNamed(by: path)
    if let numbered, fcntl(numbered, F_GETFL) < 0 {
      throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno == ENOENT else {
        throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
      }
      // A new file, or the missing file a symbolic link names: the link stays a link.
      let final = Self.missingTarget(of: path) ?? path
      let temporary = try Self.createTemporary(beside: final, for: path, mode: nil)
      kind = .replacing(
        DescriptorWriter(descriptor: temporary.descriptor, name: path, isPath: true),
        temporary: temporary.path, final: final)
      return
    }
    if Self.isFolder(info) { throw .cannotCreateOutput(path: path, reason: "it is a folder") }
    if let descriptor = Self.openDescriptor(on: info, path: path, numbered: numbered) {
      guard fcntl(descriptor, F_GETFL) & O_ACCMODE != O_RDONLY else {
        throw .cannotCreateOutput(path: path, reason: "not open for writing")
      }
      if descriptor == 1 {
        kind = .inherited(standardOutput)
        return
      }
      if descriptor == 2, let standardError {
        kind = .inherited(standardError)
        return
      }
      let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
      guard copy >= 0 else {
        throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
      }
      kind = .direct(DescriptorWriter(descriptor: copy, name: path, isPath: true))
      return
    }
    if !Self.isRegular(info) {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else {
        throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno, path: path))
      }
      kind = .direct(DescriptorWriter(descriptor: descriptor, name: path, isPath: true))
      return
    }
    // A regular file, perhaps behind symbolic links: replace the file, keep the links. A
    // file the user may not write (`chmod a-w`, protected on purpose) is refused, as the
    // shell's `>` refuses it, although replacing it needs only the folder.
    guard access(path, W_OK) == 0 else {
      throw .cannotCreateOutput(path: path, reason: SystemCalls.reason(errno))
    }
    let final = Self.resolved(path) ?? path
    let temporary = try Self.createTemporary(
      beside: final, for: path, mode: mode_t(info.st_mode & 0o7777))
    // The owner and group where permitted; a change of owner clears the set-user-ID and
    // set-group-ID bits, so the mode is set again after it.
    if fchown(temporary.descriptor, info.st_uid, info.st_gid) == 0 {
      _ = fchmod(temporary.descriptor, mode_t(info.st_mode & 0o7777))
    }
    kind = .replacing(
      DescriptorWriter(descriptor: temporary.descriptor, name: path, isPath: true),
      temporary: temporary.path, final: final)
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

  /// The descriptor `path` names, however it is spelled: a name of digits in this
  /// process's descriptor folder (`/dev/fd`, `/proc/self/fd`, `/proc/thread-self/fd`, known
  /// by the folder's device and inode, so `/dev//fd/3` and `/proc/self/fd/../fd/3` are
  /// found too), reached through any symbolic links (`/dev/stderr`, a link of the user's
  /// own); also `/dev/stdin`, `/dev/stdout` and `/dev/stderr`, which are devices, not links,
  /// on some systems.
  static func descriptorNamed(by path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    var current = path
    for _ in 0..<40 {
      let parent = folder(of: current)
      let name =
        current.lastIndex(of: "/").map { current[current.index(after: $0)...] }
        ?? current[...]
      if !name.isEmpty, name.count <= 9, name.allSatisfy({ ("0"..."9").contains($0) }),
        isDescriptorFolder(parent)
      {
        return Int32(name)
      }
      guard let target = linkTarget(of: current) else { return nil }
      current = target.hasPrefix("/") ? target : parent + "/" + target
    }
    return nil
  }

  /// Whether `folder` is this process's folder of descriptors.
  private static func isDescriptorFolder(_ folder: String) -> Bool {
    var info = stat()
    guard stat(folder, &info) == 0, isFolder(info) else { return false }
    return ["/dev/fd", "/proc/self/fd", "/proc/thread-self/fd"].contains { known in
      var other = stat()
      return stat(known, &other) == 0 && other.st_dev == info.st_dev
        && other.st_ino == info.st_ino
    }
  }

  /// What the symbolic link at `path` holds, or `nil` when `path` is no symbolic link.
  private static func linkTarget(of path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The open descriptor whose file `info` describes: standard output, standard error, the
  /// one the path numbers, and, for a symbolic link (`/dev/stdin`), standard input.
  private static func openDescriptor(on info: stat, path: String, numbered: Int32?) -> Int32? {
    var link = stat()
    let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
    let candidates = [numbered, 1, 2, isLink ? 0 : nil].compactMap { $0 }
    return candidates.first { descriptor in
      var open = stat()
      return fstat(descriptor, &open) == 0 && open.st_dev == info.st_dev
        && open.st_ino == info.st_ino
    }
  }

  /// The file a chain of symbolic links from `path` ends at when that file does not exist,
  /// or `nil` when `path` is no symbolic link.
  private static func missingTarget(of path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0 else { return current == path ? nil : current }
      guard let target = linkTarget(of: current) else { return nil }
      current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
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

  /// The folder `final` is in.
  ///
  /// What comes before its last `/`: `.` for a bare name, `/` for a name at the root.
  /// (Foundation's `deletingLastPathComponent` traps on a one-character name in this
  /// toolchain.)
  private static func folder(of final: String) -> String {
    guard let slash = final.lastIndex(of: "/") else { return "." }
    return slash == final.startIndex ? "/" : String(final[..<slash])
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
        SignalCleanup.forget()
        if errno != EEXIST { break }
      }
    #endif
    return try copyToNamedTemporary(descriptor, beside: final, for: path)
  }

  /// A named temporary file beside `final` holding what the unnamed `descriptor` holds: for
  /// a system where linking the unnamed file fails.
  private static func copyToNamedTemporary(
    _ descriptor: Int32, beside final: String, for path: String
  ) throws(PreviewError) -> String {
    var info = stat()
    let mode = fstat(descriptor, &info) == 0 ? mode_t(info.st_mode & 0o7777) : nil
    let copy = try createTemporary(beside: final, for: path, mode: mode, unnamed: false)
    guard let named = copy.path else {
      throw .cannotCreateOutput(path: path, reason: "cannot find a free temporary name")
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = pread(descriptor, &buffer, buffer.count, offset)
      if count == 0 { break }
      guard count > 0,
        buffer.withUnsafeBytes({ write(copy.descriptor, $0.baseAddress, count) })
          == count
      else {
        let reason = SystemCalls.reason(errno)
        close(copy.descriptor)
        unlink(named)
        SignalCleanup.forget()
        throw .cannotCreateOutput(path: path, reason: reason)
      }
      offset += off_t(count)
    }
    _ = fsync(copy.descriptor)
    close(copy.descriptor)
    return named
  }

  /// Creates the temporary file in the folder of `final` with `mode` (or 0666 less the umask
  /// for a new file): unnamed where the system can (`O_TMPFILE`, `path` is then `nil`), else
  /// `.bp-XXXXXXXX.tmp`, registered for cleanup on a signal.
  private static func createTemporary(
    beside final: String, for path: String, mode: mode_t?, unnamed allowed: Bool = true
  ) throws(PreviewError) -> (descriptor: Int32, path: String?) {
    let directory = folder(of: final)
    var info = stat()
    guard stat(directory, &info) == 0, isFolder(info) else {
      throw .cannotCreateOutput(path: path, reason: "no such folder '\(directory)'")
    }
    #if os(Linux)
      // An unnamed file is linked through /proc at the end: only where /proc can be read.
      // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; __O_TMPFILE
      // is 0o20000000 on every Linux architecture Swift supports. Where it fails (a file
      // system without it), the named file below says what is wrong, if anything.
      if allowed, access("/proc/self/fd", X_OK) == 0 {
        let unnamed = open(
          directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC,
          mode.map { _ in 0o600 } ?? 0o666)
        if unnamed >= 0 {
          if let mode { _ = fchmod(unnamed, mode) }
          return (unnamed, nil)
        }
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
