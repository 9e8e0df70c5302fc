import Foundation

/// The steps both frameworks share: decide the mode, find the files, compare, note the
/// result for the review page.
enum GoldenAssertion {
  /// Checks one golden for the test named `test`; `nil` when it matches.
  static func check<Value>(
    _ value: Value, as format: GoldenFormat<Value>, named name: String, in folder: String,
    record: GoldenRecordMode?, filePath: String, test: String, filter: String?,
    environment: [String: String] = GoldenSettings.environment
      ?? ProcessInfo.processInfo.environment
  ) -> GoldenFailure? {
    let decision: GoldenRecordDecision
    let location: GoldenLocation
    do {
      decision = try GoldenRecordDecision(
        environment: environment, code: record ?? GoldenSettings.record)
      location = try GoldenLocation(filePath: filePath, environment: environment)
    } catch {
      return .configuration(error)
    }
    let ext = format.fileExtension
    let golden = location.golden(folder: folder, name: name, fileExtension: ext)
    let artifact = location.artifact(folder: folder, name: name, fileExtension: ext)
    let check = GoldenCheck(
      actual: Data(format.render(value).utf8), golden: golden, mode: decision.mode,
      artifact: artifact, filter: filter)
    guard let failure = check.failure?.adding(note: decision.note) else { return nil }
    if let entry = GoldenReviewEntry(
      failure: failure, test: test, name: "\(folder)/\(name).\(ext)", check: check)
    {
      GoldenReviewLog.shared.add(entry, artifacts: location.artifacts)
    }
    return failure
  }
}

extension GoldenReviewEntry {
  /// The entry for a failure worth reviewing; `nil` for file and configuration errors.
  init?(failure: GoldenFailure, test: String, name: String, check: GoldenCheck) {
    switch failure {
    case .mismatch(let mismatch):
      self.init(
        test: test, name: name, golden: mismatch.golden.path, artifact: mismatch.artifact?.path,
        kind: .changed, summary: mismatch.summary.description, notes: mismatch.notes,
        command: GoldenFailure.command(filter: mismatch.filter, mode: .failed),
        expected: check.expected, actual: check.actual)
    case .missing(let golden, let filter, let notes):
      self.init(
        test: test, name: name, golden: golden.path, artifact: nil, kind: .missing,
        summary: "no golden", notes: notes,
        command: GoldenFailure.command(filter: filter, mode: .missing), expected: nil,
        actual: check.actual)
    case .recorded(let golden, _, let change):
      self.init(
        test: test, name: name, golden: golden.path, artifact: nil, kind: .recorded,
        summary: change.description, notes: [], command: nil, expected: check.expected,
        actual: check.actual)
    case .fileError, .configuration:
      return nil
    }
  }
}
