import Foundation

/// The self-contained HTML pages that show what each failing golden expected and what the
/// code produced.
///
/// Up to ``pageSize`` goldens are one page, `review.html`. More are on pages of ``pageSize``
/// under `review/`, each test process's goldens on pages of their own (written once, by that
/// process), and `review.html` becomes their index: every golden, its status and a link. Goldens are grouped by test, and each test's command to accept
/// or record them is written once. Every golden gets a line diff with invisible characters
/// spelled out and the changed part of each line marked, a changed line's golden row above
/// its output row (a new golden: its first lines);
/// HTML goldens are also shown in two frames that open at the change, and JSON goldens get
/// a table of the keys that changed. The pages have no scripts and load nothing but the
/// framed files.
struct GoldenReviewPage {
  /// The goldens to show, in order.
  var entries: [GoldenReviewEntry]
  /// The folder `review.html` is written to (the artifacts folder), for the frames' links.
  var folder: String
  /// The most goldens on one page.
  var pageSize = 100

  /// The folder the Review commands' paths are written relative to (the package, usually);
  /// `nil` to write them whole.
  var commandRoot: String?

  /// The deepest folder that holds `folder` and every golden of `entries`; `nil` when that
  /// is `/`, or a path a command would have to quote oddly.
  static func commandRoot(folder: String, entries: [GoldenReviewEntry]) -> String? {
    var shared = folder.split(separator: "/").map(String.init)
    for entry in entries {
      let parts = entry.golden.split(separator: "/").dropLast()
      var count = 0
      while count < shared.count, count < parts.count, shared[count] == parts[count] {
        count += 1
      }
      shared.removeLast(shared.count - count)
    }
    let root = "/" + shared.joined(separator: "/")
    return shared.isEmpty || root.contains("'") ? nil : root
  }

  /// `command` with the paths under ``commandRoot`` written relative to it.
  private func shortened(_ command: String) -> String {
    guard let root = commandRoot else { return command }
    return command.replacingOccurrences(of: "'" + root + "/", with: "'")
  }

  /// One file of the review.
  struct File: Hashable {
    /// The path relative to ``folder``: `review.html` or `review/<tag>-page-2.html`.
    var path: String
    /// The page.
    var html: String
  }

  /// The path of page `page` (0-based) of the entries of the process `tag`, relative to
  /// ``folder``.
  static func pagePath(tag: String, page: Int) -> String {
    "review/\(tag)-page-\(page + 1).html"
  }

  /// The whole review as one page: `review.html` for a run of at most ``pageSize`` goldens.
  var html: String { page(0, of: 1, tag: nil, range: entries.indices) }

  /// The entries, one test process's, on pages of ``pageSize`` under `review/`, named by
  /// `tag`; and the entries with the page and anchor each is shown at.
  func pages(tag: String) -> (files: [File], placed: [GoldenReviewEntry]) {
    let count = (entries.count + pageSize - 1) / pageSize
    var files: [File] = []
    var placed = entries
    for page in 0..<count {
      let range = (page * pageSize)..<min(entries.count, (page + 1) * pageSize)
      let path = Self.pagePath(tag: tag, page: page)
      for number in range {
        placed[number].page = path
        placed[number].anchor = "golden-\(number + 1)"
      }
      files.append(File(path: path, html: self.page(page, of: count, tag: tag, range: range)))
    }
    return (files, placed)
  }

  /// `review.html` for entries that are on pages: every golden, its status and a link.
  var index: String {
    var pages: [String] = []
    for entry in entries {
      if let page = entry.page, !pages.contains(page) { pages.append(page) }
    }
    var out = head(title: "Golden review: \(ReviewText.count(entries.count, "golden"))")
    out += "<header>\n<h1>Golden review</h1>\n" + introduction
    out += "<p>They are shown on \(ReviewText.count(pages.count, "page")) of at most "
    out += "\(pageSize), each test process's goldens on pages of their own.</p>\n"
    out += "<nav aria-label=\"Review pages\">\n<ul class=\"pages\">\n"
    var processes: [String] = []
    for page in pages {
      // review/<tag>-page-<k>.html: the test process's tag and the page's number in it.
      let file = page.dropFirst("review/".count).dropLast(".html".count)
      guard let cut = file.range(of: "-page-", options: .backwards) else { continue }
      let tag = String(file[..<cut.lowerBound])
      if !processes.contains(tag) { processes.append(tag) }
      let number = processes.firstIndex(of: tag).map { $0 + 1 } ?? 1
      out += "<li><a href=\"\(ReviewText.escape(page))\">Test process \(number), page "
      out += "\(file[cut.upperBound...])</a></li>\n"
    }
    out += "</ul>\n</nav>\n</header>\n<main>\n"
    out += "<table class=\"index\">\n<caption>Every golden in this review</caption>\n"
    out += "<thead><tr><th scope=\"col\">Golden</th><th scope=\"col\">Status</th></tr></thead>\n"
    out += "<tbody>\n"
    for entry in entries {
      let link = (entry.page ?? "review.html") + "#" + (entry.anchor ?? "")
      out += "<tr><td><a href=\"\(ReviewText.escape(link))\">"
      out += "\(ReviewText.escape(entry.name))</a></td>"
      out += "<td>\(ReviewText.escape(entry.status))</td></tr>\n"
    }
    out += "</tbody>\n</table>\n</main>\n</body>\n</html>\n"
    return out
  }

  // MARK: Pages

  private func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(ReviewText.escape(title))</title>
    <style>
    \(Self.css)
    </style>
    </head>
    <body>

    """
  }

  private var introduction: String {
    "<p>\(ReviewText.count(entries.count, "golden")) "
      + (entries.count == 1 ? "failed or was written" : "failed or were written")
      + " in this test run\(Self.tally(entries)). <strong>Expected</strong> is the golden file, "
      + "<strong>actual</strong> is what the code produced: in a line diff, a changed line's "
      + "golden row (<del>struck</del>) comes above its output row (<ins>underlined</ins>). "
      + "Invisible characters are spelled out, like <span class=\"esc\">\\u{200B}</span>; "
      + "long lines are cut around their change, like <span class=\"cut\">…</span>.</p>\n"
      + commandFolder
  }

  /// Where the commands run.
  private var commandFolder: String {
    guard let root = commandRoot else { return "" }
    return "<p>Run the commands from <code>\(ReviewText.escape(root))</code>.</p>\n"
  }

  /// ": 3 changed, 1 new" — nothing when there is one kind only.
  private static func tally(_ entries: [GoldenReviewEntry]) -> String {
    var changed = 0
    var new = 0
    var rerecorded = 0
    var missing = 0
    for entry in entries {
      switch entry.kind {
      case .changed: changed += 1
      case .missing: missing += 1
      case .recorded: if entry.isNew { new += 1 } else { rerecorded += 1 }
      }
    }
    let parts = [
      (changed, "changed"), (new, "new"), (rerecorded, "re-recorded"), (missing, "missing"),
    ]
    .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.count > 1 ? " (" + parts.joined(separator: ", ") + ")" : ""
  }

  /// Page `page` of `count` of the process `tag` (`nil`: the one page of a small review),
  /// showing the entries in `range`.
  private func page(_ page: Int, of count: Int, tag: String?, range: Range<Int>) -> String {
    let title =
      tag == nil
      ? "Golden review: \(ReviewText.count(entries.count, "golden"))"
      : "Golden review: one test process's goldens, page \(page + 1) of \(count)"
    var out = head(title: title)
    out += "<header>\n<h1>\(ReviewText.escape(title))</h1>\n"
    if let tag {
      out += "<p>Goldens \(range.lowerBound + 1) to \(range.upperBound) of the "
      out += "\(entries.count) this test process failed or wrote.</p>\n"
      out += commandFolder
      out += "<nav aria-label=\"Review pages\">\n<ul class=\"pages\">\n"
      out += "<li><a href=\"../review.html\">All goldens</a></li>\n"
      if page > 0 {
        out += "<li><a href=\"\(tag)-page-\(page).html\" rel=\"prev\">Previous page</a></li>\n"
      }
      if page + 1 < count {
        out += "<li><a href=\"\(tag)-page-\(page + 2).html\" rel=\"next\">Next page</a></li>\n"
      }
      out += "</ul>\n</nav>\n"
    } else {
      out += introduction
    }
    out += "<nav aria-label=\"Goldens on this page\">\n<ol>\n"
    for number in range {
      out += "<li><a href=\"#golden-\(number + 1)\">\(ReviewText.escape(entries[number].name))"
      out += "</a>: \(ReviewText.escape(entries[number].status))</li>\n"
    }
    out += "</ol>\n</nav>\n</header>\n<main>\n"
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start + 1
      while end < range.upperBound, entries[end].test == entries[start].test { end += 1 }
      out += group(start..<end, pageFolder: tag == nil ? folder : folder + "/review")
      start = end
    }
    out += "</main>\n</body>\n</html>\n"
    return out
  }

  // MARK: One test, one golden

  /// The goldens of one test, its commands written once.
  private func group(_ range: Range<Int>, pageFolder: String) -> String {
    let test = entries[range.lowerBound].test
    let id = "test-\(range.lowerBound + 1)"
    var out = "<section class=\"test\" aria-labelledby=\"\(id)\">\n"
    out += "<h2 id=\"\(id)\">Test <code>\(ReviewText.escape(test))</code></h2>\n"
    var commands: [String] = []
    for number in range {
      if let command = entries[number].command, !commands.contains(command) {
        commands.append(command)
      }
    }
    for command in commands {
      let verb = command.hasPrefix("GOLDEN_RECORD=missing") ? "Record" : "Accept"
      out += "<p class=\"cmd\">\(verb): <code>\(ReviewText.escape(command))</code></p>\n"
    }
    for number in range {
      out += section(entries[number], id: "golden-\(number + 1)", pageFolder: pageFolder)
    }
    return out + "</section>\n"
  }

  private func section(_ entry: GoldenReviewEntry, id: String, pageFolder: String) -> String {
    var out = "<section class=\"golden\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
    out += "<h3 id=\"\(id)-title\">\(ReviewText.escape(entry.name))</h3>\n"
    out += "<p class=\"status \(entry.kind.rawValue)\">\(ReviewText.escape(entry.status))</p>\n"
    if entry.isNew, entry.kind == .recorded {
      let link = Self.relativeURL(from: pageFolder, to: entry.golden)
      out += "<p class=\"cmd\"><a href=\"\(ReviewText.escape(link))\">Open the new golden</a></p>\n"
    }
    if let review = entry.review {
      out += "<p class=\"cmd\">Review: <code>\(ReviewText.escape(shortened(review)))</code></p>\n"
    } else {
      out += "<p class=\"cmd\">Golden: <code>\(ReviewText.escape(entry.golden))</code></p>\n"
    }
    if !entry.notes.isEmpty {
      out += "<ul class=\"notes\">\n"
      for note in entry.notes { out += "<li>\(ReviewText.escape(note))</li>\n" }
      out += "</ul>\n"
    }
    if !entry.frames.isEmpty {
      out += "<div class=\"frames\">\n"
      for frame in entry.frames {
        out += "<figure>\n<figcaption>\(frame.label) page</figcaption>\n"
        if let path = frame.path {
          // No scripts run in the frame. (A file: URL is its own origin in Chromium, so an
          // accessibility checker of this page does not look inside the frame.)
          let link = Self.relativeURL(from: pageFolder, to: path, fragment: frame.fragment)
          out += "<iframe sandbox=\"allow-same-origin\" title=\"\(frame.label) page: "
          out += "\(ReviewText.escape(entry.name))\" src=\"\(ReviewText.escape(link))\">"
          out += "</iframe>\n"
        } else {
          out += "<p>No golden yet.</p>\n"
        }
        out += "</figure>\n"
      }
      out += "</div>\n"
    }
    out += entry.body ?? ""
    out += "</section>\n"
    return out
  }

  /// A relative URL from the folder `from` to the file `to` (both absolute paths), each
  /// component percent-encoded (a `#` or `?` in a name is part of the name), then
  /// `#fragment`.
  static func relativeURL(from folder: String, to target: String, fragment: String? = nil)
    -> String
  {
    let fragment = fragment.map { "#" + encoded(Substring($0)) } ?? ""
    // `.` and `..` are taken as a browser takes them, so they are not counted as folders.
    let base = URL(fileURLWithPath: folder).standardizedFileURL.path.split(separator: "/")
    let parts = URL(fileURLWithPath: target).standardizedFileURL.path.split(separator: "/")
    var shared = 0
    while shared < base.count, shared < parts.count - 1, base[shared] == parts[shared] {
      shared += 1
    }
    let up = Array(repeating: "..", count: base.count - shared)
    let down = parts[shared...].map(encoded)
    return (up + down).joined(separator: "/") + fragment
  }

  /// A path component or fragment, percent-encoded: only unreserved characters and a few
  /// sub-delimiters stay as they are.
  private static func encoded(_ component: Substring) -> String {
    component.addingPercentEncoding(withAllowedCharacters: urlSafe) ?? String(component)
  }

  private static let urlSafe = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")

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
    h2 { font-size: 1.3rem; margin: 1.5rem 0 0.5rem; }
    h3 { font-size: 1.1rem; margin: 0 0 0.4rem; }
    h1, h2, h3, li, p, td, tbody th, code { overflow-wrap: anywhere; }
    section.golden { border-top: 2px solid var(--line); padding: 1rem 0 1.25rem; }
    .status { font-weight: 600; margin: 0 0 0.4rem; }
    .cmd { margin: 0 0 0.4rem; }
    .pages { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; padding: 0; list-style: none; }
    .pages a { display: inline-block; min-height: 24px; line-height: 24px; }
    code, .diff td, .file td, .keys td, .keys tbody th {
      font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .diff td, .file td, .keys td { white-space: pre-wrap; }
    .esc { color: var(--esc); outline: 1px dotted currentColor; border-radius: 2px; }
    .cut { color: var(--muted); }
    .notes li { margin-bottom: 0.25rem; }
    .frames { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
      gap: 1rem; margin: 0 0 1rem; }
    figure { margin: 0; }
    figcaption { font-weight: 600; margin-bottom: 0.25rem; }
    iframe { width: 100%; height: 20rem; resize: vertical; border: 1px solid var(--line); }
    table { border-collapse: collapse; width: 100%; margin: 0 0 1rem; }
    caption { text-align: start; font-weight: 600; padding-bottom: 0.4rem; }
    th, td { border: 1px solid var(--line); padding: 0.15rem 0.4rem; vertical-align: top;
      text-align: start; }
    thead th { color: var(--muted); font-weight: 600; }
    .diff td:nth-child(3), .file td:nth-child(2) { width: 100%; }
    .diff td:nth-child(-n+2), .file td:first-child { color: var(--muted); text-align: end;
      white-space: nowrap; width: 3.5rem; }
    .o, .o td { background: var(--old); }
    .n, .n td { background: var(--new); }
    del { background: var(--del); color: var(--del-text); text-decoration: line-through; }
    ins { background: var(--ins); color: var(--ins-text); text-decoration: underline; }
    del .esc, ins .esc { color: inherit; }
    .diff .skipped td { color: var(--muted); font-style: italic; text-align: center;
      white-space: normal; width: auto; }
    @media (max-width: 30rem) {
      body { padding: 0.75rem; }
      th, td { padding: 0.15rem 0.2rem; }
    }
    """
}
