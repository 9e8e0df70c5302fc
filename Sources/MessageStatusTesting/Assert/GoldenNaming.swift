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

  /// The folder under `Goldens/`: `folder`, or the test file's name without `.swift`.
  static func folder(_ folder: String?, filePath: String) -> String {
    folder
      ?? sanitized(((filePath as NSString).lastPathComponent as NSString).deletingPathExtension)
  }

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
    let base = bases[function] ?? Self.sanitized(String(function.prefix { $0 != "(" }))
    bases[function] = base
    var entry = counts[test] ?? (0, run)
    if entry.run != run { entry = (0, run) }
    entry.count += 1
    counts[test] = entry
    return entry.count == 1 ? base : "\(base)-\(entry.count)"
  }

  /// Claims `golden` for `test`; the other tests of this process that claimed it before.
  ///
  /// The golden is known by its physical path, so `./text` and a link to `text` are the
  /// same golden.
  func claim(_ golden: URL, for test: String) -> [String] {
    let key = FolderIdentity.physical(golden).joined(separator: "/")
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
