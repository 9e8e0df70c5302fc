public import Foundation

/// Why a value does not match its golden file; `nil` from
/// ``verifyGolden(of:as:at:mode:artifact:filter:)`` means it does.
public enum GoldenFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The golden does not exist and the mode (``GoldenRecordMode/never``) does not allow
  /// writing it; `notes` say why, when CI decided.
  case missing(golden: URL, filter: String?, notes: [String])
  /// The golden was written; a person must read it before committing.
  ///
  /// `previous` is what the file held (`nil` for a new golden) and `change` what the
  /// writing changed (empty when record mode `all` rewrote a matching golden).
  case recorded(golden: URL, previous: String?, change: DiffSummary)
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
    /// What differs, counted as a reader counts: "2 lines changed".
    public var summary: DiffSummary
    /// Plain-words notes for differences a diff hides (final newline, normalisation, CRLF).
    public var notes: [String]
    /// The `swift test --filter` regular expression that reruns exactly the failing test.
    public var filter: String?

    /// Creates a mismatch.
    public init(
      golden: URL, artifact: URL?, diff: String, summary: DiffSummary, notes: [String],
      filter: String?
    ) {
      self.golden = golden
      self.artifact = artifact
      self.diff = diff
      self.summary = summary
      self.notes = notes
      self.filter = filter
    }
  }

  /// A summary line first, then paths, notes, the diff and the commands to run next.
  public var description: String {
    switch self {
    case .missing(let golden, let filter, let notes):
      var lines = [
        "Golden missing: \(golden.lastPathComponent) (record mode never writes nothing)",
        "  golden: \(golden.path)",
      ]
      lines += notes.map { "  note: " + $0 }
      lines.append("Record: " + Self.command(filter: filter, mode: .missing))
      return lines.joined(separator: "\n")
    case .recorded(let golden, let previous, let change):
      let what =
        previous == nil
        ? "Recorded a new golden: \(golden.lastPathComponent)"
        : change.isEmpty
          ? "Rewrote a matching golden: \(golden.lastPathComponent) (record mode all)"
          : "Re-recorded a changed golden: \(golden.lastPathComponent) (\(change))"
      return """
        \(what) — read it before committing, then run the test again
          golden: \(golden.path)
        Review: git diff -- \(ShellQuoting.quote(golden.path))
        """
    case .mismatch(let mismatch):
      var lines = [
        "Golden mismatch: \(mismatch.golden.lastPathComponent) (\(mismatch.summary))",
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
        lines.append(
          "Review: diff -u \(ShellQuoting.quote(mismatch.golden.path)) "
            + ShellQuoting.quote(artifact.path))
      }
      lines.append("Accept: " + Self.command(filter: mismatch.filter, mode: .failed))
      return lines.joined(separator: "\n")
    case .fileError(let golden, let reason):
      return "Golden file error: \(golden.path): \(reason)"
    case .configuration(let error):
      return "Golden configuration error: \(error)"
    }
  }

  /// The same failure with `note` added, where the failure has notes.
  public func adding(note: String?) -> GoldenFailure {
    guard let note else { return self }
    switch self {
    case .missing(let golden, let filter, let notes):
      return .missing(golden: golden, filter: filter, notes: notes + [note])
    case .mismatch(var mismatch):
      mismatch.notes.append(note)
      return .mismatch(mismatch)
    case .recorded, .fileError, .configuration:
      return self
    }
  }

  /// The command that reruns the test in `mode`, its filter quoted for a POSIX shell.
  static func command(filter: String?, mode: GoldenRecordMode) -> String {
    "GOLDEN_RECORD=\(mode.rawValue) swift test"
      + (filter.map { " --filter " + ShellQuoting.quote($0) } ?? "")
  }
}
