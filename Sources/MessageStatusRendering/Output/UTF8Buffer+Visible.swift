extension UTF8Buffer {
  /// Appends `value` with every invisible character spelled out (the rules are
  /// ``VisibleEscaping``'s); with `escapingQuotes`, `"` becomes `\"` too, for a quoted field.
  mutating func writeVisible(_ value: String, escapingQuotes: Bool = false) {
    let special = escapingQuotes ? VisibleBytes.quoted : VisibleBytes.plain
    writeEscaping(value, stoppingAt: special) { out, source, index in
      let scalar = DecodedScalar(in: source, at: index)
      let replacement: StaticString? =
        switch source[index] {
        case UInt8(ascii: "\\"): #"\\"#
        case UInt8(ascii: "\""): #"\""#
        case UInt8(ascii: "\n"): #"\n"#
        case UInt8(ascii: "\t"): #"\t"#
        case UInt8(ascii: "\r"): #"\r"#
        default: nil
        }
      if let replacement {
        out.write(replacement)
      } else if scalar.value < 0x80 || InvisibleScalars.contains(scalar.value) {
        out.write(#"\u{"#)
        out.writeHex(scalar.value, digits: 1)
        out.write(ascii: UInt8(ascii: "}"))
      } else {
        return nil
      }
      return index + scalar.length
    }
  }

  /// Appends `value` in uppercase hexadecimal, zero-padded to at least `digits` digits.
  mutating func writeHex(_ value: UInt32, digits: Int) {
    var count = 1
    while count < 8, value >> (4 * UInt32(count)) != 0 { count += 1 }
    for position in stride(from: max(count, digits) - 1, through: 0, by: -1) {
      let nibble = UInt8(truncatingIfNeeded: value >> (4 * UInt32(position))) & 0xF
      write(ascii: nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
    }
  }
}

/// The bytes the visible escaper stops at: ASCII controls, DEL, the backslash (and the
/// quote, when quoting), and every non-ASCII lead byte (the scalar is then looked up).
private enum VisibleBytes {
  static let plain: ByteSet = {
    var set = ByteSet(0xC0...0xFF)
    for byte: UInt8 in 0x00..<0x20 { set.insert(byte) }
    set.insert(0x7F)
    set.insert(UInt8(ascii: "\\"))
    return set
  }()
  static let quoted: ByteSet = {
    var set = plain
    set.insert(UInt8(ascii: "\""))
    return set
  }()
}
