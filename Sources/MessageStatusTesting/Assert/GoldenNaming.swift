import Foundation

/// Names for goldens that their tests do not name, and the check that no two tests share
/// one golden.
///
/// A golden's folder defaults to its test file's name (`Goldens/TeamTests/…`), and its name
/// to its test function's (`thread`, `testThread`): the first golden a test checks is
/// `thread`, the second `thread-2`, and so on, in the order the test checks them (a loop
/// names one golden per pass), as swift-snapshot-testing counts its snapshots. An XCTest
/// test counts again from 1 each time it runs.
final class GoldenNaming: @unchecked Sendable {
  /// The naming of this process.
  static let shared = GoldenNaming()

  private let lock = NSLock()
  /// How many goldens each test has named, and the run of the test they belong to.
  private var counts: [String: (count: Int, run: ObjectIdentifier?)] = [:]
  /// Which test each golden file belongs to in this process.
  private var owners: [String: [String]] = [:]
  /// Each test function's name as a file name, made once.
  private var bases: [String: String] = [:]
  /// The lines each function name is declared on, by test file.
  private var functions: [String: [String: [Int]]] = [:]

  /// The folder under `Goldens/`: `folder`, or the test file's name without `.swift`.
  static func folder(_ folder: String?, filePath: String) -> String {
    folder
      ?? fileFolders.value(for: filePath) {
        sanitized(((filePath as NSString).lastPathComponent as NSString).deletingPathExtension)
      }
  }

  /// Each test file's folder name, made once: a file checks thousands of goldens.
  private static let fileFolders = LockedDictionary<String, String>()

  /// The golden's name: `name`, or the test function's name with the golden's number in
  /// its test from the second on.
  ///
  /// - Parameters:
  ///   - function: The test function, as `#function` or a framework spells it
  ///     (`thread()`, `badge(readers:)`, `testThread`).
  ///   - test: The test's identity, for counting its goldens.
  ///   - run: The run of the test (an `XCTestCase` instance), when it is known: a new run
  ///     counts from 1 again.
  func name(_ name: String?, function: String, test: String, run: ObjectIdentifier? = nil)
    -> String
  {
    if let name { return name }
    lock.lock()
    defer { lock.unlock() }
    let base = bases[function] ?? Self.sanitized(Self.functionName(function))
    bases[function] = base
    var entry = counts[test] ?? (0, run)
    if entry.run != run { entry = (0, run) }
    entry.count += 1
    counts[test] = entry
    return entry.count == 1 ? base : "\(base)-\(entry.count)"
  }

  /// The lines of the functions without parameters named as `function` is (its name before
  /// any `(`) in the test file at `filePath`, when there are two or more; otherwise empty.
  ///
  /// A golden's default name comes from its test function's name and its folder from the
  /// file, so two such functions (in two classes or suites of one file) would check one
  /// golden. A run of both reports it through ``claim(_:for:)``; this finds it in the
  /// source, so a run of one of them alone reports it too. A file that cannot be read
  /// shares nothing.
  func linesSharing(function: String, filePath: String) -> [Int] {
    let name = Self.functionName(function)
    lock.lock()
    defer { lock.unlock() }
    if functions[filePath] == nil { functions[filePath] = Self.functions(inFileAt: filePath) }
    let lines = functions[filePath]?[name] ?? []
    return lines.count < 2 ? [] : lines
  }

  /// The lines each function name without parameters is declared on in the file at `path`
  /// (read once): a test that takes arguments names its goldens, so only these can share
  /// a default name.
  private static func functions(inFileAt path: String) -> [String: [Int]] {
    guard let data = FileManager.default.contents(atPath: path),
      let expression = try? NSRegularExpression(
        pattern: "(?:^|[^A-Za-z0-9_])func\\s+([A-Za-z_][A-Za-z0-9_]*|`[^`]+`)\\s*\\(\\s*\\)")
    else { return [:] }
    var lines: [String: [Int]] = [:]
    let text = String(decoding: data, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(line)
      for match in expression.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
        if let range = Range(match.range(at: 1), in: line) {
          lines[String(line[range]), default: []].append(index + 1)
        }
      }
    }
    return lines
  }

  /// A test function's name without its parameters: `thread` for `thread()`.
  static func functionName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// Claims `golden` for `test`; the other tests of this process that claimed it before.
  ///
  /// The golden is known by its physical path, so `./text` and a link to `text` are the
  /// same golden.
  func claim(_ golden: URL, for test: String) -> [String] {
    let key = FolderIdentity.physicalFile(golden).joined(separator: "/")
    lock.lock()
    defer { lock.unlock() }
    var tests = owners[key, default: []]
    let others = tests.filter { $0 != test }
    if !tests.contains(test) { tests.append(test) }
    owners[key] = tests
    return others
  }

  /// Whether `name` can be a golden's file name and `folder` its folder under `Goldens/`.
  static func isValid(name: String, folder: String) -> Bool {
    let nameIsFile = !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
    let folderStaysInside = !folder.hasPrefix("/") && !parts.contains("..")
    return nameIsFile && folderStaysInside
  }

  /// `text` as a file name: letters, digits, `-`, `_` and `.` kept, anything else `-`.
  static func sanitized(_ text: String) -> String {
    let kept = text.unicodeScalars.map { scalar -> Character in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "-_.".unicodeScalars.contains(scalar)
        ? Character(scalar) : "-"
    }
    // No leading `-` or `.`: a name a shell would read as an option, or a hidden file.
    let name = String(String(kept).drop { $0 == "-" || $0 == "." })
    return name.isEmpty ? "golden" : name
  }
}
