public import Foundation

/// Compares `value` with its golden file; `nil` means it matches.
///
/// The comparison is byte for byte: a CRLF golden is read as LF, and nothing else is
/// normalised (NFC and NFD spellings differ here, though Swift's `==` calls them equal).
/// On a mismatch the actual output is written to `artifact`, so CI can keep it.
///
/// - Parameters:
///   - value: What the code produced.
///   - format: How `value` becomes text.
///   - url: The golden file.
///   - mode: Whether a missing or different golden may be written.
///   - artifact: Where to write the actual output on a mismatch; `nil` for nowhere.
///   - filter: The `swift test --filter` pattern for the commands in the message.
/// - Returns: `nil` on a match, else why not.
public func verifyGolden<Value>(
  of value: Value, as format: GoldenFormat<Value>, at url: URL, mode: GoldenRecordMode,
  artifact: URL? = nil, filter: String? = nil
) -> GoldenFailure? {
  let actual = Data(format.render(value).utf8)
  let fileManager = FileManager.default
  guard let stored = fileManager.contents(atPath: url.path) else {
    if fileManager.fileExists(atPath: url.path) {
      return .fileError(golden: url, reason: "exists but cannot be read")
    }
    switch mode {
    case .none:
      return .missing(golden: url, filter: filter)
    case .missing, .all:
      return write(actual, to: url) ?? .recorded(golden: url, previous: nil)
    }
  }
  let expected = GoldenComparison.normalizingCRLF(stored)
  if expected == actual { return nil }

  if mode == .all {
    return write(actual, to: url)
      ?? .recorded(golden: url, previous: String(decoding: expected, as: UTF8.self))
  }
  var artifactURL: URL?
  if let artifact, write(actual, to: artifact) == nil { artifactURL = artifact }
  let comparison = GoldenComparison(expected: expected, actual: actual)
  return .mismatch(
    GoldenFailure.Mismatch(
      golden: url, artifact: artifactURL, diff: comparison.diff.unified(),
      changedLines: comparison.diff.changeCount, notes: comparison.notes, filter: filter))
}

private func write(_ data: Data, to url: URL) -> GoldenFailure? {
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return nil
  } catch {
    return .fileError(golden: url, reason: "cannot write: \(error)")
  }
}
