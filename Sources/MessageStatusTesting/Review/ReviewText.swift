/// The review page's spelling of text: HTML escapes, invisible characters set apart, and
/// the changed part of a line marked.
///
/// It works on UTF-8 bytes: every character it looks for is ASCII, and an app's test target
/// builds this module in debug, where each generic `String` call per character costs.
enum ReviewText {
  /// How many characters of unchanged text a long line keeps around its change, and a long
  /// unchanged line keeps in all (twice this), on the review page.
  static let window = 60

  /// Both sides of a changed line, the part that differs wrapped in `<del>` and `<ins>`.
  ///
  /// With `window`, unchanged text further than `window` characters from the change is cut
  /// and shown as `…` (the whole line is in the files the Review command compares).
  static func highlighted(old: String?, new: String?, window: Int? = nil) -> (String, String) {
    guard let old, let new else {
      let cut = window.map { $0 * 2 }
      return (
        old.map { marked($0, keeping: cut) } ?? "", new.map { marked($0, keeping: cut) } ?? ""
      )
    }
    let a = Array(old.utf8)
    let b = Array(new.utf8)
    let ta = tokens(a)
    let tb = tokens(b)
    func equal(_ i: Int, _ j: Int) -> Bool {
      let x = ta[i]
      let y = tb[j]
      guard x.count == y.count else { return false }
      var k = 0
      while k < x.count {
        if a[x.lowerBound + k] != b[y.lowerBound + k] { return false }
        k += 1
      }
      return true
    }
    var prefix = 0
    while prefix < ta.count, prefix < tb.count, equal(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < ta.count - prefix, suffix < tb.count - prefix,
      equal(ta.count - 1 - suffix, tb.count - 1 - suffix)
    {
      suffix += 1
    }
    // Whole words: "delivered" against "read" marks both words, not "delivere" and "rea"
    // around a shared "d".
    if prefix < ta.count || prefix < tb.count {
      while prefix > 0, isWord(a, ta[prefix - 1]),
        (prefix < ta.count && isWord(a, ta[prefix])) || (prefix < tb.count && isWord(b, tb[prefix]))
      {
        prefix -= 1
      }
      while suffix > 0, isWord(a, ta[ta.count - suffix]),
        (ta.count - suffix - 1 >= prefix && isWord(a, ta[ta.count - suffix - 1]))
          || (tb.count - suffix - 1 >= prefix && isWord(b, tb[tb.count - suffix - 1]))
      {
        suffix -= 1
      }
    }
    func render(_ bytes: [UInt8], _ tokens: [Range<Int>], tag: StaticString) -> String {
      let start = tokens.isEmpty ? 0 : tokens[0].lowerBound
      let head = start..<(prefix < tokens.count ? tokens[prefix].lowerBound : bytes.count)
      let tailStart = suffix == 0 ? bytes.count : tokens[tokens.count - suffix].lowerBound
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 32)
      var headStart = head.lowerBound
      if let window, prefix > window {
        headStart = tokens[prefix - window].lowerBound
        append(cut: &out)
      }
      mark(bytes, headStart..<head.upperBound, into: &out)
      if head.upperBound < tailStart {
        append(tag: tag, closing: false, into: &out)
        mark(bytes, head.upperBound..<tailStart, into: &out)
        append(tag: tag, closing: true, into: &out)
      }
      if let window, suffix > window {
        mark(bytes, tailStart..<tokens[tokens.count - suffix + window].lowerBound, into: &out)
        append(cut: &out)
      } else {
        mark(bytes, tailStart..<bytes.count, into: &out)
      }
      return String(decoding: out, as: UTF8.self)
    }
    return (render(a, ta, tag: "del"), render(b, tb, tag: "ins"))
  }

  /// `text` HTML-escaped for element content (`&`, `<`, `>`; quotes stay quotes, which JSON
  /// lines are full of) with each spelled-out escape (`\u{200B}`, `\n`, `\t`, `\r`) set
  /// apart, so a reader sees at once which characters are not really there.
  static func marked(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    mark(bytes, 0..<bytes.count, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// ``marked(_:)``, cut after `keeping` characters (then ending in `…`) when given.
  static func marked(_ text: String, keeping: Int?) -> String {
    guard let keeping, text.utf8.count > keeping else { return marked(text) }
    let bytes = Array(text.utf8)
    let parts = tokens(bytes)
    guard parts.count > keeping else { return marked(text) }
    var out: [UInt8] = []
    mark(bytes, 0..<parts[keeping].lowerBound, into: &out)
    append(cut: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` safe in HTML content and in double-quoted attributes.
  static func escape(_ text: String) -> String {
    var needs = false
    for byte in text.utf8
    where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
      needs = true
      break
    }
    guard needs else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    escape(bytes, 0..<bytes.count, attribute: true, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  // MARK: Bytes

  /// The spelled-out text cut into tokens: each `\u{…}` escape one token, a backslash and
  /// the character after it one token, every other character one token (a scalar and the
  /// marks that combine with it), so a highlight never splits an escape or a character.
  static func tokens(_ bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    result.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      var end = i + 1
      if bytes[i] == 0x5C, i + 1 < bytes.count {  // "\"
        if bytes[i + 1] == 0x75, i + 2 < bytes.count, bytes[i + 2] == 0x7B,  // "u{"
          let close = firstIndex(of: 0x7D, in: bytes, from: i + 3)  // "}"
        {
          end = close + 1
        } else {
          end = character(in: bytes, at: i + 1)
        }
      } else {
        end = character(in: bytes, at: i)
      }
      result.append(i..<end)
      i = end
    }
    return result
  }

  /// Appends `bytes[range]` HTML-escaped, with spelled-out escapes in `<span class="esc">`.
  private static func mark(_ bytes: [UInt8], _ range: Range<Int>, into out: inout [UInt8]) {
    var i = range.lowerBound
    var plain = i
    while i < range.upperBound {
      guard bytes[i] == 0x5C, i + 1 < range.upperBound else {
        i += 1
        continue
      }
      // `\\` and `\"` are the text's own backslash and quote, not an invisible character.
      if bytes[i + 1] == 0x5C || bytes[i + 1] == 0x22 {
        i += 2
        continue
      }
      var end = character(in: bytes, at: i + 1)
      if bytes[i + 1] == 0x75, i + 2 < range.upperBound, bytes[i + 2] == 0x7B,
        let close = firstIndex(of: 0x7D, in: bytes, from: i + 3), close < range.upperBound
      {
        end = close + 1
      }
      end = min(end, range.upperBound)
      escape(bytes, plain..<i, into: &out)
      out.append(contentsOf: #"<span class="esc">"#.utf8)
      escape(bytes, i..<end, into: &out)
      out.append(contentsOf: "</span>".utf8)
      i = end
      plain = end
    }
    escape(bytes, plain..<range.upperBound, into: &out)
  }

  /// Appends `bytes[range]` escaped for element content, or also for a double- or
  /// single-quoted attribute value.
  private static func escape(
    _ bytes: [UInt8], _ range: Range<Int>, attribute: Bool = false, into out: inout [UInt8]
  ) {
    var start = range.lowerBound
    var i = start
    while i < range.upperBound {
      let replacement: StaticString
      switch bytes[i] {
      case 0x26: replacement = "&amp;"
      case 0x3C: replacement = "&lt;"
      case 0x3E: replacement = "&gt;"
      case 0x22 where attribute: replacement = "&quot;"
      case 0x27 where attribute: replacement = "&#39;"
      default:
        i += 1
        continue
      }
      out.append(contentsOf: bytes[start..<i])
      replacement.withUTF8Buffer { out.append(contentsOf: $0) }
      i += 1
      start = i
    }
    out.append(contentsOf: bytes[start..<range.upperBound])
  }

  /// `…`, marked as text the page left out.
  private static func append(cut out: inout [UInt8]) {
    out.append(contentsOf: #"<span class="cut">…</span>"#.utf8)
  }

  private static func append(tag: StaticString, closing: Bool, into out: inout [UInt8]) {
    out.append(0x3C)
    if closing { out.append(0x2F) }
    tag.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(0x3E)
  }

  private static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
    var i = start
    while i < bytes.count {
      if bytes[i] == byte { return i }
      i += 1
    }
    return nil
  }

  /// The end of the character starting at `start`: one scalar and the combining marks
  /// after it.
  private static func character(in bytes: [UInt8], at start: Int) -> Int {
    var end = scalarEnd(bytes, start)
    while end < bytes.count, bytes[end] >= 0x80, let scalar = scalar(bytes, end),
      scalar.properties.isGraphemeExtend
    {
      end = scalarEnd(bytes, end)
    }
    return end
  }

  private static func scalarEnd(_ bytes: [UInt8], _ start: Int) -> Int {
    let lead = bytes[start]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return min(bytes.count, start + length)
  }

  private static func scalar(_ bytes: [UInt8], _ start: Int) -> Unicode.Scalar? {
    var iterator = bytes[start..<scalarEnd(bytes, start)].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  /// Whether a token is one letter or digit.
  private static func isWord(_ bytes: [UInt8], _ token: Range<Int>) -> Bool {
    let first = bytes[token.lowerBound]
    if first < 0x80 {
      return token.count == 1
        && ((0x30...0x39).contains(first) || (0x41...0x5A).contains(first)
          || (0x61...0x7A).contains(first))
    }
    guard token.upperBound == scalarEnd(bytes, token.lowerBound),
      let scalar = scalar(bytes, token.lowerBound)
    else { return false }
    let character = Character(scalar)
    return character.isLetter || character.isNumber
  }
}
