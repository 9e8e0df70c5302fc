/// The languages the library speaks: one case per language, each owning its words, its
/// plural rule, its regional clocks and date headings, and how locale identifiers reach it.
///
/// A language lives in one file of `Languages/` (its ``Phrasebook`` and its
/// `LanguageProfile`); this list and its `profile` switch are the only other places that
/// name it.
///
/// ```swift
/// Language.allCases.map(\.code)          // ["en", "es", "fr", "de", "pt-BR", "ja", "ru", "ar"]
/// Language(locale: "pt-PT")             // .portugueseBrazil
/// Language(locale: "it")                // nil: Phrasebook.resolve falls back to English
/// ```
public enum Language: String, CaseIterable, Codable, Hashable, Sendable {
  /// English (`en`), the reference language.
  case english = "en"
  /// Spanish (`es`).
  case spanish = "es"
  /// French (`fr`).
  case french = "fr"
  /// German (`de`).
  case german = "de"
  /// Brazilian Portuguese (`pt-BR`), also used for every other `pt` locale.
  case portugueseBrazil = "pt-BR"
  /// Japanese (`ja`).
  case japanese = "ja"
  /// Russian (`ru`).
  case russian = "ru"
  /// Arabic (`ar`), written right to left.
  case arabic = "ar"

  /// Everything the language brings, in its own file.
  package var profile: LanguageProfile {
    switch self {
    case .english: .english
    case .spanish: .spanish
    case .french: .french
    case .german: .german
    case .portugueseBrazil: .portugueseBrazil
    case .japanese: .japanese
    case .russian: .russian
    case .arabic: .arabic
    }
  }

  /// The BCP 47 code of the language's phrasebook: `en`, `pt-BR`.
  public var code: String { rawValue }

  /// The language's phrasebook, before any region or locale extension adjusts it.
  public var phrasebook: Phrasebook { profile.phrasebook }

  /// How the language picks plural forms.
  public var pluralRule: PluralRule { phrasebook.pluralRule }

  /// The language subtag that selects this language: `pt` for `pt-BR`.
  public var subtag: String { String(rawValue.prefix { $0 != "-" }).lowercased() }

  /// The language a BCP 47 identifier selects by its language subtag (case-insensitive,
  /// `-` or `_` separated), or `nil` when the library does not speak it.
  public init?(locale identifier: String) {
    let subtag = identifier.prefix { $0 != "-" && $0 != "_" }.lowercased()
    guard let language = Self.allCases.first(where: { $0.subtag == subtag }) else {
      return nil
    }
    self = language
  }
}
