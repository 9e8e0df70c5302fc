/// A value as ``JSONParser/readValue()`` gives it: literals, numbers and strings made; an
/// array or object, already checked, by the position of its first byte in the document.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double, literal: String)
  case string(String)
  /// An array whose `[` is at `at`, and that ends before `end` (after its `]`).
  case array(at: Int, end: Int)
  /// An object whose `{` is at this position.
  case object(at: Int)

  /// "a string", "an array", … as error messages say it.
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
