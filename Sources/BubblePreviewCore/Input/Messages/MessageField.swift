/// The members a message object may have, in the order the input schema lists them.
///
/// One table feeds the decoder's name matching, the unknown-field suggestions and the help.
enum MessageField: Int, CaseIterable {
  case id, sender, text, createdAt, serverTimestamp, sequenceNumber, state, syncStatus, status
  case deliveredTo, readBy, readAt, previousState, attachment, failure

  /// The member name as the document spells it.
  var name: String { Self.names[rawValue] }

  /// Every member name, in case order.
  static let names = [
    "id", "sender", "text", "createdAt", "serverTimestamp", "sequenceNumber", "state",
    "syncStatus", "status", "deliveredTo", "readBy", "readAt", "previousState", "attachment",
    "failure",
  ]

  /// Every member name as UTF-8, for matching a name without making a `String` of it.
  private static let utf8Names = names.map { Array($0.utf8) }

  /// The field whose name is `bytes`, if any.
  static func named(_ bytes: ArraySlice<UInt8>) -> MessageField? {
    for (index, name) in utf8Names.enumerated() where name.count == bytes.count {
      if name.elementsEqual(bytes) { return MessageField(rawValue: index) }
    }
    return nil
  }

  /// The field named `name`, if any.
  static func named(_ name: String) -> MessageField? {
    names.firstIndex(of: name).flatMap(MessageField.init(rawValue:))
  }

  /// The bit that stands for this field in a set of fields.
  var bit: UInt16 { 1 << UInt16(rawValue) }
}
