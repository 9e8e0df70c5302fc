import Foundation
import XCTest

@testable import MessageStatusKit

/// One list of languages: every case resolves from its own identifiers, owns every part a
/// language needs, and nothing names a language the list does not hold.
final class LanguageTests: XCTestCase {
  /// A language the library will never speak.
  ///
  /// BCP 47 reserves `qaa`–`qtz` for private use, so no tag of a real language can be it.
  /// Tests that need an unsupported language use it.
  static let neverALanguage = "qaa"

  /// Regions to try each language in: ones with their own rules and ones without.
  private let regions = ["", "-US", "_GB", "-MX", "-CA", "-MA", "-BR", "-PT", "-419", "-u-nu-latn"]

  func testEveryLanguageResolvesFromItsIdentifiers() {
    for language in Language.allCases {
      // A language that shares its subtag is named with its script: `zh-Hant`.
      let base = language.script.map { language.subtag + "-" + $0 } ?? language.subtag
      for region in regions {
        for identifier in [base + region, (base + region).uppercased()] {
          XCTAssertEqual(Language(locale: identifier), language, identifier)
          // A regional variety's words say so in the code: pt-PT, es-419.
          let code = Phrasebook.resolve(locale: identifier).language
          XCTAssertTrue(
            code == language.code || code.hasPrefix(language.subtag + "-"), identifier)
        }
      }
      XCTAssertEqual(Language(locale: language.code), language)
      XCTAssertEqual(Language(code: language.code), language)
      XCTAssertEqual(language.phrasebook.language, language.code)
      XCTAssertEqual(language.pluralRule, language.phrasebook.pluralRule)
    }
    XCTAssertNil(Language(locale: Self.neverALanguage))
    XCTAssertNil(Language(locale: ""))
    XCTAssertEqual(Phrasebook.resolve(locale: Self.neverALanguage + "-IT").language, "en")
    XCTAssertEqual(Phrasebook.all, Language.allCases.map(\.phrasebook))
  }

  /// Two languages share `zh`: the script subtag picks, else the region (Taiwan, Hong Kong
  /// and Macao write Traditional characters), else Simplified.
  func testTheScriptOrTheRegionPicksTheChinese() {
    let cases: [(String, String)] = [
      ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-TW", "zh-Hant"),
      ("zh_HK", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-Hans-HK", "zh-Hans"),
      ("zh-Hant-CN", "zh-Hant"), ("ZH-HANT", "zh-Hant"), ("zh-TW-u-nu-latn", "zh-Hant"),
      ("zh-Hant-TW.UTF-8", "zh-Hant"), ("zh-x-tw", "zh-Hans"),
    ]
    for (identifier, code) in cases {
      XCTAssertEqual(Language(locale: identifier)?.code, code, identifier)
    }
    XCTAssertEqual(Phrasebook.resolve(locale: "zh-HK").language, "zh-Hant-HK")
    // Android (Java before 17) reports Hebrew and Indonesian by their retired codes.
    XCTAssertEqual(Language(locale: "iw_IL")?.code, "he")
    XCTAssertEqual(Language(locale: "in-ID")?.code, "id")
    XCTAssertEqual(Phrasebook.resolve(locale: "iw-IL").direction, .rightToLeft)
    XCTAssertEqual(Phrasebook.resolve(locale: "zh-Hant-TW").language, "zh-Hant")
  }

  /// Forgetting a language's part used to give English silently: each non-English
  /// language's words and headings differ from English's everywhere they can.
  func testEveryLanguageOwnsItsPartsAndNoneIsEnglishByAccident() {
    let english = Language.english.phrasebook
    for language in Language.allCases where language != .english {
      let phrases = language.phrasebook
      XCTAssertNotEqual(phrases.page.title, english.page.title, "\(language)")
      XCTAssertNotEqual(phrases.page.composerTitle, english.page.composerTitle, "\(language)")
      XCTAssertEqual(Phrasebook.resolve(locale: language.code).page, phrases.page)
      XCTAssertNotEqual(phrases.thread.days.weekdays, english.thread.days.weekdays, "\(language)")
      XCTAssertNotEqual(phrases.thread.today, english.thread.today, "\(language)")
      XCTAssertNotEqual(phrases.retryAction, english.retryAction, "\(language)")
    }
    for language in Language.allCases {
      let days = language.phrasebook.thread.days
      XCTAssertEqual(days.weekdays.count, 7, "\(language)")
      XCTAssertEqual(Set(days.weekdays).count, 7, "\(language)")
      XCTAssertEqual(days.months.count, 12, "\(language)")
      XCTAssertEqual(Set(days.months).count, 12, "\(language)")
      XCTAssertTrue(language.pluralRule.isWellFormed, "\(language): \(language.pluralRule)")
      // Every brace names a slot (a misspelt one would be printed as written).
      XCTAssertEqual(
        Set(days.thisYear.slots).subtracting([.day2]), [.weekday, .day, .month], "\(language)")
      XCTAssertEqual(Set(days.otherYear.slots), [.day, .month, .year], "\(language)")
    }
    // A language's code and its phrasebook's agree (the language is listed without
    // building its phrasebook, so the code is written twice).
    for language in Language.allCases {
      XCTAssertEqual(language.phrasebook.language, language.code)
    }
    // An app's own phrasebook code gets English page words.
    XCTAssertEqual(Phrasebook.resolve(locale: "en-XA").page, english.page)
    XCTAssertEqual(Phrasebook.resolve(locale: Self.neverALanguage).page, english.page)
  }

  /// Languages are values of one list: decoded from their codes, unknown codes refused.
  func testLanguagesDecodeFromTheirCodes() throws {
    for language in Language.allCases {
      let data = try JSONEncoder().encode([language])
      XCTAssertEqual(String(decoding: data, as: UTF8.self), "[\"\(language.code)\"]")
      XCTAssertEqual(try JSONDecoder().decode([Language].self, from: data), [language])
    }
    let unknown = Data("[\"\(Self.neverALanguage)\"]".utf8)
    XCTAssertThrowsError(try JSONDecoder().decode([Language].self, from: unknown))
    XCTAssertNil(Language(code: "pt"), "codes match exactly; locales match by subtag")
  }

  /// No source file outside `Languages/` spells a language's code as a string literal
  /// (the way four files used to), so a new language cannot be forgotten in one of them.
  func testNoFileOutsideLanguagesSpellsALanguageCode() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
    var offenders: [String] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      if path.hasPrefix("MessageStatusKit/Languages/") { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for language in Language.allCases
      where text.contains("case \"\(language.code)\"") || text.contains("== \"\(language.code)\"") {
        offenders.append("\(path): \(language.code)")
      }
    }
    XCTAssertEqual(offenders, [])
  }
}
