import Foundation

/// A JSON Schema (draft 2020-12) validator for the keywords our schemas use.
///
/// The keywords: `type`, `enum`, `const`, `properties`, `required`, `additionalProperties` (false or a schema),
/// `items`, `$ref` to `#/$defs/…`, `oneOf`, `pattern`, `minimum`, `minLength`.
/// An unknown keyword is reported as an error, so the schema cannot quietly outgrow it.
struct JSONSchemaValidator {
  let root: [String: Any]

  init(schemaAt url: URL) throws {
    let data = try Data(contentsOf: url)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CocoaError(.fileReadCorruptFile)
    }
    self.root = root
  }

  /// Every violation, as `path: message`.
  func errors(in document: Any) -> [String] {
    var errors: [String] = []
    validate(document, against: root, at: "$", into: &errors)
    return errors
  }

  private static let known: Set<String> = [
    "$schema", "$id", "$defs", "title", "description", "type", "enum", "const", "properties",
    "required", "additionalProperties", "items", "$ref", "oneOf", "pattern", "minimum",
    "maximum", "minLength",
  ]

  /// A value as `JSONSerialization` read it, told apart once: asking an object whether it
  /// is a number bridges the whole dictionary to Foundation first (most of the time of
  /// validating every golden, before it was asked once).
  private enum Kind {
    case object([String: Any])
    case array([Any])
    case string(String)
    case number(NSNumber)
    case boolean, null

    init(_ value: Any) {
      if let object = value as? [String: Any] {
        self = .object(object)
      } else if let array = value as? [Any] {
        self = .array(array)
      } else if let string = value as? String {
        self = .string(string)
      } else if value is NSNull {
        self = .null
      } else if let number = value as? NSNumber {
        self = JSONSchemaValidator.isBool(number) ? .boolean : .number(number)
      } else {
        self = .null
      }
    }

    func matches(_ type: String) -> Bool {
      switch (self, type) {
      case (.null, "null"), (.boolean, "boolean"), (.string, "string"), (.array, "array"),
        (.object, "object"), (.number, "number"):
        return true
      case (.number(let number), "integer"):
        return number.doubleValue == number.doubleValue.rounded()
      default: return false
      }
    }
  }

  private func validate(
    _ value: Any, against schema: [String: Any], at path: String, into errors: inout [String]
  ) {
    validate(value, Kind(value), against: schema, at: path, into: &errors)
  }

  private func validate(
    _ value: Any, _ kind: Kind, against schema: [String: Any], at path: String,
    into errors: inout [String]
  ) {
    for key in schema.keys where !Self.known.contains(key) {
      errors.append("\(path): schema keyword \(key) is not supported by this validator")
    }
    if let reference = schema["$ref"] as? String {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      guard let definitions = root["$defs"] as? [String: Any],
        let target = definitions[name] as? [String: Any]
      else { return errors.append("\(path): unresolvable $ref \(reference)") }
      validate(value, kind, against: target, at: path, into: &errors)
    }
    if let types = schema["type"] {
      let allowed = (types as? [String]) ?? [types as? String].compactMap { $0 }
      if !allowed.contains(where: kind.matches) {
        errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(value)")
        return
      }
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
      errors.append("\(path): \(value) is not one of \(options)")
    }
    if let constant = schema["const"], !Self.equal(constant, value) {
      errors.append("\(path): expected \(constant), found \(value)")
    }
    if let alternatives = schema["oneOf"] as? [[String: Any]] {
      let passing = alternatives.filter { alternative in
        var scratch: [String] = []
        validate(value, kind, against: alternative, at: path, into: &scratch)
        return scratch.isEmpty
      }
      if passing.count != 1 {
        errors.append("\(path): matches \(passing.count) of the oneOf alternatives, not exactly 1")
      }
    }
    switch kind {
    case .string(let string):
      if let minimum = schema["minLength"] as? Int, string.count < minimum {
        errors.append("\(path): shorter than \(minimum)")
      }
      if let pattern = schema["pattern"] as? String,
        string.range(of: pattern, options: .regularExpression) == nil
      {
        errors.append("\(path): \(string) does not match \(pattern)")
      }
    case .number(let number):
      if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number.doubleValue < minimum {
        errors.append("\(path): \(number) is below \(minimum)")
      }
      if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number.doubleValue > maximum {
        errors.append("\(path): \(number) is above \(maximum)")
      }
    case .object(let object):
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        errors.append("\(path): missing required \(name)")
      }
      for (name, member) in object {
        if let subschema = properties[name] as? [String: Any] {
          validate(member, against: subschema, at: "\(path).\(name)", into: &errors)
        } else if let extra = schema["additionalProperties"] as? [String: Any] {
          validate(member, against: extra, at: "\(path).\(name)", into: &errors)
        } else if schema["additionalProperties"] as? Bool == false {
          errors.append("\(path): unexpected property \(name)")
        }
      }
    case .array(let array):
      if let items = schema["items"] as? [String: Any] {
        for (index, element) in array.enumerated() {
          validate(element, against: items, at: "\(path)[\(index)]", into: &errors)
        }
      }
    case .boolean, .null: break
    }
  }

  private static let booleanType: Any.Type = {
    let read = try? JSONSerialization.jsonObject(with: Data("[true]".utf8)) as? [Any]
    return type(of: read?.first ?? NSNumber(value: true))
  }()

  /// Whether two values `JSONSerialization` read are the same JSON.
  ///
  /// The same keys with the same values, arrays in order, `null` where `null` is, a boolean
  /// never a number; compared as they were read, without bridging to `NSDictionary` (which
  /// was most of the time of a test that compared documents so).
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (let a as [String: Any], let b as [String: Any]):
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    default: return equal(lhs, rhs)
    }
  }

  private static func isBool(_ value: Any) -> Bool {
    // JSONSerialization gives booleans as a type of their own (`__NSCFBoolean`) on Linux
    // and macOS alike.
    type(of: value) == booleanType
  }

  private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (let a as String, let b as String): return a == b
    case (let a as NSNumber, let b as NSNumber): return isBool(a) == isBool(b) && a == b
    case (is NSNull, is NSNull): return true
    default: return false
    }
  }
}
