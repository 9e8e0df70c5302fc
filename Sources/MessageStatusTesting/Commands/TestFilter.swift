/// `swift test --filter` expressions that select exactly one test, in either framework.
///
/// `swift test` matches the filter as a regular expression against
/// `Module.Class/testMethod` (XCTest) and `Module.Suite/function(label:)/File.swift:line:column`
/// (Swift Testing), so names are escaped and the expression is anchored at both ends.
enum TestFilter {
  /// The filter for an XCTest method: `^Module\.Class/testMethod$`.
  static func xcTest(qualifiedClass: String, method: String) -> String {
    "^" + escape(qualifiedClass) + "/" + escape(method) + "$"
  }

  /// The filter for a Swift Testing test (all cases of a parameterized one):
  /// `^Module\.Suite/function\(label:\)(/|$)`.
  static func swiftTesting(module: String, nameComponents: [String]) -> String {
    "^" + escape(module) + #"\."# + nameComponents.map(escape).joined(separator: "/") + "(/|$)"
  }

  /// The filter for the test function `name` in `module`, in either framework.
  ///
  /// For where no framework says which test is running: `name` is `#function` (`testA()`,
  /// `thread(locale:)`), and `^Module\.([^/]+/)*testA(\(\))?(/|$)` matches XCTest's
  /// `Module.Class/testA` and Swift Testing's `Module.Suite/testA()`. `nil` for a name that
  /// is no function's.
  static func function(module: String, name: String) -> String? {
    guard let open = name.firstIndex(of: "("), open > name.startIndex, name.hasSuffix(")")
    else { return nil }
    let prefix = "^" + escape(module) + #"\.([^/]+/)*"#
    if name.hasSuffix("()") {
      return prefix + escape(String(name[..<open])) + #"(\(\))?(/|$)"#
    }
    return prefix + escape(name) + "(/|$)"
  }

  /// `text` with every regular-expression metacharacter preceded by a backslash.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if #"\^$.|?*+()[]{}"#.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The method part of an XCTest name: `testA` from `Module.Class.testA` (Linux) or
  /// `-[Class testA]` (Apple platforms).
  static func method(fromTestName name: String) -> String {
    if name.hasPrefix("-["), name.hasSuffix("]"), let space = name.lastIndex(of: " ") {
      return String(name[name.index(after: space)..<name.index(before: name.endIndex)])
    }
    if let dot = name.lastIndex(of: ".") { return String(name[name.index(after: dot)...]) }
    return name
  }
}
