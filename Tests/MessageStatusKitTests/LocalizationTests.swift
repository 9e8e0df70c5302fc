import Foundation
import XCTest

@testable import MessageStatusKit

final class LocalizationTests: XCTestCase {
  // MARK: Every language has every phrase

  func testEveryLanguageDefinesEveryPhrase() {
    for book in Phrasebook.all {
      var phrases: [(String, String)] = []
      for state in DeliveryState.allCases {
        phrases.append(("labelStatus.\(state)", book.labelStatus[state]))
        phrases.append(("iconLabel.\(state)", book.iconLabel[state]))
        phrases.append(("statusText.\(state)", book.statusText[state]))
      }
      for kind in AttachmentKind.allCases {
        phrases.append(("attachments.\(kind)", book.attachments[kind]))
      }
      phrases += [
        ("separator", book.separator),
        ("emptyMessage", book.emptyMessage), ("badgeOverflow", book.badgeOverflow),
        ("retryAction", book.retryAction), ("deleteAction", book.deleteAction),
        ("failedHint", book.failedHint), ("announceFailed", book.announceFailed),
        ("labelFailedPermanently", book.labelFailedPermanently),
        ("iconFailedPermanently", book.iconFailedPermanently),
        ("permanentFailureHint", book.permanentFailureHint),
      ]
      for (name, phrase) in phrases {
        // Thai separates the parts of a label with a space alone.
        let words = name == "separator" ? phrase : phrase.trimmingCharacters(in: .whitespaces)
        XCTAssertFalse(words.isEmpty, "\(book.language) \(name)")
      }
    }
  }

  /// A permanent failure says what the retryable one says, without the invitation to retry.
  func testPermanentFailureWordsAreTheRetryableOnesWithoutTheRetry() {
    for book in Phrasebook.all {
      for (permanent, retryable) in [
        (book.labelFailedPermanently, book.labelStatus.failed),
        (book.iconFailedPermanently, book.iconLabel.failed),
      ] {
        XCTAssertTrue(retryable.hasPrefix(permanent), "\(book.language): \(permanent)")
        XCTAssertGreaterThan(retryable.count, permanent.count + 3, book.language)
      }
      XCTAssertNotEqual(book.permanentFailureHint, book.failedHint, book.language)
    }
  }

  func testEveryTemplateUsesTheSameSlotsAsEnglish() {
    let english = Phrasebook.english
    for book in Phrasebook.all {
      func check(_ name: String, _ template: PhraseTemplate, _ reference: PhraseTemplate) {
        XCTAssertEqual(
          Set(template.slots), Set(reference.slots), "\(book.language) \(name): \(template)")
      }
      check("labelSenderPrefixed", book.labelSenderPrefixed, english.labelSenderPrefixed)
      for (category, template) in book.statusTextReadAt.forms {
        check("statusTextReadAt.\(category)", template, english.statusTextReadAt.other)
      }
      for (category, template) in book.labelReadAt?.forms ?? [:] {
        check("labelReadAt.\(category)", template, english.labelReadAt?.other ?? "")
      }
      check("announceNewMessage", book.announceNewMessage, english.announceNewMessage)
      check("announceNewMessageFrom", book.announceNewMessageFrom, english.announceNewMessageFrom)
      for (category, template) in book.labelReadBy.forms {
        check("labelReadBy.\(category)", template, english.labelReadBy.other)
      }
      for (category, template) in book.iconReadBy.forms {
        check("iconReadBy.\(category)", template, english.iconReadBy.other)
      }
    }
  }

  func testPluralFormsAreOnlyForCategoriesTheLanguageHas() {
    for book in Phrasebook.all {
      for phrase in [book.labelReadBy, book.iconReadBy] {
        let extra = Set(phrase.forms.keys).subtracting(book.pluralRule.categories + [.other])
        XCTAssertEqual(extra, [], book.language)
      }
    }
  }

  func testLanguagesAreDistinctAndFollowTheList() {
    XCTAssertEqual(Phrasebook.all.map(\.language), Language.allCases.map(\.code))
    XCTAssertEqual(Set(Phrasebook.all.map(\.language)).count, Language.allCases.count)
    XCTAssertEqual(Language.allCases.first, .english, "English, the reference, comes first")
  }

  // MARK: Plural rules against CLDR's published samples

  private func assertCategories(
    _ rule: PluralRule, _ expected: [PluralCategory: [Int]], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for (category, numbers) in expected {
      for number in numbers {
        XCTAssertEqual(
          rule.category(for: number), category, "\(rule) \(number)", file: file, line: line)
      }
    }
  }

  func testRussianPluralRule() {
    assertCategories(
      Language.russian.pluralRule,
      [
        .one: [1, 21, 31, 41, 51, 61, 71, 81, 101, 1001],
        .few: [2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 52, 62, 102, 1002],
        .many: [
          0, 5, 6, 10, 11, 12, 13, 14, 15, 19, 20, 25, 100, 111, 112, 1000, 10_000, 1_000_000,
        ],
      ])
  }

  func testArabicPluralRule() {
    assertCategories(
      Language.arabic.pluralRule,
      [
        .zero: [0], .one: [1], .two: [2],
        .few: [3, 4, 9, 10, 103, 104, 110, 1003],
        .many: [11, 12, 26, 99, 111, 1011],
        .other: [100, 101, 102, 200, 201, 202, 300, 1000, 10_000, 100_000, 1_000_000],
      ])
  }

  func testFrenchAndPortugueseTreatZeroAsOne() {
    for rule in [Language.french.pluralRule, Language.portugueseBrazil.pluralRule] {
      assertCategories(
        rule,
        [
          .one: [0, 1], .many: [1_000_000, 2_000_000],
          .other: [2, 3, 17, 100, 1000, 10_000, 100_000],
        ])
    }
  }

  func testSpanishPluralRule() {
    assertCategories(
      Language.spanish.pluralRule, [.one: [1], .many: [1_000_000], .other: [0, 2, 16, 100, 1000]])
  }

  func testItalianPluralRule() {
    assertCategories(
      Language.italian.pluralRule,
      [.one: [1], .many: [1_000_000, 3_000_000], .other: [0, 2, 11, 100, 1000, 1_000_001]])
  }

  func testEnglishGermanAndJapanese() {
    for rule in [Language.english.pluralRule, Language.german.pluralRule] {
      assertCategories(rule, [.one: [1], .other: [0, 2, 3, 16, 100, 1000, 1_000_000]])
    }
    assertCategories(Language.japanese.pluralRule, [.other: [0, 1, 2, 15, 100, 1_000_000]])
  }

  func testCountsPickTheirPluralForm() {
    func label(_ locale: String, readers: Int, of total: Int) -> String {
      let members = (1...total).map { UserID("u\($0)") }
      let chat = Conversation(participants: members + ["me"], viewer: "me")
      let message = Fixtures.outgoing(.read, readBy: Set(members.prefix(readers)))
      return Fixtures.describe(message, in: chat, .init(style: .receiptBadge, locale: locale))
        .accessibilityLabel
    }
    XCTAssertEqual(label("ru", readers: 1, of: 5), "Hello world, прочитали: 1 из 5")
    XCTAssertEqual(label("ru", readers: 3, of: 5), "Hello world, прочитали: 3 из 5")
    XCTAssertEqual(label("ru", readers: 21, of: 30), "Hello world, прочитали: 21 из 30")
    XCTAssertEqual(label("ru", readers: 11, of: 30), "Hello world, прочитали: 11 из 30")
    XCTAssertEqual(label("de", readers: 1, of: 5), "Hello world, gelesen: 1 von 5")
    XCTAssertEqual(label("de", readers: 3, of: 5), "Hello world, gelesen: 3 von 5")
    XCTAssertEqual(label("ja", readers: 3, of: 5), "Hello world、5人中3人が既読")
    XCTAssertEqual(label("fr", readers: 3, of: 5), "Hello world, lu par 3 sur 5")
  }

  // MARK: Digits, right to left, fallback

  func testArabicUsesArabicIndicDigitsAndItsComma() {
    let members: [UserID] = ["a", "b", "c", "d", "e"]
    let chat = Conversation(participants: members + ["me"], viewer: "me")
    let message = Fixtures.outgoing(.read, readBy: ["a", "b", "c"])
    let bubble = Fixtures.describe(message, in: chat, .init(style: .receiptBadge, locale: "ar"))
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}Hello world\u{2069}، قرأها ٣ من أصل ٥")
    XCTAssertEqual(bubble.status?.badge?.displayText, "٣")
    XCTAssertEqual(bubble.status?.badge?.count, 3)
    XCTAssertEqual(bubble.timestamp, "١٠:٤٢ ص")
    XCTAssertEqual(bubble.layoutDirection, .rightToLeft)
    XCTAssertEqual(bubble.language, "ar")
  }

  func testArabicBadgeOverflowUsesArabicDigits() {
    let members = (1...150).map { UserID("u\($0)") }
    let chat = Conversation(participants: members + ["me"], viewer: "me")
    let bubble = Fixtures.describe(
      Fixtures.outgoing(.read, readBy: Set(members.prefix(120))), in: chat,
      .init(style: .receiptBadge, locale: "ar"))
    XCTAssertEqual(bubble.status?.badge?.displayText, "٩٩+")
    XCTAssertEqual(bubble.status?.accessibilityLabel, "قرأها ١٢٠ من أصل ١٥٠")
  }

  func testMaghrebArabicAndNumberingExtensionsUseLatinDigits() {
    XCTAssertEqual(Phrasebook.resolve(locale: "ar-MA").numbering, .latin)
    XCTAssertEqual(Phrasebook.resolve(locale: "ar-MA").badgeOverflow, "99+")
    XCTAssertEqual(Phrasebook.resolve(locale: "ar-u-nu-latn").numbering, .latin)
    XCTAssertEqual(Phrasebook.resolve(locale: "ar-EG").numbering, .arabicIndic)
    XCTAssertEqual(Phrasebook.resolve(locale: "en-u-nu-arab").numbering, .arabicIndic)
    XCTAssertEqual(Phrasebook.resolve(locale: "en-u-nu-arab").badgeOverflow, "٩٩+")
  }

  func testEnglishTextInAnArabicLabelIsIsolated() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.sent), .init(locale: "ar"))
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}Hello world\u{2069}، تم الإرسال")
    let incoming = Fixtures.describe(Fixtures.incoming(), in: Fixtures.group, .init(locale: "ar"))
    XCTAssertEqual(
      incoming.accessibilityLabel, "\u{2068}Alice\u{2069}: \u{2068}Hello world\u{2069}")
    XCTAssertEqual(
      incoming.transition.announcement?.text,
      "رسالة جديدة من \u{2068}Alice\u{2069}: \u{2068}Hello world\u{2069}")
  }

  func testHebrewTextInAnEnglishLabelIsIsolated() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.delivered, text: "שלום"))
    XCTAssertEqual(bubble.accessibilityLabel, "\u{2068}שלום\u{2069}, delivered")
  }

  func testFallbackPicksTheBestMatch() {
    let cases: [(String, String)] = [
      ("en", "en"), ("en-GB", "en"), ("es", "es"), ("es-ES", "es"), ("es-MX", "es-419"),
      ("es_419", "es-419"), ("fr-CA", "fr"), ("de-AT", "de"), ("pt-PT", "pt-PT"),
      ("pt-AO", "pt-PT"), ("pt", "pt-BR"), ("pt-BR", "pt-BR"),
      ("ja-JP", "ja"), ("ru-RU", "ru"), ("ar-SA", "ar"), ("AR", "ar"), ("zz", "en"), ("", "en"),
      ("zh-Hans-CN", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant-HK"),
      ("he-IL", "he"), ("ko-KR", "ko"), ("nl-BE", "nl"), ("x-private", "en"),
    ]
    for (identifier, language) in cases {
      XCTAssertEqual(Phrasebook.resolve(locale: identifier).language, language, identifier)
    }
  }

  func testDescriptionSaysWhichLanguageItUsed() {
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent), .init(locale: "pt-PT")).language, "pt-PT")
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent), .init(locale: "pt-BR")).language, "pt-BR")
    XCTAssertEqual(Fixtures.describe(Fixtures.outgoing(.sent), .init(locale: "zz")).language, "en")
  }

  // MARK: Times

  func testTimesPerLanguage() throws {
    let morning = Date(timeIntervalSince1970: 1_761_043_320)  // 10:42 UTC
    let early = Date(timeIntervalSince1970: 1_761_008_700)  // 01:05 UTC
    let afternoon = Date(timeIntervalSince1970: 1_761_055_500)  // 14:05 UTC
    let expected: [(String, [String])] = [
      ("en", ["10:42 AM", "1:05 AM", "2:05 PM"]),
      ("es", ["10:42", "1:05", "14:05"]),
      ("fr", ["10:42", "01:05", "14:05"]),
      ("de", ["10:42", "01:05", "14:05"]),
      ("pt-BR", ["10:42", "01:05", "14:05"]),
      ("ja", ["10:42", "1:05", "14:05"]),
      ("ru", ["10:42", "01:05", "14:05"]),
      ("ar", ["١٠:٤٢ ص", "١:٠٥ ص", "٢:٠٥ م"]),
    ]
    for (locale, times) in expected {
      let book = Phrasebook.resolve(locale: locale)
      let formatter = TimestampFormatter(
        clock: book.clock, timeZone: .gmt, numbering: book.numbering)
      XCTAssertEqual([morning, early, afternoon].map(formatter.string(from:)), times, locale)
    }
  }

  /// Japanese 12-hour times count from zero (CLDR `aK:mm`); `-u-hc-h11` asks any language
  /// for that count and `-u-hc-h12` for 1–12 (checked against ICU by `.ci/cldr-oracle.py`).
  func testTwelveHourClocksCountAsCLDRSays() {
    func times(_ locale: String, _ cycle: HourCycle = .automatic) -> [String] {
      [0, 12].map { hour in
        var message = Fixtures.outgoing(.sent)
        // 2025-10-21 at hour:05 UTC.
        message.createdAt = Date(timeIntervalSince1970: 1_761_004_800 + Double(hour * 3600 + 300))
        return Fixtures.describe(
          message,
          .init(locale: locale, hourCycle: cycle, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        ).timestamp
      }
    }
    XCTAssertEqual(times("ja"), ["0:05", "12:05"])
    XCTAssertEqual(times("ja", .h12), ["午前0:05", "午後0:05"])
    XCTAssertEqual(times("ja-u-hc-h11"), ["午前0:05", "午後0:05"])
    XCTAssertEqual(times("ja-u-hc-h12"), ["午前12:05", "午後12:05"])
    XCTAssertEqual(times("en-u-hc-h11"), ["0:05 AM", "0:05 PM"])
    XCTAssertEqual(times("en"), ["12:05 AM", "12:05 PM"])
  }

  func testTextStyleReadTimeIsLocalized() {
    let message = Fixtures.outgoing(.read, readAt: Date(timeIntervalSince1970: 1_761_047_100))
    let read = [
      "en": "Read 11:45 AM", "fr": "Lu à 11:45", "ru": "Прочитано в 11:45",
      "ar": "تمت القراءة الساعة ١١:٤٥ ص",
    ]
    for (locale, text) in read {
      XCTAssertEqual(
        Fixtures.describe(message, .init(style: .text, locale: locale)).status?.text, text, locale)
    }
  }
}
