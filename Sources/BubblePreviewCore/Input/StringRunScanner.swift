/// Finds where a run of plain string content ends, eight bytes at a time.
///
/// Inside a JSON string, every byte but `"`, `\` and the control characters (below 0x20)
/// is content. Each 8-byte word is tested for those with the usual bit tricks ("has a zero
/// byte", "has a byte below n"). They can flag a lane above a real match, never below
/// one, so the lowest flagged lane is exactly the first stop.
enum StringRunScanner {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Where the run that starts at `start` ends: the position of the first `"`, `\` or
  /// control byte (or, with `stopAtNonASCII`, of the first byte of 0x80 or more), or
  /// `bytes.count` if there is none; and whether the run holds a byte of 0x80 or more.
  static func runEnd(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, stopAtNonASCII: Bool
  ) -> (end: Int, nonASCII: Bool) {
    var index = start
    var nonASCII: UInt64 = 0
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        var stops =
          hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))
          | hasByteBelow0x20(word)
        if stopAtNonASCII { stops |= word & highBits }
        if stops != 0 {
          let lane = stops.trailingZeroBitCount / 8
          let before: UInt64 = lane == 0 ? 0 : UInt64.max >> (64 - 8 * lane)
          nonASCII |= word & highBits & before
          return (index + lane, nonASCII != 0)
        }
        nonASCII |= word & highBits
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 {
        if stopAtNonASCII { break }
        nonASCII = 1
      }
      index += 1
    }
    return (index, nonASCII != 0)
  }

  /// The high bit of each lane that is zero (and possibly of lanes above one that is).
  @inline(__always)
  private static func hasZeroByte(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highBits
  }

  /// The high bit of each lane below 0x20 (and possibly of lanes above one that is).
  @inline(__always)
  private static func hasByteBelow0x20(_ word: UInt64) -> UInt64 {
    (word &- ones &* 0x20) & ~word & highBits
  }
}
