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
  ///
  /// Answered once per function and file: a test that checks many goldens asks again for
  /// each.
  func linesSharing(function: String, filePath: String) -> [Int] {
    let asked = filePath + "\u{0}" + function
    lock.lock()
    if let known = linesAnswered[asked] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let key = Self.fileKey(Self.functionName(function), near: filePath)
    lock.lock()
    defer { lock.unlock() }
    let lines = declarations(inFileAt: filePath)[key] ?? []
    let answer = lines.count < 2 ? [] : lines
    linesAnswered[asked] = answer
    return answer
  }

  /// ``linesSharing(function:filePath:)``'s answers, by file path and function.
  private var linesAnswered: [String: [Int]] = [:]
  /// ``filesSharing(function:filePath:)``'s answers, by file path and function.
  private var filesAnswered: [String: [String]] = [:]

  /// The other test files whose goldens share the folder and the default name that
  /// `function`'s golden takes: files of the same name (so the same default folder) in
  /// other folders around the test file's (another test target) that declare a function
  /// whose golden takes the same file name.
  ///
  /// Each target's run alone would write over the other's golden; neither run sees the
  /// other, so the source says so. The folders are those under the test file's folder's
  /// parent (`Tests/` in a package), listed once; hidden folders and `.build` are skipped.
  ///
  /// Answered once per function and file, as ``linesSharing(function:filePath:)`` is.
  func filesSharing(function: String, filePath: String) -> [String] {
    let asked = filePath + "\u{0}" + function
    lock.lock()
    if let known = filesAnswered[asked] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let key = Self.fileKey(Self.functionName(function), near: filePath)
    let name = (filePath as NSString).lastPathComponent
    let root = ((filePath as NSString).deletingLastPathComponent as NSString)
      .deletingLastPathComponent
    let own = FolderIdentity.physicalFile(URL(fileURLWithPath: filePath))
    lock.lock()
    defer { lock.unlock() }
    if testFiles[root] == nil { testFiles[root] = Self.swiftFiles(under: root) }
    let answer = (testFiles[root]?[name] ?? []).filter { other in
      FolderIdentity.physicalFile(URL(fileURLWithPath: other)) != own
        && declarations(inFileAt: other)[key] != nil
    }
    filesAnswered[asked] = answer
    return answer
  }

  /// The Swift files under each folder searched, by file name.
  private var testFiles: [String: [String: [String]]] = [:]

  /// The lines each function without parameters is declared on in the file at `path`.
  ///
  /// By the file name its golden takes (``fileKey(_:near:)``); read once. Call with the
  /// lock held.
  private func declarations(inFileAt path: String) -> [String: [Int]] {
    if let known = functions[path] { return known }
    var byKey: [String: [Int]] = [:]
    for (name, lines) in Self.functions(inFileAt: path) {
      byKey[Self.fileKey(name, near: path), default: []] += lines
    }
    functions[path] = byKey.mapValues { $0.sorted() }
    return functions[path] ?? [:]
  }

  /// The lines each function name without parameters is declared on in the file at `path`.
  ///
  /// A test that takes arguments names its goldens, so only these can share a default
  /// name. Names are Swift's: letters of any script (`übersicht`), or any name in
  /// backticks, which `#function` gives without them.
  private static func functions(inFileAt path: String) -> [String: [Int]] {
    guard let data = FileManager.default.contents(atPath: path),
      let expression = try? NSRegularExpression(
        pattern:
          "(?:^|[^\\p{L}\\p{M}\\p{N}_])func\\s+([\\p{L}\\p{M}_][\\p{L}\\p{M}\\p{N}_]*|`[^`]+`)\\s*\\(\\s*\\)"
      )
    else { return [:] }
    var lines: [String: [Int]] = [:]
    let text = String(decoding: data, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(line)
      for match in expression.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
        if let range = Range(match.range(at: 1), in: line) {
          let name = line[range].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
          lines[name, default: []].append(index + 1)
        }
      }
    }
    return lines
  }

  /// What a default golden named after `function` is as a file: its file name, compared
  /// as the file system compares names (canonically equivalent names are one name, as on
  /// Apple's file systems; case folded where the volume of `path` folds it).
  static func fileKey(_ function: String, near path: String) -> String {
    let name = sanitized(function).precomposedStringWithCanonicalMapping
    return foldsCase(near: path) ? name.lowercased() : name
  }

  /// Whether the volume holding `path`'s folder treats names that differ in case as one.
  private static func foldsCase(near path: String) -> Bool {
    let folder = URL(fileURLWithPath: (path as NSString).deletingLastPathComponent)
    return caseFolding.value(for: folder.path) {
      (try? folder.resourceValues(forKeys: [.volumeSupportsCaseSensitiveNamesKey]))?
        .volumeSupportsCaseSensitiveNames == false
    }
  }

  /// Whether each folder's volume folds case, asked once.
  private static let caseFolding = LockedDictionary<String, Bool>()

  /// The Swift files under `root`, by file name, skipping hidden folders and `.build`.
  private static func swiftFiles(under root: String) -> [String: [String]] {
    var byName: [String: [String]] = [:]
    guard
      let walker = FileManager.default.enumerator(
        at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return [:] }
    for case let url as URL in walker {
      if url.lastPathComponent == ".build" || url.lastPathComponent == "Goldens" {
        walker.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift" else { continue }
      byName[url.lastPathComponent, default: []].append(url.path)
    }
    return byName
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
