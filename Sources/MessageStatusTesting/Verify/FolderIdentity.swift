import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders told apart by what they are (device and inode), not by how a path spells them.
enum FolderIdentity {
  /// The device and inode of the file or folder at `url`, following links; `nil` when
  /// nothing is there.
  static func of(_ url: URL) -> [UInt64]? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    return [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]
  }

  /// Whether `a` and `b` are one folder, or one is inside the other: by identity where the
  /// folders exist (any spelling, any link), by their path components where they do not.
  ///
  /// Each pair is decided once per process: a suite checks thousands of goldens against the
  /// same two folders.
  static func overlap(_ a: URL, _ b: URL) -> Bool {
    verdicts.value(for: a.path + "\u{0}" + b.path) { contains(a, b) || contains(b, a) }
  }

  private static let verdicts = LockedDictionary<String, Bool>()

  /// Whether `inner` is `outer` or inside it.
  private static func contains(_ outer: URL, _ inner: URL) -> Bool {
    guard let target = of(outer) else {
      return inner.standardizedFileURL.pathComponents
        .starts(with: outer.standardizedFileURL.pathComponents)
    }
    var folder = inner.standardizedFileURL
    while true {
      if of(folder) == target { return true }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return false }
      folder = parent
    }
  }

}
