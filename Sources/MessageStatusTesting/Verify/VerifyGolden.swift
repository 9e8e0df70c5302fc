public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares `value` with its golden file; `nil` means it matches.
///
/// The comparison is byte for byte: a CRLF golden is read as LF, and nothing else is
/// normalised (NFC and NFD spellings differ here, though Swift's `==` calls them equal).
/// On a mismatch the actual output is written to `artifact`, so CI can keep it; when a
/// changed golden is rewritten, its previous text is kept beside `artifact` (as
/// `<name>.previous.<ext>`) for the `Review:` command. What `mode` writes is in
/// ``GoldenRecordMode``'s table. A new golden is never diffed: it is written and counted.
///
/// - Parameters:
///   - value: What the code produced.
///   - format: How `value` becomes text.
///   - url: The golden file.
///   - mode: Whether a missing, different or matching golden is written.
///   - artifact: Where to write the actual output on a mismatch; `nil` for nowhere.
///   - filter: The `swift test --filter` expression for the commands in the message.
///   - diffTool: The command the `Review:` line starts with; `nil` for `diff -u`.
/// - Returns: `nil` on a match, else why not.
public func verifyGolden<Value>(
  of value: Value, as format: GoldenFormat<Value>, at url: URL, mode: GoldenRecordMode,
  artifact: URL? = nil, filter: String? = nil, diffTool: String? = nil
) -> GoldenFailure? {
  GoldenCheck(
    actual: Data(format.render(value).utf8), golden: url, mode: mode, artifact: artifact,
    filter: filter, diffTool: diffTool
  ).failure
}

/// One comparison of an output with its golden, keeping both texts and the one diff made
/// of them for the review page.
struct GoldenCheck {
  /// Why it failed; `nil` when it matched.
  var failure: GoldenFailure?
  /// The golden's bytes before the check (CRLF read as LF), if there was a readable one.
  var expected: Data?
  /// The output.
  var actual: Data
  /// The diff of the golden and the output, made once where they differ; `nil` for a
  /// match and for a new golden.
  var diff: LineDiff?

  init(
    actual: Data, golden url: URL, mode: GoldenRecordMode, artifact: URL?, filter: String?,
    diffTool: String? = nil
  ) {
    self.actual = actual
    let fileManager = FileManager.default
    guard let stored = fileManager.contents(atPath: url.path) else {
      if fileManager.fileExists(atPath: url.path) {
        failure = .fileError(golden: url, reason: "exists but cannot be read")
      } else if mode == .never {
        failure = .missing(golden: url, filter: filter, notes: [])
      } else {
        // Nothing is there to replace: written in place, as a new file.
        failure =
          Self.writeNew(actual, to: url)
          ?? .recorded(
            GoldenFailure.Recording(
              golden: url, previous: nil, change: DiffSummary(newText: actual),
              diffTool: diffTool))
      }
      return
    }
    let expected = GoldenComparison.normalizingCRLF(stored)
    self.expected = expected
    let matches = expected == actual
    switch (matches, mode) {
    case (true, .never), (true, .missing), (true, .failed):
      failure = nil
    case (_, .all), (false, .failed):
      var change = DiffSummary()
      if !matches {
        let comparison = GoldenComparison(expected: expected, actual: actual)
        diff = comparison.diff
        change = comparison.diff.summary
      }
      // The previous text is kept for the Review command, so no git repository is needed.
      var copy: URL?
      if !matches, let artifact {
        let kept = artifact.deletingPathExtension().appendingPathExtension("previous")
          .appendingPathExtension(url.pathExtension)
        if Self.writeArtifact(expected, to: kept) { copy = kept }
      }
      failure =
        Self.write(actual, to: url)
        ?? .recorded(
          GoldenFailure.Recording(
            golden: url, previous: String(decoding: expected, as: UTF8.self),
            previousCopy: copy, change: change, diffTool: diffTool))
    case (false, .never), (false, .missing):
      var artifactURL: URL?
      if let artifact, Self.writeArtifact(actual, to: artifact) { artifactURL = artifact }
      let comparison = GoldenComparison(expected: expected, actual: actual)
      diff = comparison.diff
      failure = .mismatch(
        GoldenFailure.Mismatch(
          golden: url, artifact: artifactURL, diff: comparison.diff.unified(),
          summary: comparison.diff.summary, notes: comparison.notes, filter: filter,
          diffTool: diffTool))
    }
  }

  /// Writes a golden: to a temporary file beside it, then renamed over it.
  ///
  /// A reader never sees half a golden. No `fsync`: a golden is in version control, and thousands of
  /// syncs made recording a suite slow.
  private static func write(_ data: Data, to url: URL) -> GoldenFailure? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let temporary = url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        return .fileError(golden: url, reason: "cannot write: \(reason)")
      }
      return nil
    } catch {
      return .fileError(golden: url, reason: "cannot write: \(error)")
    }
  }

  /// Writes a golden that does not exist yet, in place: if the write fails half-way, no
  /// earlier golden is lost, and the next run reports the partial file as a mismatch.
  private static func writeNew(_ data: Data, to url: URL) -> GoldenFailure? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .withoutOverwriting)
      return nil
    } catch {
      return .fileError(golden: url, reason: "cannot write: \(error)")
    }
  }

  /// Writes an artifact (the actual output, a kept copy): a scratch file, written in place.
  private static func writeArtifact(_ data: Data, to url: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
      return true
    } catch {
      return false
    }
  }
}
