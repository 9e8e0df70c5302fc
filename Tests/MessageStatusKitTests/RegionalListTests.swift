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
}
