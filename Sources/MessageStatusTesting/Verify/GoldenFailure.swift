public import Foundation

/// Why a value does not match its golden file; `nil` from
/// ``verifyGolden(of:as:at:mode:artifact:filter:diffTool:)`` means it does.
public enum GoldenFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The golden does not exist and the mode (``GoldenRecordMode/never``) does not allow
  /// writing it; `notes` say why, when CI decided.
  case missing(golden: URL, filter: String?, notes: [String])
  /// The golden was written; a person must read it before committing.
  case recorded(Recording)
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
    /// The command the `Review:` line starts with; `nil` for `diff -u`.
    public var diffTool: String?

    /// Creates a mismatch.
    public init(
      golden: URL, artifact: URL?, diff: String, summary: DiffSummary, notes: [String],
      filter: String?, diffTool: String? = nil
    ) {
      self.golden = golden
      self.artifact = artifact
      self.diff = diff
      self.summary = summary
      self.notes = notes
      self.filter = filter
      self.diffTool = diffTool
    }

    /// What differs, in the headline's words: the ``summary``, or, where no line differs
    /// as text (a golden that is not UTF-8 reads as the output does once decoded), the
    /// first note's reason: "the golden is not valid UTF-8".
    var headline: String {
      guard summary.isEmpty, let note = notes.first else { return summary.description }
      return String(note.prefix { $0 != ":" && $0 != "(" })
        .trimmingCharacters(in: .whitespaces)
    }
  }

  /// A golden that was written, and how to read what changed.
  public struct Recording: Hashable, Sendable {
    /// The golden file, now holding the output.
    public var golden: URL
    /// What the file held before; `nil` for a new golden.
    public var previous: String?
    /// Where the file's previous text was kept for the `Review:` command, if it could be.
    public var previousCopy: URL?
    /// What the writing changed: every line added for a new golden, nothing when record
    /// mode `all` rewrote a matching golden.
    public var change: DiffSummary
    /// The command the `Review:` line starts with; `nil` for `diff -u`.
    public var diffTool: String?

    /// Creates a recording.
    public init(
      golden: URL, previous: String?, previousCopy: URL? = nil, change: DiffSummary,
      diffTool: String? = nil
    ) {
      self.golden = golden
      self.previous = previous
      self.previousCopy = previousCopy
      self.change = change
      self.diffTool = diffTool
    }

    /// The command that shows what was written.
    ///
    /// For a new golden it shows the whole file, for a rewritten one the change against the
    /// kept copy (the whole file when record mode `all` rewrote it unchanged). None needs a
    /// git repository.
    public var reviewCommand: String {
      if previous == nil {
        return GoldenFailure.reviewCommand(tool: diffTool, old: "/dev/null", new: golden.path)
      }
      if let previousCopy {
        return GoldenFailure.reviewCommand(
          tool: diffTool, old: previousCopy.path, new: golden.path)
      }
      // Rewritten as it was (record mode all), or no copy could be kept: the whole file.
      return GoldenFailure.reviewCommand(tool: diffTool, old: "/dev/null", new: golden.path)
    }
  }

  /// A summary line first, then paths, notes, the diff and the commands to run next.
  public var description: String {
    switch self {
    case .missing(let golden, let filter, let notes):
      var lines = [
        "Golden missing: \(golden.lastPathComponent) (not written: record mode never)",
        "  golden: \(golden.path)",
      ]
      lines += notes.map { "  note: " + $0 }
      lines.append("Record: " + Self.command(filter: filter, mode: .missing))
      return lines.joined(separator: "\n")
    case .recorded(let recording):
      let name = recording.golden.lastPathComponent
      let what =
        recording.previous == nil
        ? "Recorded a new golden: \(name) (\(recording.change))"
        : recording.change.isEmpty
          ? "Rewrote a matching golden: \(name) (record mode all)"
          : "Re-recorded a changed golden: \(name) (\(recording.change))"
      var lines = [
        "\(what) — read it before committing, then run the test again",
        "  golden: \(recording.golden.path)",
      ]
      if let copy = recording.previousCopy { lines.append("  previous: \(copy.path)") }
      lines.append("Review: " + recording.reviewCommand)
      return lines.joined(separator: "\n")
    case .mismatch(let mismatch):
      var lines = [
        "Golden mismatch: \(mismatch.golden.lastPathComponent) (\(mismatch.headline))",
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
          "Review: "
            + Self.reviewCommand(
              tool: mismatch.diffTool, old: mismatch.golden.path, new: artifact.path))
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

  /// `tool` (`diff -u` when `nil`) followed by both paths, each quoted for a POSIX shell.
  ///
  /// The tool is a command prefix, written as given: `code --diff --wait` or `opendiff`.
  static func reviewCommand(tool: String?, old: String, new: String) -> String {
    let tool = tool.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let oldWord = old == "/dev/null" ? old : ShellQuoting.quote(old)
    return (tool.isEmpty ? "diff -u" : tool) + " " + oldWord + " " + ShellQuoting.quote(new)
  }

  /// The command that reruns the test in `mode`, its filter quoted for a POSIX shell.
  static func command(filter: String?, mode: GoldenRecordMode) -> String {
    "GOLDEN_RECORD=\(mode.rawValue) swift test"
      + (filter.map { " --filter " + ShellQuoting.quote($0) } ?? "")
  }
}
