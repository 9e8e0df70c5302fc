/// The reader's one check that bytes are UTF-8, so that strings are made from them without
/// the standard library checking them a second time (`String(checkedUTF8:isASCII:)`, in
/// the renderers' module).
///
/// A sequence is accepted exactly when it is well formed by the Unicode Standard's table of
/// well-formed UTF-8 byte sequences (Table 3-7): no overlong forms, no surrogates
/// (`ED A0`…`ED BF`), nothing above U+10FFFF, no lone or missing continuation bytes. ASCII
/// is skipped eight bytes at a time, which is most of a chat message.
enum UTF8Validation {
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether `bytes` are well-formed UTF-8.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index < count {
      // Eight ASCII bytes at a time, then straight to the first byte that is not ASCII.
      while index + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let high = word & highBits
        if high != 0 {
          index += high.trailingZeroBitCount / 8
          break
        }
        index += 8
      }
      guard index < count else { return true }
      let lead = base[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The lead byte sets how many bytes follow and the range of the first of them; the
      // others are any continuation byte (0x80…0xBF).
      let following: Int
      let secondLow: UInt8
      let secondHigh: UInt8
      switch lead {
      case 0xC2...0xDF: (following, secondLow, secondHigh) = (1, 0x80, 0xBF)
      case 0xE0: (following, secondLow, secondHigh) = (2, 0xA0, 0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (following, secondLow, secondHigh) = (2, 0x80, 0xBF)
      case 0xED: (following, secondLow, secondHigh) = (2, 0x80, 0x9F)
      case 0xF0: (following, secondLow, secondHigh) = (3, 0x90, 0xBF)
      case 0xF1...0xF3: (following, secondLow, secondHigh) = (3, 0x80, 0xBF)
      case 0xF4: (following, secondLow, secondHigh) = (3, 0x80, 0x8F)
      default: return false  // a continuation byte, C0, C1 or F5…FF
      }
      guard count - index > following else { return false }
      let second = base[index + 1]
      guard second >= secondLow, second <= secondHigh else { return false }
      if following >= 2, base[index + 2] & 0xC0 != 0x80 { return false }
      if following == 3, base[index + 3] & 0xC0 != 0x80 { return false }
      index += 1 + following
    }
    return true
  }
}
