/// Makes invisible characters visible, so that a golden file or a diff can never hide them.
///
/// Control characters, format characters (bidi overrides and isolates, zero-width
/// joiners and spaces, the byte-order mark), separators other than the plain space,
/// private-use and unassigned code points become `\u{202E}`; newline, tab and carriage
/// return become `\n`, `\t`, `\r`; a backslash becomes `\\`. Everything else, combining
/// marks and emoji included, stays as it is.
public enum VisibleEscaping {
  /// `text` with every invisible character spelled out.
  ///
  /// ```swift
  /// VisibleEscaping.escape("a\u{202E}b")  // #"a\u{202E}b"#
  /// ```
  public static func escape(_ text: String) -> String {
    // Fast path: printable ASCII without a backslash needs nothing.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) {
      return text
    }
    let scalars = text.unicodeScalars
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    var runStart = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let escaped: String?
      switch scalar {
      case "\\": escaped = "\\\\"
      case "\n": escaped = "\\n"
      case "\t": escaped = "\\t"
      case "\r": escaped = "\\r"
      default:
        escaped =
          isInvisible(scalar)
          ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
      }
      if let escaped {
        result += Substring(scalars[runStart..<index])
        result += escaped
        runStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    result += Substring(scalars[runStart..<scalars.endIndex])
    return result
  }

  /// Whether `scalar` is drawn as nothing (or as blank space other than U+0020).
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    // Fast path: printable ASCII is visible, and other ASCII is control.
    if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
      .unassigned:
      return true
    case .spaceSeparator:
      return scalar != " "
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      return scalar.properties.isVariationSelector
        || scalar.properties.isDefaultIgnorableCodePoint
    @unknown default:
      return true
    }
  }

}
