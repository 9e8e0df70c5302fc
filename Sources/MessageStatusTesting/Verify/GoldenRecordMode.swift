/// When the golden helper may write golden files.
///
/// | Mode | Missing golden | Different golden | Matching golden |
/// |---|---|---|---|
/// | `never` | fails | fails | passes |
/// | `missing` | written, fails | fails | passes |
/// | `failed` | written, fails | rewritten, fails | passes |
/// | `all` | written, fails | rewritten, fails | rewritten, fails |
///
/// Writing always fails the test, so that a person reads every golden before committing
/// it. Which mode applies is decided by ``GoldenRecordDecision``: CI first, then
/// `GOLDEN_RECORD`, then code.
public enum GoldenRecordMode: String, CaseIterable, Hashable, Sendable {
  /// Never write: a missing golden fails, a different one fails.
  case never = "never"
  /// Write goldens that do not exist yet; a different golden fails untouched.
  case missing = "missing"
  /// Write missing goldens and rewrite the ones that differ: accept what failed.
  case failed = "failed"
  /// Write every golden reached, matching ones too (their line endings become LF).
  case all = "all"

  /// The mode the environment asks for, with no mode set in code.
  ///
  /// - Parameter environment: Usually `ProcessInfo.processInfo.environment`.
  /// - Throws: ``GoldenConfigurationError/invalidRecordMode(_:)`` for a `GOLDEN_RECORD`
  ///   that is not a mode: a typo is never silently ignored.
  public init(environment: [String: String]) throws(GoldenConfigurationError) {
    self = try GoldenRecordDecision(environment: environment, code: nil).mode
  }

  /// Whether `environment` is a CI run: `CI` set and not empty, `0` or `false`.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// The modes as a reader lists them: "never, missing, failed or all".
  static var spelledOut: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }
}

/// Which record mode applies to one golden, and which request it set aside.
///
/// The order, first match wins:
/// 1. **CI** (`CI` set, not empty, `0` or `false`): `never`, whatever else asks.
/// 2. **`GOLDEN_RECORD`**: the command line's request for this run.
/// 3. **Code**: the `record:` argument, else the innermost `.goldens(record:)` trait or
///    ``withGoldens(record:operation:)``.
/// 4. **Default**: `missing`.
///
/// ```swift
/// let decision = try GoldenRecordDecision(
///   environment: ["CI": "true", "GOLDEN_RECORD": "all"], code: nil)
/// decision.mode  // .never
/// decision.note  // "CI is set, so GOLDEN_RECORD=all was not applied: CI never writes goldens"
/// ```
public struct GoldenRecordDecision: Hashable, Sendable {
  /// Where a mode came from.
  public enum Source: String, Hashable, Sendable {
    /// `CI` is set.
    case ci
    /// The `GOLDEN_RECORD` environment variable.
    case environment
    /// A `record:` argument, a trait or ``withGoldens(record:operation:)``.
    case code
    /// Nothing asked: `missing`.
    case automatic
  }

  /// The mode that applies.
  public var mode: GoldenRecordMode
  /// Where it came from.
  public var source: Source
  /// A mode that was asked for but set aside because CI is set.
  public var overruled: Request?

  /// A mode someone asked for, and who.
  public struct Request: Hashable, Sendable {
    /// The mode asked for.
    public var mode: GoldenRecordMode
    /// Who asked: ``Source/environment`` or ``Source/code``.
    public var source: Source

    /// Creates a request.
    public init(mode: GoldenRecordMode, source: Source) {
      self.mode = mode
      self.source = source
    }
  }

  /// Decides the mode for one golden.
  ///
  /// - Parameters:
  ///   - environment: Usually `ProcessInfo.processInfo.environment`.
  ///   - code: The mode set in code, if any.
  /// - Throws: ``GoldenConfigurationError/invalidRecordMode(_:)`` for a `GOLDEN_RECORD`
  ///   that is not a mode, on CI too.
  public init(
    environment: [String: String], code: GoldenRecordMode?
  ) throws(GoldenConfigurationError) {
    var requested: Request?
    // An empty value is unset, as CI templates write it.
    if let value = environment["GOLDEN_RECORD"], !value.isEmpty {
      guard let mode = GoldenRecordMode(rawValue: value) else {
        throw .invalidRecordMode(value)
      }
      requested = Request(mode: mode, source: .environment)
    } else if let code {
      requested = Request(mode: code, source: .code)
    }
    if GoldenRecordMode.isCI(environment) {
      mode = .never
      source = .ci
      if let requested, requested.mode != .never { overruled = requested }
    } else if let requested {
      mode = requested.mode
      source = requested.source
    } else {
      mode = .missing
      source = .automatic
    }
  }

  /// A sentence for a failure message when CI set a request aside; otherwise `nil`.
  public var note: String? {
    guard let overruled else { return nil }
    let request =
      overruled.source == .environment
      ? "GOLDEN_RECORD=\(overruled.mode.rawValue)"
      : "record mode .\(overruled.mode.rawValue) (set in code)"
    return "CI is set, so \(request) was not applied: CI never writes goldens"
  }
}

/// A golden helper setting that cannot be used.
public enum GoldenConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `GOLDEN_RECORD` has a value that is not a ``GoldenRecordMode``.
  case invalidRecordMode(String)
  /// No folder with a `Package.swift` above the test file, and no `GOLDEN_DIR`.
  case goldensNotFound(searchedFrom: String)
  /// The goldens and artifacts folders are one folder, or one is inside the other (by
  /// identity: any spelling or link of the same folder).
  case overlappingFolders(goldens: String, artifacts: String)
  /// The artifacts folder holds files the helper did not write.
  case artifactsNotOwned(String)
  /// Two tests of one run check the same golden: each would rewrite the other's.
  case goldenOfAnotherTest(golden: String, test: String, otherTest: String)
  /// A parameterized test checks a golden without naming it: its cases would share one.
  case unnamedGoldenInParameterizedTest(test: String)
  /// A golden checked where no test is known (a helper function outside an `XCTestCase`
  /// method, a detached task) has no name.
  case unnamedGoldenOutsideATest(function: String)
  /// Two or more functions of one test file share the name a golden of theirs takes by
  /// default (`testThread` in two classes): their goldens would be one file, and a run of
  /// one of the tests alone could accept its output over the other's golden.
  case defaultNameShared(name: String, file: String, lines: [Int])
  /// Test files of one name in two folders (two test targets, `AppTests/SettingsTests.swift`
  /// and `WidgetTests/SettingsTests.swift`) each declare a function whose golden takes the
  /// same default folder and name: each target's run alone would write over the other's
  /// golden, and neither run sees the other.
  case defaultGoldenSharedAcrossFiles(golden: String, files: [String])
  /// A golden's name or folder is no file name under `Goldens/` (empty, absolute, or
  /// leading out of it with `..`).
  case invalidGoldenPath(String)
  /// The artifacts folder is a file, or cannot be listed.
  case artifactsNotAFolder(String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      if let mode = GoldenRecordMode(rawValue: value.lowercased()) {
        "GOLDEN_RECORD=\(value) is not a record mode; did you mean GOLDEN_RECORD="
          + "\(mode.rawValue)? (modes are lowercase: \(GoldenRecordMode.spelledOut))"
      } else {
        "GOLDEN_RECORD=\(value) is not a record mode; use \(GoldenRecordMode.spelledOut) "
          + "(or unset it)"
      }
    case .goldensNotFound(let start):
      "no Package.swift found in \(start) or any folder above it; set GOLDEN_DIR to the "
        + "Goldens folder"
    case .overlappingFolders(let goldens, let artifacts):
      "the goldens folder (\(goldens)) and the artifacts folder (\(artifacts)) are one "
        + "folder or one is inside the other, so output could be written over goldens; "
        + "set GOLDEN_ARTIFACTS to a folder of its own"
    case .goldenOfAnotherTest(let golden, let test, let other):
      "\(test) and \(other) both check \(golden), so each would rewrite the other's golden "
        + "(the test that checks it first passes; the others fail); give one of them another "
        + "name (named:) or folder (in:)"
    case .unnamedGoldenInParameterizedTest(let test):
      "\(test) is parameterized, so its cases would share one golden: name each case's "
        + "golden after its arguments (named: \"thread-\\(argument)\")"
    case .unnamedGoldenOutsideATest(let function):
      "\(function) checks a golden outside any test the frameworks name (a helper function, "
        + "a detached task), so a name taken from the test would depend on which test called "
        + "first: name it (named:)"
    case .defaultNameShared(let name, let file, let lines):
      "functions on lines \(lines.map(String.init).joined(separator: ", ")) of \(file) are all "
        + "named \(name), so their tests' goldens would share one default name, and accepting "
        + "one test alone would write over the other's golden: name their goldens (named:) "
        + "or rename the functions"
    case .defaultGoldenSharedAcrossFiles(let golden, let files):
      "\(files.joined(separator: " and ")) both take Goldens/\(golden) by default, so the "
        + "run of each target would write over the other's golden: name their goldens "
        + "(named:) or folders (in:)"
    case .invalidGoldenPath(let path):
      "\"\(path)\" is not a golden's name or folder: a name is a file name and a folder a "
        + "relative path under Goldens/, neither empty nor leading out of it with .."
    case .artifactsNotAFolder(let path):
      "the artifacts folder \(path) is a file or cannot be listed; set GOLDEN_ARTIFACTS to a "
        + "folder"
    case .artifactsNotOwned(let artifacts):
      "the artifacts folder \(artifacts) holds files the golden helper did not write, "
        + "which it could replace or delete; set GOLDEN_ARTIFACTS to an empty or new folder"
    }
  }
}
