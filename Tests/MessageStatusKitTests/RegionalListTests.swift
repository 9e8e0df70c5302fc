import Foundation
import XCTest

@testable import MessageStatusKit

/// Lists of names by region, as CLDR writes them.
final class RegionalListTests: XCTestCase {
  func testEnglishKeepsTheSerialCommaInTheUnitedStatesOnly() {
    let names = ["Alice", "Bob", "Carol"]
    let expected = [
      "en": "Alice, Bob, and Carol", "en-US": "Alice, Bob, and Carol",
      "en-PR": "Alice, Bob, and Carol", "en-PH": "Alice, Bob, and Carol",
      "en-GB": "Alice, Bob and Carol", "en-AU": "Alice, Bob and Carol",
      "en-IN": "Alice, Bob and Carol", "en-CA": "Alice, Bob and Carol",
      "en-001": "Alice, Bob and Carol",
    ]
    for (locale, list) in expected {
      XCTAssertEqual(Phrasebook.resolve(locale: locale).readers.list.joined(names), list, locale)
    }
  }

  func testSpanishSeesThroughIsolates() {
    let list = Phrasebook.resolve(locale: "es").readers.list
    XCTAssertEqual(
      list.joined(["Ana", "\u{2068}Isabel כהן\u{2069}"]), "Ana e \u{2068}Isabel כהן\u{2069}")
    XCTAssertEqual(list.joined(["Ana", "\u{2068}Hielo\u{2069}"]), "Ana y \u{2068}Hielo\u{2069}")
  }

  /// Korean adds the others after the names with "외", a documented deviation from CLDR's
  /// list ("Alice, Carol 및 다른 1명"); a list without others stays CLDR's.
  func testKoreanAddsOthersAfterTheNames() {
    let readers = Phrasebook.resolve(locale: "ko").readers
    XCTAssertEqual(readers.listed(["Alice", "Carol"], others: "외 1명"), "Alice, Carol 외 1명")
    XCTAssertEqual(readers.listed(["Alice"], others: "외 2명"), "Alice 외 2명")
    XCTAssertEqual(readers.listed(["Alice", "Carol"], others: nil), "Alice 및 Carol")
    let english = Phrasebook.resolve(locale: "en").readers
    XCTAssertEqual(english.listed(["Alice"], others: "2 others"), "Alice and 2 others")
  }
}
