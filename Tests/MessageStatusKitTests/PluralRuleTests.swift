import Foundation
import MessageStatusKit
import XCTest

/// Plural rules are CLDR's text, read as data: every language's rule gives the category
/// CLDR (as Babel ships it, `Corpus/cldr-plurals.json`, written by `.ci/plural-oracle.py`)
/// gives, and the reader is total.
final class PluralRuleTests: XCTestCase {
  private struct Expected: Decodable {
    var samples: [String: String]
  }

  func testEveryLanguageAgreesWithCLDR() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus/cldr-plurals.json")
    let expected = try JSONDecoder().decode(
      [String: Expected].self, from: Data(contentsOf: corpus))
    for language in Language.allCases {
      guard let samples = expected[language.code]?.samples else {
        XCTFail(
          "\(language.code) is not in Corpus/cldr-plurals.json: run .ci/plural-oracle.py --write")
        continue
      }
      XCTAssertGreaterThan(samples.count, 200)
      for (number, category) in samples {
        let count = try XCTUnwrap(Int(number))
        XCTAssertEqual(
          language.pluralRule.category(for: count).rawValue, category,
          "\(language.code) \(count): \(language.pluralRule)")
      }
    }
  }

  func testBothCLDRSpellingsReadAlike() {
    let symbols: PluralRule = "one: i = 0,1; few: n % 100 = 3..10; many: i % 10 != 0..8"
    let words: PluralRule = "one: i in 0..1; few: n mod 100 in 3..10; many: i mod 10 not in 0..8"
    // Spaces around the symbols are optional.
    let tight: PluralRule = "one: i=0,1; few: n%100=3..10; many: i%10!=0..8"
    XCTAssertTrue(symbols.isWellFormed)
    XCTAssertTrue(words.isWellFormed)
    XCTAssertTrue(tight.isWellFormed)
    for count in 0...300 {
      XCTAssertEqual(symbols.category(for: count), words.category(for: count), "\(count)")
      XCTAssertEqual(symbols.category(for: count), tight.category(for: count), "\(count)")
    }
    XCTAssertEqual(PluralRule("one: n is not 1").category(for: 2), .one)
    // Any whitespace separates, as it did when rules were split by `Character.isWhitespace`.
    XCTAssertEqual(PluralRule("one: i\u{A0}=\u{3000}1").category(for: 1), .one)
    XCTAssertTrue(PluralRule("one: i\u{A0}=\u{3000}1").isWellFormed)
    XCTAssertEqual(PluralRule("one: n is 1").category(for: 2), .other)
    XCTAssertEqual(symbols.categories, [.one, .few, .many, .other])
    XCTAssertEqual(symbols.category(for: 19), .many)
  }

  func testSamplesAndTheOperandsOfFractionsAreIgnored() {
    let rule = PluralRule(
      "one: i = 1 and v = 0 @integer 1; many: e = 0 and i != 0 and "
        + "i % 1000000 = 0 and v = 0 or e != 0..5 @integer 1000000")
    XCTAssertTrue(rule.isWellFormed)
    XCTAssertEqual(rule.category(for: 1), .one)
    XCTAssertEqual(rule.category(for: -1), .one)
    XCTAssertEqual(rule.category(for: 2_000_000), .many)
    XCTAssertEqual(rule.category(for: 2_000_001), .other)
    XCTAssertEqual(rule.category(for: Int.min), .other)
  }

  /// A clause the reader cannot read never matches; the rule says it is not well formed.
  func testAMalformedClauseNeverMatchesAndIsReported() {
    for text in [
      "one: x = 1", "one: n = ", "one: n % 0 = 1", "one: n = 5..2", "won: n = 1", "one n = 1",
      "one: n = 1 and", "one: n <> 1",
    ] {
      let rule = PluralRule(text)
      XCTAssertFalse(rule.isWellFormed, text)
      XCTAssertEqual(rule.category(for: 1), .other, text)
    }
    XCTAssertTrue(PluralRule("").isWellFormed)
    XCTAssertEqual(PluralRule("").categories, [.other])
    XCTAssertEqual(PluralRule("one: n = 1;").category(for: 1), .one)
  }
}
