extension ClockFormat {
  /// The clock of a language the library does not speak, or `nil` for English's `h:mm a`.
  ///
  /// When CLDR's differs from English's: the hour cycle, padding and separator of its short time
  /// pattern (CLDR 46, as shipped by Babel 2.18), with the regions whose cycle differs from
  /// their language's (`zh-TW` is 12-hour, `ko-CN` 24-hour). Words around the time
  /// (Upper Sorbian "hodź.") are not written.
  ///
  /// - Parameters:
  ///   - language: A lowercase language subtag outside ``Language``: `it`, `zh`.
  ///   - region: A lowercase region subtag, if any.
  static func otherLanguage(_ language: String, region: String?) -> ClockFormat? {
    let twentyFour: (pads: Bool, separator: String)?
    if let region, twelveHourRegions.contains(language + "-" + region) {
      return nil
    } else if let region, let own = twentyFourHourRegions[language + "-" + region] {
      twentyFour = own
    } else if paddedColon.contains(language) {
      twentyFour = (true, ":")
    } else if colon.contains(language) {
      twentyFour = (false, ":")
    } else if paddedDot.contains(language) {
      twentyFour = (true, ".")
    } else if dot.contains(language) {
      twentyFour = (false, ".")
    } else {
      twentyFour = nil
    }
    guard let twentyFour else { return nil }
    return ClockFormat(
      usesTwelveHours: false, am: "AM", pm: "PM", padsTwentyFourHour: twentyFour.pads,
      separator: twentyFour.separator)
  }

  /// Languages writing `HH:mm`.
  private static let paddedColon: Set<String> = [
    "ab", "af", "agq", "ann", "apc", "arn", "asa", "ast", "az", "ba", "bas", "be", "bez", "bgn",
    "blo", "blt", "bm", "bo", "br", "bs", "bss", "cch", "ce", "cgg", "cho", "co", "cop", "cu", "cv",
    "cy", "dav", "dje", "dua", "dv", "dyo", "ebu", "eo", "et", "eu", "ewo", "ff", "fo", "frr",
    "fur", "fy", "ga", "gd", "gl", "gn", "gsw", "guz", "gv", "ha", "hnj", "hr", "ht", "hy", "ia",
    "ie", "ig", "ii", "io", "is", "jbo", "jgo", "jmc", "jv", "ka", "kaa", "kaj", "kam", "kcg",
    "kde", "kea", "ken", "kgp", "khq", "ki", "kk", "kkj", "kln", "ksb", "ksf", "ksh", "ku", "kw",
    "ky", "la", "lag", "lb", "lg", "lij", "lld", "lmo", "ln", "lrc", "lt", "ltg", "lu", "luo",
    "luy", "lv", "mas", "mdf", "mer", "mfe", "mg", "mgh", "mgo", "mhn", "mk", "mn", "mt", "mua",
    "myv", "mzn", "nd", "ne", "nmg", "nn", "nnh", "nqo", "nr", "nso", "nv", "nyn", "os",
    "pap", "pcm", "pis", "prg", "quc", "rif", "rm", "rn", "rof", "rw", "rwk", "sah", "saq", "sbp",
    "sc", "scn", "sdh", "se", "seh", "ses", "sg", "shi", "shn", "skr", "sl", "sma", "smj", "sms",
    "sn", "sr", "ss", "st", "sw", "szl", "teo", "tg", "tk", "tn", "tok", "ts", "twq", "tyv", "tzm",
    "ug", "uz", "ve", "vec", "vmw", "vo", "vun", "wa", "wae", "wbp", "wo", "xh", "xog", "yav", "yi",
    "yrl", "za", "zgh", "zu",
  ]

  /// Languages writing `H:mm`.
  private static let colon: Set<String> = [
    "an", "bg", "ca", "dsb", "hsb", "lo", "my", "oc", "ps", "rhg", "sk", "tt", "yo",
  ]

  /// Languages writing `HH.mm`.
  private static let paddedDot: Set<String> = [
    "bew", "kl", "si",
  ]

  /// Languages writing `H.mm`.
  private static let dot: Set<String> = [
    "nds", "smn", "su",
  ]

  /// Language-region pairs that write a 12-hour clock where their language does not.
  private static let twelveHourRegions: Set<String> = [
    "af-na", "bo-in", "ff-gh", "ff-gm", "ff-lr", "ff-mr", "ff-sl", "ha-gh", "lrc-iq", "ne-in",
    "ps-pk", "rhg-bd", "ss-sz", "st-ls", "tr-cy", "yrl-co", "yrl-ve", "zh-hk", "zh-mo", "zh-my",
    "zh-sg", "zh-tw",
  ]

  /// Language-region pairs that write a 24-hour clock where their language does not.
  private static let twentyFourHourRegions: [String: (pads: Bool, separator: String)] = [
    "ckb-ir": (true, ":"),
    "ee-tg": (true, ":"),
    "iu-ca": (true, ":"),
    "ko-cn": (true, ":"),
    "kpe-gn": (true, ":"),
    "ms-id": (true, "."),
    "om-ke": (true, ":"),
    "so-ke": (true, ":"),
    "sq-mk": (true, ":"),
    "sq-xk": (true, ":"),
    "ta-lk": (true, ":"),
    "uz-af": (false, ":"),
    "yue-cn": (true, ":"),
  ]
}
