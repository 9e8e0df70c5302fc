import Foundation
import MessageStatusKit

/// The members an object may have: an `Int` enum whose case names are the member names.
///
/// A coding key's `stringValue` is its case's name, written by the compiler (where
/// `String(describing:)` would look it up at run time, for every reader made).
protocol ObjectField: RawRepresentable<Int>, CaseIterable, CodingKey {
  /// Where a member of another object of the document goes, for a name that is not one of
  /// these (`style` at the top of a render document: `options.style`); `nil` when none.
  static func elsewhere(_ name: String) -> String?
}

extension ObjectField {
  /// The member name: the case's name.
  var name: String { stringValue }

  /// No member belongs elsewhere.
  static func elsewhere(_ name: String) -> String? { nil }
}

/// Reads a JSON object's members by field, naming the JSON path of anything wrong: the one
/// member reader, for the document, its options, every message, `names` and every draft.
///
/// An unknown member is an error (with the nearest known name as a suggestion), and so is
/// a repeated one: the first of them in document order is ``problem``, which comes before
/// any problem with a value (values are checked in the order the caller asks for them). A
/// `null` member counts as absent. The document must have been checked as JSON before (see
/// ``document(_:)``): an array or object member is read where it starts, when it is asked
/// for. Names are compared as bytes, and members are kept by field, so that reading a
/// message (a dozen fields, a million times) is a few comparisons per member.
struct ObjectReader<Field: ObjectField> {
  /// The document the object is in (the window of it last read, while it is read).
  private(set) var document: UnsafeBufferPointer<UInt8>
  /// The path of the object, or of the array it is an element of.
  private let parent: String
  /// Its position in that array, if it is an element.
  private var position: Int?
  /// Every field's name, by raw value, as a string and as UTF-8.
  private let names: [String]
  private let utf8Names: [[UInt8]]
  /// The members read, by raw value, and which there are (one bit per field).
  private var members: [JSONValue?]
  private var present: UInt64 = 0
  /// The first unknown or repeated member, if any.
  private(set) var problem: PreviewError?

  /// A reader for objects at `path` (or, with ``read(_:position:)``, for the elements of the
  /// array at `path`) in `document`.
  init(in document: UnsafeBufferPointer<UInt8>, path: String) {
    self.document = document
    parent = path
    names = Field.allCases.sorted { $0.rawValue < $1.rawValue }.map(\.name)
    utf8Names = names.map { Array($0.utf8) }
    members = Array(repeating: nil, count: names.count)
    precondition(names.count <= 64 && names.indices.elementsEqual(Field.allCases.map(\.rawValue)))
  }

  /// `value`'s members, or the error of a value that is not an object; an unknown or
  /// repeated member is thrown at once.
  init(_ value: JSONValue, in document: UnsafeBufferPointer<UInt8>, path: String)
    throws(PreviewError)
  {
    self.init(in: document, path: path)
    guard case .object(let start) = value else {
      throw .wrongType(path: path, expected: "an object", found: value.kindDescription)
    }
    try Self.again(in: document, at: start) { (parser) throws(JSONSyntaxError) in
      try read(&parser)
    }
    if let problem { throw problem }
  }

  /// The path of the object: `options`, `messages[3]`.
  var path: String { position.map { "\(parent)[\($0)]" } ?? parent }

  /// Reads the object at the parser's cursor (its `{`), in place of the one read before.
  ///
  /// - Parameters:
  ///   - position: The object's position in the array at the reader's path.
  ///   - consume: Reads a known member's value in place, when it returns a value (the
  ///     document's messages, decoded as they are checked); `nil` leaves it to the parser.
  mutating func read(
    _ parser: inout JSONParser, position: Int? = nil,
    consume: (Field, inout JSONParser) throws(JSONSyntaxError) -> JSONValue? = { _, _ in nil }
  ) throws(JSONSyntaxError) {
    self.position = position
    document = parser.bytes
    while present != 0 {
      members[present.trailingZeroBitCount] = nil
      present &= present - 1
    }
    problem = nil
    if try parser.open(UInt8(ascii: "}")) { return }
    repeat {
      try parser.expectMemberName()
      let nameStart = parser.index
      // A name without escapes is compared as the bytes it is; any other is made first.
      var field = fieldIndex(ofNameAt: nameStart + 1, in: parser.bytes)
      var name: String?
      if let known = field {
        parser.index = nameStart + 1 + utf8Names[known].count + 1
      } else {
        name = try parser.parseString()
        field = name.flatMap { names.firstIndex(of: $0) }
      }
      try parser.colon(afterNameAt: nameStart)
      var consumed: JSONValue?
      if let field, let known = Field(rawValue: field) { consumed = try consume(known, &parser) }
      let value: JSONValue
      if let consumed {
        value = consumed
      } else {
        value = try parser.readValue()
      }
      // Whether there is a problem, asked without copying it (once per member).
      if case .some = problem { continue }
      guard let field else {
        let unknown = name ?? ""
        problem = .unknownField(
          path: path, field: unknown,
          suggestion: Field.elsewhere(unknown) ?? nearest(unknown, among: names))
        continue
      }
      guard present & 1 << field == 0 else {
        problem = .duplicateField(path: path, field: names[field])
        continue
      }
      members[field] = value
      present |= 1 << field
    } while try !parser.commaOrClose(UInt8(ascii: "}"))
  }

  /// The field whose name is written at `start` (after the opening quote) as its plain
  /// bytes and closed by a quote, if any.
  private func fieldIndex(ofNameAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    for (field, name) in utf8Names.enumerated() {
      let end = start + name.count
      guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), bytes[start] == name[0] else {
        continue
      }
      let same = name.withUnsafeBufferPointer { name in
        name.baseAddress.map { memcmp($0, base + start, name.count) == 0 } ?? false
      }
      if same { return field }
    }
    return nil
  }

  /// The path of a member: `options.style`; a member of the document is `viewer`, as every
  /// error names it, never `input.viewer`.
  func child(_ field: Field) -> String {
    JSONPath.member(parent == JSONPath.document ? "" : path, names[field.rawValue])
  }

  /// The member, unless it is absent or `null`.
  func value(_ field: Field) -> JSONValue? {
    guard present & 1 << field.rawValue != 0, let value = members[field.rawValue] else {
      return nil
    }
    if case .null = value { return nil }
    return value
  }

  /// Whether the member is there and not `null`.
  func has(_ field: Field) -> Bool { value(field) != nil }

  /// An array member's bytes as the document writes them, from its `[` through its `]`.
  func spelling(_ field: Field) -> UnsafeBufferPointer<UInt8>? {
    guard case .array(let start, let end) = value(field) else { return nil }
    return UnsafeBufferPointer(rebasing: document[start..<end])
  }

  /// Runs `body` on a parser at `start` of the document checked before, where nothing can
  /// be wrong (a syntax error would be one ``document(_:)`` missed, reported all the same).
  static func again<Value>(
    in document: UnsafeBufferPointer<UInt8>, at start: Int,
    _ body: (inout JSONParser) throws(JSONSyntaxError) -> Value
  ) throws(PreviewError) -> Value {
    var parser = JSONParser(bytes: document, at: start)
    do {
      return try body(&parser)
    } catch {
      throw .notJSON(line: error.line, column: error.column, reason: error.reason)
    }
  }
}

extension ObjectReader {
  /// The document's own members, after checking that `bytes` are UTF-8 and JSON: the first
  /// problem of either is the error, before any problem with a member.
  static func document(_ bytes: UnsafeBufferPointer<UInt8>) throws(PreviewError) -> Self {
    try document(InputWindow(whole: bytes))
  }

  /// The document's own members, read from `window`, after checking that it is UTF-8 and
  /// JSON: the first problem of either is the error, before any problem with a member.
  ///
  /// A window that meets an error before it dropped anything reads more and starts again,
  /// since the error may be where its bytes end; ``InputWindow/advance(_:keeping:)`` keeps
  /// the rest true.
  ///
  /// - Parameter consume: Reads a member's value in place as the document is checked
  ///   (see ``read(_:position:consume:)``).
  static func document(
    _ window: InputWindow,
    consume: (Field, inout JSONParser) throws(JSONSyntaxError) -> JSONValue? = { _, _ in nil }
  ) throws(PreviewError) -> Self {
    while true {
      var reader = ObjectReader(in: window.bytes, path: JSONPath.document)
      var parser = JSONParser(bytes: window.bytes)
      var root: JSONValue?
      do {
        parser.skipWhitespace()
        if parser.current == nil, window.mayHaveCut(parser) {
          window.grow(&parser, from: 0)
          continue
        }
        if parser.current == UInt8(ascii: "{") {
          // Checks every member's value, nested ones included.
          try reader.read(&parser, consume: consume)
        } else {
          // A number cut short by the window's end would read as a whole one.
          window.readRest(&parser)
          root = try parser.readValue()
        }
        window.readRest(&parser)
        try parser.finish()
      } catch {
        if window.mayReadAgain, window.mayHaveCut(parser) {
          // A document whose messages come after a `names` or `participants` larger than
          // a window is read again from its start with twice as much.
          window.grow(&parser, from: 0)
          continue
        }
        // Invalid UTF-8 anywhere comes first.
        window.checkRest()
        throw window.failure
          ?? .notJSON(line: error.line, column: error.column, reason: error.reason)
      }
      if let failure = window.failure { throw failure }
      if let root {
        throw .wrongType(
          path: JSONPath.document, expected: "an object", found: root.kindDescription)
      }
      if let problem = reader.problem { throw problem }
      reader.document = window.bytes
      return reader
    }
  }
}

extension ObjectReader {
  /// A string member.
  func string(_ field: Field) throws(PreviewError) -> String? {
    guard let value = value(field) else { return nil }
    guard case .string(let string) = value else {
      throw .wrongType(path: child(field), expected: "a string", found: value.kindDescription)
    }
    return string
  }

  /// A string member that must be there.
  func requiredString(_ field: Field) throws(PreviewError) -> String {
    guard let string = try string(field) else {
      throw .missingField(path: path, field: names[field.rawValue])
    }
    return string
  }

  /// A boolean member.
  func bool(_ field: Field) throws(PreviewError) -> Bool? {
    guard let value = value(field) else { return nil }
    guard case .bool(let flag) = value else {
      throw .wrongType(path: child(field), expected: "true or false", found: value.kindDescription)
    }
    return flag
  }

  /// A string member that must be one of `expected`, as `parse` reads it.
  func choice<Value>(
    _ field: Field, _ expected: @autoclosure () -> [String], _ parse: (String) -> Value?
  ) throws(PreviewError) -> Value? {
    guard let text = try string(field) else { return nil }
    guard let value = parse(text) else {
      throw .unknownValue(path: child(field), value: text, expected: expected())
    }
    return value
  }

  /// A string member that names a case of `Value` by its raw value.
  func choice<Value: RawRepresentable & CaseIterable>(_ field: Field, of _: Value.Type)
    throws(PreviewError) -> Value? where Value.RawValue == String
  {
    try choice(field, Value.allCases.map(\.rawValue), Value.init(rawValue:))
  }

  /// An ISO 8601 date-time (see ``ISO8601``).
  func date(_ field: Field) throws(PreviewError) -> Date? {
    guard var text = try string(field) else { return nil }
    switch text.withUTF8(ISO8601.read) {
    case .success(let date): return date
    case .failure(let problem):
      throw .invalidDate(path: child(field), value: text, problem: problem)
    }
  }

  /// A number member.
  func number(_ field: Field) throws(PreviewError) -> Double? {
    guard let value = value(field) else { return nil }
    guard case .number(let number, _) = value else {
      throw .wrongType(path: child(field), expected: "a number", found: value.kindDescription)
    }
    return number
  }

  /// A whole number written without a fraction or exponent, of magnitude below 2⁵³.
  func integer(_ field: Field) throws(PreviewError) -> Int64? {
    guard let value = value(field) else { return nil }
    guard case .number(let number, let literal) = value else {
      throw .wrongType(path: child(field), expected: "an integer", found: value.kindDescription)
    }
    guard let whole = WholeNumber.value(number, literal: literal) else {
      throw .invalidNumber(path: child(field), value: literal, expected: WholeNumber.expected)
    }
    return whole
  }

  /// An object member, read with its own fields.
  func object<Member>(_ field: Field, _: Member.Type) throws(PreviewError)
    -> ObjectReader<Member>?
  {
    guard let value = value(field) else { return nil }
    return try ObjectReader<Member>(value, in: document, path: child(field))
  }

  /// An array of strings; a `null` or absent member is `nil`.
  func strings(_ field: Field) throws(PreviewError) -> [String]? {
    guard let value = value(field) else { return nil }
    guard case .array(let start, _) = value else {
      throw .wrongType(
        path: child(field), expected: "an array of strings", found: value.kindDescription)
    }
    let elements = try Self.again(in: document, at: start) { (parser) throws(JSONSyntaxError) in
      try parser.readElements()
    }
    var strings: [String] = []
    strings.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard case .string(let string) = element else {
        throw .wrongType(
          path: child(field) + "[\(index)]", expected: "a string", found: element.kindDescription)
      }
      strings.append(string)
    }
    return strings
  }

  /// An object member whose every member is a string, in document order; a repeated key is
  /// an error, as in every other object (keys compare by Unicode scalars, as `UserID`s do).
  func stringMembers(_ field: Field) throws(PreviewError) -> [UserID: String] {
    guard let value = value(field) else { return [:] }
    guard case .object(let start) = value else {
      throw .wrongType(path: child(field), expected: "an object", found: value.kindDescription)
    }
    let pairs = try Self.again(in: document, at: start) { (parser) throws(JSONSyntaxError) in
      try parser.readMembers()
    }
    var result: [UserID: String] = [:]
    for (key, member) in pairs {
      guard case .string(let text) = member else {
        throw .wrongType(
          path: JSONPath.member(child(field), key), expected: "a string",
          found: member.kindDescription)
      }
      guard result.updateValue(text, forKey: UserID(key)) == nil else {
        throw .duplicateField(path: child(field), field: key)
      }
    }
    return result
  }
}
