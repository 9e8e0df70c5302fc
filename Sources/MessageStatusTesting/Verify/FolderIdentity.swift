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

  /// Whether `inner` is `outer` or inside it: `inner`'s physical path (links followed,
  /// `..` taken where it leads) starts with `outer`'s, or one of its folders is `outer`.
  private static func contains(_ outer: URL, _ inner: URL) -> Bool {
    let outerPath = physical(outer)
    let innerPath = physical(inner)
    if innerPath.starts(with: outerPath) { return true }
    guard let target = of(outer) else { return false }
    for count in stride(from: innerPath.count, through: 1, by: -1) {
      let folder = "/" + innerPath.prefix(count).joined(separator: "/")
      if of(URL(fileURLWithPath: folder)) == target { return true }
    }
    return false
  }

  /// The components of the physical path of the file at `url`: its folder's physical path
  /// (found once per folder in a process: a suite checks thousands of goldens in a few
  /// folders), then its name, unless the file is a link, which is followed.
  static func physicalFile(_ url: URL) -> [String] {
    let name = url.lastPathComponent
    var info = stat()
    let isLink = lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    guard !isLink, !name.isEmpty, name != ".", name != "..", name != "/" else {
      return physical(url)
    }
    let folder = url.deletingLastPathComponent()
    return folders.value(for: folder.path) { physical(folder) } + [name]
  }

  private static let folders = LockedDictionary<String, [String]>()

  /// The components of `url`'s physical path: its longest part that exists resolved by
  /// the system (every link followed, every `..` taken where it physically leads), the rest
  /// (which does not exist yet) added by its spelling.
  static func physical(_ url: URL) -> [String] {
    let parts = url.path.split(separator: "/").map(String.init)
    for count in stride(from: parts.count, through: 0, by: -1) {
      let prefix = "/" + parts.prefix(count).joined(separator: "/")
      guard let resolved = realpath(prefix, nil) else { continue }
      defer { free(resolved) }
      var components = String(cString: resolved).split(separator: "/").map(String.init)
      for part in parts.dropFirst(count) {
        switch part {
        case ".": continue
        case "..": _ = components.popLast()
        default: components.append(part)
        }
      }
      return components
    }
    return parts
  }
}
