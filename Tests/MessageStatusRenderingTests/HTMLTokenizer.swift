/// A small HTML tokenizer for tests: enough of the HTML5 tokenizer states to tell
/// whether user text ever became markup (a tag, an attribute, a comment).
///
/// It follows the data, tag-open, tag-name, attribute and quoted-value states, treats
/// `<style>` as raw text up to `</style`, and records comments, doctypes and bogus
/// markup so a test can assert there are none it did not write.
struct HTMLTokenizer {
  struct Tag: Equatable {
    var name: String
    var isEnd: Bool
    var attributes: [(name: String, value: String)]

    static func == (lhs: Tag, rhs: Tag) -> Bool {
      lhs.name == rhs.name && lhs.isEnd == rhs.isEnd
        && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
        && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
  }

  enum Token: Equatable {
    case tag(Tag)
    case text(String)
    case comment(String)
    case doctype
  }

  static func tokens(_ html: String) -> [Token] {
    // Bytes: every delimiter is ASCII, so none starts or ends inside a character, and a
    // run of text is cut out once rather than built a scalar at a time (a debug build pays
    // for each call, and the hostile corpus renders to megabytes).
    let s = Array(html.utf8)
    var tokens: [Token] = []
    var i = 0
    var textStart = 0
    func string(_ range: Range<Int>) -> String {
      String(decoding: s[range], as: UTF8.self)
    }
    func flushText(upTo end: Int) {
      if end > textStart { tokens.append(.text(decode(string(textStart..<end)))) }
    }
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C
    }
    func isLetter(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    let lt = UInt8(ascii: "<")
    let gt = UInt8(ascii: ">")
    let slash = UInt8(ascii: "/")
    while i < s.count {
      guard s[i] == lt, i + 1 < s.count else {
        i += 1
        continue
      }
      let next = s[i + 1]
      if next == UInt8(ascii: "!") {
        flushText(upTo: i)
        if i + 3 < s.count, s[i + 2] == UInt8(ascii: "-"), s[i + 3] == UInt8(ascii: "-") {
          var j = i + 4
          while j + 2 < s.count,
            !(s[j] == UInt8(ascii: "-") && s[j + 1] == UInt8(ascii: "-") && s[j + 2] == gt)
          {
            j += 1
          }
          tokens.append(.comment(string(i + 4..<min(j, s.count))))
          i = j + 3
        } else {
          var j = i
          while j < s.count, s[j] != gt { j += 1 }
          tokens.append(.doctype)
          i = j + 1
        }
        textStart = i
        continue
      }
      let isEnd = next == slash
      let nameStart = isEnd ? i + 2 : i + 1
      guard nameStart < s.count, isLetter(s[nameStart]) else {
        i += 1  // "<" not followed by a tag name is text
        continue
      }
      flushText(upTo: i)
      var j = nameStart
      while j < s.count, !isSpace(s[j]), s[j] != slash, s[j] != gt { j += 1 }
      let name = string(nameStart..<j).lowercased()
      var attributes: [(String, String)] = []
      while j < s.count, s[j] != gt {
        if isSpace(s[j]) || s[j] == slash {
          j += 1
          continue
        }
        let attributeStart = j
        while j < s.count, !isSpace(s[j]), s[j] != slash, s[j] != gt,
          s[j] != UInt8(ascii: "=")
        {
          j += 1
        }
        let attribute = string(attributeStart..<j)
        var value = ""
        if j < s.count, s[j] == UInt8(ascii: "=") {
          j += 1
          if j < s.count, s[j] == UInt8(ascii: "\"") || s[j] == UInt8(ascii: "'") {
            let quote = s[j]
            j += 1
            let valueStart = j
            while j < s.count, s[j] != quote { j += 1 }
            value = string(valueStart..<min(j, s.count))
            j += 1
          } else {
            let valueStart = j
            while j < s.count, !isSpace(s[j]), s[j] != gt { j += 1 }
            value = string(valueStart..<j)
          }
        }
        attributes.append((attribute.lowercased(), decode(value)))
      }
      let tag = Tag(name: name, isEnd: isEnd, attributes: attributes)
      tokens.append(.tag(tag))
      i = j + 1
      textStart = i
      if tag.name == "style", !isEnd {  // raw text until </style
        let bodyStart = i
        while i < s.count {
          if s[i] == lt, i + 7 < s.count, s[i + 1] == slash,
            string(i + 2..<i + 7).lowercased() == "style"
          {
            break
          }
          i += 1
        }
        tokens.append(.text(string(bodyStart..<min(i, s.count))))
        textStart = i
      }
    }
    flushText(upTo: s.count)
    return tokens
  }

  /// Decodes the character references the renderer writes: named `amp lt gt quot` and
  /// numeric ones (decimal `&#8238;` and hexadecimal `&#x202E;`).
  ///
  /// Scalars, not Characters: ";" followed by a combining mark is one Character. Names are
  /// matched scalar by scalar, without a string per reference: the 1 MB hostile entry has
  /// half a million of them.
  static func decode(_ text: String) -> String {
    guard text.utf8.contains(0x26) else { return text }
    // Bytes and plain loops: a debug build pays for every generic call here. A reference
    // is ASCII, so it never starts or ends inside another character's bytes.
    let s = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(s.count)
    var i = 0
    while i < s.count {
      var end = -1
      if s[i] == 0x26 {  // "&"
        var j = i + 1
        while j < s.count, j < i + 12 {
          if s[j] == 0x3B {  // ";"
            end = j
            break
          }
          j += 1
        }
      }
      if end > i, let scalar = reference(s, from: i + 1, to: end) {
        if let encoded = UTF8.encode(scalar) { result.append(contentsOf: encoded) }
        i = end + 1
      } else {
        result.append(s[i])
        i += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The scalar that the reference name `s[from..<to]` (between `&` and `;`) stands for,
  /// if the renderer writes it.
  private static func reference(_ s: [UInt8], from: Int, to: Int) -> Unicode.Scalar? {
    func spells(_ word: StaticString) -> Bool {
      guard to - from == word.utf8CodeUnitCount else { return false }
      for offset in 0..<(to - from)
      where s[from + offset] != word.utf8Start[offset] {
        return false
      }
      return true
    }
    if spells("amp") { return "&" }
    if spells("lt") { return "<" }
    if spells("gt") { return ">" }
    if spells("quot") { return "\"" }
    guard to - from >= 2, s[from] == 0x23 else { return nil }  // "#"
    var index = from + 1
    var radix: UInt32 = 10
    if s[index] == 0x78 || s[index] == 0x58 {  // "x", "X"
      radix = 16
      index += 1
    }
    guard index < to else { return nil }
    var value: UInt32 = 0
    while index < to {
      let unit = UInt32(s[index])
      let digit: UInt32
      switch unit {
      case 0x30...0x39: digit = unit - 0x30
      case 0x61...0x66: digit = unit - 0x61 + 10
      case 0x41...0x46: digit = unit - 0x41 + 10
      default: return nil
      }
      guard digit < radix, value <= 0x10_FFFF else { return nil }
      value = value * radix + digit
      index += 1
    }
    return Unicode.Scalar(value)
  }
}
