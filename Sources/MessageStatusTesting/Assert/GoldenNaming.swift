import Foundation

/// Names for goldens that their tests do not name, and the check that no two tests share
/// one golden.
///
/// A golden's folder defaults to its test file's name (`Goldens/TeamTests/…`), and its name
/// to its test function's (`thread`, `testThread`); the second call site in one test gets
/// `thread-2`, the third `thread-3`, in the order the test first reaches them, so a name
/// does not depend on line numbers and stays the same when a test runs again.
final class GoldenNaming: @unchecked Sendable {
  /// The naming of this process.
  static let shared = GoldenNaming()

  private let lock = NSLock()
  /// Each test's call sites, in the order it first reached them.
  private var callSites: [String: [String]] = [:]
  /// Which test each golden file belongs to in this process.
  private var owners: [String: String] = [:]

  /// The folder under `Goldens/`: `folder`, or the test file's name without `.swift`.
  static func folder(_ folder: String?, filePath: String) -> String {
    folder
      ?? sanitized(((filePath as NSString).lastPathComponent as NSString).deletingPathExtension)
  }

  /// The golden's name: `name`, or the test function's name with the call site's number
  /// from the second on.
  ///
  /// - Parameters:
  ///   - function: The test function, as `#function` or a framework spells it
  ///     (`thread()`, `badge(readers:)`, `testThread`).
  ///   - test: The test's identity, for counting its call sites.
  ///   - callSite: Where the call is (`fileID:line:column`).
  func name(_ name: String?, function: String, test: String, callSite: String) -> String {
    if let name { return name }
    let base = Self.sanitized(String(function.prefix { $0 != "(" }))
    lock.lock()
    defer { lock.unlock() }
    var sites = callSites[test, default: []]
    let number: Int
    if let index = sites.firstIndex(of: callSite) {
      number = index + 1
    } else {
      sites.append(callSite)
      callSites[test] = sites
      number = sites.count
    }
    return number == 1 ? base : "\(base)-\(number)"
  }

  /// Claims `golden` for `test`; the other test's name when another test of this process
  /// claimed it first.
  func claim(_ golden: URL, for test: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    let key = golden.standardizedFileURL.path
    if let owner = owners[key], owner != test { return owner }
    owners[key] = test
    return nil
  }

  /// `text` as a file name: letters, digits, `-`, `_` and `.` kept, anything else `-`.
  static func sanitized(_ text: String) -> String {
    let kept = text.unicodeScalars.map { scalar -> Character in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "-_.".unicodeScalars.contains(scalar)
        ? Character(scalar) : "-"
    }
    let name = String(kept)
    return name.isEmpty || name.allSatisfy({ $0 == "." }) ? "golden" : name
  }
}
