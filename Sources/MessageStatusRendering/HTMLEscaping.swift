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
    guard value.unicodeScalars.contains(where: { needsWork($0, quotes: quotes) }) else {
      return value
    }
    var result = ""
    result.reserveCapacity(value.utf8.count + 16)
    var previousWasCR = false
    for scalar in value.unicodeScalars {
      let followsCR = previousWasCR
      previousWasCR = false
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r":
        // The HTML parser reads CR and CRLF as LF (and a reference to CR is a parse
        // error), so write what it would read; the file never holds a raw CR.
        previousWasCR = true
        result += "\n"
      case "\n" where followsCR:
        break
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&#39;"
      default:
        if let replacement = replacement(for: scalar) {
          result += replacement
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
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
