/// The digits a language writes numbers with.
package enum NumberingSystem: String, CaseIterable, Hashable, Sendable {
  /// 0123456789.
  case latin = "latn"
  /// Arabic-Indic digits ٠١٢٣٤٥٦٧٨٩ (U+0660…U+0669), CLDR's default for Arabic.
  case arabicIndic = "arab"

  /// `value` in these digits, without grouping separators: `1234` → "1234" or "١٢٣٤".
  ///
  /// Counts in labels stay short (a badge caps at 99), so no grouping is applied in any
  /// language; negative values keep a leading hyphen-minus.
  package func format(_ value: Int) -> String {
    let latin = String(value)
    switch self {
    case .latin:
      return latin
    case .arabicIndic:
      return transliterate(latin)
    }
  }

  /// `text` with its ASCII digits replaced by this system's digits.
  func transliterate(_ text: String) -> String {
    switch self {
    case .latin:
      return text
    case .arabicIndic:
      var result = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if (48...57).contains(scalar.value), let digit = Unicode.Scalar(0x0660 + scalar.value - 48)
        {
          result.append(digit)
        } else {
          result.append(scalar)
        }
      }
      return String(result)
    }
  }
}
