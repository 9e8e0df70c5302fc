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
  /// Times follow the region, not only the language (``ClockFormat``): `en-GB` speaks
  /// English and writes `14:42`, `en-AU` writes `2:42 pm`, `es-MX` `2:42 p.m.`. A
  /// `-u-hc-h23` (or `h24`) extension asks for 24-hour times, `-u-hc-h12` (or `h11`) for
  /// 12-hour ones; `hourCycle`, when not ``HourCycle/automatic``, wins over both (it is the
  /// user's own setting).
  ///
  /// ```swift
  /// Phrasebook.resolve(locale: "es-MX").language       // "es"
  /// Phrasebook.resolve(locale: "ar").numbering         // .arabicIndic
  /// Phrasebook.resolve(locale: "ar-u-nu-latn").numbering  // .latin
  /// Phrasebook.resolve(locale: "en-GB").clock.usesTwelveHours  // false
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: A BCP 47 identifier (`_` accepted for `-`).
  ///   - hourCycle: The user's 12/24-hour setting; ``HourCycle/automatic`` follows the locale.
  public static func resolve(
    locale identifier: String, hourCycle: HourCycle = .automatic
  ) -> Phrasebook {
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
    if let region {
      // The spoken language's table: a fallback to English keeps the region's clock.
      let spoken = phrasebook.language.prefix { $0 != "-" }.lowercased()
      phrasebook.clock = ClockFormat.regional(
        language: spoken, region: region, base: phrasebook.clock)
    }
    if let u = subtags.firstIndex(of: "u") {
      let keywords = subtags[u...]
      if let nu = keywords.firstIndex(of: "nu"), nu + 1 < subtags.count,
        let numbering = NumberingSystem(rawValue: subtags[nu + 1])
      {
        phrasebook = phrasebook.withNumbering(numbering)
      }
      if let hc = keywords.firstIndex(of: "hc"), hc + 1 < subtags.count {
        switch subtags[hc + 1] {
        case "h11", "h12": phrasebook.clock = phrasebook.clock.with(.h12)
        case "h23", "h24": phrasebook.clock = phrasebook.clock.with(.h23)
        default: break
        }
      }
    }
    phrasebook.clock = phrasebook.clock.with(hourCycle)
    return phrasebook
  }

  /// This phrasebook writing numbers in `numbering` (the badge overflow text included).
  func withNumbering(_ numbering: NumberingSystem) -> Phrasebook {
    var copy = self
    copy.badgeOverflow = numbering.transliterate(NumberingSystem.latin.format(99)) + "+"
    copy.numbering = numbering
    return copy
  }
}
