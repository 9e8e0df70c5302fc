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
  ///
  /// The length and one byte pick the only candidate (no two names share both), and a
  /// comparison confirms it: one comparison per member instead of up to fifteen.
  static func named(_ bytes: some Collection<UInt8>) -> MessageField? {
    guard let candidate = candidate(count: bytes.count, bytes: bytes) else { return nil }
    return utf8Names[candidate.rawValue].elementsEqual(bytes) ? candidate : nil
  }

  private static func candidate(count: Int, bytes: some Collection<UInt8>) -> MessageField? {
    switch count {
    case 2: return .id
    case 4: return .text
    case 5: return .state
    case 6:
      // sender, status, readBy, readAt: the first and fifth bytes tell them apart.
      guard let first = bytes.first else { return nil }
      if first == UInt8(ascii: "s") {
        return bytes.dropFirst().first == UInt8(ascii: "e") ? .sender : .status
      }
      return bytes.dropFirst(4).first == UInt8(ascii: "B") ? .readBy : .readAt
    case 7: return .failure
    case 9: return .createdAt
    case 10: return bytes.first == UInt8(ascii: "s") ? .syncStatus : .attachment
    case 11: return .deliveredTo
    case 13: return .previousState
    case 14: return .sequenceNumber
    case 15: return .serverTimestamp
    default: return nil
    }
  }

  /// The field named `name`, if any.
  static func named(_ name: String) -> MessageField? {
    names.firstIndex(of: name).flatMap(MessageField.init(rawValue:))
  }

  /// The bit that stands for this field in a set of fields.
  var bit: UInt16 { 1 << UInt16(rawValue) }
}
