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
/// It reads bytes checked to be UTF-8 (``InputWindow`` checks each byte before the parser
/// can see it), so strings are made without another check. It builds no tree:
/// ``readValue()`` makes numbers, strings and literals, and gives an array or object as
/// the position of its first byte, having checked it; ``ObjectReader`` reads it from there
/// when it is wanted.
struct JSONParser {
  /// The document, or the window of it that is read (``InputWindow``); it outlives the
  /// parser.
  private(set) var bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index = 0
  private var line = 1
  private var lineStart = 0
  /// The characters of the line before `lineStart` that are no longer in `bytes`.
  private var columnsBefore = 0
  /// How many arrays and objects the cursor is inside.
  private(set) var depth = 0
  private static let maximumDepth = 512
  /// Room for unescaping strings, reused from one string to the next.
  private var scratch: [UInt8] = []

  /// A parser at the start of `bytes` (after a byte-order mark, which is tolerated).
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// A parser at `index`, where a value that was checked before starts: its positions in
  /// errors would be wrong, but a checked value has no syntax error.
  init(bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
    self.bytes = bytes
    self.index = index
  }

  /// A parser at `index`, inside `depth` arrays and objects, counting lines from there:
  /// ``followed(by:in:at:)`` joins what it reads to the parser that read up to `index`.
  init(bytes: UnsafeBufferPointer<UInt8>, at index: Int, depth: Int) {
    self.bytes = bytes
    self.index = index
    self.depth = depth
    lineStart = index
  }

  /// This parser as if it had read on through what `later` (made at this parser's cursor
  /// with ``init(bytes:at:depth:)``) read: its cursor, depth and lines.
  ///
  /// Both must have counted their columns first (``forgetColumns(movingTo:)``); the joined
  /// parser reads `bytes` from `index`.
  func followed(
    by later: JSONParser, in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> JSONParser {
    var joined = later
    joined.bytes = bytes
    joined.index = index
    joined.lineStart = index
    joined.line = line + later.line - 1
    if later.line == 1 { joined.columnsBefore += columnsBefore }
    return joined
  }

  /// Counts the characters of the line up to the cursor, so that the bytes before it may
  /// be dropped, and moves the cursor to `index`, where the next byte will be.
  mutating func forgetColumns(movingTo index: Int) {
    columnsBefore += characters(lineStart..<self.index)
    self.index = index
    lineStart = index
  }

  /// The same document, its bytes moved or more of them read; positions are unchanged.
  mutating func moved(to bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// How many characters `range` of the bytes holds (UTF-8 continuation bytes skipped).
  ///
  /// Eight bytes at a time: a continuation byte is the one whose top bit is set and whose
  /// next bit is not (a one-line document of 100 MB is counted as its windows are dropped).
  private func characters(_ range: Range<Int>) -> Int {
    let range = range.clamped(to: 0..<bytes.count)
    guard let base = bytes.baseAddress, !range.isEmpty else { return 0 }
    let raw = UnsafeRawPointer(base)
    var continuations = 0
    var index = range.lowerBound
    while index + 8 <= range.upperBound {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // One bit a continuation byte, at the bottom of its byte, summed by a multiply.
      let marks = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
      continuations += Int(truncatingIfNeeded: (marks &* 0x0101_0101_0101_0101) >> 56)
      index += 8
    }
    while index < range.upperBound {
      if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return range.count - continuations
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
    // Columns count characters, not bytes.
    let column = columnsBefore + characters(lineStart..<index) + 1
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// Consumes spaces, tabs and line breaks, counting lines.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
        columnsBefore = 0
      default: return
      }
    }
  }

  /// The value at the cursor: a literal, number or string made whole; an array or object
  /// checked to its end and given by where it starts.
  ///
  mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let start = index
      try skipComposite()
      return bytes[start] == UInt8(ascii: "{")
        ? .object(at: start) : .array(at: start, end: index)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()); expected a value")
    }
  }

  /// The elements of the array at the cursor, each as ``readValue()`` gives it.
  mutating func readElements() throws(JSONSyntaxError) -> [JSONValue] {
    var elements: [JSONValue] = []
    if try open(UInt8(ascii: "]")) { return elements }
    repeat {
      skipWhitespace()
      elements.append(try readValue())
    } while try !commaOrClose(UInt8(ascii: "]"))
    return elements
  }

  /// The members of the object at the cursor, in document order.
  mutating func readMembers() throws(JSONSyntaxError) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    if try open(UInt8(ascii: "}")) { return members }
    repeat {
      try expectMemberName()
      let nameStart = index
      let key = try parseString()
      try colon(afterNameAt: nameStart)
      members.append((key, try readValue()))
    } while try !commaOrClose(UInt8(ascii: "}"))
    return members
  }

  /// Checks the value at the cursor and moves past it, making nothing.
  mutating func skipValue() throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "["): try skipComposite()
    case UInt8(ascii: "\""): _ = try parseString(making: false)
    default: _ = try readValue()
    }
  }

  /// Checks the array or object at the cursor and moves past it.
  private mutating func skipComposite() throws(JSONSyntaxError) {
    let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    if try open(close) { return }
    repeat {
      if close == UInt8(ascii: "}") {
        try expectMemberName()
        let nameStart = index
        _ = try parseString(making: false)
        try colon(afterNameAt: nameStart)
      } else {
        skipWhitespace()
      }
      try skipValue()
    } while try !commaOrClose(close)
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue)
    throws(JSONSyntaxError) -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw error("unexpected \(describeCurrent()); expected a value") }
    index += count
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

  /// The string at the cursor (at its opening quote), checked and consumed.
  ///
  /// - Parameter making: Whether to make the string (`false` only checks it, and returns
  ///   an empty one).
  mutating func parseString(making: Bool = true) throws(JSONSyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    var decoded = 0
    var nonASCII = false
    // Most strings have no escape: their bytes are the string. After an escape, the runs
    // between escapes and the escapes' bytes are gathered in `scratch` (when the string is
    // to be made) and made once.
    var escaped = false
    while true {
      let run = index
      let scanned = runEnd(from: run)
      index = scanned.end
      nonASCII = nonASCII || scanned.nonASCII
      decoded += index - run
      if escaped, making {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
      }
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte < 0x20 {
        throw error(
          "a control character (0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a string"
        )
      }
      try checkLength(decoded: decoded)
      if byte == UInt8(ascii: "\"") {
        index += 1
        guard making else { return "" }
        guard escaped else {
          let plain = UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
          return String(checkedUTF8: plain, isASCII: !nonASCII)
        }
        return scratch.withUnsafeBufferPointer { String(checkedUTF8: $0, isASCII: false) }
      }
      if !escaped, making {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      }
      escaped = true
      index += 1
      guard index < bytes.count else { throw error("unterminated string") }
      let escape = bytes[index]
      index += 1
      let unescaped: Unicode.Scalar
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
        unescaped = Unicode.Scalar(escape)
      case UInt8(ascii: "b"): unescaped = "\u{08}"
      case UInt8(ascii: "f"): unescaped = "\u{0C}"
      case UInt8(ascii: "n"): unescaped = "\n"
      case UInt8(ascii: "r"): unescaped = "\r"
      case UInt8(ascii: "t"): unescaped = "\t"
      case UInt8(ascii: "u"): unescaped = try unicodeEscape()
      default:
        index -= 1
        throw error("invalid escape \\\(describeCurrent())")
      }
      decoded += UTF8.width(unescaped)
      if making { scratch.append(contentsOf: unescaped.utf8) }
    }
  }

  /// Where the run of plain string content from `start` ends: the first `"`, `\\` or
  /// control byte (or the end); and whether the run holds a byte of 0x80 or more.
  private func runEnd(from start: Int) -> (end: Int, nonASCII: Bool) {
    var index = start
    var high: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      high |= byte
      index += 1
    }
    return (index, high >= 0x80)
  }

  /// The scalar of a `\u` escape (its `\u` consumed), with the low half of a surrogate pair.
  private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let high = try hex4()
    if (0xD800...0xDBFF).contains(high) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw error("a high surrogate \\u\(String(high, radix: 16)) must be followed by a low one")
      }
      index += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low),
        let pair = Unicode.Scalar(0x1_0000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else { throw error("invalid low surrogate") }
      return pair
    }
    guard let single = Unicode.Scalar(high) else {
      throw error("a lone low surrogate \\u\(String(high, radix: 16)) is not a character")
    }
    return single
  }

  /// A located error once a string passes the length limit.
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
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == close else { return false }
    index += 1
    depth -= 1
    return true
  }

  /// After an element or member: consumes `,` (`false`: another follows) or `close`
  /// (`true`: the array or object ended).
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
    let expected = close == UInt8(ascii: "]") ? "',' or ']'" : "',' or '}'"
    guard index < bytes.count else { throw error("unexpected end of input; expected \(expected)") }
    throw error("unexpected \(describeCurrent()); expected \(expected)")
  }

  /// Skips whitespace and checks that a member name starts at the cursor.
  mutating func expectMemberName() throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
    }
  }

  /// Consumes whitespace and the `:` after the member name that began at `nameStart`.
  mutating func colon(afterNameAt nameStart: Int) throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      var name = self
      name.index = nameStart
      let key = (try? name.parseString()) ?? ""
      throw error("unexpected \(describeCurrent()); expected ':' after \"\(key)\"")
    }
    index += 1
    skipWhitespace()
  }
}

extension JSONParser {
  /// The one JSON value `document` holds whole (a palette or phrases file): UTF-8 first,
  /// then JSON, each problem located as the input document's are.
  static func wholeValue(
    of document: UnsafeBufferPointer<UInt8>
  ) throws(PreviewError) -> JSONValue {
    if let offset = UTF8Validation.firstInvalidOffset(document) {
      throw .notUTF8(offset: offset)
    }
    var parser = JSONParser(bytes: document)
    do throws(JSONSyntaxError) {
      parser.skipWhitespace()
      let value = try parser.readValue()
      try parser.finish()
      return value
    } catch {
      throw .notJSON(line: error.line, column: error.column, reason: error.reason)
    }
  }
}
