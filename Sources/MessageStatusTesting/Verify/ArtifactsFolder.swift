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
    let verdict = checked.value(for: folder.path) { () -> GoldenConfigurationError? in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
        return nil  // made when it is first written
      }
      guard isFolder.boolValue,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
      else { return .artifactsNotAFolder(folder.path) }
      return names.isEmpty || names.contains(markerName) ? nil : .artifactsNotOwned(folder.path)
    }
    if let verdict { throw verdict }
  }

  /// Creates `folder` and its marker, if they are not there, before the helper writes in it.
  static func claim(_ folder: URL) {
    guard claimed.insert(true, for: folder.path) else { return }
    let marker = folder.appendingPathComponent(markerName)
    guard !FileManager.default.fileExists(atPath: marker.path) else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(
      "This folder holds the golden helper's outputs and review pages; it replaces them.\n"
        .utf8
    ).write(to: marker)
  }

  /// What is wrong with each folder checked so far (`nil`: nothing, it is the helper's).
  private static let checked = LockedDictionary<String, GoldenConfigurationError?>()
  /// The folders this process has claimed.
  private static let claimed = LockedDictionary<String, Bool>()
}
