import MessageStatusKit
import XCTest

/// The languages this target's tests use as ones the library does not speak.
///
/// Where no CLDR data is needed, tests use ``reserved``, which can never become a language.
/// Where CLDR data is needed (hour cycles, day orders, a language's name), they use one of
/// ``withCLDRData``, and ``UnspokenLanguagesTests`` fails the day one of them gains a
/// phrasebook, naming it: pick another language for those tests then.
enum UnspokenLanguages {
  /// `qaa`: BCP 47 reserves `qaa`–`qtz` for local use, so no phrasebook can be one.
  static let reserved = "qaa"
  /// Real languages with CLDR data and no phrasebook here.
  static let withCLDRData = ["is", "su", "sw", "sk", "si", "ne", "ta", "bn", "sr"]
}

final class UnspokenLanguagesTests: XCTestCase {
  func testTheUnspokenLanguagesAreNotSpoken() {
    for code in UnspokenLanguages.withCLDRData + [UnspokenLanguages.reserved] {
      XCTAssertNil(
        Language(locale: code),
        "the library speaks \(code) now: the tests that use it as an unspoken language need "
          + "another from CLDR (UnspokenLanguages.withCLDRData)")
    }
  }
}
