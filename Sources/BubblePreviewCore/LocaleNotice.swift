import Foundation
import MessageStatusKit

/// The one line the command writes to standard error for a locale the library has no
/// phrasebook for, so that English words never arrive in silence.
enum LocaleNotice {
  /// "bubble-preview: locale sw-KE: no phrasebook; English words, Swahili clocks", or
  /// `nil` when a language of `Language.allCases` speaks `locale`.
  ///
  /// The clocks are the language's own hour cycle (CLDR) when the language is one CLDR
  /// names, English's otherwise.
  static func line(for locale: String) -> String? {
    guard Language(locale: locale) == nil else { return nil }
    let subtag = String(locale.prefix { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" })
    // `und` (undetermined) and other special codes name no language with a clock.
    let special: Set<String> = ["und", "mul", "zxx", "mis"]
    let name =
      special.contains(subtag.lowercased())
      ? nil : Locale(identifier: "en").localizedString(forLanguageCode: subtag.lowercased())
    let clocks = name.map { "English words, \($0) clocks" } ?? "English words and clocks"
    // A well-formed tag is written as it is; anything else quoted, as errors quote values.
    let plain = locale.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "-_.@=".unicodeScalars.contains($0))
    }
    let shown = plain && locale.count <= 64 ? locale : ErrorText.quote(locale, mark: "'")
    return "bubble-preview: locale \(shown): no phrasebook; \(clocks)\n"
  }
}
