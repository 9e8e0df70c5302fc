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
    var buffer = UTF8Buffer(capacity: text.utf8.count + 16)
    buffer.writeVisible(text)
    return buffer.string
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
