/// The digits numbers are written in (CLDR numbering systems), chosen by language and locale.
///
/// Each system is ten consecutive Unicode digits; its raw value is the CLDR name a
/// `-u-nu-` extension gives (`ar-u-nu-latn`, `hi-u-nu-deva`).
package enum NumberingSystem: String, CaseIterable, Hashable, Sendable {
  /// 0123456789.
  case latin = "latn"
  /// Arabic-Indic digits ٠١٢٣٤٥٦٧٨٩ (U+0660…U+0669), CLDR's default for Arabic.
  case arabicIndic = "arab"
  /// Extended Arabic-Indic digits ۰۱۲۳۴۵۶۷۸۹ (U+06F0…U+06F9), CLDR's default for Persian,
  /// Pashto and Urdu in India.
  case extendedArabicIndic = "arabext"
  /// Devanagari digits ०१२३४५६७८९ (U+0966…U+096F), CLDR's default for Marathi and Nepali.
  case devanagari = "deva"
  /// Bengali digits ০১২৩৪৫৬৭৮৯ (U+09E6…U+09EF), CLDR's default for Bangla.
  case bengali = "beng"
  /// Thai digits ๐๑๒๓๔๕๖๗๘๙ (U+0E50…U+0E59), which Thai writes when asked (`th-u-nu-thai`).
  case thai = "thai"
  /// Myanmar digits ၀၁၂၃၄၅၆၇၈၉ (U+1040…U+1049), CLDR's default for Burmese.
  case myanmar = "mymr"
  /// Tibetan digits ༠…༩ (U+0F20…U+0F29), CLDR's default for Dzongkha.
  case tibetan = "tibt"
  /// Ol Chiki digits ᱐…᱙ (U+1C50…U+1C59), CLDR's default for Santali.
  case olChiki = "olck"
  /// Chakma digits (U+11136…U+1113F), CLDR's default for Chakma.
  case chakma = "cakm"
  /// Adlam digits (U+1E950…U+1E959), CLDR's default for Fulah in Adlam script.
  case adlam = "adlm"

  /// The scalar value of the system's digit zero; the others follow it.
  private var zero: UInt32 {
    switch self {
    case .latin: 0x30
    case .arabicIndic: 0x0660
    case .extendedArabicIndic: 0x06F0
    case .devanagari: 0x0966
    case .bengali: 0x09E6
    case .thai: 0x0E50
    case .myanmar: 0x1040
    case .tibetan: 0x0F20
    case .olChiki: 0x1C50
    case .chakma: 0x11136
    case .adlam: 0x1E950
    }
  }

  /// `value` in these digits, without grouping separators: `1234` → "1234" or "١٢٣٤".
  ///
  /// Counts in labels stay short (a badge caps at 99), so no grouping is applied in any
  /// language; negative values keep a leading hyphen-minus.
  package func format(_ value: Int) -> String {
    transliterate(String(value))
  }

  /// `text` with its ASCII digits replaced by this system's digits.
  func transliterate(_ text: String) -> String {
    guard self != .latin else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if (48...57).contains(scalar.value), let digit = Unicode.Scalar(zero + scalar.value - 48) {
        result.append(digit)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` with the digits of every system written in this one: "٩٩+" → "99+" in Latin
  /// digits, for words that come from elsewhere (a String Catalog) into a locale that
  /// asked for its own digits (`ar-u-nu-latn`).
  func rewritingDigits(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let digit = Self.allCases.lazy.compactMap { system in
        (system.zero...system.zero + 9).contains(scalar.value)
          ? Unicode.Scalar(zero + scalar.value - system.zero) : nil
      }.first
      result.append(digit ?? scalar)
    }
    return String(result)
  }
}

extension NumberingSystem {
  /// The digits CLDR gives a language the library does not speak, where they are not
  /// Latin (ICU 72's default numbering system of every locale): Nepali `२:०५`, Pashto
  /// `۲:۰۵`; `nil` for Latin digits.
  ///
  /// - Parameters:
  ///   - language: A lowercase language subtag outside ``Language``: `ne`, `ur`.
  ///   - script: A lowercase script subtag, if any (`arab` for `pa-Arab`).
  ///   - region: A lowercase region subtag, if any (`in` for `ur-IN`).
  static func otherLanguage(_ language: String, script: String?, region: String?)
    -> NumberingSystem?
  {
    if script == "arab", ["pa", "uz"].contains(language) { return .extendedArabicIndic }
    if language == "ur" { return region == "in" ? .extendedArabicIndic : nil }
    if language == "ff" { return script == "adlm" ? .adlam : nil }
    if script == "latn" { return nil }
    return otherLanguages[language]
  }

  /// Languages whose CLDR default digits are not Latin in every region.
  private static let otherLanguages: [String: NumberingSystem] = [
    "as": .bengali, "bgc": .devanagari, "bho": .devanagari, "bn": .bengali, "ccp": .chakma,
    "ckb": .arabicIndic, "dz": .tibetan, "ks": .extendedArabicIndic,
    "lrc": .extendedArabicIndic, "mni": .bengali, "mr": .devanagari, "my": .myanmar,
    "mzn": .extendedArabicIndic, "ne": .devanagari, "ps": .extendedArabicIndic,
    "raj": .devanagari, "sa": .devanagari, "sat": .olChiki, "sd": .arabicIndic,
  ]
}
