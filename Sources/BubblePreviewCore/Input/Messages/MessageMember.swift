import MessageStatusKit

/// One member of a message object as decoded: what the message reader needs of it, and
/// for a value of the wrong type only what the error says about it.
enum MessageMember {
  case null
  /// A string of ASCII characters without escapes: where its bytes are in the document.
  case ascii(Range<Int>)
  /// Any other string, unescaped (and checked as UTF-8).
  case string(String)
  case number(Double, literal: String)
  /// An array whose elements are all strings, as the set of users they name.
  case receipts(Set<UserID>)
  /// An array with an element that is not a string: where, and what it is.
  case mixedArray(firstNonString: Int, kind: String)
  /// A boolean or an object: "a boolean", "an object".
  case other(kind: String)

  /// "a string", "an array", … as error messages say it (see `JSONValue.kindDescription`).
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .ascii, .string: "a string"
    case .number: "a number"
    case .receipts, .mixedArray: "an array"
    case .other(let kind): kind
    }
  }
}
