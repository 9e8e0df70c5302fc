import Foundation

/// A language the library speaks: its words, its plural rule, its regional clocks, day
/// headings and digits, and how locale identifiers reach it.
///
/// A language lives in one file of `Languages/`, which defines its ``Phrasebook`` and its
/// `Language` value; ``allCases`` is the one list that names it. Every other list (tests,
/// CI scripts, the command's help) is derived from that list.
///
/// ```swift
/// Language.allCases.count         // 30: "en", "es", "fr", … "sv", "fa", … "nb", "fi"
/// Language(locale: "pt-PT")      // .portugueseBrazil
/// Language(locale: "zh-TW")      // .chineseTraditional
/// Language(locale: "qaa")        // nil: Phrasebook.resolve falls back to English
/// ```
public struct Language: Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// Every language the library speaks, English (the reference) first.
  public static let allCases: [Language] = [
    .english, .spanish, .french, .german, .portugueseBrazil, .japanese, .russian, .arabic, .italian,
    .dutch, .polish, .turkish, .ukrainian, .hebrew, .hindi, .indonesian, .vietnamese, .korean,
    .chineseSimplified, .chineseTraditional, .thai, .swedish, .persian, .greek, .czech,
    .romanian, .hungarian, .danish, .norwegianBokmal, .finnish,
  ]

  /// The BCP 47 code of the language's phrasebook: `en`, `pt-BR`.
  public let code: String
  /// The language's phrasebook, before any region or locale extension adjusts it.
  ///
  /// Built the first time it is asked for: listing or matching languages builds none, so
  /// an app that speaks one language builds one phrasebook.
  public var phrasebook: Phrasebook { makePhrasebook() }
  /// Returns the phrasebook (a `static let` of the language's file, built once).
  private let makePhrasebook: @Sendable () -> Phrasebook
  /// The clock of a region (lowercase subtag: `gb`, `419`), from the language's own.
  package let regionalClock: @Sendable (_ region: String, _ base: ClockFormat) -> ClockFormat
  /// How each region joins a list of names, from the language's pattern (British English
  /// "Alice, Bob and Carol" where American English writes "…, and Carol").
  package let regionalList: @Sendable (_ region: String, _ base: ListPattern) -> ListPattern
  /// The day headings of a region, from the language's own.
  package let regionalDays: @Sendable (_ region: String, _ base: DayHeadings) -> DayHeadings
  /// The digits a region writes when they differ from the language's (CLDR default
  /// numbering system): Latin digits in the Maghreb for Arabic.
  package let regionalNumbering: @Sendable (_ region: String) -> NumberingSystem?
  /// The language's regional varieties (European Portuguese), each with the regions that
  /// write it; a region none names writes the language's own words.
  package let varieties: [RegionalWords]
  /// The regions (lowercase subtags) where a locale without a script subtag means this
  /// language rather than the first one of ``allCases`` sharing its language subtag:
  /// `tw`, `hk` and `mo` for Traditional Chinese.
  package let usualRegions: Set<String>

  /// Creates a language from its code and its phrasebook, which is built when first asked
  /// for (`code` is the phrasebook's ``Phrasebook/language``); a language without regional
  /// variants leaves the closures out.
  package init(
    _ code: String, _ phrasebook: @escaping @autoclosure @Sendable () -> Phrasebook,
    regionalClock: @escaping @Sendable (String, ClockFormat) -> ClockFormat = { $1 },
    regionalList: @escaping @Sendable (String, ListPattern) -> ListPattern = { $1 },
    regionalDays: @escaping @Sendable (String, DayHeadings) -> DayHeadings = { $1 },
    regionalNumbering: @escaping @Sendable (String) -> NumberingSystem? = { _ in nil },
    varieties: [RegionalWords] = [],
    usualIn usualRegions: Set<String> = []
  ) {
    self.usualRegions = usualRegions
    self.varieties = varieties
    self.code = code
    self.makePhrasebook = phrasebook
    self.regionalClock = regionalClock
    self.regionalList = regionalList
    self.regionalDays = regionalDays
    self.regionalNumbering = regionalNumbering
  }

  /// How the language picks plural forms.
  package var pluralRule: PluralRule { phrasebook.pluralRule }

  /// The language subtag that selects this language: `pt` for `pt-BR`.
  package var subtag: String { String(code.prefix { $0 != "-" }).lowercased() }

  /// The code: `pt-BR`.
  public var description: String { code }

  /// The language whose code is exactly `code` (`pt-BR`), or `nil`.
  package init?(code: String) {
    guard let language = Self.allCases.first(where: { $0.code == code }) else { return nil }
    self = language
  }

  /// The variety `region` writes, or `nil` for the language's own words.
  package func regionalWords(_ region: String) -> RegionalWords? {
    varieties.first { $0.regions.contains(region) }
  }

  /// The code of this language as a region writes it, which String Catalogs file the
  /// region's words under: `en-GB`, `zh-Hant-HK`, `pt-AO`; the language's own code without
  /// a region (and for its own region: `pt-BR`).
  ///
  /// - Parameter region: A lowercase region subtag (`gb`, `419`), or `nil`.
  package func code(inRegion region: String?) -> String {
    guard let region else { return code }
    var parts = code.split(separator: "-").map(String.init)
    if parts.count > 1, parts[parts.count - 1].count == 2 { parts.removeLast() }
    return (parts + [region.uppercased()]).joined(separator: "-")
  }

  /// The script subtag of the code, lowercase (`hant` for `zh-Hant`), or `nil`.
  package var script: String? {
    code.split(separator: "-").dropFirst().first { $0.count == 4 }.map { $0.lowercased() }
  }

  /// The language a BCP 47 identifier selects (case-insensitive, `-` or `_` separated), or
  /// `nil` when the library does not speak it.
  ///
  /// The language subtag picks (the retired `iw` and `in`, as Android reports Hebrew and
  /// Indonesian, too, and `no` for Norwegian Bokmål); where two languages share it (`zh-Hans`, `zh-Hant`), the script
  /// subtag picks, else the region (`zh-TW` is Traditional Chinese), else the first.
  public init?(locale identifier: String) {
    let subtags = identifier.prefix { $0 != "." && $0 != "@" }.lowercased()
      .split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let given = subtags.first else { return nil }
    // The codes ISO 639 retired, which Java (before 17), and so Android, still reports, and
    // Norwegian ("no"), which means Bokmål.
    let first = ["iw": "he", "in": "id", "no": "nb"][String(given)] ?? String(given)
    let candidates = Self.allCases.filter { $0.subtag == first }
    guard let fallback = candidates.first else { return nil }
    let rest = subtags.dropFirst().prefix { $0.count > 1 }
    let script = rest.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map(String.init)
    let region = rest.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
      .map(String.init)
    self =
      candidates.first { script != nil && $0.script == script }
      ?? candidates.first { region.map($0.usualRegions.contains) ?? false } ?? fallback
  }

  /// Languages are equal when their codes are.
  public static func == (lhs: Language, rhs: Language) -> Bool { lhs.code == rhs.code }

  /// Hashes the code.
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// Decodes a language from its code (`"pt-BR"`); another string is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = try container.decode(String.self)
    guard let language = Language(code: code) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "unknown language \"\(code)\"; expected one of "
          + Self.allCases.map(\.code).joined(separator: ", "))
    }
    self = language
  }

  /// Encodes the code.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
