public import Foundation

/// Why a value does not match its golden file; `nil` from ``verifyGolden(of:as:at:mode:artifact:filter:)``
/// means it does.
public enum GoldenFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The golden does not exist and the mode does not allow writing it.
  case missing(golden: URL, filter: String?)
  /// The golden was written (new or changed); a person must read it before committing.
  case recorded(golden: URL, previous: String?)
  /// The golden exists and differs.
  case mismatch(Mismatch)
  /// The golden could not be read or written.
  case fileError(golden: URL, reason: String)
  /// The helper's settings are unusable.
  case configuration(GoldenConfigurationError)

  /// What differs, and where to look.
  public struct Mismatch: Hashable, Sendable {
    /// The golden file.
    public var golden: URL
    /// Where the actual output was written, if it could be.
    public var artifact: URL?
    /// The unified diff, golden first (at most 60 lines).
    public var diff: String
    /// How many lines differ.
    public var changedLines: Int
    /// Plain-words notes for differences a diff hides (final newline, normalisation, CRLF).
    public var notes: [String]
    /// The `swift test --filter` pattern that reruns the failing test.
    public var filter: String?

    /// Creates a mismatch.
    public init(
      golden: URL, artifact: URL?, diff: String, changedLines: Int, notes: [String],
      filter: String?
    ) {
      self.golden = golden
      self.artifact = artifact
      self.diff = diff
      self.changedLines = changedLines
      self.notes = notes
      self.filter = filter
    }
  }

  /// A summary line first, then paths, notes, the diff and the commands to run next.
  public var description: String {
    switch self {
    case .missing(let golden, let filter):
      return """
        Golden missing: \(golden.lastPathComponent) (nothing is recorded on CI or with GOLDEN_RECORD=none)
          golden: \(golden.path)
        Record: \(Self.command(filter: filter, mode: "missing"))
        """
    case .recorded(let golden, let previous):
      let what = previous == nil ? "Recorded a new golden" : "Re-recorded a changed golden"
      return """
        \(what): \(golden.lastPathComponent) — read it before committing, then run the test again
          golden: \(golden.path)
        Review: git diff -- '\(golden.path)'
        """
    case .mismatch(let mismatch):
      var lines = [
        "Golden mismatch: \(mismatch.golden.lastPathComponent) "
          + "(\(mismatch.changedLines) line\(mismatch.changedLines == 1 ? "" : "s") differ)",
        "  golden: \(mismatch.golden.path)",
      ]
      if let artifact = mismatch.artifact { lines.append("  actual: \(artifact.path)") }
      lines += mismatch.notes.map { "  note: " + $0 }
      if !mismatch.diff.isEmpty {
        lines.append("--- golden")
        lines.append("+++ actual")
        lines.append(mismatch.diff)
      }
      if let artifact = mismatch.artifact {
        lines.append("Review: diff -u '\(mismatch.golden.path)' '\(artifact.path)'")
      }
      lines.append("Accept: " + Self.command(filter: mismatch.filter, mode: "all"))
      return lines.joined(separator: "\n")
    case .fileError(let golden, let reason):
      return "Golden file error: \(golden.path): \(reason)"
    case .configuration(let error):
      return "Golden configuration error: \(error)"
    }
  }

  private static func command(filter: String?, mode: String) -> String {
    "GOLDEN_RECORD=\(mode) swift test" + (filter.map { " --filter '\($0)'" } ?? "")
  }
}
