import MessageStatusRendering

/// A line-by-line diff between two texts, printed as a unified diff with both line numbers.
public struct LineDiff: Sendable {
  /// One line of the edit script.
  public enum Line: Hashable, Sendable {
    /// In both texts, at these 1-based line numbers.
    case same(old: Int, new: Int, text: String)
    /// Only in the old text (the golden).
    case removed(old: Int, text: String)
    /// Only in the new text (the actual output).
    case added(new: Int, text: String)
  }

  /// The whole edit script, in order.
  public let lines: [Line]

  /// Diffs `old` against `new`, line by line (Myers' algorithm).
  ///
  /// Texts that differ in more than 4,000 lines are shown as one removal and one addition.
  public init(old: String, new: String) {
    lines = Self.script(Self.split(old), Self.split(new))
  }

  /// Whether the texts differ at all, line by line.
  public var hasChanges: Bool {
    lines.contains {
      if case .same = $0 { return false }
      return true
    }
  }

  /// The number of removed plus added lines.
  public var changeCount: Int {
    lines.reduce(0) {
      if case .same = $1 { return $0 }
      return $0 + 1
    }
  }

  /// A unified diff with three lines of context and both line numbers, at most
  /// `maxLines` lines long; invisible characters are spelled out.
  ///
  /// ```text
  /// @@ -2,3 +2,3 @@
  ///     2     2 | role: outgoing, trailing
  /// -   3       | text: "Hello"
  /// +         3 | text: "Hello world"
  /// ```
  public func unified(context: Int = 3, maxLines: Int = 60) -> String {
    var printed: [String] = []
    var index = 0
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    var hunks: [ClosedRange<Int>] = []
    for position in changed {
      let range = max(0, position - context)...min(lines.count - 1, position + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    var total = 0
    for hunk in hunks {
      let slice = lines[hunk]
      let oldStart = slice.compactMap(\.oldNumber).first ?? 0
      let newStart = slice.compactMap(\.newNumber).first ?? 0
      printed.append(
        "@@ -\(oldStart),\(slice.filter { $0.oldNumber != nil }.count) "
          + "+\(newStart),\(slice.filter { $0.newNumber != nil }.count) @@")
      for line in slice { printed.append(Self.format(line)) }
      total += slice.count
    }
    index = printed.count
    if index > maxLines {
      let hidden = index - maxLines
      printed = Array(printed.prefix(maxLines))
      printed.append("… \(hidden) more diff lines not shown (\(changeCount) lines changed in all)")
    }
    return printed.joined(separator: "\n")
  }
}

extension LineDiff.Line {
  fileprivate var oldNumber: Int? {
    switch self {
    case .same(let old, _, _), .removed(let old, _): old
    case .added: nil
    }
  }

  fileprivate var newNumber: Int? {
    switch self {
    case .same(_, let new, _), .added(let new, _): new
    case .removed: nil
    }
  }
}

extension LineDiff {
  private static func split(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)[...].map { $0 }
  }

  private static func format(_ line: Line) -> String {
    func number(_ value: Int?) -> String {
      guard let value else { return String(repeating: " ", count: 5) }
      let digits = String(value)
      return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
    }
    switch line {
    case .same(let old, let new, let text):
      return " " + number(old) + " " + number(new) + " | " + visible(text)
    case .removed(let old, let text):
      return "-" + number(old) + " " + number(nil) + " | " + visible(text)
    case .added(let new, let text):
      return "+" + number(nil) + " " + number(new) + " | " + visible(text)
    }
  }

  /// Spells out invisible characters and marks trailing spaces, so a diff line that
  /// looks the same on both sides shows why it is not.
  static func visible(_ text: String) -> String {
    var result = VisibleEscaping.escape(text)
    var trailing = 0
    while result.hasSuffix(" ") {
      result.removeLast()
      trailing += 1
    }
    return result + String(repeating: "\\u{20}", count: trailing)
  }

  private static func script(_ old: [Substring], _ new: [Substring]) -> [Line] {
    let n = old.count
    let m = new.count
    let maxD = n + m
    let limit = 4_000
    var v = [Int](repeating: 0, count: 2 * maxD + 2)
    var trace: [[Int]] = []
    var found = false
    outer: for d in 0...min(maxD, limit) {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        let index = k + maxD
        var x: Int
        if k == -d || (k != d && v[index - 1] < v[index + 1]) {
          x = v[index + 1]
        } else {
          x = v[index - 1] + 1
        }
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        v[index] = x
        if x >= n && y >= m {
          found = true
          break outer
        }
      }
    }
    guard found else {
      return old.enumerated().map { .removed(old: $0.offset + 1, text: String($0.element)) }
        + new.enumerated().map { .added(new: $0.offset + 1, text: String($0.element)) }
    }
    // Walk the trace backwards to recover the path.
    var x = n
    var y = m
    var reversed: [Line] = []
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : v[previousK + maxD]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        reversed.append(.same(old: x, new: y, text: String(old[x - 1])))
        x -= 1
        y -= 1
      }
      if d > 0 {
        if x == previousX {
          reversed.append(.added(new: y, text: String(new[y - 1])))
        } else {
          reversed.append(.removed(old: x, text: String(old[x - 1])))
        }
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }
}
