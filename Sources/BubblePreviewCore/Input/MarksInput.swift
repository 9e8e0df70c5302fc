import Foundation
import MessageStatusKit

/// The document's `readMarks` and `deliveryMarks`: objects keyed by member id, each value
/// one mark, `{"sequenceNumber": 42}`, `{"time": "2025-10-21T10:42:00Z"}` or
/// `{"message": "m3"}`.
enum MarksInput {
  /// The members of a mark: exactly one of them.
  enum Field: Int, ObjectField {
    case sequenceNumber, time, message
  }

  /// Reads both members of `document` into `conversation`'s marks.
  ///
  /// A mark by message id must name a message of the document. A mark by someone who is
  /// not a participant never counts, as a receipt from them would not: it adds a line to
  /// `warnings` instead of an error.
  static func read(
    from document: ObjectReader<PreviewInput.Field>, into conversation: inout Conversation,
    messages: EntryList, warnings: inout [String]
  ) throws(PreviewError) {
    var ids: Set<MessageID>?
    for field in [PreviewInput.Field.readMarks, .deliveryMarks] {
      guard let value = document.value(field) else { continue }
      let path = document.child(field)
      guard case .object(let start) = value else {
        throw .wrongType(path: path, expected: "an object", found: value.kindDescription)
      }
      let pairs = try ObjectReader<PreviewInput.Field>.again(in: document.document, at: start) {
        (parser) throws(JSONSyntaxError) in try parser.readMembers()
      }
      var seen = Set<String>()
      for (key, member) in pairs {
        guard seen.insert(key).inserted else { throw .duplicateField(path: path, field: key) }
        let markPath = JSONPath.member(path, key)
        let reader = try ObjectReader<Field>(member, in: document.document, path: markPath)
        let mark = try self.mark(reader, path: markPath)
        if case .message(let id) = mark {
          if ids == nil {
            var all = Set<MessageID>()
            for (_, part) in messages.parts { for entry in part { all.insert(entry.message.id) } }
            ids = all
          }
          guard ids?.contains(id) == true else {
            throw .unknownMessage(path: reader.child(.message), id: id.rawValue)
          }
        }
        let user = UserID(key)
        if !conversation.participants.contains(user) {
          warnings.append(
            "bubble-preview: warning: \(markPath): \(ErrorText.quote(key)) is not a participant, "
              + "so the mark never counts\n")
        }
        if field == .readMarks {
          conversation.markRead(upTo: mark, by: user)
        } else {
          conversation.markDelivered(upTo: mark, by: user)
        }
      }
    }
  }

  /// One mark: exactly one of its three members.
  private static func mark(_ reader: ObjectReader<Field>, path: String) throws(PreviewError)
    -> ReceiptMark
  {
    let given = Field.allCases.filter(reader.has)
    guard given.count == 1 else { throw .invalidMark(path: path) }
    switch given[0] {
    case .sequenceNumber:
      return .sequenceNumber(try reader.integer(.sequenceNumber) ?? 0)
    case .time:
      return .time(try reader.date(.time) ?? .distantPast)
    case .message:
      let id = try reader.requiredString(.message)
      guard !id.isEmpty else { throw .emptyValue(path: reader.child(.message)) }
      return .message(MessageID(id))
    }
  }
}
