/// Escaping for the two HTML contexts the renderer writes user text into.
///
/// Works on Unicode scalars, never on `Character`s: a quote followed by a combining mark
/// is one `Character` but still a quote to an HTML parser.
enum HTMLEscaping {
  /// Text content: `&`, `<`, `>` become references, CR and CRLF become LF (as the HTML
  /// parser reads them), and code points HTML forbids become visible stand-ins (see
  /// ``replacement(for:)``).
  static func text(_ value: String) -> String {
    escape(value, quotes: false)
  }

  /// A double-quoted attribute value: as ``text(_:)``, plus `"` and `'`.
  static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  /// What replaces a code point that HTML5 makes a parse error.
  ///
  /// C0 controls other than tab, line feed, form feed and carriage return become their
  /// Control Pictures (U+0000 → "␀", U+001B → "␛"), DEL becomes "␡", and C1 controls and
  /// noncharacters become U+FFFD. The text stays visible and the page stays valid.
  static func replacement(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x09, 0x0A, 0x0C, 0x0D: return nil
    case 0x00...0x1F:
      return String(Character(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"))
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F, 0xFDD0...0xFDEF: return "\u{FFFD}"
    default:
      return value & 0xFFFE == 0xFFFE ? "\u{FFFD}" : nil  // U+FFFE, U+FFFF, U+1FFFE …
    }
  }

  private static func escape(_ value: String, quotes: Bool) -> String {
    // Fast path: printable ASCII with nothing to escape comes back as it is.
    if value.utf8.allSatisfy({ byte in
      byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
        && byte != UInt8(ascii: ">")
        && (!quotes || (byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")))
    }) {
      return value
    }
    let scalars = value.unicodeScalars
    var result = ""
    result.reserveCapacity(value.utf8.count + 16)
    var runStart = scalars.startIndex
    var previousWasCR = false
    var index = scalars.startIndex
    // Unchanged runs are copied in bulk; only the scalars that change are handled one by one.
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let followsCR = previousWasCR
      previousWasCR = false
      let replacement: String?
      switch scalar {
      case "&": replacement = "&amp;"
      case "<": replacement = "&lt;"
      case ">": replacement = "&gt;"
      case "\r":
        // The HTML parser reads CR and CRLF as LF (and a reference to CR is a parse
        // error), so write what it would read; the file never holds a raw CR.
        previousWasCR = true
        replacement = "\n"
      case "\n" where followsCR: replacement = ""
      case "\"" where quotes: replacement = "&quot;"
      case "'" where quotes: replacement = "&#39;"
      default: replacement = Self.replacement(for: scalar)
      }
      if let replacement {
        result += Substring(scalars[runStart..<index])
        result += replacement
        runStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    result += Substring(scalars[runStart..<scalars.endIndex])
    return result
  }

  private static func needsWork(_ scalar: Unicode.Scalar, quotes: Bool) -> Bool {
    switch scalar {
    case "&", "<", ">", "\r": return true
    case "\"", "'": return quotes
    default: return replacement(for: scalar) != nil
    }
  }
}
