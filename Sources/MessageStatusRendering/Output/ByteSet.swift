/// A set of byte values, tested with one shift and mask: the escapers' "does this byte
/// need a closer look?" question.
struct ByteSet: Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The bytes in `members`.
  init(_ members: some Sequence<UInt8>) {
    for byte in members { insert(byte) }
  }

  /// Adds `byte`.
  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) << (byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  /// Whether `byte` is in the set.
  ///
  /// The word is chosen by two selects on the byte's top bits rather than a `switch`, which
  /// compiled to a jump through a table for every byte: letters and spaces fall in
  /// different quarters, so that jump was mispredicted all along plain text.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    let lowHalf = byte & 0x40 == 0 ? words.0 : words.1
    let highHalf = byte & 0x40 == 0 ? words.2 : words.3
    let word = byte & 0x80 == 0 ? lowHalf : highHalf
    return (word >> (byte & 63)) & 1 != 0
  }
}

/// One Unicode scalar read from valid UTF-8.
struct DecodedScalar {
  /// The code point.
  var value: UInt32
  /// How many bytes it took (1 to 4).
  var length: Int

  /// Reads the scalar starting at `index` of `source`, which must be valid UTF-8 (as every
  /// Swift string's bytes are); a sequence cut short reads as its lead byte alone.
  @inline(__always)
  init(in source: UnsafeBufferPointer<UInt8>, at index: Int) {
    let lead = UInt32(source[index])
    let length =
      lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard length > 1, index + length <= source.count else {
      self.value = lead
      self.length = 1
      return
    }
    var value = lead & (0x7F >> UInt32(length))
    for offset in 1..<length {
      value = value << 6 | UInt32(source[index + offset]) & 0x3F
    }
    self.value = value
    self.length = length
  }
}
