extension ClockFormat {
  /// The clock a region writes with, for a language whose default is `base`.
  ///
  /// From CLDR's short time patterns and abbreviated day periods (CLDR 46, as shipped by
  /// Babel 2.18): only regions that differ from their language's default are listed. A
  /// region not listed, or a language without regional variants here (German, Russian,
  /// Japanese), keeps `base`.
  ///
  /// - Parameters:
  ///   - language: The resolved language subtag, lowercase: `en`.
  ///   - region: The region subtag, lowercase: `gb`, `419`.
  ///   - base: The language's own clock.
  static func regional(language: String, region: String, base: ClockFormat) -> ClockFormat {
    var clock = base
    switch language {
    case "en":
      if englishTwentyFourHour.contains(region) {
        clock = ClockFormat(usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: true)
      } else if ["dk", "id"].contains(region) {
        clock = ClockFormat(
          usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: true, separator: ".")
      } else if region == "fi" {
        clock = ClockFormat(
          usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: false, separator: ".")
      } else if region == "il" {
        clock = ClockFormat(usesTwelveHours: false, am: "am", pm: "pm", padsTwentyFourHour: false)
      } else if region == "ca" {
        clock = .twelveHour(am: "a.m.", pm: "p.m.")
      } else if englishLowercaseTwelveHour.contains(region) {
        clock = .twelveHour(am: "am", pm: "pm")
      }
    case "es":
      if ["419", "cu", "mx", "us"].contains(region) {
        clock = ClockFormat(
          usesTwelveHours: true, am: "a.m.", pm: "p.m.", padsTwentyFourHour: false)
      } else if spanishTwelveHour.contains(region) {
        clock.usesTwelveHours = true
      } else if ["br", "bz"].contains(region) {
        clock = ClockFormat(
          usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true)
      }
    case "fr":
      if ["dj", "dz", "mr", "sy", "td", "tn", "vu"].contains(region) {
        clock.usesTwelveHours = true
      } else if region == "ca" {
        clock = ClockFormat(
          usesTwelveHours: false, am: "a.m.", pm: "p.m.", padsTwentyFourHour: true, separator: " h "
        )
      }
    case "pt":
      if region == "mo" {
        clock = .twelveHour(am: "a.m.", pm: "p.m.")
      } else if portugueseDottedPeriods.contains(region) {
        clock.am = "a.m."
        clock.pm = "p.m."
      }
    case "ar":
      if ["km", "ma"].contains(region) {
        clock.usesTwelveHours = false
      } else if region == "il" {
        clock.usesTwelveHours = false
        clock.padsTwentyFourHour = false
      }
    default: break
    }
    return clock
  }

  /// English regions with `HH:mm` and `am`/`pm` (en-GB, en-IE, en-ZA, en-150…).
  private static let englishTwentyFourHour: Set<String> = [
    "150", "ai", "at", "be", "bw", "bz", "cc", "ch", "ck", "cm", "cx", "cz", "de", "dg", "es",
    "fk", "fr", "gb", "gg", "gi", "gs", "hu", "ie", "im", "io", "it", "je", "ke", "mg", "ms",
    "mt", "mu", "mv", "nf", "ng", "nl", "no", "nr", "nu", "pl", "pn", "pt", "ro", "rw", "sc",
    "se", "sh", "si", "sk", "sx", "tk", "tv", "tz", "ug", "za", "zw",
  ]

  /// English regions with `h:mm a` and lowercase `am`/`pm` (en-AU, en-IN, en-NZ, en-001…).
  private static let englishLowercaseTwelveHour: Set<String> = [
    "001", "ag", "au", "bb", "bm", "bs", "cy", "dm", "er", "fj", "fm", "gd", "gh", "gm", "gy",
    "hk", "in", "jm", "ki", "kn", "ky", "lc", "lr", "ls", "mo", "mw", "my", "na", "nz", "pg",
    "pk", "pw", "sb", "sd", "sg", "sl", "ss", "sz", "tc", "to", "tt", "vc", "vg", "vu", "ws",
    "zm",
  ]

  /// Spanish regions with `h:mm a` and `a. m.`/`p. m.`.
  private static let spanishTwelveHour: Set<String> = [
    "ar", "bo", "cl", "co", "cr", "do", "ec", "gt", "hn", "ni", "pa", "pe", "ph", "pr", "py",
    "sv", "uy", "ve",
  ]

  /// Portuguese regions whose day periods are `a.m.`/`p.m.` (pt-PT…); all are 24-hour.
  private static let portugueseDottedPeriods: Set<String> = [
    "ao", "ch", "cv", "gq", "gw", "lu", "mz", "pt", "st", "tl",
  ]
}
