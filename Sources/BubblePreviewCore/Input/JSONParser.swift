import Foundation
import MessageStatusRendering

/// Where parsing stopped, for "line 3, column 5" messages.
struct JSONSyntaxError: Error, Equatable {
  var line: Int
  var column: Int
  var reason: String
}

/// A strict RFC 8259 parser over UTF-8 bytes, with line and column in every error.
///
/// Each string is checked as UTF-8 when it is made; every other byte of a valid document is
/// ASCII that the grammar checks. So a document parsed without error is valid UTF-8, and a
/// caller that reports invalid UTF-8 before syntax (as the commands do) asks
/// `PreviewInput.firstInvalidUTF8` only when parsing failed.
///
/// Beside ``parse(_:)``, which builds a ``JSONValue`` tree, the cursor and its pieces
/// (``open(_:)``, ``commaOrClose(_:)``, ``plainASCIIString()``, ``colon(afterNameAt:)``)
/// let a reader decode a known shape straight from the bytes, with the same errors at the
/// same places (see `MessageListDecoder`).
struct JSONParser {
  /// The document; it outlives the parser (see ``parse(_:)`` and `PreviewInput`).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private static let maximumDepth = 512
  /// Room for unescaping strings, reused from one string to the next.
  private let scratch = UnescapeBuffer()

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // tolerate a BOM
  }

  /// Parses one JSON text; anything but whitespace after it is an error.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
      var parser = JSONParser(bytes: buffer)
      parser.skipWhitespace()
      let value = try parser.parseValue()
      try parser.finish()
      return value
    }
  }

  /// Checks that only whitespace follows the document.
  mutating func finish() throws(JSONSyntaxError) {
    skipWhitespace()
    guard index == bytes.count else {
      throw error("unexpected \(describeCurrent()) after the end of the document")
    }
  }

  /// The byte at the cursor, or `nil` at the end.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  func error(_ reason: String) -> JSONSyntaxError {
    // Columns count characters, not bytes: skip UTF-8 continuation bytes.
    let column = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// Consumes spaces, tabs and line breaks, counting lines.
  ///
  /// Most calls find none: the first byte is tested here, inlined into the caller, and
  /// only a byte that may be whitespace (0x20 or below) goes on to the loop.
  @inline(__always)
  mutating func skipWhitespace() {
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    skipWhitespaceRun()
  }

  private mutating func skipWhitespaceRun() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("unexpected \(describeCurrent()); expected a value") }
    index += utf8.count
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let before = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - before
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw error("unexpected end of input in a number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw error("a number needs digits")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(literal) else { throw error("\(literal) is not a number") }
    return .number(value, literal: literal)
  }

  /// The longest string a document may hold, in UTF-8 bytes once its escapes are decoded.
  ///
  /// 16 MiB: a longer one is a located error, never an allocation the machine cannot make.
  /// `\u00e9` counts as the two bytes of "é", not six.
  static let maximumStringBytes = 16 << 20

  /// ``maximumStringBytes``, lowered by tests that measure the measure.
  var stringLimit = Self.maximumStringBytes

  /// A string, made from its bytes in one step and checked as UTF-8 as it is made: a run
  /// without escapes is decoded whole, and escapes only split runs.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    // Fast path: no escape before the closing quote.
    let run = StringRunScanner.runEnd(in: bytes, from: start, stopAtNonASCII: false)
    index = run.end
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      try checkLength(decoded: index - start)
      let text = try string(
        from: UnsafeBufferPointer(rebasing: bytes[start..<index]), ascii: !run.nonASCII)
      index += 1
      return text
    }
    // Slow path: unescape into the reused byte buffer, then decode once.
    let unescaped = scratch
    unescaped.removeAll()
    unescaped.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while true {
      // Copy the run up to the next quote, backslash or control byte whole.
      let run = index
      index = StringRunScanner.runEnd(in: bytes, from: index, stopAtNonASCII: false).end
      unescaped.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try checkLength(decoded: unescaped.count)
        let text = try string(from: unescaped.bytes, ascii: false)
        index += 1
        return text
      }
      if byte < 0x20 {
        throw error(
          "a control character (0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a string"
        )
      }
      try checkLength(decoded: unescaped.count)
      index += 1
      guard index < bytes.count else { throw error("unterminated string") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(escape)
      case UInt8(ascii: "b"): unescaped.append(0x08)
      case UInt8(ascii: "f"): unescaped.append(0x0C)
      case UInt8(ascii: "n"): unescaped.append(0x0A)
      case UInt8(ascii: "r"): unescaped.append(0x0D)
      case UInt8(ascii: "t"): unescaped.append(0x09)
      case UInt8(ascii: "u"):
        let high = try hex4()
        let scalar: Unicode.Scalar
        if (0xD800...0xDBFF).contains(high) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else {
            throw error(
              "a high surrogate \\u\(String(high, radix: 16)) must be followed by a low one")
          }
          index += 2
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low),
            let pair = Unicode.Scalar(0x1_0000 + ((high - 0xD800) << 10) + (low - 0xDC00))
          else { throw error("invalid low surrogate") }
          scalar = pair
        } else if let single = Unicode.Scalar(high) {
          scalar = single
        } else {
          throw error("a lone low surrogate \\u\(String(high, radix: 16)) is not a character")
        }
        for byte in scalar.utf8 { unescaped.append(byte) }
      default:
        index -= 1
        throw error("invalid escape \\\(describeCurrent())")
      }
    }
  }

  /// A string made from `utf8`, which is checked to be UTF-8 here, once: the string is then
  /// made without the standard library checking it again.
  ///
  /// - Parameter ascii: Whether the scan found only bytes below 0x80 (then there is nothing
  ///   to check).
  private func string(
    from utf8: UnsafeBufferPointer<UInt8>, ascii: Bool
  ) throws(JSONSyntaxError) -> String {
    guard ascii || UTF8Validation.isValid(utf8) else { throw notUTF8() }
    return String(checkedUTF8: utf8, isASCII: ascii)
  }

  /// The error for a string that is not UTF-8 (callers report the document's first invalid
  /// byte instead).
  private func notUTF8() -> JSONSyntaxError { error("a string is not valid UTF-8") }

  /// A located error once the string that began at `start` passes the length limit.
  private func checkLength(decoded: Int) throws(JSONSyntaxError) {
    guard decoded > stringLimit else { return }
    throw error(
      "a string longer than \(Self.maximumStringBytes >> 20) MiB of UTF-8 "
        + "(\(Self.maximumStringBytes) bytes, escapes decoded) is not accepted")
  }

  /// Exactly four hex digits: `UInt32(_:radix:)` would also take a sign (`\\u+041`).
  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("\\u needs four hex digits")
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  /// Consumes the `[` or `{` at the cursor and any whitespace after it; `true` (and the
  /// `close` consumed too) when the array or object is empty.
  mutating func open(_ close: UInt8) throws(JSONSyntaxError) -> Bool {
    try enter()
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == close else { return false }
    index += 1
    depth -= 1
    return true
  }

  /// After an element or member: consumes `,` (`false`: another follows) or `close`
  /// (`true`: the array or object ended).
  @inline(__always)
  mutating func commaOrClose(_ close: UInt8) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    if index < bytes.count {
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        return false
      }
      if bytes[index] == close {
        index += 1
        depth -= 1
        return true
      }
    }
    throw commaOrCloseError(close)
  }

  /// What ``commaOrClose(_:)`` throws; kept out of line, so the check inlines small.
  @inline(never)
  private func commaOrCloseError(_ close: UInt8) -> JSONSyntaxError {
    let expected = close == UInt8(ascii: "]") ? "',' or ']'" : "',' or '}'"
    guard index < bytes.count else { return error("unexpected end of input; expected \(expected)") }
    return error("unexpected \(describeCurrent()); expected \(expected)")
  }

  /// Skips whitespace and checks that a member name starts at the cursor.
  @inline(__always)
  mutating func expectMemberName() throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw memberNameError()
    }
  }

  /// What ``expectMemberName()`` throws, out of line.
  @inline(never)
  private func memberNameError() -> JSONSyntaxError {
    error("unexpected \(describeCurrent()); expected a member name in double quotes")
  }

  /// The bytes of the string at the cursor, consumed, when they are ASCII without escapes
  /// or control characters and within the length limit (so they need no check and no
  /// unescaping); otherwise `nil`, with nothing consumed (read it with ``parseString()``).
  mutating func plainASCIIString() -> Range<Int>? {
    let start = index + 1
    let end = StringRunScanner.runEnd(in: bytes, from: start, stopAtNonASCII: true).end
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\""),
      end - start <= Self.maximumStringBytes
    else { return nil }
    index = end + 1
    return start..<end
  }

  /// Consumes whitespace and the `:` after the member name that began at `nameStart`.
  @inline(__always)
  mutating func colon(afterNameAt nameStart: Int) throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw colonError(afterNameAt: nameStart)
    }
    index += 1
    skipWhitespace()
  }

  /// What ``colon(afterNameAt:)`` throws, out of line.
  @inline(never)
  private func colonError(afterNameAt nameStart: Int) -> JSONSyntaxError {
    var name = self
    name.index = nameStart
    let key = (try? name.parseString()) ?? ""
    return error("unexpected \(describeCurrent()); expected ':' after \"\(key)\"")
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    var elements: [JSONValue] = []
    if try open(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      skipWhitespace()
      elements.append(try parseValue())
    } while try !commaOrClose(UInt8(ascii: "]"))
    return .array(elements)
  }

  /// An object; `member` may read a value itself (the cursor at its first byte) and return
  /// what stands for it in the tree, or return `nil` to have it parsed here.
  mutating func parseObject(
    member: (_ key: String, _ parser: inout JSONParser) throws(JSONSyntaxError) -> JSONValue? = {
      _, _ in nil
    }
  ) throws(JSONSyntaxError) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if try open(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      try expectMemberName()
      let nameStart = index
      let key = try parseString()
      try colon(afterNameAt: nameStart)
      if let value = try member(key, &self) {
        members.append((key, value))
      } else {
        members.append((key, try parseValue()))
      }
    } while try !commaOrClose(UInt8(ascii: "}"))
    return .object(members)
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
  }
}
