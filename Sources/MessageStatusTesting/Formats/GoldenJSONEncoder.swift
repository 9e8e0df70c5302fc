import Foundation
import MessageStatusRendering

/// Encodes any `Encodable` value as the golden helper's JSON: keys sorted by their UTF-8
/// bytes, two-space indentation, strings and numbers spelled as ``JSONRenderer`` spells
/// them, so the same text on every platform and Foundation version.
///
/// Values JSON has no spelling for are written so that a reader sees them: `Date` as an
/// ISO 8601 instant in UTC (`"2025-10-21T10:42:00Z"`, with milliseconds when it has them),
/// `URL` as its absolute string, `Data` as Base64, and non-finite numbers as the strings
/// `"NaN"`, `"Infinity"` and `"-Infinity"`.
enum GoldenJSONEncoder {
  /// The JSON text of `value`, ending with a line feed.
  static func encode(_ value: some Encodable) throws -> String {
    let root = Slot()
    try NodeEncoder(slot: root, codingPath: []).encodeValue(value)
    var out = ""
    write(root.node, indent: 0, into: &out)
    out += "\n"
    return out
  }

  // MARK: The tree

  /// One value in the tree being built.
  indirect enum Node {
    case null
    case literal(String)
    case array([Slot])
    case object([(key: String, slot: Slot)])
  }

  /// A place a container or a single-value encoder writes into, shared by reference.
  final class Slot {
    var node: Node = .object([])

    /// The member `key` of this object, made an object first if it is not one.
    func member(_ key: String) -> Slot {
      var members: [(key: String, slot: Slot)] = []
      if case .object(let existing) = node { members = existing }
      // Keys are compared by their bytes: NFC and NFD spellings are different keys.
      if let found = members.first(where: { $0.key.utf8.elementsEqual(key.utf8) }) {
        return found.slot
      }
      let slot = Slot()
      members.append((key, slot))
      node = .object(members)
      return slot
    }

    /// A new last element of this array, made an array first if it is not one.
    func appended() -> Slot {
      var items: [Slot] = []
      if case .array(let existing) = node { items = existing }
      let slot = Slot()
      items.append(slot)
      node = .array(items)
      return slot
    }

    /// How many elements this array has.
    var count: Int {
      if case .array(let items) = node { return items.count }
      return 0
    }
  }

  private static func write(_ node: Node, indent: Int, into out: inout String) {
    let inner = String(repeating: " ", count: indent + 2)
    switch node {
    case .null:
      out += "null"
    case .literal(let text):
      out += text
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        write(item.node, indent: indent + 2, into: &out)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      out += "{\n"
      for (index, member) in sorted.enumerated() {
        out += inner + JSONSpelling.string(member.key) + ": "
        write(member.slot.node, indent: indent + 2, into: &out)
        out += index == sorted.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  // MARK: Spelling single values

  static func number(_ value: Double) -> String {
    if value.isNaN { return "\"NaN\"" }
    if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    return JSONSpelling.number(value)
  }

  static func instant(_ date: Date) -> String {
    let format = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
    var text = date.formatted(format)
    // Whole seconds are written without ".000".
    if text.hasSuffix(".000Z") { text = String(text.dropLast(5)) + "Z" }
    return JSONSpelling.string(text)
  }
}

/// The `Encoder` that fills one ``GoldenJSONEncoder/Slot``.
private struct NodeEncoder: Encoder {
  let slot: GoldenJSONEncoder.Slot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = slot.node {} else { slot.node = .object([]) }
    return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = slot.node {} else { slot.node = .array([]) }
    return UnkeyedContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(slot: slot, codingPath: codingPath)
  }

  /// Encodes `value` into the slot, spelling the Foundation types JSON has no form for.
  func encodeValue(_ value: some Encodable) throws {
    switch value {
    case let date as Date: slot.node = .literal(GoldenJSONEncoder.instant(date))
    case let url as URL: slot.node = .literal(JSONSpelling.string(url.absoluteString))
    case let data as Data: slot.node = .literal(JSONSpelling.string(data.base64EncodedString()))
    case let decimal as Decimal: slot.node = .literal(decimal.description)
    case let double as Double: slot.node = .literal(GoldenJSONEncoder.number(double))
    case let float as Float:
      slot.node = .literal(GoldenJSONEncoder.number(Double("\(float)") ?? Double(float)))
    default:
      // A value that encodes nothing is an empty object, as JSONEncoder writes it.
      slot.node = .object([])
      try value.encode(to: self)
    }
  }
}

private struct IndexKey: CodingKey {
  var stringValue: String { "\(intValue ?? 0)" }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let slot: GoldenJSONEncoder.Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.node = .null }
  mutating func encode(_ value: Bool) throws { slot.node = .literal(value ? "true" : "false") }
  mutating func encode(_ value: String) throws { slot.node = .literal(JSONSpelling.string(value)) }
  mutating func encode(_ value: Double) throws {
    slot.node = .literal(GoldenJSONEncoder.number(value))
  }
  mutating func encode(_ value: Float) throws {
    // Float's own shortest spelling, so 0.1 as a Float is 0.1, not 0.10000000149011612.
    slot.node = .literal(GoldenJSONEncoder.number(Double("\(value)") ?? Double(value)))
  }
  mutating func encode(_ value: Int) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: Int8) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: Int16) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: Int32) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: Int64) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: UInt) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: UInt8) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: UInt16) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: UInt32) throws { slot.node = .literal("\(value)") }
  mutating func encode(_ value: UInt64) throws { slot.node = .literal("\(value)") }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try NodeEncoder(slot: slot, codingPath: codingPath).encodeValue(value)
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: GoldenJSONEncoder.Slot
  let codingPath: [any CodingKey]

  private func single(_ key: Key) -> SingleValueContainer {
    SingleValueContainer(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
  }

  mutating func encodeNil(forKey key: Key) throws {
    var c = single(key)
    try c.encodeNil()
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    var c = single(key)
    try c.encode(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(slot: slot.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let slot: GoldenJSONEncoder.Slot
  let codingPath: [any CodingKey]
  var count: Int { slot.count }

  private func next() -> SingleValueContainer {
    let path = codingPath + [IndexKey(slot.count)]
    return SingleValueContainer(slot: slot.appended(), codingPath: path)
  }

  mutating func encodeNil() throws {
    var c = next()
    try c.encodeNil()
  }
  mutating func encode(_ value: Bool) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode(_ value: String) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode(_ value: Double) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode(_ value: Float) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode(_ value: Int) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode(_ value: Int64) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode(_ value: UInt64) throws {
    var c = next()
    try c.encode(value)
  }
  mutating func encode<T: Encodable>(_ value: T) throws {
    var c = next()
    try c.encode(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let path = codingPath + [IndexKey(slot.count)]
    return NodeEncoder(slot: slot.appended(), codingPath: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = codingPath + [IndexKey(slot.count)]
    return NodeEncoder(slot: slot.appended(), codingPath: path).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let path = codingPath + [IndexKey(slot.count)]
    return NodeEncoder(slot: slot.appended(), codingPath: path)
  }
}
