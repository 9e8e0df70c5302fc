import Foundation
import MessageStatusKit
import XCTest

/// The String Catalog every language is exported as, read back over a phrasebook.
final class StringCatalogTests: XCTestCase {
  private let catalog = Data(Phrasebook.stringCatalog().utf8)

  /// Every language read back from the exported catalog says every phrase as before: a
  /// plural form it left to `other` comes back as `other`'s words.
  func testEachLanguageReadsBackItsOwnWords() throws {
    for language in Language.allCases {
      let original = language.phrasebook
      let read = try original.overriding { _, _ in "⟦wrong⟧" }.overriding(stringCatalog: catalog)
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

  /// Each regional variety is exported where it differs from its language (Hong Kong's
  /// "今日", Portugal's "Ficheiro") and reads its own words back.
  func testEachRegionalVarietyReadsBackItsWords() throws {
    func said(_ book: Phrasebook, _ key: String) -> String? {
      let parts = key.split(separator: ".")
      guard let last = parts.last, PluralCategory(rawValue: String(last)) != nil else {
        return book.phrase(forKey: key)
      }
      return book.phrase(forKey: key)
        ?? book.phrase(forKey: parts.dropLast().joined(separator: ".") + ".other")
    }
    var varieties = 0
    for language in Language.allCases {
      for variety in language.varieties {
        varieties += 1
        var plain = language.phrasebook
        plain.language = variety.code
        plain.pluralRule = variety.pluralRule ?? plain.pluralRule
        let read = try plain.overriding(stringCatalog: catalog)
        let expected = variety.applied(to: language.phrasebook)
        for key in Phrasebook.keys {
          XCTAssertEqual(said(read, key), said(expected, key), "\(variety.code) \(key)")
        }
      }
    }
    XCTAssertEqual(varieties, 3)
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
        ["strings", "composer.charactersRemaining.few", "localizations", "pl"])
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
