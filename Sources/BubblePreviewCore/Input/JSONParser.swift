/// Where parsing stopped, for "line 3, column 5" messages.
struct JSONSyntaxError: Error, Equatable {
  var line: Int
  var column: Int
  var reason: String
}

/// A strict RFC 8259 parser over UTF-8 bytes, with line and column in every error.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private static let maximumDepth = 512

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON text; anything but whitespace after it is an error.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // tolerate a BOM
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  private func error(_ reason: String) -> JSONSyntaxError {
    // Columns count characters, not bytes: skip UTF-8 continuation bytes.
    let column = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
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

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
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

  /// The longest string a document may hold, in UTF-8 bytes (16 MiB): a longer one is a
  /// located error, never an allocation the machine cannot make.
  static let maximumStringBytes = 16 << 20

  /// A string, made from its bytes in one step: the document is valid UTF-8 (checked before
  /// parsing), so a run without escapes is decoded whole, and escapes only split runs.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    // Fast path: no escape before the closing quote.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try checkLength(from: start)
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    // Slow path: unescape into a byte buffer, then decode once.
    var unescaped = [UInt8](bytes[start..<index])
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try checkLength(from: start)
        index += 1
        return String(decoding: unescaped, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error(
          "a control character (0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a string"
        )
      }
      if byte != UInt8(ascii: "\\") {
        unescaped.append(byte)
        index += 1
        continue
      }
      try checkLength(from: start)
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
        unescaped.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
      default:
        index -= 1
        throw error("invalid escape \\\(describeCurrent())")
      }
    }
  }

  /// A located error once the string that began at `start` passes the length limit.
  private func checkLength(from start: Int) throws(JSONSyntaxError) {
    guard index - start > Self.maximumStringBytes else { return }
    throw error(
      "a string longer than \(Self.maximumStringBytes >> 20) MiB "
        + "(\(Self.maximumStringBytes) bytes) is not accepted")
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

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input; expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw error("unexpected \(describeCurrent()); expected ',' or ']'")
      }
      index += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()); expected ':' after \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input; expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw error("unexpected \(describeCurrent()); expected ',' or '}'")
      }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
  }
}
