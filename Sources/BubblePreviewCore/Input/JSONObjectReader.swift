import Foundation
import MessageStatusKit

/// Reads the fields of one JSON object, naming the JSON path of anything wrong.
///
/// Unknown fields are errors (with the nearest known name as a suggestion), so a typo
/// such as `"readby"` is caught instead of silently ignored.
struct JSONObjectReader {
  let path: String
  /// The members in document order.
  ///
  /// Every key is one of the known fields and none repeats, so there are at most as many
  /// as fields (a dozen): a linear search beats hashing each key into a dictionary per
  /// object.
  private let members: [(key: String, value: JSONValue)]

  init(_ value: JSONValue, at path: String, fields: [String]) throws(PreviewError) {
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

  private func member(_ key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The path of a member: `messages[2].state`, or `names["a b"]` for keys that need quoting.
  func child(_ key: String) -> String {
    Self.path(path, key)
  }

  static func path(_ parent: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
      }
    let component =
      plain ? "." + key : "[" + ErrorText.quote(key) + "]"
    return parent.isEmpty ? (plain ? key : "input" + component) : parent + component
  }

  func has(_ key: String) -> Bool {
    if let value = member(key), value != .null { return true }
    return false
  }

  func value(_ key: String) -> JSONValue? {
    guard let value = member(key), value != .null else { return nil }
    return value
  }

  func string(_ key: String) throws(PreviewError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let string) = value else {
      throw .wrongType(path: child(key), expected: "a string", found: value.kindDescription)
    }
    return string
  }

  func requiredString(_ key: String) throws(PreviewError) -> String {
    guard let string = try string(key) else { throw .missingField(path: path, field: key) }
    return string
  }

  func bool(_ key: String) throws(PreviewError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else {
      throw .wrongType(path: child(key), expected: "true or false", found: value.kindDescription)
    }
    return flag
  }

  func choice<Value>(
    _ key: String, _ expected: [String], _ parse: (String) -> Value?
  ) throws(PreviewError) -> Value? {
    guard let text = try string(key) else { return nil }
    guard let value = parse(text) else {
      throw .unknownValue(path: child(key), value: text, expected: expected)
    }
    return value
  }

  func strings(_ key: String) throws(PreviewError) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw .wrongType(
        path: child(key), expected: "an array of strings", found: value.kindDescription)
    }
    var result: [String] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard case .string(let string) = element else {
        throw .wrongType(
          path: child(key) + "[\(index)]", expected: "a string", found: element.kindDescription)
      }
      result.append(string)
    }
    return result
  }

  func date(_ key: String) throws(PreviewError) -> Date? {
    guard let text = try string(key) else { return nil }
    switch ISO8601.read(text) {
    case .success(let date): return date
    case .failure(let problem):
      throw .invalidDate(path: child(key), value: text, problem: problem)
    }
  }

  func number(_ key: String) throws(PreviewError) -> Double? {
    guard let value = value(key) else { return nil }
    if value == .null { return nil }
    guard case .number(let number, _) = value else {
      throw .wrongType(path: child(key), expected: "a number", found: value.kindDescription)
    }
    return number
  }

  func integer(_ key: String) throws(PreviewError) -> Int64? {
    guard let value = value(key) else { return nil }
    guard case .number(let number, let literal) = value else {
      throw .wrongType(path: child(key), expected: "an integer", found: value.kindDescription)
    }
    guard number.rounded() == number, abs(number) < 9_007_199_254_740_992,
      !literal.contains("."), !literal.lowercased().contains("e")
    else {
      throw .invalidNumber(path: child(key), value: literal, expected: "a whole number")
    }
    return Int64(number)
  }
}
