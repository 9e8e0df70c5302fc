/// Writes JSON text by hand: keys in the order given, two-space indentation, strings
/// escaped per RFC 8259, numbers spelled the same on every platform.
struct JSONWriter {
  private(set) var output = ""
  private var indent = 0
  private var needsComma: [Bool] = [false]

  init(reservingCapacity capacity: Int = 0) {
    output.reserveCapacity(capacity)
  }

  /// Takes the output written so far, leaving the writer's buffer empty.
  mutating func flush() -> String {
    defer { output = "" }
    return output
  }

  mutating func beginObject(key: String? = nil) { open(key: key, bracket: "{") }
  mutating func endObject() { close(bracket: "}") }
  mutating func beginArray(key: String? = nil) { open(key: key, bracket: "[") }
  mutating func endArray() { close(bracket: "]") }

  mutating func string(_ key: String?, _ value: String?) {
    prefix(key: key)
    if let value { Self.appendQuoted(value, to: &output) } else { output += "null" }
  }

  mutating func integer(_ key: String?, _ value: Int) {
    prefix(key: key)
    output += String(value)
  }

  mutating func number(_ key: String?, _ value: Double) {
    prefix(key: key)
    output += Self.spell(value)
  }

  mutating func bool(_ key: String?, _ value: Bool) {
    prefix(key: key)
    output += value ? "true" : "false"
  }

  mutating func null(_ key: String?) {
    prefix(key: key)
    output += "null"
  }

  /// `["a", "b"]` on one line; `[]` when empty.
  mutating func stringArray(_ key: String?, _ values: [String]) {
    prefix(key: key)
    output += "["
    for (index, value) in values.enumerated() {
      if index > 0 { output += ", " }
      Self.appendQuoted(value, to: &output)
    }
    output += "]"
  }

  /// A number as JSON: integers without a fraction, others in Swift's shortest
  /// round-tripping form (`0.2`), non-finite values as `null`.
  static func spell(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return String(value)
  }

  static func appendQuoted(_ value: String, to output: inout String) {
    output += "\""
    // Fast path: printable ASCII without quotes or backslashes is written as it is.
    if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      output += value
      output += "\""
      return
    }
    output += value.replacingScalars { scalar in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case "\u{08}": return "\\b"
      case "\u{0C}": return "\\f"
      default:
        // Controls, the separators JavaScript forbids in string literals, and every other
        // invisible character (bidi controls, zero-width characters), so that a JSON file
        // never hides them from a reviewer. They decode to the same scalars.
        guard scalar.value < 0x20 || VisibleEscaping.isInvisible(scalar) else { return nil }
        guard scalar.value > 0xFFFF else { return "\\u" + hex4(scalar.value) }
        let offset = scalar.value - 0x1_0000
        return "\\u" + hex4(0xD800 + (offset >> 10)) + "\\u" + hex4(0xDC00 + (offset & 0x3FF))
      }
    }
    output += "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func open(key: String?, bracket: String) {
    prefix(key: key)
    output += bracket
    indent += 1
    needsComma.append(false)
  }

  private mutating func close(bracket: String) {
    let hadMembers = needsComma.popLast() ?? false
    indent -= 1
    if hadMembers { newline() }
    output += bracket
  }

  private mutating func prefix(key: String?) {
    if needsComma.last == true { output += "," }
    if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
    if indent > 0 { newline() }
    if let key {
      Self.appendQuoted(key, to: &output)
      output += ": "
    }
  }

  private mutating func newline() {
    output += "\n"
    if indent < Self.indentation.count {
      output += Self.indentation[indent]
    } else {
      output += String(repeating: "  ", count: indent)
    }
  }

  /// Indentation strings, made once: "", "  ", "    ", ….
  private static let indentation = (0..<16).map { String(repeating: "  ", count: $0) }
}
