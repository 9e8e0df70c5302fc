import Foundation
import MessageStatusKit

/// Reads the fields of one JSON object, naming the JSON path of anything wrong.
///
/// Unknown fields are errors (with the nearest known name as a suggestion), so a typo
/// such as `"readby"` is caught instead of silently ignored.
struct JSONObjectReader<Field: RawRepresentable & CaseIterable> where Field.RawValue == String {
  let path: String
  /// The members in document order.
  ///
  /// Every key is one of the known fields and none repeats, so there are at most as many
  /// as fields (a dozen): a linear search beats hashing each key into a dictionary per
  /// object.
  private let members: [(key: String, value: JSONValue)]

  /// Reads `value` as an object whose members are all `Field`s, each at most once.
  init(_ value: JSONValue, at path: String) throws(PreviewError) {
    let fields = Field.allCases.map(\.rawValue)
    guard case .object(let pairs) = value else {
      throw .wrongType(path: path, expected: "an object", found: value.kindDescription)
    }
    var members: [(key: String, value: JSONValue)] = []
    members.reserveCapacity(pairs.count)
    for (key, member) in pairs {
      guard fields.contains(key) else {
        throw .unknownField(path: path, field: key, suggestion: nearest(key, among: fields))
      }
      guard !members.contains(where: { $0.key == key }) else {
        throw .duplicateField(path: path, field: key)
      }
      members.append((key, member))
    }
    self.path = path
    self.members = members
  }

  private func member(_ field: Field) -> JSONValue? {
    for member in members where member.key == field.rawValue { return member.value }
    return nil
  }

  /// The path of a member: `options.style`; a member of the document is `viewer`, as
  /// every other error names it, never `input.viewer`.
  func child(_ field: Field) -> String {
    JSONPath.member(path == JSONPath.document ? "" : path, field.rawValue)
  }
}

extension JSONObjectReader {
  /// Whether the member is there and not `null`.
  func has(_ field: Field) -> Bool {
    if let value = member(field), value != .null { return true }
    return false
  }

  /// The member, unless it is absent or `null`.
  func value(_ field: Field) -> JSONValue? {
    guard let value = member(field), value != .null else { return nil }
    return value
  }

  func string(_ field: Field) throws(PreviewError) -> String? {
    guard let value = value(field) else { return nil }
    guard case .string(let string) = value else {
      throw .wrongType(path: child(field), expected: "a string", found: value.kindDescription)
    }
    return string
  }

  func requiredString(_ field: Field) throws(PreviewError) -> String {
    guard let string = try string(field) else {
      throw .missingField(path: path, field: field.rawValue)
    }
    return string
  }

  func bool(_ field: Field) throws(PreviewError) -> Bool? {
    guard let value = value(field) else { return nil }
    guard case .bool(let flag) = value else {
      throw .wrongType(path: child(field), expected: "true or false", found: value.kindDescription)
    }
    return flag
  }

  func choice<Value>(
    _ field: Field, _ expected: [String], _ parse: (String) -> Value?
  ) throws(PreviewError) -> Value? {
    guard let text = try string(field) else { return nil }
    guard let value = parse(text) else {
      throw .unknownValue(path: child(field), value: text, expected: expected)
    }
    return value
  }

  func strings(_ field: Field) throws(PreviewError) -> [String]? {
    guard let value = value(field) else { return nil }
    guard case .array(let elements) = value else {
      throw .wrongType(
        path: child(field), expected: "an array of strings", found: value.kindDescription)
    }
    var result: [String] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard case .string(let string) = element else {
        throw .wrongType(
          path: child(field) + "[\(index)]", expected: "a string", found: element.kindDescription)
      }
      result.append(string)
    }
    return result
  }

  func date(_ field: Field) throws(PreviewError) -> Date? {
    guard let text = try string(field) else { return nil }
    switch ISO8601.read(text) {
    case .success(let date): return date
    case .failure(let problem):
      throw .invalidDate(path: child(field), value: text, problem: problem)
    }
  }

  func number(_ field: Field) throws(PreviewError) -> Double? {
    guard let value = value(field) else { return nil }
    if value == .null { return nil }
    guard case .number(let number, _) = value else {
      throw .wrongType(path: child(field), expected: "a number", found: value.kindDescription)
    }
    return number
  }

  func integer(_ field: Field) throws(PreviewError) -> Int64? {
    guard let value = value(field) else { return nil }
    guard case .number(let number, let literal) = value else {
      throw .wrongType(path: child(field), expected: "an integer", found: value.kindDescription)
    }
    guard let whole = WholeNumber.value(number, literal: literal) else {
      throw .invalidNumber(path: child(field), value: literal, expected: "a whole number")
    }
    return whole
  }
}
