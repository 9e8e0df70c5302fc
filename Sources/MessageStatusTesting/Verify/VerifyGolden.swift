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

  /// Compares `actual` with the golden at `url`.
  ///
  /// - Parameter artifacts: The helper's artifacts folder that `artifact` is in, claimed
  ///   (see ``ArtifactsFolder``) before anything is written there; `nil` when the caller
  ///   chose `artifact` itself.
  init(
    actual: Data, golden url: URL, mode: GoldenRecordMode, artifact: URL?, filter: String?,
    diffTool: String? = nil, artifacts: URL? = nil
  ) {
    self.actual = actual
    let writeArtifact = { (data: Data, url: URL) -> Bool in
      if let artifacts { ArtifactsFolder.claim(artifacts) }
      return Self.writeArtifact(data, to: url)
    }
    // Asked before anything opens it, so the answer names what is there rather than
    // depending on how a read treats it (Foundation reads a device or a FIFO as nothing,
    // which said only "cannot be read"), and no record mode writes over it.
    if let reason = Self.notAFile(url) {
      failure = .fileError(golden: url, reason: reason)
      return
    }
    let fileManager = FileManager.default
    guard let stored = fileManager.contents(atPath: url.path) else {
      if let reason = Self.unreadable(url) {
        failure = .fileError(golden: url, reason: reason)
      } else if mode == .never {
        // Kept where CI keeps artifacts, to download, read and accept.
        var notes: [String] = []
        if let artifact, writeArtifact(actual, artifact) {
          notes.append("the output is at \(artifact.path)")
        }
        failure = .missing(golden: url, filter: filter, notes: notes)
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
        if writeArtifact(expected, kept) { copy = kept }
      }
      failure =
        Self.write(actual, to: url)
        ?? .recorded(
          GoldenFailure.Recording(
            golden: url, previous: String(decoding: expected, as: UTF8.self),
            previousCopy: copy, change: change, diffTool: diffTool))
    case (false, .never), (false, .missing):
      var artifactURL: URL?
      if let artifact, writeArtifact(actual, artifact) { artifactURL = artifact }
      let comparison = GoldenComparison(expected: expected, actual: actual)
      diff = comparison.diff
      failure = .mismatch(
        GoldenFailure.Mismatch(
          golden: url, artifact: artifactURL, diff: comparison.diff.unified(),
          summary: comparison.diff.summary, notes: comparison.notes, filter: filter,
          diffTool: diffTool))
    }
  }

  /// What is at `url` (its links followed) when it is there and is not a regular file: "is
  /// a folder, not a file"; `nil` for a file or nothing.
  private static func notAFile(_ url: URL) -> String? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a folder, not a file"
    case S_IFCHR: return "is a character device, not a file"
    case S_IFBLK: return "is a block device, not a file"
    case S_IFIFO: return "is a FIFO, not a file"
    case S_IFSOCK: return "is a socket, not a file"
    default: return "is not a regular file"
    }
  }

  /// Why the golden at `url`, which could not be read, is there but unreadable; `nil` when
  /// nothing is there (a link to nothing counts as nothing: writing it writes its target).
  private static func unreadable(_ url: URL) -> String? {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      return errno == ENOENT ? nil : "cannot be read: " + String(cString: strerror(errno))
    }
    guard access(url.path, R_OK) == 0 else {
      return "cannot be read: " + String(cString: strerror(errno))
    }
    return "cannot be read"
  }

  /// Writes a golden: to a temporary file beside it, then renamed over it, with the mode
  /// the file had.
  ///
  /// A golden that is a symbolic link stays one: the file it names is written (even where
  /// that file no longer exists). A reader never sees half a golden. No `fsync` (see
  /// ``ScratchWrite``): a golden is in version control, and thousands of syncs made
  /// recording a suite slow.
  private static func write(_ data: Data, to link: URL) -> GoldenFailure? {
    let url = target(of: link)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let temporary = url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
      try ScratchWrite.save(data, toPath: temporary.path)
      var info = stat()
      if stat(url.path, &info) == 0 { chmod(temporary.path, info.st_mode & 0o7777) }
      guard rename(temporary.path, url.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        return .fileError(golden: link, reason: "cannot write: \(reason)")
      }
      return nil
    } catch {
      return .fileError(golden: link, reason: "cannot write: \(error)")
    }
  }

  /// The file `url` names once its symbolic links are followed (at most 40 of them), even
  /// where that file does not exist; `url` itself when it is not a link.
  private static func target(of url: URL) -> URL {
    var current = url
    for _ in 0..<40 {
      // Most goldens are files, or not there yet: asked with one `lstat`, no error made.
      var info = stat()
      guard lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      guard
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return current
  }

  /// Writes a golden that does not exist yet, in place: if the write fails half-way, no
  /// earlier golden is lost, and the next run reports the partial file as a mismatch.
  private static func writeNew(_ data: Data, to link: URL) -> GoldenFailure? {
    let url = target(of: link)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ScratchWrite.save(data, toPath: url.path, exclusive: true)
      return nil
    } catch {
      return .fileError(golden: link, reason: "cannot write: \(error)")
    }
  }

  /// Writes an artifact (the actual output, a kept copy): a scratch file, written in place.
  private static func writeArtifact(_ data: Data, to url: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ScratchWrite.save(data, toPath: url.path)
      return true
    } catch {
      return false
    }
  }
}
