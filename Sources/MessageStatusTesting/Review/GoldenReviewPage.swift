import Foundation

/// The self-contained HTML page that shows each failing golden's expected and actual
/// output side by side.
///
/// Every golden gets a line diff with invisible characters spelled out and the changed part
/// of each line marked. HTML goldens are also rendered in two frames, and JSON goldens get a
/// table of the keys that changed. The page has no scripts and loads nothing.
struct GoldenReviewPage {
  /// The goldens to show, in order.
  var entries: [GoldenReviewEntry]

  /// The whole page.
  var html: String {
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Golden review: \(Self.count(entries.count, "golden"))</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      <header>
      <h1>Golden review</h1>
      <p>\(Self.count(entries.count, "golden")) failed or were written in this test run. \
      <strong>Expected</strong> is the golden file, <strong>actual</strong> is what the code \
      produced. Invisible characters are spelled out, like <span class="esc">\\u{200B}</span>.</p>
      <nav aria-label="Goldens in this review">
      <ol>

      """
    for (index, entry) in entries.enumerated() {
      out += "<li><a href=\"#golden-\(index + 1)\">\(Self.escape(entry.name))</a>: "
      out += "\(Self.escape(Self.status(of: entry)))</li>\n"
    }
    out += "</ol>\n</nav>\n</header>\n<main>\n"
    for (index, entry) in entries.enumerated() {
      out += section(entry, id: "golden-\(index + 1)")
    }
    out += "</main>\n</body>\n</html>\n"
    return out
  }

  // MARK: One golden

  private func section(_ entry: GoldenReviewEntry, id: String) -> String {
    let expectedText = entry.expected.map { String(decoding: $0, as: UTF8.self) }
    let actualText = String(decoding: entry.actual, as: UTF8.self)
    var out = "<section id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
    out += "<h2 id=\"\(id)-title\">\(Self.escape(entry.name))</h2>\n"
    out += "<p class=\"status \(entry.kind.rawValue)\">\(Self.escape(Self.status(of: entry)))</p>\n"
    out += "<dl>\n<dt>Test</dt><dd><code>\(Self.escape(entry.test))</code></dd>\n"
    out += "<dt>Golden</dt><dd><code>\(Self.escape(entry.golden))</code></dd>\n"
    if let artifact = entry.artifact {
      out += "<dt>Actual</dt><dd><code>\(Self.escape(artifact))</code></dd>\n"
    }
    if let command = entry.command {
      let verb = entry.kind == .missing ? "Record" : "Accept"
      out += "<dt>\(verb)</dt><dd><code>\(Self.escape(command))</code></dd>\n"
    }
    out += "</dl>\n"
    if !entry.notes.isEmpty {
      out += "<ul class=\"notes\">\n"
      for note in entry.notes { out += "<li>\(Self.escape(note))</li>\n" }
      out += "</ul>\n"
    }
    if entry.fileExtension == "html" || entry.fileExtension == "htm" {
      out += frames(expected: expectedText, actual: actualText, name: entry.name)
    }
    if entry.fileExtension == "json", let expected = entry.expected,
      let diff = JSONDiff(old: expected, new: entry.actual)
    {
      out += keyTable(diff, name: entry.name)
    }
    let diff = LineDiff(old: expectedText ?? "", new: actualText)
    out += lineTable(diff, name: entry.name, hasGolden: expectedText != nil)
    out += "</section>\n"
    return out
  }

  /// "Changed: 2 lines changed", "Missing: no golden yet", "Recorded: 1 line changed".
  private static func status(of entry: GoldenReviewEntry) -> String {
    switch entry.kind {
    case .changed: "Changed: \(entry.summary)"
    case .missing: "Missing: no golden yet, nothing written"
    case .recorded:
      entry.expected == nil
        ? "Recorded a new golden: \(entry.summary)" : "Re-recorded: \(entry.summary)"
    }
  }

  private func frames(expected: String?, actual: String, name: String) -> String {
    var out = "<div class=\"frames\">\n"
    let sides: [(String, String?)] = [("Expected", expected), ("Actual", actual)]
    for (label, page) in sides {
      out += "<figure>\n<figcaption>\(label) page</figcaption>\n"
      if let page {
        // No scripts run in the frame; same origin so that an accessibility checker can
        // look inside it.
        out += "<iframe sandbox=\"allow-same-origin\" title=\"\(label) page: "
        out += "\(Self.escape(name))\" srcdoc=\"\(Self.escape(page))\"></iframe>\n"
      } else {
        out += "<p>No golden yet.</p>\n"
      }
      out += "</figure>\n"
    }
    return out + "</div>\n"
  }

  private func keyTable(_ diff: JSONDiff, name: String) -> String {
    guard diff.total > 0 else {
      return "<p>The JSON values are equal; only the spelling (spacing, key order, escapes) "
        + "differs.</p>\n"
    }
    var out = "<table class=\"keys\">\n<caption>JSON keys that differ in "
    out += "\(Self.escape(name)): \(diff.total)</caption>\n"
    out += "<thead><tr><th scope=\"col\">Path</th><th scope=\"col\">Change</th>"
    out += "<th scope=\"col\">Expected</th><th scope=\"col\">Actual</th></tr></thead>\n<tbody>\n"
    for change in diff.changes {
      out += "<tr><th scope=\"row\"><code>\(Self.escape(change.path))</code></th>"
      out += "<td>\(change.kind.rawValue)</td>"
      out += "<td class=\"old\">\(change.old.map { "<code>\(Self.marked($0))</code>" } ?? "")</td>"
      out += "<td class=\"new\">\(change.new.map { "<code>\(Self.marked($0))</code>" } ?? "")</td>"
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n"
    if diff.total > diff.changes.count {
      out +=
        "<p>\(diff.total - diff.changes.count) more keys differ; the line diff shows all.</p>\n"
    }
    return out
  }

  private func lineTable(_ diff: LineDiff, name: String, hasGolden: Bool) -> String {
    let layout = ReviewDiffRows(diff)
    let caption = hasGolden ? "Line diff of \(name): \(diff.summary)" : "Output for \(name)"
    var out = "<table class=\"diff\">\n<caption>\(Self.escape(caption))</caption>\n"
    out += "<thead><tr><th scope=\"col\">Golden line</th><th scope=\"col\">Expected</th>"
    out += "<th scope=\"col\">Output line</th><th scope=\"col\">Actual</th></tr></thead>\n"
    out += "<tbody>\n"
    for row in layout.rows {
      switch row {
      case .skipped(let count):
        out += "<tr class=\"skipped\"><td colspan=\"4\">"
        out += "\(Self.count(count, "unchanged line")) not shown</td></tr>\n"
      case .same(let old, let new, let text):
        let cell = Self.marked(LineDiff.visible(text))
        out += "<tr><td class=\"number\">\(old)</td><td><code>\(cell)</code></td>"
        out += "<td class=\"number\">\(new)</td><td><code>\(cell)</code></td></tr>\n"
      case .change(let old, let new, let revealing):
        func spelled(_ text: String) -> String {
          revealing ? LineDiff.revealed(text) : LineDiff.visible(text)
        }
        let (oldCell, newCell) = Self.highlighted(
          old: old.map { spelled($0.text) }, new: new.map { spelled($0.text) })
        out += "<tr><td class=\"number\">\(old.map { "\($0.number)" } ?? "")</td>"
        out +=
          old == nil ? "<td class=\"gap\"></td>" : "<td class=\"old\"><code>\(oldCell)</code></td>"
        out += "<td class=\"number\">\(new.map { "\($0.number)" } ?? "")</td>"
        out +=
          new == nil ? "<td class=\"gap\"></td>" : "<td class=\"new\"><code>\(newCell)</code></td>"
        out += "</tr>\n"
      }
    }
    out += "</tbody>\n</table>\n"
    if layout.omitted > 0 {
      out += "<p>\(Self.count(layout.omitted, "more row")) not shown.</p>\n"
    }
    return out
  }

  // MARK: Text

  /// Both sides of a changed line, the part that differs wrapped in `<del>` and `<ins>`.
  static func highlighted(old: String?, new: String?) -> (String, String) {
    guard let old, let new else {
      return (old.map(marked) ?? "", new.map(marked) ?? "")
    }
    let a = tokens(old)
    let b = tokens(new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    // Whole words: "delivered" against "read" marks both words, not "delivere" and "rea"
    // around a shared "d".
    func isWord(_ token: String) -> Bool {
      token.count == 1 && token.allSatisfy { $0.isLetter || $0.isNumber }
    }
    if prefix < a.count || prefix < b.count {
      while prefix > 0, isWord(a[prefix - 1]),
        (prefix < a.count && isWord(a[prefix])) || (prefix < b.count && isWord(b[prefix]))
      {
        prefix -= 1
      }
      while suffix > 0, isWord(a[a.count - suffix]),
        (a.count - suffix - 1 >= prefix && isWord(a[a.count - suffix - 1]))
          || (b.count - suffix - 1 >= prefix && isWord(b[b.count - suffix - 1]))
      {
        suffix -= 1
      }
    }
    func render(_ tokens: [String], tag: String) -> String {
      let head = tokens[..<prefix].joined()
      let middle = tokens[prefix..<(tokens.count - suffix)].joined()
      let tail = tokens[(tokens.count - suffix)...].joined()
      return marked(head) + (middle.isEmpty ? "" : "<\(tag)>\(marked(middle))</\(tag)>")
        + marked(tail)
    }
    return (render(a, tag: "del"), render(b, tag: "ins"))
  }

  /// A spelled-out line cut into characters, each `\u{…}` escape one token, so a highlight
  /// never splits an escape.
  static func tokens(_ text: String) -> [String] {
    var result: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      if rest.hasPrefix("\\u{"), let close = rest.firstIndex(of: "}") {
        result.append(String(rest[...close]))
        index = text.index(after: close)
      } else if rest.hasPrefix("\\"), rest.count >= 2 {
        let next = text.index(index, offsetBy: 2)
        result.append(String(text[index..<next]))
        index = next
      } else {
        result.append(String(text[index]))
        index = text.index(after: index)
      }
    }
    return result
  }

  /// HTML-escaped `text` with each spelled-out escape (`\u{200B}`, `\n`, `\t`, `\r`) set
  /// apart, so a reader sees at once which characters are not really there.
  static func marked(_ text: String) -> String {
    var out = ""
    for token in tokens(text) {
      if token.hasPrefix("\\"), token != "\\\\", token != "\\\"" {
        out += "<span class=\"esc\">\(escape(token))</span>"
      } else {
        out += escape(token)
      }
    }
    return out
  }

  /// `text` safe in HTML content and in double-quoted attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  // MARK: Style

  private static let css = """
    :root { color-scheme: light dark; --text: #1a1a1a; --page: #ffffff; --muted: #595959;
      --line: #d0d0d0; --old: #fff0ef; --new: #edf9ef; --del: #ffc9c4; --ins: #b7ebc1;
      --del-text: #5c0000; --ins-text: #00330f; --esc: #6a3a9c; --link: #0a58ca; }
    @media (prefers-color-scheme: dark) {
      :root { --text: #ececec; --page: #121212; --muted: #b0b0b0; --line: #3c3c3c;
        --old: #351a1a; --new: #13301a; --del: #7a2626; --ins: #1e6630; --del-text: #ffffff;
        --ins-text: #ffffff; --esc: #d9bfff; --link: #8ab4ff; }
    }
    body { margin: 0; padding: 1.5rem; background: var(--page); color: var(--text);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    a { color: var(--link); }
    h1 { margin-top: 0; font-size: 1.6rem; }
    h2 { font-size: 1.25rem; margin: 0 0 0.5rem; word-break: break-all; }
    section { border-top: 2px solid var(--line); padding: 1.25rem 0 1.5rem; }
    .status { font-weight: 600; margin: 0 0 0.5rem; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0 0 1rem; }
    dt { color: var(--muted); }
    dd { margin: 0; word-break: break-all; }
    code { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .esc { color: var(--esc); outline: 1px dotted currentColor; border-radius: 2px; }
    .notes li { margin-bottom: 0.25rem; }
    .frames { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr));
      gap: 1rem; margin: 0 0 1rem; }
    figure { margin: 0; }
    figcaption { font-weight: 600; margin-bottom: 0.25rem; }
    iframe { width: 100%; height: 20rem; resize: vertical; border: 1px solid var(--line); }
    table { border-collapse: collapse; width: 100%; margin: 0 0 1rem; }
    caption { text-align: start; font-weight: 600; padding-bottom: 0.4rem; }
    th, td { border: 1px solid var(--line); padding: 0.15rem 0.4rem; vertical-align: top;
      text-align: start; }
    thead th { color: var(--muted); font-weight: 600; }
    .diff td:nth-child(2), .diff td:nth-child(4) { width: 50%; }
    .diff code, .keys code { white-space: pre-wrap; word-break: break-all; }
    .number { color: var(--muted); text-align: end; white-space: nowrap; width: 3.5rem; }
    .old { background: var(--old); }
    .new { background: var(--new); }
    del { background: var(--del); color: var(--del-text); text-decoration: line-through; }
    ins { background: var(--ins); color: var(--ins-text); text-decoration: underline; }
    del .esc, ins .esc { color: inherit; }
    .skipped td { color: var(--muted); font-style: italic; text-align: center; }
    """
}
