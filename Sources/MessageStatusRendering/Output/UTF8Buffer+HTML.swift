extension UTF8Buffer {
  /// Appends `value` escaped for HTML text content (the rules are ``HTMLEscaping``'s).
  mutating func writeHTMLText(_ value: String) {
    writeHTML(value, quotes: false)
  }

  /// Appends `value` escaped for a double-quoted HTML attribute value.
  mutating func writeHTMLAttribute(_ value: String) {
    writeHTML(value, quotes: true)
  }

  private mutating func writeHTML(_ value: String, quotes: Bool) {
    let special = quotes ? HTMLBytes.attribute : HTMLBytes.text
    writeEscaping(value, stoppingAt: special) { out, source, index in
      let byte = source[index]
      switch byte {
      case UInt8(ascii: "&"): out.write("&amp;")
      case UInt8(ascii: "<"): out.write("&lt;")
      case UInt8(ascii: ">"): out.write("&gt;")
      case UInt8(ascii: "\""): out.write("&quot;")
      case UInt8(ascii: "'"): out.write("&#39;")
      case UInt8(ascii: "\r"):
        // The HTML parser reads CR and CRLF as LF (and a reference to CR is a parse
        // error), so write what it would read; the file never holds a raw CR.
        out.write(ascii: UInt8(ascii: "\n"))
        let next = index + 1
        return next < source.count && source[next] == UInt8(ascii: "\n") ? next + 1 : next
      case 0x7F: out.write("\u{2421}")
      case 0x00..<0x20:
        // U+2400 + byte, the Control Picture: E2 90 80+byte in UTF-8.
        out.write(ascii: 0xE2)
        out.write(ascii: 0x90)
        out.write(ascii: 0x80 + byte)
      default:
        // A lead byte that may start a C1 control or a noncharacter.
        let scalar = DecodedScalar(in: source, at: index)
        guard HTMLEscaping.isForbidden(scalar.value) else { return nil }
        out.write("\u{FFFD}")
        return index + scalar.length
      }
      return index + 1
    }
  }
}

/// The bytes the HTML escapers stop at; everything else is copied in runs.
private enum HTMLBytes {
  /// Text content: `&`, `<`, `>`, CR, the C0 controls HTML forbids, DEL, and the lead bytes
  /// of C1 controls (C2) and of noncharacters (EF, F0–F4).
  static let text: ByteSet = {
    var set = ByteSet(0xF0...0xF4)
    for byte: UInt8 in 0x00..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0C {
      set.insert(byte)
    }
    for byte in [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x7F, 0xC2, 0xEF] {
      set.insert(byte)
    }
    return set
  }()
  /// Attribute values: as text, plus both quotes.
  static let attribute: ByteSet = {
    var set = text
    set.insert(UInt8(ascii: "\""))
    set.insert(UInt8(ascii: "'"))
    return set
  }()
}
