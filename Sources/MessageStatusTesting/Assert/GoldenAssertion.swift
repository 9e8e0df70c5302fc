import Foundation

/// The steps both frameworks share: decide the mode, find the files, compare, note the
/// result for the review page.
enum GoldenAssertion {
  /// The process's environment, read once: `CI`, `GOLDEN_RECORD` and the folders are set
  /// before the tests start, and copying every variable into a dictionary per golden was
  /// time a suite of thousands of goldens felt.
  static let environment = ProcessInfo.processInfo.environment

  /// Each test file's folders, found once per file and settings.
  private static let locations = LockedDictionary<[String], GoldenLocation>()

  /// Checks one golden for the test named `test`; `nil` when it matches.
  ///
  /// `function` is the test function the golden's name was taken from, when its test did
  /// not name it.
  static func check<Value>(
    _ value: Value, as format: GoldenFormat<Value>, named name: String, in folder: String,
    record: GoldenRecordMode?, diffTool: String? = nil, filePath: String, test: String,
    filter: String?, defaultNameOf function: String? = nil,
    environment: [String: String] = GoldenSettings.environment ?? GoldenAssertion.environment
  ) -> GoldenFailure? {
    guard GoldenNaming.isValid(name: name, folder: folder) else {
      return .configuration(.invalidGoldenPath(folder + "/" + name))
    }
    if let function {
      let lines = GoldenNaming.shared.linesSharing(function: function, filePath: filePath)
      if !lines.isEmpty {
        return .configuration(
          .defaultNameShared(
            name: GoldenNaming.functionName(function),
            file: (filePath as NSString).lastPathComponent, lines: lines))
      }
      // Another target's file of the same name takes the same default folder: only when
      // the folder is the default one.
      if folder == GoldenNaming.folder(nil, filePath: filePath) {
        let others = GoldenNaming.shared.filesSharing(function: function, filePath: filePath)
        if !others.isEmpty {
          return .configuration(
            .defaultGoldenSharedAcrossFiles(
              golden: folder + "/" + name, files: [filePath] + others))
        }
      }
    }
    let decision: GoldenRecordDecision
    let location: GoldenLocation
    do {
      decision = try GoldenRecordDecision(
        environment: environment, code: record ?? GoldenSettings.record)
      let key = [filePath, environment["GOLDEN_DIR"] ?? "", environment["GOLDEN_ARTIFACTS"] ?? ""]
      location = try locations.value(for: key) { () throws(GoldenConfigurationError) in
        try GoldenLocation(filePath: filePath, environment: environment)
      }
      if let chosen = environment["GOLDEN_ARTIFACTS"], !chosen.isEmpty {
        try ArtifactsFolder.check(location.artifacts)
      }
    } catch {
      return .configuration(error)
    }
    GoldenReviewLog.shared.begin(artifacts: location.artifacts)
    let ext = format.fileExtension
    let golden = location.golden(folder: folder, name: name, fileExtension: ext)
    let others = GoldenNaming.shared.claim(golden, for: test)
    if !others.isEmpty {
      return .configuration(
        .goldenOfAnotherTest(
          golden: golden.path, test: test, otherTest: others.joined(separator: " and ")))
    }
    let artifact = location.artifact(folder: folder, name: name, fileExtension: ext)
    // The person running the tests picks the tool; code only sets a default.
    let tool = environment["GOLDEN_DIFF_TOOL"].flatMap { $0.isEmpty ? nil : $0 } ?? diffTool
    let page = GoldenCheck(
      actual: Data(format.render(value).utf8), golden: golden, mode: decision.mode,
      artifact: artifact, filter: filter, diffTool: tool, artifacts: location.artifacts)
    // The file the page links, beside it: checked and recorded with it, owned by no test.
    var companion: (check: GoldenCheck, name: String)?
    if let file = format.companion {
      let check = GoldenCheck(
        actual: Data(file.text.utf8),
        golden: golden.deletingLastPathComponent().appendingPathComponent(file.fileName),
        mode: decision.mode,
        artifact: artifact.deletingLastPathComponent().appendingPathComponent(file.fileName),
        filter: filter, diffTool: tool, artifacts: location.artifacts)
      companion = (check, "\(folder)/\(file.fileName)")
      // A page kept for review links the file beside it: keep a copy there too, so that
      // the page opens as drawn.
      if page.failure != nil, check.failure == nil {
        try? FileManager.default.createDirectory(
          at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? ScratchWrite.save(
          check.actual,
          toPath: artifact.deletingLastPathComponent().appendingPathComponent(file.fileName).path)
      }
    }
    // The page's failure first; the companion's when the page matched.
    let (check, checkedName): (GoldenCheck, String) =
      page.failure == nil
      ? companion ?? (page, "\(folder)/\(name).\(ext)")
      : (page, "\(folder)/\(name).\(ext)")
    // The note of a request CI set aside, when that request would have written this golden
    // (record mode `missing` writes no changed golden).
    var note = decision.note
    if case .mismatch? = check.failure, decision.overruled?.mode == .missing { note = nil }
    guard var failure = check.failure?.adding(note: note) else { return nil }
    if check.failure != nil, page.failure != nil, let companion, companion.check.failure != nil {
      failure = failure.adding(
        note: "\(companion.name), which the page links, differs from its golden too")
    }
    if case .missing = failure, decision.source == .ci, decision.overruled == nil {
      failure = failure.adding(
        note: "CI is set, and CI never writes goldens: record this one where you work (the "
          + "Record command), read it and commit it")
    }
    if let entry = GoldenReviewEntry(
      failure: failure, test: test, name: checkedName, check: check,
      artifacts: location.artifacts)
    {
      GoldenReviewLog.shared.add(entry, artifacts: location.artifacts)
    }
    return failure
  }
}

extension GoldenReviewEntry {
  /// The entry for a failure worth reviewing; `nil` for file and configuration errors.
  ///
  /// The comparison is rendered here, from the check's diff; for an HTML golden whose
  /// change is below the first screenful, a copy of each side with an id at the change is
  /// written under `artifacts`, so its frame opens there.
  init?(
    failure: GoldenFailure, test: String, name: String, check: GoldenCheck, artifacts: URL
  ) {
    let isHTML = ["html", "htm"].contains((name as NSString).pathExtension.lowercased())
    let isJSON = (name as NSString).pathExtension.lowercased() == "json"
    func comparison() -> String {
      if let expected = check.expected, let diff = check.diff {
        return ReviewComparison.changed(
          name: name, expected: expected, actual: check.actual, diff: diff, isJSON: isJSON,
          keyTable: isJSON && GoldenReviewLog.shared.listsKeyTable())
      }
      if check.expected != nil {
        return "<p>The golden was rewritten with the same text.</p>\n"
      }
      return newFile()
    }
    func newFile() -> String {
      GoldenReviewLog.shared.listsNewGolden()
        ? ReviewComparison.newFile(name: name, actual: check.actual)
        : "<p>Only the first \(GoldenReviewLog.listedNewGoldens) new goldens this test process "
          + "recorded are shown line by line; open this one from its link.</p>\n"
    }
    func frames(expected: URL?, actual: URL?) -> [Frame] {
      guard isHTML else { return [] }
      let lines = check.diff.map(ReviewFrameAnchor.firstChange) ?? (old: 0, new: 0)
      let unique = GoldenReviewLog.shared.uniqueName()
      func side(_ label: String, _ file: URL?, _ data: Data?, _ line: Int) -> Frame {
        guard let file else { return Frame(label: label, path: nil) }
        let html = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard let (copy, id) = ReviewFrameAnchor.anchored(html, atLine: line) else {
          return Frame(label: label, path: file.path)
        }
        if copy == html { return Frame(label: label, path: file.path, fragment: id) }
        let kept = GoldenReviewLog.framesFolder(in: artifacts)
          .appendingPathComponent("\(unique)-\(label.lowercased()).html")
        // The copy lives elsewhere: what the page links beside it (its stylesheet) still
        // loads from where the page is.
        var based = copy
        if let head = based.range(of: "<head>\n") {
          let folder = file.deletingLastPathComponent().absoluteString
          based.insert(
            contentsOf: "<base href=\"\(ReviewText.escape(folder))\">\n", at: head.upperBound)
        }
        do {
          try FileManager.default.createDirectory(
            at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(based.utf8).write(to: kept, options: .atomic)
          return Frame(label: label, path: kept.path, fragment: id)
        } catch {
          return Frame(label: label, path: file.path)
        }
      }
      return [
        side("Expected", expected, check.expected, lines.old),
        side("Actual", actual, check.actual, lines.new),
      ]
    }
    switch failure {
    case .mismatch(let mismatch):
      self.init(
        test: test, name: name, golden: mismatch.golden.path, kind: .changed, isNew: false,
        summary: mismatch.headline, notes: mismatch.notes,
        command: GoldenFailure.command(filter: mismatch.filter, mode: .failed),
        review: mismatch.artifact.map {
          GoldenFailure.reviewCommand(
            tool: mismatch.diffTool, old: mismatch.golden.path, new: $0.path)
        },
        frames: frames(expected: mismatch.golden, actual: mismatch.artifact),
        body: comparison())
    case .missing(let golden, let filter, let notes):
      self.init(
        test: test, name: name, golden: golden.path, kind: .missing, isNew: true,
        summary: "no golden", notes: notes,
        command: GoldenFailure.command(filter: filter, mode: .missing), review: nil,
        frames: [], body: newFile())
    case .recorded(let recording):
      self.init(
        test: test, name: name, golden: recording.golden.path, kind: .recorded,
        isNew: recording.previous == nil, summary: recording.change.description, notes: [],
        command: nil, review: recording.reviewCommand,
        frames: frames(expected: recording.previousCopy, actual: recording.golden),
        body: comparison())
    case .fileError, .configuration:
      return nil
    }
  }
}
