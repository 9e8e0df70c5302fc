/// When the golden helper may write golden files.
///
/// Read from the environment with ``init(environment:)``: `GOLDEN_RECORD` is `all`,
/// `missing` or `none`; unset means `missing` on a developer's machine and `none` on CI.
/// On CI (`CI` set to anything but empty, `0` or `false`) nothing is ever written.
public enum GoldenRecordMode: String, CaseIterable, Hashable, Sendable {
  /// Never write: a missing golden fails, a different one fails.
  case none = "none"
  /// Write goldens that do not exist yet (and fail, so a person reads them).
  case missing = "missing"
  /// Rewrite every golden that differs (and fail, so a person reads the change).
  case all = "all"

  /// The mode the environment asks for.
  ///
  /// - Parameter environment: Usually `ProcessInfo.processInfo.environment`.
  /// - Throws: ``GoldenConfigurationError/invalidRecordMode(_:)`` for a `GOLDEN_RECORD`
  ///   that is not `all`, `missing` or `none`: a typo is never silently ignored.
  public init(environment: [String: String]) throws(GoldenConfigurationError) {
    let requested: GoldenRecordMode?
    if let value = environment["GOLDEN_RECORD"] {
      guard let mode = GoldenRecordMode(rawValue: value) else {
        throw .invalidRecordMode(value)
      }
      requested = mode
    } else {
      requested = nil
    }
    if Self.isCI(environment) {
      self = .none
    } else {
      self = requested ?? .missing
    }
  }

  /// Whether `environment` is a CI run: `CI` set and not empty, `0` or `false`.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }
}

/// A golden helper setting that cannot be used.
public enum GoldenConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `GOLDEN_RECORD` has a value other than `all`, `missing` or `none`.
  case invalidRecordMode(String)
  /// No folder with a `Package.swift` above the test file, and no `GOLDEN_DIR`.
  case goldensNotFound(searchedFrom: String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      "GOLDEN_RECORD=\(value) is not a record mode; use all, missing or none (or unset it)"
    case .goldensNotFound(let start):
      "no Package.swift found in \(start) or any folder above it; set GOLDEN_DIR to the "
        + "Goldens folder"
    }
  }
}
