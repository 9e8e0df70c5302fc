/// The review page's spelling of text: HTML escapes, invisible characters set apart, and
/// the changed part of a line marked.
enum ReviewText {
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

  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
