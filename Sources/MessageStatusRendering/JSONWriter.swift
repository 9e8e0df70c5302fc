/// Writes JSON text by hand into a ``UTF8Buffer``: keys in the order given, two-space
/// indentation, strings escaped per RFC 8259, numbers spelled the same on every platform.
///
/// Keys are the renderer's own identifiers (`"cornerRadius"`), written as they are; every
/// value that may come from users goes through ``UTF8Buffer/writeJSONString(_:)``.
struct JSONWriter: ~Copyable {
  /// The output so far.
  var buffer = UTF8Buffer()
  private var depth = 0
  /// Which open containers already have a member, so that the next one needs a comma.
  ///
  /// Bit `d` is the container open at depth `d`; depth 0 is the top level. The documents
  /// nest eight deep at most.
  private var hasMembers: UInt64 = 0
  /// Which open containers are written on one line (bit `d` as in ``hasMembers``).
  private var inline: UInt64 = 0

  mutating func beginObject(key: StaticString? = nil) { open(key: key, bracket: "{") }

  /// An object written on one line, `{"a": 1, "b": null}`, as are the objects in it: for
  /// objects that hold only numbers, booleans, `null` and the library's identifiers.
  mutating func beginInlineObject(key: StaticString? = nil) {
    open(key: key, bracket: "{")
    inline |= 1 << UInt64(truncatingIfNeeded: depth)
  }

  mutating func endObject() { close(bracket: "}") }
  mutating func beginArray(key: StaticString? = nil) { open(key: key, bracket: "[") }
  mutating func endArray() { close(bracket: "]") }

  /// An object under a key computed at run time (an enum's raw value), written as it is.
  mutating func beginObject(dynamicKey: String) {
    prefix(key: nil)
    writeKey(dynamicKey)
    openBracket("{")
  }

  /// An identifier member under a key computed at run time (an enum's raw value).
  mutating func identifier(dynamicKey: String, _ value: String) {
    prefix(key: nil)
    writeKey(dynamicKey)
    buffer.write(ascii: UInt8(ascii: "\""))
    buffer.write(unescaped: value)
    buffer.write(ascii: UInt8(ascii: "\""))
  }

  private mutating func writeKey(_ key: StaticString) {
    buffer.write(ascii: UInt8(ascii: "\""))
    buffer.write(key)
    buffer.write("\": ")
  }

  private mutating func writeKey(_ key: String) {
    buffer.write(ascii: UInt8(ascii: "\""))
    buffer.write(unescaped: key)
    buffer.write("\": ")
  }

  mutating func string(_ key: StaticString?, _ value: String?) {
    prefix(key: key)
    if let value { buffer.writeJSONString(value) } else { buffer.write("null") }
  }

  /// A string member whose value is one of the renderer's own identifiers (an enum's raw
  /// value), which needs no escaping.
  mutating func identifier(_ key: StaticString?, _ value: String?) {
    prefix(key: key)
    guard let value else { return buffer.write("null") }
    buffer.write(ascii: UInt8(ascii: "\""))
    buffer.write(unescaped: value)
    buffer.write(ascii: UInt8(ascii: "\""))
  }

  mutating func integer(_ key: StaticString?, _ value: Int) {
    prefix(key: key)
    buffer.write(value)
  }

  /// A number: integers without a fraction, others in Swift's shortest round-tripping
  /// form (`0.2`), non-finite values as `null`.
  mutating func number(_ key: StaticString?, _ value: Double) {
    prefix(key: key)
    guard value.isFinite else { return buffer.write("null") }
    buffer.write(number: value, integersBelow: 9_007_199_254_740_992)
  }

  mutating func bool(_ key: StaticString?, _ value: Bool) {
    prefix(key: key)
    buffer.write(value ? "true" : "false")
  }

  mutating func null(_ key: StaticString?) {
    prefix(key: key)
    buffer.write("null")
  }

  /// An array of strings on one line, `["a", "b"]`, or `[]` when empty.
  ///
  /// Each element is escaped.
  mutating func stringArray(_ key: StaticString?, _ values: [String]) {
    prefix(key: key)
    buffer.write(ascii: UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { buffer.write(", ") }
      buffer.writeJSONString(value)
    }
    buffer.write(ascii: UInt8(ascii: "]"))
  }

  /// An array of numbers on one line, `[0.42, 0, 0.58, 1]`, spelled as ``number(_:_:)``.
  mutating func numberArray(_ key: StaticString?, _ values: [Double]) {
    prefix(key: key)
    buffer.write(ascii: UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { buffer.write(", ") }
      if value.isFinite {
        buffer.write(number: value, integersBelow: 9_007_199_254_740_992)
      } else {
        buffer.write("null")
      }
    }
    buffer.write(ascii: UInt8(ascii: "]"))
  }

  /// An array of the renderer's own identifiers (enum raw values) on one line.
  mutating func identifierArray<Item: RawRepresentable<String>>(
    _ key: StaticString?, _ values: [Item]
  ) {
    prefix(key: key)
    buffer.write(ascii: UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      buffer.write(index > 0 ? ", \"" : "\"")
      buffer.write(unescaped: value.rawValue)
      buffer.write(ascii: UInt8(ascii: "\""))
    }
    buffer.write(ascii: UInt8(ascii: "]"))
  }

  private mutating func open(key: StaticString?, bracket: StaticString) {
    prefix(key: key)
    openBracket(bracket)
  }

  private mutating func openBracket(_ bracket: StaticString) {
    let inOneLine = inline >> UInt64(truncatingIfNeeded: depth) & 1
    buffer.write(bracket)
    depth += 1
    let bit: UInt64 = 1 << UInt64(truncatingIfNeeded: depth)
    hasMembers &= ~bit
    // A container inside a one-line one is on that line too.
    inline = inline & ~bit | (inOneLine << UInt64(truncatingIfNeeded: depth))
  }

  private mutating func close(bracket: StaticString) {
    let bit: UInt64 = 1 << UInt64(truncatingIfNeeded: depth)
    let hadMembers = hasMembers & bit != 0
    let oneLine = inline & bit != 0
    depth = max(0, depth - 1)
    if hadMembers && !oneLine { newline() }
    buffer.write(bracket)
  }

  private mutating func prefix(key: StaticString?) {
    let bit: UInt64 = 1 << UInt64(truncatingIfNeeded: depth)
    let first = hasMembers & bit == 0
    if !first { buffer.write(ascii: UInt8(ascii: ",")) }
    hasMembers |= bit
    if inline & bit != 0 {
      if !first { buffer.write(ascii: UInt8(ascii: " ")) }
    } else if depth > 0 {
      newline()
    }
    if let key { writeKey(key) }
  }

  private mutating func newline() {
    buffer.write(ascii: UInt8(ascii: "\n"))
    var remaining = depth
    while remaining > 0 {
      let step = min(remaining, 16)
      Self.spaces.withUTF8Buffer {
        buffer.write(UnsafeBufferPointer(rebasing: $0.prefix(2 * step)))
      }
      remaining -= step
    }
  }

  /// Thirty-two spaces: sixteen levels of indentation.
  private static let spaces: StaticString = "                                "
}
