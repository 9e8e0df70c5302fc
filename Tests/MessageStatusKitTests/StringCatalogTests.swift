import Foundation
import MessageStatusKit
import XCTest

/// The String Catalog every language is exported as, read back over a phrasebook.
final class StringCatalogTests: XCTestCase {
  /// The export, made once for all the tests of the class.
  private static let exported = Data(Phrasebook.stringCatalog().utf8)
  private var catalog: Data { Self.exported }

  /// Every language read back from the exported catalog says every phrase as before: a
  /// plural form it left to `other` comes back as `other`'s words.
  func testEachLanguageReadsBackItsOwnWords() throws {
    let catalog = try JSONDecoder().decode(StringCatalog.self, from: Self.exported)
    for language in Language.allCases {
      let original = language.phrasebook
      let read = try original.overriding { _, _ in "⟦wrong⟧" }.overriding(catalog: catalog)
      for key in Phrasebook.keys {
        let category = key.split(separator: ".").last.map(String.init) ?? ""
        let base = key.split(separator: ".").dropLast().joined(separator: ".")
        let isPlural = PluralCategory(rawValue: category) != nil
        let used = original.pluralRule.categories.contains { $0.rawValue == category }
        var expected = original.phrase(forKey: key)
        if isPlural, used, expected == nil { expected = original.phrase(forKey: base + ".other") }
        guard let expected else { continue }
        XCTAssertEqual(read.phrase(forKey: key), expected, "\(language.code) \(key)")
      }
      XCTAssertEqual(
        read.overriding { _, _ in nil }.phrase(forKey: "retryAction"),
        original.phrase(forKey: "retryAction"))
    }
  }

  /// The library's own export read back unchanged changes nothing in any locale it
  /// resolves: each language alone and in every region, locales whose extensions change a
  /// word (digits, a calendar's years), and languages it does not speak.
  func testTheExportReadBackUnchangedChangesNothingInAnyLocale() throws {
    let catalog = try JSONDecoder().decode(StringCatalog.self, from: Self.exported)
    // The codes the export has words for: a locale's result depends only on its
    // phrasebook and on which codes of its variety's chain the catalog answers for.
    let strings = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Self.exported) as? [String: Any])["strings"]
    let filed = Set(
      (strings as? [String: [String: Any]] ?? [:]).values.flatMap {
        ($0["localizations"] as? [String: Any] ?? [:]).keys
      })
    var locales = [
      "ne", "ps", "is-IS", "zz", "ar-u-nu-latn", "ar-MA-u-nu-arab", "th-u-ca-gregory",
      "th-u-nu-thai", "hi-u-nu-deva", "fa-u-nu-latn", "fa-AF", "zh-TW", "zh-Hant-HK", "no",
      "en-GB-u-hc-h12", "pt_PT.UTF-8",
    ]
    for language in Language.allCases {
      locales += [language.code] + Regions.all.map { language.code(inRegion: $0) }
    }
    var changed: [String] = []
    var seen: Set<Phrasebook> = []
    for locale in locales {
      let book = Phrasebook.resolve(locale: locale)
      var chain = book.variety.split(separator: "-").map(String.init)
      var key = book
      key.variety = ""
      while !chain.isEmpty {
        if filed.contains(chain.joined(separator: "-")) {
          key.variety += "|" + chain.joined(separator: "-")
        }
        chain.removeLast()
      }
      guard seen.insert(key).inserted else { continue }
      let read = try book.overriding(catalog: catalog)
      let (before, after) = (book.phrasesByKey, read.phrasesByKey)
      guard before != after else { continue }
      let keys = Phrasebook.keys.filter { before[$0] != after[$0] }
      changed.append("\(locale) (\(book.variety)): \(keys.joined(separator: ", "))")
    }
    XCTAssertGreaterThan(seen.count, 300)
    XCTAssertEqual(
      changed, [], "\(changed.count) of \(locales.count) locales (\(seen.count) distinct) change")
  }

  /// A catalog with only the language's words keeps what a region writes its own way, and
  /// takes the rest: British English keeps "Tuesday 21 October" and "am".
  func testAShorterCodeNeverReplacesAWordTheRegionChanged() throws {
    let catalog = Data(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "retryAction": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Try again"}}}},
        "thread.days.thisYear": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "{month} {day}"}}}},
        "clock.am": {"localizations": {"en-GB": {"stringUnit": {"state": "translated", "value": "a.m."}}}}
      }}
      """#.utf8)
    let british = Phrasebook.resolve(locale: "en-GB")
    XCTAssertEqual(british.variety, "en-GB")
    let read = try british.overriding(stringCatalog: catalog)
    XCTAssertEqual(read.phrase(forKey: "retryAction"), "Try again")
    XCTAssertEqual(
      read.phrase(forKey: "thread.days.thisYear"), british.phrase(forKey: "thread.days.thisYear"))
    XCTAssertEqual(read.phrase(forKey: "clock.am"), "a.m.")
    let american = try Phrasebook.resolve(locale: "en-US").overriding(stringCatalog: catalog)
    XCTAssertEqual(american.phrase(forKey: "thread.days.thisYear"), "{month} {day}")
    XCTAssertEqual(american.phrase(forKey: "clock.am"), "AM")
  }

  /// An app's catalog changes what it names, for its language, and nothing else.
  func testAnAppCatalogOverridesWhatItNames() throws {
    let app = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "retryAction": {"localizations": {"it": {"stringUnit": {"state": "translated", "value": "Ritenta"}}}},
        "composer.charactersRemaining": {"localizations": {"it": {"variations": {"plural": {
          "one": {"stringUnit": {"value": "Ancora {count} carattere"}},
          "other": {"stringUnit": {"value": "Ancora {count} caratteri"}}}}}}},
        "deleteAction": {"localizations": {"fr": {"stringUnit": {"value": "Effacer"}}}},
        "onlySource": {"extractionState": "manual"}
      }}
      """
    let italian = Phrasebook.resolve(locale: "it-IT")
    let read = try italian.overriding(stringCatalog: Data(app.utf8))
    XCTAssertEqual(read.phrase(forKey: "retryAction"), "Ritenta")
    XCTAssertEqual(
      read.phrase(forKey: "composer.charactersRemaining.one"), "Ancora {count} carattere")
    XCTAssertEqual(
      read.phrase(forKey: "composer.charactersRemaining.other"), "Ancora {count} caratteri")
    XCTAssertEqual(read.phrase(forKey: "deleteAction"), italian.phrase(forKey: "deleteAction"))
    for key in Phrasebook.keys
    where !key.hasPrefix("composer.charactersRemaining.")
      && key != "retryAction"
    {
      XCTAssertEqual(read.phrase(forKey: key), italian.phrase(forKey: key), key)
    }
  }

  /// Hong Kong's phrasebook (`zh-Hant-HK`) reads the catalog's `zh-Hant`; an empty value
  /// not marked translated (a translator's unfinished entry) keeps the library's words; a slot the phrase does not
  /// have is an error naming the entry, not literal braces in a label.
  func testShorterCodesEmptyValuesAndUnknownSlots() throws {
    let app = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "retryAction": {"localizations": {"zh-Hant": {"stringUnit": {"value": "再試"}}}},
        "deleteAction": {"localizations": {"zh-Hant": {"stringUnit": {"state": "needs_review", "value": ""}}}}
      }}
      """
    let hongKong = Phrasebook.resolve(locale: "zh-HK")
    XCTAssertEqual(hongKong.language, "zh-Hant-HK")
    let read = try hongKong.overriding(stringCatalog: Data(app.utf8))
    XCTAssertEqual(read.phrase(forKey: "retryAction"), "再試")
    XCTAssertEqual(read.phrase(forKey: "deleteAction"), hongKong.phrase(forKey: "deleteAction"))
    XCTAssertEqual(read.phrase(forKey: "thread.today"), "今日", "Hong Kong's own words stay")

    let typo = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "composer.charactersRemaining": {"localizations": {"pl": {"variations": {"plural": {
          "few": {"stringUnit": {"value": "Pozostały {liczba} znaki"}}}}}}}}}
      """
    XCTAssertThrowsError(
      try Phrasebook.resolve(locale: "pl").overriding(stringCatalog: Data(typo.utf8))
    ) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(
        context.codingPath.map(\.stringValue),
        [
          "strings", "composer.charactersRemaining", "localizations", "pl", "variations",
          "plural", "few",
        ])
      XCTAssertEqual(
        context.debugDescription,
        "{liczba} is not a slot of composer.charactersRemaining.few; it has {count}")
    }
  }

  /// Braces are found as the template parses them, among the bytes: a scalar that joins
  /// the brace after it (U+0600) does not hide a slot the key lacks, and a brace without
  /// its pair, which VoiceOver would read aloud, is refused.
  func testBracesAreFoundAsTheTemplateFindsThem() {
    func read(_ value: String, key: String = "retryAction") -> String? {
      let catalog: [String: Any] = [
        "sourceLanguage": "en", "version": "1.0",
        "strings": [key: ["localizations": ["en": ["stringUnit": ["value": value]]]]],
      ]
      do {
        _ = try Phrasebook.resolve(locale: "en").overriding(
          stringCatalog: JSONSerialization.data(withJSONObject: catalog))
        return nil
      } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
      } catch {
        return "\(error)"
      }
    }
    XCTAssertEqual(read("{count} again"), "{count} is not a slot of retryAction; it has none")
    XCTAssertEqual(
      read("\u{0600}{count} again"), "{count} is not a slot of retryAction; it has none")
    for unpaired in ["{count again", "count} again", "{{count}}", "again {"] {
      XCTAssertEqual(
        read(unpaired, key: "announceNewMessage"),
        "announceNewMessage has a brace without its pair; slots are written {name}, and a "
          + "phrase has no other braces", unpaired)
    }
    XCTAssertNil(read("Try again"))
    XCTAssertNil(read("Nouveau : {text}", key: "announceNewMessage"))
  }

  /// A region's phrasebook reads its language's localization (`zh` for `zh-Hant` when the
  /// catalog has no `zh-Hant`); a file that is not a catalog is a `DecodingError`.
  func testLanguageSubtagAndErrors() throws {
    let app =
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"retryAction": {"localizations": {"pt": {"stringUnit": {"value": "Tentar"}}}}}}"#
    let read = try Phrasebook.resolve(locale: "pt-BR").overriding(stringCatalog: Data(app.utf8))
    XCTAssertEqual(read.phrase(forKey: "retryAction"), "Tentar")
    XCTAssertThrowsError(
      try Phrasebook.english.overriding(stringCatalog: Data(#"{"strings": 3}"#.utf8))
    ) { error in
      XCTAssertTrue(error is DecodingError, "\(error)")
    }
  }
}
