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
    var previousWasCR = false
    return value.replacingScalars { scalar in
      let followsCR = previousWasCR
      previousWasCR = false
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\r":
        // The HTML parser reads CR and CRLF as LF (and a reference to CR is a parse
        // error), so write what it would read; the file never holds a raw CR.
        previousWasCR = true
        return "\n"
      case "\n" where followsCR: return ""
      case "\"" where quotes: return "&quot;"
      case "'" where quotes: return "&#39;"
      default: return replacement(for: scalar)
      }
    }
  }
}
