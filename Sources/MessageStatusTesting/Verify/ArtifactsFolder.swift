import Foundation

/// The artifacts folder is the helper's own: it replaces and deletes files there (outputs,
/// kept copies, review pages), so it never takes a folder that holds anyone else's files.
///
/// A folder is the helper's when it is new or empty, when it is the default
/// `.build/golden-artifacts`, or when it holds the marker file the helper writes as it
/// first writes there (``markerName``).
enum ArtifactsFolder {
  /// The file that marks a folder as the helper's.
  static let markerName = ".golden-artifacts"

  /// Checks that `folder`, set by `GOLDEN_ARTIFACTS`, is one the helper may write in.
  static func check(_ folder: URL) throws(GoldenConfigurationError) {
    let path = folder.path
    if let known = checked.value(for: path) {
      if known { return }
      throw .artifactsNotOwned(path)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let owned = names.isEmpty || names.contains(markerName)
    checked.set(owned, for: path)
    if !owned { throw .artifactsNotOwned(path) }
  }

  /// Creates `folder` and its marker, if they are not there, before the helper writes in it.
  static func claim(_ folder: URL) {
    guard claimed.insert(folder.path) else { return }
    let marker = folder.appendingPathComponent(markerName)
    guard !FileManager.default.fileExists(atPath: marker.path) else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(
      "This folder holds the golden helper's outputs and review pages; it replaces them.\n"
        .utf8
    ).write(to: marker)
  }

  private static let checked = Checked()
  private static let claimed = Claimed()

  /// The folders this process has claimed, behind a lock.
  private final class Claimed: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<String> = []

    /// Whether `path` was not claimed before (it is now).
    func insert(_ path: String) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      return folders.insert(path).inserted
    }
  }

  /// The folders checked so far (`true`: the helper's), behind a lock.
  private final class Checked: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [String: Bool] = [:]

    func value(for path: String) -> Bool? {
      lock.lock()
      defer { lock.unlock() }
      return folders[path]
    }

    func set(_ owned: Bool, for path: String) {
      lock.lock()
      defer { lock.unlock() }
      folders[path] = owned
    }
  }
}
