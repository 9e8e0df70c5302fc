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
    if document.count - start >= 16 {
      // The name and its quote (16 bytes at most) against two words of the document.
      let pattern = patterns[candidate.rawValue]
      let raw = UnsafeRawPointer(text)
      let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      guard low & pattern.lowMask == pattern.low, high & pattern.highMask == pattern.high
      else { return nil }
      return (candidate, start + pattern.nameLength)
    }
    // Near the end of the document, where two words would read past it.
    let name = candidate.staticName
    let count = name.utf8CodeUnitCount
    guard document.count - start > count, text[count] == UInt8(ascii: "\""),
      memcmp(name.utf8Start, text, count) == 0
    else { return nil }
    return (candidate, start + count)
  }

  /// A name followed by its closing quote, as the two little-endian words of 16 bytes of a
  /// document that hold it, and which bits of them it fills (names are 15 bytes at most).
  private struct NamePattern {
    let low: UInt64
    let high: UInt64
    let lowMask: UInt64
    let highMask: UInt64
    /// The name's length in bytes (its closing quote is that far from its start).
    let nameLength: Int

    init(_ name: StaticString) {
      nameLength = name.utf8CodeUnitCount
      var bytes = [UInt8](repeating: 0, count: 16)
      var mask = [UInt8](repeating: 0, count: 16)
      for offset in 0...nameLength {
        bytes[offset] = offset < nameLength ? name.utf8Start[offset] : UInt8(ascii: "\"")
        mask[offset] = 0xFF
      }
      func word(_ lanes: ArraySlice<UInt8>) -> UInt64 {
        lanes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
      }
      (low, high) = (word(bytes[0..<8]), word(bytes[8..<16]))
      (lowMask, highMask) = (word(mask[0..<8]), word(mask[8..<16]))
    }
  }

  /// Every field's pattern, by raw value.
  private static let patterns = allCases.map { NamePattern($0.staticName) }

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
