/// Escaping for the two HTML contexts the renderer writes user text into.
///
/// Works on Unicode scalars (on their UTF-8 bytes), never on `Character`s: a quote followed
/// by a combining mark is one `Character` but still a quote to an HTML parser.
///
/// - `&`, `<` and `>` become references, and in attribute values `"` and `'` too.
/// - CR and CRLF become LF, as the HTML parser reads them.
/// - Code points HTML forbids become visible stand-ins: C0 controls other than tab, line
///   feed, form feed and carriage return become their Control Pictures (U+0000 → "␀",
///   U+001B → "␛"), DEL becomes "␡", and C1 controls and noncharacters become U+FFFD. The
///   text stays visible and the page stays valid.
enum HTMLEscaping {
  /// `value` escaped for text content.
  static func text(_ value: String) -> String {
    var buffer = UTF8Buffer(capacity: value.utf8.count + 16)
    buffer.writeHTMLText(value)
    return buffer.string
  }

  /// `value` escaped for a double-quoted attribute value.
  static func attribute(_ value: String) -> String {
    var buffer = UTF8Buffer(capacity: value.utf8.count + 16)
    buffer.writeHTMLAttribute(value)
    return buffer.string
  }

  /// Whether HTML5 makes the non-ASCII code point `value` a parse error: a C1 control
  /// (U+0080–U+009F) or a noncharacter (U+FDD0–U+FDEF, and U+FFFE and U+FFFF in every plane).
  static func isForbidden(_ value: UInt32) -> Bool {
    switch value {
    case 0x80...0x9F, 0xFDD0...0xFDEF: true
    default: value & 0xFFFE == 0xFFFE
    }
  }
}
