import Foundation
import MessageStatusKit
import XCTest

/// An app replaces any phrase by its key and keeps the library's words for the rest; every
/// phrase of the phrasebook has a key, so a phrase added without one fails here.
final class PhraseOverrideTests: XCTestCase {
  /// Every word of a phrasebook, by where it sits (`labelStatus.failed`,
  /// `composer.charactersRemaining.forms.…`): strings and templates, walked by reflection.
  private func words(of value: Any, at path: String = "") -> [(path: String, text: String)] {
    switch value {
    case let text as String: return [(path, text)]
    case let template as PhraseTemplate: return [(path, template.description)]
    case is PluralRule, is Character, is Bool, is Set<Character>, is Set<AttachmentKind>,
      is NumberingSystem, is LayoutDirection:
      return []
    default:
      return Mirror(reflecting: value).children.flatMap { child in
        words(of: child.value, at: path + "." + (child.label ?? "_"))
      }
    }
  }

  /// Not words: the language's code, its variety's and the clock's digit separator.
  private let notPhrases: Set<String> = [".language", ".variety", ".clock.separator"]

  func testEveryPhraseHasAKey() {
    // French has every optional group (attachment agreement, elision, read-at phrases).
    for language in [Language.french, .english, .italian, .arabic] {
      let marked = language.phrasebook.overriding { key, _ in "⟦\(key)⟧" }
      let left = words(of: marked).filter {
        !notPhrases.contains($0.path) && !($0.text.hasPrefix("⟦") && $0.text.hasSuffix("⟧"))
      }
      XCTAssertEqual(
        left.map { "\($0.path) = \($0.text)" }, [],
        "\(language): phrases no key reaches (add them to Phrasebook+Overriding.swift)")
    }
  }

  func testKeysReadBackWhatTheyReplace() throws {
    let keys = Phrasebook.keys
    XCTAssertEqual(Set(keys).count, keys.count, "keys are unique")
    XCTAssertTrue(keys.contains("labelStatus.failed"))
    XCTAssertTrue(keys.contains("composer.charactersRemaining.one"))
    XCTAssertTrue(keys.contains("thread.days.weekdays.sunday"))
    XCTAssertEqual(Phrasebook.english.phrase(forKey: "retryAction"), "Retry")
    XCTAssertEqual(
      Phrasebook.english.phrase(forKey: "labelReadBy.other"), "read by {count} of {total}")
    XCTAssertNil(Phrasebook.english.phrase(forKey: "attachmentAgreement.labelReceived"))
    XCTAssertNil(Phrasebook.english.phrase(forKey: "no.such.key"))
    let french = Phrasebook.french
    let same = french.overriding { key, _ in french.phrase(forKey: key) }
    XCTAssertEqual(same, french, "writing back what was read changes nothing")
  }

  func testAnAppsWordsReplaceOnlyWhatTheyName() {
    var asked: Set<String> = []
    let phrases = Phrasebook.resolve(locale: "it-CH").overriding { key, language in
      asked.insert(language)
      return switch key {
      case "labelStatus.failed": "non inviato, tocca per riprovare"
      case "retryAction": "Riprova ora"
      default: nil
      }
    }
    XCTAssertEqual(asked, ["it"])
    var expected = Phrasebook.resolve(locale: "it-CH")
    expected.labelStatus.failed = "non inviato, tocca per riprovare"
    expected.retryAction = "Riprova ora"
    XCTAssertEqual(phrases, expected)
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Ciao", createdAt: Date(timeIntervalSince1970: 0),
      state: .failed)
    let bubble = BubbleDescriber(phrasebook: phrases).describe(message, in: chat)
    XCTAssertEqual(bubble.accessibilityLabel, "Ciao, non inviato, tocca per riprovare")
    XCTAssertEqual(bubble.actions.first?.label, "Riprova ora")
  }

  /// A plural phrase's categories are keys of their own; `other` replaces the fallback too.
  func testPluralFormsAreKeysOfTheirOwn() {
    let phrases = Phrasebook.english.overriding { key, _ in
      switch key {
      case "composer.charactersRemaining.one": "1 left"
      case "composer.charactersRemaining.other": "{count} left"
      case "composer.charactersRemaining.none": "none left"
      default: nil
      }
    }
    let remaining = phrases.composer.charactersRemaining
    XCTAssertEqual(remaining.filled(count: 1, in: phrases), "1 left")
    XCTAssertEqual(remaining.filled(count: 7, in: phrases), "7 left")
    XCTAssertEqual(remaining.filled(count: 0, in: phrases), "none left")
  }
}
