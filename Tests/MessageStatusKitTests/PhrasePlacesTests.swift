import Foundation
import MessageStatusKit
import XCTest

/// One meaning said in several places (the bubble's label, the icon's label, the status
/// text, the announcement) is one call to change, each place keeping its own case and
/// closing mark; a key no phrase has, or words with a slot their phrase lacks, are
/// reported, never silently dropped.
final class PhrasePlacesTests: XCTestCase {
  private static let failedPlaces = [
    "labelStatus.failed", "iconLabel.failed", "statusText.failed", "announceFailed",
  ]

  func testTheFailedStateIsSaidInFourPlaces() {
    XCTAssertEqual(Phrasebook.places(of: "labelStatus.failed"), Self.failedPlaces)
    XCTAssertEqual(
      Phrasebook.places(of: "statusText.failed"),
      ["statusText.failed", "labelStatus.failed", "iconLabel.failed", "announceFailed"])
    XCTAssertEqual(Phrasebook.places(of: "iconReadBy.one"), ["iconReadBy.one", "labelReadBy.one"])
    XCTAssertEqual(
      Phrasebook.places(of: "pause.waitingForNetwork.icon"),
      [
        "pause.waitingForNetwork.icon", "pause.waitingForNetwork.label",
        "pause.waitingForNetwork.text",
      ])
    XCTAssertEqual(
      Phrasebook.places(of: "edit.failed.text"), ["edit.failed.text", "edit.failed.label"])
    XCTAssertEqual(
      Phrasebook.places(of: "upload.icon"), ["upload.icon", "upload.label", "upload.text"])
    XCTAssertEqual(Phrasebook.places(of: "readers.icon"), ["readers.icon", "readers.label"])
    XCTAssertEqual(Phrasebook.places(of: "edited"), ["edited", "labelEdited"])
    XCTAssertEqual(Phrasebook.places(of: "retryAction"), ["retryAction"])
    XCTAssertEqual(Phrasebook.places(of: "labelStatus.faild"), [])
  }

  /// Every key named for a place (a label, an icon's label, a status text) has its other
  /// places: a new family of places left out of the table fails here.
  func testEveryPlacedPhraseHasItsOtherPlaces() {
    let placed = Phrasebook.keys.filter {
      $0.hasPrefix("label") || $0.hasPrefix("icon") || $0.hasPrefix("statusText.")
        || $0.hasSuffix(".label") || $0.hasSuffix(".icon")
    }
    // Said in one place only: the sender's name before the text, and the bubble's own time
    // after a label that holds the read time.
    let alone = Set(
      ["labelSenderPrefixed"]
        + (PluralCategory.allCases.map(\.rawValue) + ["none"]).map { "labelSentAt.\($0)" })
    for key in placed where !alone.contains(key) {
      XCTAssertGreaterThan(Phrasebook.places(of: key).count, 1, key)
    }
  }

  func testOneCallChangesEveryPlaceInItsOwnForm() throws {
    let phrases = try Phrasebook.resolve(locale: "en")
      .overriding(everywhere: "labelStatus.failed", with: "couldn't send")
    XCTAssertEqual(
      Self.failedPlaces.map { phrases.phrase(forKey: $0) },
      ["couldn't send", "Couldn't send.", "Couldn't send", "Couldn't send"])
    // Given as a sentence, the same: a label runs on in lower case without a full stop.
    let sentence = try Phrasebook.resolve(locale: "en")
      .overriding(everywhere: "iconLabel.failed", with: "Couldn't send.")
    XCTAssertEqual(
      Self.failedPlaces.map { sentence.phrase(forKey: $0) },
      ["couldn't send", "Couldn't send.", "Couldn't send", "Couldn't send"])
    // A word in capitals stays; an ellipsis stays where the place has one.
    let sms = try Phrasebook.resolve(locale: "en")
      .overriding(everywhere: "statusText.sending", with: "SMS on its way")
    XCTAssertEqual(sms.phrase(forKey: "labelStatus.sending"), "SMS on its way")
    XCTAssertEqual(sms.phrase(forKey: "statusText.sending"), "SMS on its way…")
  }

  /// The shapes a place keeps, whatever the words bring: a capital inside the first word,
  /// a one-letter first word, a question, a closing mark written as three dots, leading
  /// punctuation.
  func testEachPlaceKeepsItsOwnFormAndTheWordsTheirs() throws {
    let english = Phrasebook.resolve(locale: "en")
    func everywhere(_ key: String, _ words: String, _ places: [String]) throws -> [String?] {
      let phrases = try english.overriding(everywhere: key, with: words)
      return places.map { phrases.phrase(forKey: $0) }
    }
    let failed = ["labelStatus.failed", "iconLabel.failed", "statusText.failed"]
    XCTAssertEqual(
      try everywhere("labelStatus.failed", "iMessage failed", failed),
      ["iMessage failed", "iMessage failed.", "iMessage failed"])
    XCTAssertEqual(
      try everywhere("iconLabel.failed", "I couldn't send it.", failed),
      ["I couldn't send it", "I couldn't send it.", "I couldn't send it"])
    XCTAssertEqual(
      try everywhere("iconLabel.failed", "Couldn't send?", failed),
      ["couldn't send?", "Couldn't send?", "Couldn't send?"])
    XCTAssertEqual(
      try everywhere(
        "statusText.sending", "On its way... ",
        ["labelStatus.sending", "iconLabel.sending", "statusText.sending"]),
      ["on its way", "On its way", "On its way…"])
    XCTAssertEqual(
      try everywhere("labelStatus.failed", "“Sent” failed", failed),
      ["“sent” failed", "“Sent” failed.", "“Sent” failed"])
    // A plural form English leaves to `other` takes `other`'s shape.
    XCTAssertEqual(
      try everywhere("labelReadBy.one", "seen by {count}", ["labelReadBy.one", "iconReadBy.one"]),
      ["seen by {count}", "Seen by {count}"])
    // When it was read: the label and the status text (the icon's label then).
    XCTAssertEqual(
      try everywhere(
        "statusTextReadAt.other", "Seen {time}", ["labelReadAt.other", "statusTextReadAt.other"]),
      ["seen {time}", "Seen {time}"])
  }

  /// A phrase's words for zero, and a plural form a language adds, take every slot the
  /// phrase is filled with.
  func testZeroAndOtherFormsTakeThePhrasesSlots() {
    XCTAssertEqual(
      Phrasebook.problems(
        in: [
          "statusTextReadAt.none": "Read {time}", "labelReadBy.none": "none of {total}",
          "labelReadBy.few": "{count} z {total}",
        ]), [])
  }

  func testTurkishCapitalIIsDotted() throws {
    let phrases = try Phrasebook.resolve(locale: "tr")
      .overriding(everywhere: "labelStatus.delivered", with: "iletildi")
    XCTAssertEqual(phrases.phrase(forKey: "iconLabel.delivered"), "İletildi")
    XCTAssertEqual(phrases.phrase(forKey: "labelStatus.delivered"), "iletildi")
    let fromTheIcon = try Phrasebook.resolve(locale: "tr")
      .overriding(everywhere: "iconLabel.delivered", with: "İletildi")
    XCTAssertEqual(fromTheIcon.phrase(forKey: "labelStatus.delivered"), "iletildi")
  }

  /// The override reaches every place its words appear: a failed message drawn in every
  /// style, its label, icon, status text and announcement, says only the app's words.
  func testNoOutputKeepsTheOldWordsAfterTheOverride() throws {
    let english = Phrasebook.resolve(locale: "en")
    let old = Self.failedPlaces.compactMap { english.phrase(forKey: $0) }
    let phrases = try english.overriding(everywhere: "labelStatus.failed", with: "couldn't send")
    let sending = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: .sending)
    var message = sending
    message.state = .failed
    let conversation = Conversation(participants: ["me", "al"], viewer: "me")
    for style in StatusStyle.allCases {
      let describer = BubbleDescriber(options: .init(style: style), phrasebook: phrases)
      let failed = describer.describe(message, in: conversation, previous: sending)
      // Every string the description holds, the status text and hints included.
      let everything = String(describing: failed)
      for phrase in old {
        XCTAssertFalse(everything.contains(phrase), "\(style): \(phrase) in \(everything)")
      }
      XCTAssertTrue(failed.accessibilityLabel.contains("couldn't send"), "\(style)")
      XCTAssertEqual(failed.status?.accessibilityLabel, "Couldn't send.", "\(style)")
      XCTAssertEqual(failed.transition.announcement?.text, "Couldn't send", "\(style)")
    }
    // Before the override, the same check finds the library's words.
    let before = BubbleDescriber(options: .init(style: .text)).describe(
      message, in: conversation, previous: sending)
    XCTAssertTrue(old.allSatisfy { String(describing: before).contains($0) })
  }

  func testProblemsAreReportedWithTheKeyAndNeverApplied() throws {
    let words = [
      "labelStatus.faild": "couldn't send", "labelReadBy.other": "read by {liczba}",
      "retryAction": "Try {again", "deleteAction": "Remove",
    ]
    XCTAssertEqual(
      Phrasebook.problems(in: words).map(\.description),
      [
        "{liczba} is not a slot of labelReadBy.other; it has {count}, {total}",
        "labelStatus.faild: no phrase has this key; did you mean labelStatus.failed?",
        "retryAction has a brace without its pair; slots are written {name}, and a phrase has "
          + "no other braces",
      ])
    // `overriding(_:)` keeps the library's phrase for words it cannot use.
    let english = Phrasebook.resolve(locale: "en")
    let phrases = english.overriding { key, _ in words[key] }
    XCTAssertEqual(phrases.phrase(forKey: "labelReadBy.other"), "read by {count} of {total}")
    XCTAssertEqual(phrases.phrase(forKey: "retryAction"), "Retry")
    XCTAssertEqual(phrases.phrase(forKey: "deleteAction"), "Remove")
    XCTAssertThrowsError(
      try english.overriding(everywhere: "labelStatus.faild", with: "x")
    ) { error in
      XCTAssertEqual(
        error as? PhraseProblem,
        PhraseProblem(key: "labelStatus.faild", kind: .unknownKey(suggestion: "labelStatus.failed"))
      )
    }
    XCTAssertThrowsError(try english.overriding(everywhere: "labelReadBy.one", with: "{n} read"))
    XCTAssertEqual(Phrasebook.problems(in: ["deleteAction": "Remove"]), [])
    // A plural form English leaves to `other` has `other`'s slots.
    XCTAssertEqual(
      Phrasebook.problems(in: ["labelReadBy.few": "{count} z {liczba}"]).map(\.reason),
      ["{liczba} is not a slot of labelReadBy.few; it has {count}, {total}"])
    XCTAssertEqual(Phrasebook.problems(in: ["labelReadBy.few": "{count} z {total}"]), [])
  }
}
