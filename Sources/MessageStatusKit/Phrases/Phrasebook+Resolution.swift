extension Phrasebook {
  /// Every language the library speaks, English (the reference) first.
  public static let all: [Phrasebook] = [
    english, spanish, french, german, portugueseBrazil, japanese, russian, arabic,
  ]

  /// The phrasebook for a BCP 47 locale identifier, falling back to the best match.
  ///
  /// Matching is by language subtag, case-insensitive, `-` or `_` separated:
  /// `es-MX` → Spanish, `pt-PT` → Brazilian Portuguese, `zz` or `""` → English. The
  /// result's ``language`` says which was used.
  ///
  /// Arabic writes Arabic-Indic digits (CLDR's default), except in the Maghreb
  /// (`ar-MA`, `ar-DZ`, `ar-TN`, `ar-LY`, `ar-EH`), whose CLDR default is Latin digits.
  /// A Unicode extension `-u-nu-latn` or `-u-nu-arab` picks the digits in any language.
  ///
  /// ```swift
  /// Phrasebook.resolve(locale: "es-MX").language       // "es"
  /// Phrasebook.resolve(locale: "ar").numbering         // .arabicIndic
  /// Phrasebook.resolve(locale: "ar-u-nu-latn").numbering  // .latin
  /// ```
  public static func resolve(locale identifier: String) -> Phrasebook {
    let subtags = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
      .map(String.init)
    let language = subtags.first ?? ""
    let region = subtags.dropFirst().prefix { $0 != "u" && $0 != "x" }
      .first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    var phrasebook: Phrasebook
    switch language {
    case "es": phrasebook = spanish
    case "fr": phrasebook = french
    case "de": phrasebook = german
    case "pt": phrasebook = portugueseBrazil
    case "ja": phrasebook = japanese
    case "ru": phrasebook = russian
    case "ar":
      phrasebook = arabic
      if let region, ["ma", "dz", "tn", "ly", "eh"].contains(region) {
        phrasebook = phrasebook.withNumbering(.latin)
      }
    default: phrasebook = english
    }
    if let u = subtags.firstIndex(of: "u"), let nu = subtags[u...].firstIndex(of: "nu"),
      nu + 1 < subtags.count, let numbering = NumberingSystem(rawValue: subtags[nu + 1])
    {
      phrasebook = phrasebook.withNumbering(numbering)
    }
    return phrasebook
  }

  /// This phrasebook writing numbers in `numbering` (the badge overflow text included).
  public func withNumbering(_ numbering: NumberingSystem) -> Phrasebook {
    var copy = self
    copy.badgeOverflow = numbering.transliterate(NumberingSystem.latin.format(99)) + "+"
    copy.numbering = numbering
    return copy
  }
}
