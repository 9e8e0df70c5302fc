extension UTF8Buffer {
  /// Appends `value` as a JSON string literal, quotes included, escaped per RFC 8259.
  ///
  /// Beyond what RFC 8259 requires (`"`, `\` and controls), every invisible character
  /// (bidi controls, zero-width characters, the line and paragraph separators JavaScript
  /// forbids in literals) is written as `\uXXXX`, so a JSON file never hides one from a
  /// reviewer; it decodes to the same scalars.
  mutating func writeJSONString(_ value: String) {
    write(ascii: UInt8(ascii: "\""))
    writeEscaping(value, stoppingAt: JSONBytes.special) { out, source, index in
      let scalar = DecodedScalar(in: source, at: index)
      let replacement: StaticString? =
        switch source[index] {
        case UInt8(ascii: "\""): #"\""#
        case UInt8(ascii: "\\"): #"\\"#
        case UInt8(ascii: "\n"): #"\n"#
        case UInt8(ascii: "\r"): #"\r"#
        case UInt8(ascii: "\t"): #"\t"#
        case 0x08: #"\b"#
        case 0x0C: #"\f"#
        default: nil
        }
      if let replacement {
        out.write(replacement)
      } else if scalar.value < 0x80 || InvisibleScalars.contains(scalar.value) {
        if scalar.value > 0xFFFF {
          let offset = scalar.value - 0x1_0000
          out.writeUTF16Escape(0xD800 + (offset >> 10))
          out.writeUTF16Escape(0xDC00 + (offset & 0x3FF))
        } else {
          out.writeUTF16Escape(scalar.value)
        }
      } else {
        return nil
      }
      return index + scalar.length
    }
    write(ascii: UInt8(ascii: "\""))
  }

  fileprivate mutating func writeUTF16Escape(_ unit: UInt32) {
    write(#"\u"#)
    writeHex(unit, digits: 4)
  }
}

/// The bytes the JSON escaper stops at: controls, DEL, `"`, `\`, and every non-ASCII lead
/// byte (the scalar is then looked up).
private enum JSONBytes {
  static let special: ByteSet = {
    var set = ByteSet(0xC0...0xFF)
    for byte: UInt8 in 0x00..<0x20 { set.insert(byte) }
    set.insert(0x7F)
    set.insert(UInt8(ascii: "\""))
    set.insert(UInt8(ascii: "\\"))
    return set
  }()
}
