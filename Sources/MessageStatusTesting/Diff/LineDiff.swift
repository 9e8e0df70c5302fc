import Foundation
import MessageStatusRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line-by-line diff between two texts, printed as a unified diff with both line numbers.
///
/// Lines are compared by their Unicode scalars, never by Swift's `==`: an NFC line and its
/// NFD spelling are different lines here, and the diff shows both with their scalars
/// spelled out. A line ends at LF; a CR before it is part of the line (and shown as `\r`).
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

  /// A run of removed and added lines with no unchanged line between them.
  ///
  /// Lines are paired in order: the first removed line with the first added line, and so
  /// on. A pair is a *changed* line; what is left over was only added or only removed.
  public struct Block: Hashable, Sendable {
    /// Positions in ``LineDiff/lines`` of the removed lines, in order.
    public var removed: [Int]
    /// Positions in ``LineDiff/lines`` of the added lines, in order.
    public var added: [Int]

    /// How many lines of the block are changed (a removed line paired with an added one).
    public var changedCount: Int { min(removed.count, added.count) }
  }

  /// The whole edit script, in order.
  public let lines: [Line]
  /// Whether the old text ends with a line feed (for an empty text: as the new one does).
  public let oldEndsWithNewline: Bool
  /// Whether the new text ends with a line feed (for an empty text: as the old one does).
  public let newEndsWithNewline: Bool

  /// Diffs `old` against `new`, line by line (Myers' algorithm).
  ///
  /// Texts that differ in more than 4,000 lines are shown as one removal and one addition.
  public init(old: String, new: String) {
    let (oldLines, oldNewline) = Self.split(old)
    let (newLines, newNewline) = Self.split(new)
    lines = Self.script(oldLines, newLines)
    // An empty text has no last line to end: it never makes the final newline differ.
    oldEndsWithNewline = old.isEmpty ? newNewline : oldNewline
    newEndsWithNewline = new.isEmpty ? oldNewline : newNewline
  }

  /// Whether the texts differ at all, line by line or in their final newline.
  public var hasChanges: Bool {
    oldEndsWithNewline != newEndsWithNewline || !blocks.isEmpty
  }

  /// The number of removed plus added lines in the edit script.
  public var changeCount: Int {
    blocks.reduce(0) { $0 + $1.removed.count + $1.added.count }
  }

  /// The runs of removed and added lines, in order.
  public var blocks: [Block] {
    var result: [Block] = []
    var current = Block(removed: [], added: [])
    for (position, line) in lines.enumerated() {
      switch line {
      case .same:
        if !current.removed.isEmpty || !current.added.isEmpty { result.append(current) }
        current = Block(removed: [], added: [])
      case .removed: current.removed.append(position)
      case .added: current.added.append(position)
      }
    }
    if !current.removed.isEmpty || !current.added.isEmpty { result.append(current) }
    return result
  }

  /// What changed, counted as a reader counts it: a line replaced by another is one
  /// changed line, not one removal and one addition.
  public var summary: DiffSummary {
    var summary = DiffSummary()
    for block in blocks {
      for pair in 0..<block.changedCount {
        if lines[block.removed[pair]].text == lines[block.added[pair]].text {
          // Canonically equivalent (Swift's ==) but different scalars.
          summary.normalizationOnly += 1
        } else {
          summary.changed += 1
        }
      }
      summary.added += block.added.count - block.changedCount
      summary.removed += block.removed.count - block.changedCount
    }
    summary.finalNewlineDiffers = oldEndsWithNewline != newEndsWithNewline
    return summary
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
    let revealed = normalizationPairs
    var printed: [String] = []
    for hunk in hunks(context: context) {
      let slice = lines[hunk]
      let oldStart = slice.compactMap(\.oldNumber).first ?? 0
      let newStart = slice.compactMap(\.newNumber).first ?? 0
      printed.append(
        "@@ -\(oldStart),\(slice.filter { $0.oldNumber != nil }.count) "
          + "+\(newStart),\(slice.filter { $0.newNumber != nil }.count) @@")
      for position in hunk {
        printed.append(Self.format(lines[position], revealingScalars: revealed.contains(position)))
      }
    }
    if printed.count > maxLines {
      let hidden = printed.count - maxLines
      printed = Array(printed.prefix(maxLines))
      printed.append("… \(hidden) more diff lines not shown (\(summary) in all)")
    }
    return printed.joined(separator: "\n")
  }

  /// The ranges of ``lines`` to show: each change with `context` unchanged lines around it,
  /// overlapping ranges merged.
  func hunks(context: Int = 3) -> [ClosedRange<Int>] {
    var hunks: [ClosedRange<Int>] = []
    for (position, line) in lines.enumerated() {
      if case .same = line { continue }
      let range = max(0, position - context)...min(lines.count - 1, position + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    return hunks
  }

  /// Positions of removed and added lines whose partner differs only in Unicode
  /// normalisation: they look the same, so they are shown scalar by scalar.
  var normalizationPairs: Set<Int> {
    var result: Set<Int> = []
    for block in blocks {
      for pair in 0..<block.changedCount
      where lines[block.removed[pair]].text == lines[block.added[pair]].text {
        result.insert(block.removed[pair])
        result.insert(block.added[pair])
      }
    }
    return result
  }
}

extension LineDiff.Line {
  /// The line's text.
  public var text: String {
    switch self {
    case .same(_, _, let text), .removed(_, let text), .added(_, let text): text
    }
  }

  /// The line's number in the old text, if it is there.
  public var oldNumber: Int? {
    switch self {
    case .same(let old, _, _), .removed(let old, _): old
    case .added: nil
    }
  }

  /// The line's number in the new text, if it is there.
  public var newNumber: Int? {
    switch self {
    case .same(_, let new, _), .added(let new, _): new
    case .removed: nil
    }
  }
}

extension LineDiff {
  /// The lines of `text` split at LF (a final LF ends the last line rather than starting
  /// an empty one), and whether that final LF is there.
  ///
  /// LF never occurs inside another scalar's UTF-8, so the bytes are searched with `memchr`:
  /// the helper runs in the tests' debug build, where a loop over scalars pays for each one.
  private static func split(_ text: String) -> (lines: [Substring], endsWithNewline: Bool) {
    guard !text.isEmpty else { return ([], false) }
    var text = text
    text.makeContiguousUTF8()
    let utf8 = text.utf8
    let ends: [Int] =
      utf8.withContiguousStorageIfAvailable { bytes in
        var ends: [Int] = []
        guard let base = bytes.baseAddress else { return ends }
        var offset = 0
        while offset < bytes.count,
          let found = memchr(base + offset, 10, bytes.count - offset)
        {
          let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
          ends.append(end)
          offset = end + 1
        }
        return ends
      } ?? []
    var lines: [Substring] = []
    lines.reserveCapacity(ends.count + 1)
    var start = 0
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    for end in ends {
      lines.append(text[index(start)..<index(end)])
      start = end + 1
    }
    let endsWithNewline = start == utf8.count
    if !endsWithNewline { lines.append(text[index(start)...]) }
    return (lines, endsWithNewline)
  }

  private static func format(_ line: Line, revealingScalars: Bool) -> String {
    func number(_ value: Int?) -> String {
      guard let value else { return String(repeating: " ", count: 5) }
      let digits = String(value)
      return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
    }
    let text = revealingScalars ? revealed(line.text) : visible(line.text)
    switch line {
    case .same(let old, let new, _):
      return " " + number(old) + " " + number(new) + " | " + text
    case .removed(let old, _):
      return "-" + number(old) + " " + number(nil) + " | " + text
    case .added(let new, _):
      return "+" + number(nil) + " " + number(new) + " | " + text
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

  /// Spells out every scalar outside ASCII as well: for lines that differ only in Unicode
  /// normalisation, where `é` (U+00E9) and `e` + U+0301 would otherwise look the same.
  static func revealed(_ text: String) -> String {
    var result = ""
    for scalar in visible(text).unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  private static func script(_ old: [Substring], _ new: [Substring]) -> [Line] {
    // Lines become numbers, equal only when their bytes are: `Substring ==` would call an
    // NFC line and its NFD spelling equal.
    var numbers: [LineBytes: Int] = [:]
    func number(_ line: Substring) -> Int {
      let bytes = LineBytes(line)
      if let known = numbers[bytes] { return known }
      numbers[bytes] = numbers.count
      return numbers.count - 1
    }
    let a = old.map(number)
    let b = new.map(number)
    let n = a.count
    let m = b.count
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
        while x < n, y < m, a[x] == b[y] {
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

/// A line known by its bytes: equal only when the bytes are (an NFC line and its NFD
/// spelling differ), hashed and compared in one call each rather than byte by byte.
private struct LineBytes: Hashable {
  let bytes: [UInt8]

  init(_ line: Substring) {
    bytes = Array(line.utf8)
  }

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  static func == (a: LineBytes, b: LineBytes) -> Bool {
    a.bytes.count == b.bytes.count
      && a.bytes.withUnsafeBytes { x in
        b.bytes.withUnsafeBytes { y in
          guard let first = x.baseAddress, let second = y.baseAddress else { return true }
          return memcmp(first, second, x.count) == 0
        }
      }
  }
}
