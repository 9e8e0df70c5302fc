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
    let s = Array(html.unicodeScalars)
    var tokens: [Token] = []
    var i = 0
    var text = ""
    func flushText() {
      if !text.isEmpty { tokens.append(.text(decode(text))) }
      text = ""
    }
    while i < s.count {
      let c = s[i]
      guard c == "<", i + 1 < s.count else {
        text.unicodeScalars.append(c)
        i += 1
        continue
      }
      let next = s[i + 1]
      if next == "!" {
        flushText()
        if i + 3 < s.count, s[i + 2] == "-", s[i + 3] == "-" {
          var j = i + 4
          var body = ""
          while j + 2 < s.count, !(s[j] == "-" && s[j + 1] == "-" && s[j + 2] == ">") {
            body.unicodeScalars.append(s[j])
            j += 1
          }
          tokens.append(.comment(body))
          i = j + 3
        } else {
          var j = i
          while j < s.count, s[j] != ">" { j += 1 }
          tokens.append(.doctype)
          i = j + 1
        }
        continue
      }
      let isEnd = next == "/"
      let nameStart = isEnd ? i + 2 : i + 1
      guard nameStart < s.count, s[nameStart].properties.isAlphabetic, s[nameStart].isASCII else {
        text.unicodeScalars.append(c)  // "<" not followed by a tag name is text
        i += 1
        continue
      }
      flushText()
      var j = nameStart
      var name = ""
      while j < s.count, !" \n\t\u{0C}/>".unicodeScalars.contains(s[j]) {
        name.unicodeScalars.append(s[j])
        j += 1
      }
      var attributes: [(String, String)] = []
      while j < s.count, s[j] != ">" {
        if " \n\t\u{0C}/".unicodeScalars.contains(s[j]) {
          j += 1
          continue
        }
        var attribute = ""
        while j < s.count, !" \n\t\u{0C}/>=".unicodeScalars.contains(s[j]) {
          attribute.unicodeScalars.append(s[j])
          j += 1
        }
        var value = ""
        if j < s.count, s[j] == "=" {
          j += 1
          if j < s.count, s[j] == "\"" || s[j] == "'" {
            let quote = s[j]
            j += 1
            while j < s.count, s[j] != quote {
              value.unicodeScalars.append(s[j])
              j += 1
            }
            j += 1
          } else {
            while j < s.count, !" \n\t\u{0C}>".unicodeScalars.contains(s[j]) {
              value.unicodeScalars.append(s[j])
              j += 1
            }
          }
        }
        attributes.append((attribute.lowercased(), decode(value)))
      }
      let tag = Tag(name: name.lowercased(), isEnd: isEnd, attributes: attributes)
      tokens.append(.tag(tag))
      i = j + 1
      if tag.name == "style", !isEnd {  // raw text until </style
        var body = ""
        while i < s.count {
          if s[i] == "<", i + 7 < s.count,
            String(String.UnicodeScalarView(s[i + 1...i + 6])).lowercased() == "/style"
          {
            break
          }
          body.unicodeScalars.append(s[i])
          i += 1
        }
        tokens.append(.text(body))
      }
    }
    flushText()
    return tokens
  }

  /// Decodes the character references the renderer writes: named `amp lt gt quot` and
  /// numeric ones.
  static func decode(_ text: String) -> String {
    // Scalars, not Characters: ";" followed by a combining mark is one Character.
    let s = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var i = 0
    while i < s.count {
      guard s[i] == "&", let end = s[i...].firstIndex(of: ";") else {
        result.append(s[i])
        i += 1
        continue
      }
      let name = String(String.UnicodeScalarView(s[(i + 1)..<end]))
      switch name {
      case "amp": result.append("&")
      case "lt": result.append("<")
      case "gt": result.append(">")
      case "quot": result.append("\"")
      default:
        if name.hasPrefix("#"), let value = UInt32(name.dropFirst()),
          let scalar = Unicode.Scalar(value)
        {
          result.append(scalar)
        } else {
          result.append(contentsOf: ("&" + name + ";").unicodeScalars)
        }
      }
      i = end + 1
    }
    return String(result)
  }
}
