import Foundation

/// The HTML that shows how one golden compares with the output: for a changed golden the
/// JSON keys that changed and a line table, for a new golden its first lines.
///
/// It is made once per golden, from the diff the check already made, when the golden fails.
enum ReviewComparison {
  /// The most lines of a new golden shown; the page links to the whole file.
  static let newFileLines = 20

  /// The most changed JSON goldens a test process shows the key table of; past them, the
  /// line table alone (the keys are read from both documents, which at suite scale cost
  /// more than the rest of the comparison).
  static let keyTables = 100

  /// The comparison of a golden that existed (`expected`) with the output.
  ///
  /// - Parameter keyTable: Whether a JSON golden gets its table of changed keys (`false`
  ///   past ``keyTables`` in a process: a sentence says so instead).
  static func changed(
    name: String, expected: Data, actual: Data, diff: LineDiff, isJSON: Bool,
    keyTable: Bool = true
  ) -> String {
    var out = ""
    if isJSON, !keyTable {
      out +=
        "<p>The JSON keys that differ are listed for the first \(keyTables) changed "
        + "JSON goldens of a test process; the line diff shows this one.</p>\n"
    } else if isJSON, let keys = JSONDiff(old: expected, new: actual) {
      out += Self.keyTable(keys, name: name)
    }
    out += lineTable(diff, name: name)
    return out
  }

  /// The first ``newFileLines`` lines of an output with no golden to compare with, in one
  /// column: nothing was expected, so there is no expected column.
  static func newFile(name: String, actual: Data) -> String {
    var out = ""
    let bytes = [UInt8](actual)
    // Lines end at LF; a final LF ends the last line rather than starting an empty one.
    var total = 0
    var rows = ""
    var start = 0
    var index = 0
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == 10 {
        if index == bytes.count, start == index { break }
        total += 1
        if total <= newFileLines {
          let text = LineDiff.visible(String(decoding: bytes[start..<index], as: UTF8.self))
          rows += "<tr><td>\(total)</td><td>"
          rows += ReviewText.marked(text, keeping: ReviewText.window * 2) + "</td></tr>\n"
        }
        start = index + 1
      }
      index += 1
    }
    let shown = min(total, newFileLines)
    let caption = "Output: \(ReviewText.count(total, "line"))"
    out += "<table class=\"file\">\n<caption>\(ReviewText.escape(caption))</caption>\n"
    out += "<thead><tr><th scope=\"col\">Line</th><th scope=\"col\">Output</th></tr></thead>\n"
    out += "<tbody>\n" + rows + "</tbody>\n</table>\n"
    if total > shown {
      out += "<p>\(ReviewText.count(total - shown, "more line")) not shown.</p>\n"
    }
    return out
  }

  private static func keyTable(_ diff: JSONDiff, name: String) -> String {
    guard diff.total > 0 else {
      return "<p>The JSON values are equal; only the spelling (spacing, key order, escapes) "
        + "differs.</p>\n"
    }
    var out = "<table class=\"keys\">\n<caption>JSON keys that differ: \(diff.total)</caption>\n"
    out += "<thead><tr><th scope=\"col\">Path</th><th scope=\"col\">Change</th>"
    out += "<th scope=\"col\">Expected</th><th scope=\"col\">Actual</th></tr></thead>\n<tbody>\n"
    for change in diff.changes {
      out += "<tr><th scope=\"row\">\(ReviewText.escape(change.path))</th>"
      out += "<td>\(change.kind.rawValue)</td>"
      let (old, new) = ReviewText.highlighted(
        old: change.old.map(LineDiff.visible), new: change.new.map(LineDiff.visible),
        window: ReviewText.window)
      out += "<td class=\"o\">\(old)</td><td class=\"n\">\(new)</td>"
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n"
    if diff.total > diff.changes.count {
      out +=
        "<p>\(diff.total - diff.changes.count) more keys differ; the line diff shows all.</p>\n"
    }
    return out
  }

  /// The line diff: one column of text beside two of line numbers.
  ///
  /// An unchanged line is one row; a changed line is its golden row above its output row,
  /// the changed part of each marked. A row's missing number says which side it is not on.
  private static func lineTable(_ diff: LineDiff, name: String) -> String {
    // Two unchanged lines around a change (the failure message shows three): a review of
    // thousands of goldens stays a few megabytes.
    let layout = ReviewDiffRows(diff, context: 2)
    var out = "<table class=\"diff\">\n<caption>Line diff</caption>\n"
    out += "<thead><tr><th scope=\"col\">Golden line</th><th scope=\"col\">Output line</th>"
    out += "<th scope=\"col\">Text</th></tr></thead>\n<tbody>\n"
    for row in layout.rows {
      switch row {
      case .skipped(let count):
        out += "<tr class=\"skipped\"><td colspan=\"3\">"
        out += "\(ReviewText.count(count, "unchanged line"))</td></tr>\n"
      case .same(let old, let new, let text):
        let cell = ReviewText.marked(LineDiff.visible(text), keeping: ReviewText.window * 2)
        out += "<tr><td>\(old)</td><td>\(new)</td><td>\(cell)</td></tr>\n"
      case .change(let old, let new, let revealing):
        func spelled(_ text: String) -> String {
          revealing ? LineDiff.revealed(text) : LineDiff.visible(text)
        }
        let (oldCell, newCell) = ReviewText.highlighted(
          old: old.map { spelled($0.text) }, new: new.map { spelled($0.text) },
          window: ReviewText.window)
        if let old {
          out += "<tr class=\"o\"><td>\(old.number)</td><td></td><td>\(oldCell)</td></tr>\n"
        }
        if let new {
          out += "<tr class=\"n\"><td></td><td>\(new.number)</td><td>\(newCell)</td></tr>\n"
        }
      }
    }
    out += "</tbody>\n</table>\n"
    if layout.omitted > 0 {
      out += "<p>\(ReviewText.count(layout.omitted, "more row")) not shown.</p>\n"
    }
    return out
  }
}
