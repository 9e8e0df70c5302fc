import Foundation
import XCTest

@testable import MessageStatusKit

/// One list of languages: every case resolves from its own identifiers, owns every part a
/// language needs, and nothing names a language the list does not hold.
final class LanguageTests: XCTestCase {
  /// Regions to try each language in: ones with their own rules and ones without.
  private let regions = ["", "-US", "_GB", "-MX", "-CA", "-MA", "-BR", "-PT", "-419", "-u-nu-latn"]

  func testEveryLanguageResolvesFromItsIdentifiers() {
    for language in Language.allCases {
      for region in regions {
        for identifier in [language.subtag + region, (language.subtag + region).uppercased()] {
          XCTAssertEqual(Language(locale: identifier), language, identifier)
          XCTAssertEqual(
            Phrasebook.resolve(locale: identifier).language, language.code, identifier)
        }
      }
      XCTAssertEqual(Language(locale: language.code), language)
      XCTAssertEqual(Language(rawValue: language.code), language)
      XCTAssertEqual(language.phrasebook.language, language.code)
      XCTAssertEqual(language.pluralRule, language.phrasebook.pluralRule)
    }
    XCTAssertNil(Language(locale: "it-IT"))
    XCTAssertNil(Language(locale: ""))
    XCTAssertEqual(Phrasebook.resolve(locale: "it-IT").language, "en")
    XCTAssertEqual(Phrasebook.all, Language.allCases.map(\.phrasebook))
  }

  /// Forgetting a language's part used to give English silently: each non-English
  /// language's words, titles and headings differ from English's everywhere they can.
  func testEveryLanguageOwnsItsPartsAndNoneIsEnglishByAccident() {
    let english = Language.english.profile
    for language in Language.allCases where language != .english {
      let profile = language.profile
      XCTAssertNotEqual(profile.galleryTitles.page, english.galleryTitles.page, "\(language)")
      XCTAssertEqual(GalleryTitles.forLanguage(language.code), profile.galleryTitles)
      let days = profile.phrasebook.thread.days
      XCTAssertNotEqual(days.weekdays, english.phrasebook.thread.days.weekdays, "\(language)")
      XCTAssertNotEqual(profile.phrasebook.thread.today, english.phrasebook.thread.today)
    }
    for language in Language.allCases {
      let profile = language.profile
      let days = profile.phrasebook.thread.days
      XCTAssertEqual(days.weekdays.count, 7, "\(language)")
      XCTAssertEqual(Set(days.weekdays).count, 7, "\(language)")
      XCTAssertEqual(days.months.count, 12, "\(language)")
      XCTAssertEqual(Set(days.months).count, 12, "\(language)")
      XCTAssertEqual(profile.galleryTitles.sections.count, 4, "\(language)")
      // Every brace names a slot (a misspelt one would be printed as written).
      XCTAssertEqual(
        Set(days.thisYear.slots).subtracting([.day2]), [.weekday, .day, .month], "\(language)")
      XCTAssertEqual(Set(days.otherYear.slots), [.day, .month, .year], "\(language)")
    }
    // An app's own phrasebook code gets English gallery titles.
    XCTAssertEqual(GalleryTitles.forLanguage("en-XA"), english.galleryTitles)
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
