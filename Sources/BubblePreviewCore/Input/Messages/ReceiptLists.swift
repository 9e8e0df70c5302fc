import Foundation
import MessageStatusKit

/// The members of a `readBy` or `deliveredTo` entry written as an object:
/// `{"id": "alice", "at": "…"}`.
enum ReceiptField: Int, ObjectField {
  case id, at
}

extension ObjectReader {
  /// A `readBy` or `deliveredTo` list; `nil` for an absent or `null` member.
  ///
  /// Each entry is a recipient's id, or an object with the id and the time they read it (it
  /// reached them: `at`, optional). Ids compare by Unicode scalars, as every `UserID` does.
  func receipts(_ field: Field) throws(PreviewError) -> (ids: [String], times: [UserID: Date])? {
    guard let value = value(field) else { return nil }
    guard case .array(let start, _) = value else {
      throw .wrongType(
        path: child(field), expected: "an array of user ids", found: value.kindDescription)
    }
    let elements = try Self.again(in: document, at: start) { (parser) throws(JSONSyntaxError) in
      try parser.readElements()
    }
    var ids: [String] = []
    ids.reserveCapacity(elements.count)
    var times: [UserID: Date] = [:]
    for (index, element) in elements.enumerated() {
      // Made only for an object or an error: most entries are plain ids.
      var path: String { child(field) + "[\(index)]" }
      switch element {
      case .string(let id): ids.append(id)
      case .object:
        let receipt = try ObjectReader<ReceiptField>(element, in: document, path: path)
        let id = try receipt.requiredString(.id)
        ids.append(id)
        if let at = try receipt.date(.at) {
          times[UserID(id)] = min(times[UserID(id)] ?? at, at)
        }
      default:
        throw .wrongType(
          path: path, expected: "a user id, or an object with \"id\" and \"at\"",
          found: element.kindDescription)
      }
    }
    return (ids, times)
  }
}
