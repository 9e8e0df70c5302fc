extension Phrasebook {
  /// Every language the library speaks, English (the reference) first: the phrasebooks
  /// of `Language.allCases`.
  package static let all: [Phrasebook] = Language.allCases.map(\.phrasebook)

  /// The phrasebook for a BCP 47 locale identifier, falling back to the best match.
  ///
  /// Matching is by language subtag, case-insensitive, `-` or `_` separated:
  /// `es-MX` → Latin-American Spanish, `pt-PT` → European Portuguese, `zh-TW` → Traditional
  /// Chinese, `iw` → Hebrew, `zz` or `""` → English. The
  /// result's ``language`` says which was used.
  ///
  /// Arabic writes Arabic-Indic digits (CLDR's default), except in the Maghreb
  /// (`ar-MA`, `ar-DZ`, `ar-TN`, `ar-LY`, `ar-EH`), whose CLDR default is Latin digits.
  /// A Unicode extension `-u-nu-latn` or `-u-nu-arab` picks the digits in any language.
  ///
  /// Times and day headings follow the region, not only the language (its clock and
  /// date order): `en-GB` speaks English and writes `14:42` and "Tuesday 21 October",
  /// `en-AU` writes `2:42 pm`, `es-MX` `2:42 p.m.`. A language the library does not speak
  /// gets English words with its own hour cycle (CLDR): `sv` and `sw` write `14:42`,
  /// `ne-IN` `2:42 PM`. A `-u-hc-h23` (or `h24`) extension asks for 24-hour times,
  /// `-u-hc-h12` for 12-hour ones counting 1–12 and `-u-hc-h11` for 12-hour ones counting
  /// 0–11 (`0:05 AM`); `hourCycle`, when not ``HourCycle/automatic``, wins over both (it is
  /// the user's own setting; a 12-hour clock then counts as the language does).
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
    // A POSIX locale's encoding and modifier ("pt_PT.UTF-8@euro") say nothing of words.
    let tag = identifier.prefix { $0 != "." && $0 != "@" }
    let subtags = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
      .map(String.init)
    let languageSubtag = subtags.first ?? ""
    let region = subtags.dropFirst().prefix { $0 != "u" && $0 != "x" }
      .first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    let language = Language(locale: String(tag))
    let profile = language ?? .english
    var phrasebook = profile.phrasebook
    if let region {
      if let variety = profile.regionalWords(region) {
        phrasebook = variety.applied(to: phrasebook)
      }
      // A language the library does not speak is English as written in that region.
      phrasebook.clock = profile.regionalClock(region, phrasebook.clock)
      phrasebook.thread.days = profile.regionalDays(region, phrasebook.thread.days)
      phrasebook.readers.list = profile.regionalList(region, phrasebook.readers.list)
      if let numbering = profile.regionalNumbering(region) {
        phrasebook = phrasebook.withNumbering(numbering)
      }
    }
    if language == nil, let clock = ClockFormat.otherLanguage(languageSubtag, region: region) {
      // …with that language's own hour cycle: `is` and `sw` write `14:42`.
      phrasebook.clock = clock
    }
    phrasebook.variety = profile.code(inRegion: region)
    if language == nil {
      // …and its own digits: Nepali `२:०५`.
      let script = subtags.dropFirst().prefix { $0 != "u" && $0 != "x" }
        .first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
      if let numbering = NumberingSystem.otherLanguage(
        languageSubtag, script: script, region: region)
      {
        phrasebook = phrasebook.withNumbering(numbering)
      }
    }
    if let u = subtags.firstIndex(of: "u") {
      let keywords = subtags[u...]
      if let nu = keywords.firstIndex(of: "nu"), nu + 1 < subtags.count,
        let numbering = NumberingSystem(rawValue: subtags[nu + 1])
      {
        phrasebook = phrasebook.withNumbering(numbering)
      }
      // The Gregorian calendar asked for by name: Thai years as they are (Persian keeps
      // its Solar Hijri headings, whose month names it has).
      if let ca = keywords.firstIndex(of: "ca"), ca + 1 < subtags.count,
        subtags[ca + 1] == "gregory"
      {
        phrasebook.thread.days.yearOffset = 0
      }
      if let hc = keywords.firstIndex(of: "hc"), hc + 1 < subtags.count {
        switch subtags[hc + 1] {
        case "h11", "h12":
          phrasebook.clock = phrasebook.clock.with(.h12)
          phrasebook.clock.countsFromZero = subtags[hc + 1] == "h11"
        case "h23", "h24": phrasebook.clock = phrasebook.clock.with(.h23)
        default: break
        }
      }
    }
    phrasebook.clock = phrasebook.clock.with(hourCycle)
    return phrasebook
  }

  /// The phrases written in the locale's digits, which ``withNumbering(_:)`` rewrites.
  static let keysInLocaleDigits: Set<String> = ["badgeOverflow"]

  /// This phrasebook writing numbers in `numbering` (the badge overflow text included).
  func withNumbering(_ numbering: NumberingSystem) -> Phrasebook {
    var copy = self
    copy.badgeOverflow = numbering.transliterate(NumberingSystem.latin.format(99)) + "+"
    copy.numbering = numbering
    return copy
  }
}
