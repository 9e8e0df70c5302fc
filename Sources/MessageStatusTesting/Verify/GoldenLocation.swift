public import Foundation

/// Where goldens and failure artifacts live, found from a test file's path.
public struct GoldenLocation: Hashable, Sendable {
  /// The `Goldens` folder.
  public var goldens: URL
  /// Where actual outputs of failing cases are written, mirroring ``goldens``.
  public var artifacts: URL

  /// Creates a location from explicit folders.
  public init(goldens: URL, artifacts: URL) {
    self.goldens = goldens
    self.artifacts = artifacts
  }

  /// Finds the folders for the test file at `filePath`.
  ///
  /// Walks up from the file to the first folder holding a `Package.swift` and uses its
  /// `Goldens` and `.build/golden-artifacts`; never the working directory.
  /// `GOLDEN_DIR` and `GOLDEN_ARTIFACTS` override each.
  ///
  /// - Throws: ``GoldenConfigurationError/goldensNotFound(searchedFrom:)`` when no
  ///   `Package.swift` is above the file and `GOLDEN_DIR` is unset.
  public init(
    filePath: String, environment: [String: String]
  ) throws(GoldenConfigurationError) {
    let root = Self.packageRoot(above: URL(fileURLWithPath: filePath))
    if let override = environment["GOLDEN_DIR"], !override.isEmpty {
      goldens = URL(fileURLWithPath: override, isDirectory: true)
    } else if let root {
      goldens = root.appendingPathComponent("Goldens", isDirectory: true)
    } else {
      throw .goldensNotFound(
        searchedFrom: URL(fileURLWithPath: filePath).deletingLastPathComponent().path)
    }
    if let override = environment["GOLDEN_ARTIFACTS"], !override.isEmpty {
      artifacts = URL(fileURLWithPath: override, isDirectory: true)
    } else {
      let base = root ?? goldens.deletingLastPathComponent()
      artifacts = base.appendingPathComponent(".build/golden-artifacts", isDirectory: true)
    }
    if FolderIdentity.overlap(goldens, artifacts) {
      throw .overlappingFolders(goldens: goldens.path, artifacts: artifacts.path)
    }
  }

  /// The golden file for a case: `Goldens/<folder>/<name>.<ext>`.
  public func golden(folder: String, name: String, fileExtension: String) -> URL {
    goldens.appendingPathComponent(folder, isDirectory: true)
      .appendingPathComponent("\(name).\(fileExtension)")
  }

  /// The artifact for a case, mirroring its golden's path.
  public func artifact(folder: String, name: String, fileExtension: String) -> URL {
    artifacts.appendingPathComponent(folder, isDirectory: true)
      .appendingPathComponent("\(name).\(fileExtension)")
  }

  /// The package folder above each test file's folder, found once per folder: a test file
  /// checks its goldens many times, and each search asks the file system at every level.
  private static let roots = LockedDictionary<String, URL?>()

  private static func packageRoot(above file: URL) -> URL? {
    roots.value(for: file.deletingLastPathComponent().path) { searchPackageRoot(above: file) }
  }

  private static func searchPackageRoot(above file: URL) -> URL? {
    var folder = file.deletingLastPathComponent()
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
