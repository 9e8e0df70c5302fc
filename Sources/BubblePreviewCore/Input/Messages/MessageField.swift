import Foundation

/// The members a message object may have, in the order the input schema lists them.
///
/// One table feeds the decoder's name matching, the unknown-field suggestions and the help.
enum MessageField: Int, CaseIterable {
  case id, sender, text, createdAt, serverTimestamp, sequenceNumber, state, syncStatus, status
  case deliveredTo, readBy, readAt, previousState, attachment, failure

  /// The member name as the document spells it.
  var name: String { Self.names[rawValue] }

  /// Every member name, in case order.
  static let names = allCases.map { $0.staticName.description }

  /// The field whose name is written plainly at `start` of `document` (just after the
  /// opening quote, and closed by a quote), if any, and where the name's closing quote is.
  ///
  /// One to three bytes pick the only candidate (no two names share them), and one
  /// comparison of the name and its closing quote confirms it, without scanning the name
  /// first: one comparison per member instead of up to fifteen. A name written any other
  /// way (with an escape, say) gives `nil`, and the caller reads it in full.
  static func plainName(
    in document: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> (field: MessageField, closingQuote: Int)? {
    guard let base = document.baseAddress, document.count - start >= 3 else { return nil }
    let text = base + start
    let candidate: MessageField
    switch text[0] {
    case UInt8(ascii: "i"): candidate = .id
    case UInt8(ascii: "t"): candidate = .text
    case UInt8(ascii: "c"): candidate = .createdAt
    case UInt8(ascii: "d"): candidate = .deliveredTo
    case UInt8(ascii: "p"): candidate = .previousState
    case UInt8(ascii: "a"): candidate = .attachment
    case UInt8(ascii: "f"): candidate = .failure
    case UInt8(ascii: "r"):
      // readBy, readAt: the fifth byte (a name that short fails the comparison below).
      guard document.count - start >= 6 else { return nil }
      candidate = text[4] == UInt8(ascii: "B") ? .readBy : .readAt
    case UInt8(ascii: "s"):
      switch (text[1], text[2]) {
      case (UInt8(ascii: "e"), UInt8(ascii: "n")): candidate = .sender
      case (UInt8(ascii: "e"), UInt8(ascii: "q")): candidate = .sequenceNumber
      case (UInt8(ascii: "e"), UInt8(ascii: "r")): candidate = .serverTimestamp
      case (UInt8(ascii: "y"), _): candidate = .syncStatus
      case (UInt8(ascii: "t"), UInt8(ascii: "a")):
        guard document.count - start >= 5 else { return nil }
        candidate = text[4] == UInt8(ascii: "e") ? .state : .status
      default: return nil
      }
    default: return nil
    }
    let name = candidate.staticName
    let count = name.utf8CodeUnitCount
    guard document.count - start > count, text[count] == UInt8(ascii: "\""),
      memcmp(name.utf8Start, text, count) == 0
    else { return nil }
    return (candidate, start + count)
  }

  /// The name as a static string, the one table of names: its bytes are in the binary, so
  /// matching reads them with no array to load and retain.
  private var staticName: StaticString {
    switch self {
    case .id: "id"
    case .sender: "sender"
    case .text: "text"
    case .createdAt: "createdAt"
    case .serverTimestamp: "serverTimestamp"
    case .sequenceNumber: "sequenceNumber"
    case .state: "state"
    case .syncStatus: "syncStatus"
    case .status: "status"
    case .deliveredTo: "deliveredTo"
    case .readBy: "readBy"
    case .readAt: "readAt"
    case .previousState: "previousState"
    case .attachment: "attachment"
    case .failure: "failure"
    }
  }

  /// The field named `name`, if any.
  static func named(_ name: String) -> MessageField? {
    names.firstIndex(of: name).flatMap(MessageField.init(rawValue:))
  }

  /// The bit that stands for this field in a set of fields.
  var bit: UInt16 { 1 << UInt16(rawValue) }
}
