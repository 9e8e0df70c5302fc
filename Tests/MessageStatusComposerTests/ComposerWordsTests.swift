import Foundation
import MessageStatusComposer
import MessageStatusKit
import XCTest

/// The composer speaks its phrasebook's words: each language's own, a region's own, an
/// app's catalogue and an app's own phrasebook.
final class ComposerWordsTests: XCTestCase {
  /// Portugal's own singular ("carácter"; Brazil writes "caractere").
  func testPortugalWritesItsOwnSingular() {
    XCTAssertEqual(
      Composer(limit: 10, locale: "pt-PT").counter(for: "123456789").accessibilityValue,
      "1 carácter restante")
    XCTAssertEqual(
      Composer(limit: 10, locale: "pt-BR").counter(for: "123456789").accessibilityValue,
      "1 caractere restante")
  }

  /// A draft over the limit says by how much in the counter's words, the only ones shown.
  func testTooLongSaysHowManyCharactersTooMany() {
    let draft = String(repeating: "a", count: 11)
    let cases = [
      ("fr", "1 caractère en trop"), ("ru", "1 символ сверх лимита"), ("ja", "1文字超過"),
      ("fa", "۱ نویسه بیش از حد مجاز"),
    ]
    for (locale, words) in cases {
      let composer = Composer(limit: 10, locale: locale)
      XCTAssertEqual(composer.describe(draft).counter.text, words, locale)
      XCTAssertEqual(composer.errorText(for: composer.validate(draft)), words, locale)
    }
  }

  func testZeroCharactersRemainingIsSaidInWords() {
    let draft = String(repeating: "a", count: 10)
    for (locale, text) in [
      ("en", "No characters remaining"), ("pt-BR", "Nenhum caractere restante"),
      ("es", "No quedan caracteres"),
    ] {
      XCTAssertEqual(Composer(limit: 10, locale: locale).counter(for: draft).text, text, locale)
    }
    XCTAssertEqual(
      Composer(limit: 10, locale: "en").counter(for: "a").accessibilityValue,
      "9 characters remaining")
  }

  /// A catalogue's plural phrase for the counter is what the counter says.
  func testAnAppCatalogReachesTheCounter() throws {
    let app = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "composer.charactersRemaining": {"localizations": {"it": {"variations": {"plural": {
          "one": {"stringUnit": {"value": "Ancora {count} carattere"}},
          "other": {"stringUnit": {"value": "Ancora {count} caratteri"}}}}}}}
      }}
      """
    let read = try Phrasebook.resolve(locale: "it-IT").overriding(stringCatalog: Data(app.utf8))
    let composer = Composer(limit: 10, counterThreshold: 0.5, phrasebook: read)
    XCTAssertEqual(composer.describe("Ciao ciao").counter.text, "Ancora 1 carattere")
    XCTAssertEqual(composer.describe("Ciao ci").counter.text, "Ancora 3 caratteri")
  }

  /// An app's own phrasebook (a pseudo-language bracketing English) names the field, the
  /// button and why the button is off.
  func testAnOwnPhrasebookReachesEveryWord() {
    let pseudo = Phrasebook(language: "en-XA", pluralRule: "one: i = 1 and v = 0") { key in
      Phrasebook.english.phrase(forKey: key).map { "⟦\($0)⟧" }
    }
    let description = Composer(limit: 10, phrasebook: pseudo).describe("")
    for word in [
      description.fieldLabel, description.sendButton.accessibilityLabel,
      description.sendButton.disabledReason ?? "",
    ] {
      XCTAssertTrue(word.hasPrefix("⟦"), word)
    }
  }
}
