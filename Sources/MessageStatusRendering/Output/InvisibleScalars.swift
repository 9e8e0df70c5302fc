/// ``VisibleEscaping/isInvisible(_:)`` answered from a table for the Basic Multilingual
/// Plane, so the escapers need no Unicode property lookup per character.
///
/// The table is 8 KiB (one bit per code point), built once from `isInvisible` itself; code
/// points beyond U+FFFF ask it directly.
enum InvisibleScalars {
  private static let basicPlane: [UInt64] = {
    var words = [UInt64](repeating: 0, count: 0x10000 / 64)
    for value in 0..<UInt32(0x10000) {
      // Surrogate code points are not scalars; they never occur in a string's UTF-8.
      let invisible = Unicode.Scalar(value).map(VisibleEscaping.isInvisible) ?? true
      if invisible { words[Int(value >> 6)] |= 1 << UInt64(value & 63) }
    }
    return words
  }()

  /// Whether the code point `value` is drawn as nothing (see
  /// ``VisibleEscaping/isInvisible(_:)``); values that are not scalars count as invisible.
  static func contains(_ value: UInt32) -> Bool {
    guard value < 0x10000 else {
      return Unicode.Scalar(value).map(VisibleEscaping.isInvisible) ?? true
    }
    return (basicPlane[Int(value >> 6)] >> UInt64(value & 63)) & 1 != 0
  }
}
