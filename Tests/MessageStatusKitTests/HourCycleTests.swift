import Foundation
import MessageStatusKit
import XCTest

/// Times as the reader's region writes them, and as the user's 12/24-hour setting asks.
final class HourCycleTests: XCTestCase {
  /// 2025-10-21 14:42 UTC.
  private let afternoon = Date(timeIntervalSince1970: 1_761_057_720)
  /// 2025-10-21 09:05 UTC.
  private let morning = Date(timeIntervalSince1970: 1_761_037_500)

  private func times(_ locale: String, _ cycle: HourCycle = .automatic) -> [String] {
    let options = BubbleDescription.Options(locale: locale, hourCycle: cycle)
    let message = { (date: Date) in
      Message(id: "m", sender: "me", text: "Hi", createdAt: date, state: .sent)
    }
    let chat = Conversation(participants: ["me", "a"], viewer: "me")
    return [afternoon, morning].map {
      BubbleDescriber(options: options).describe(message($0), in: chat).timestamp
    }
  }

  /// CLDR's short time pattern and day periods for each region (CLDR 46).
  func testTheRegionDecidesTheClock() {
    let expected: [(String, [String])] = [
      ("en", ["2:42 PM", "9:05 AM"]),
      ("en-US", ["2:42 PM", "9:05 AM"]),
      ("en-GB", ["14:42", "09:05"]),
      ("en_GB", ["14:42", "09:05"]),
      ("en-IE", ["14:42", "09:05"]),
      ("en-ZA", ["14:42", "09:05"]),
      ("en-150", ["14:42", "09:05"]),
      ("en-AU", ["2:42 pm", "9:05 am"]),
      ("en-IN", ["2:42 PM", "9:05 AM"]),
      ("en-NZ", ["2:42 pm", "9:05 am"]),
      ("en-ZM", ["14:42", "09:05"]),
      ("en-EE", ["14:42", "09:05"]),
      ("en-UA", ["14:42", "09:05"]),
      ("en-JP", ["14:42", "9:05"]),
      ("en-CA", ["2:42 p.m.", "9:05 a.m."]),
      ("en-DK", ["14.42", "09.05"]),
      ("en-FI", ["14.42", "9.05"]),
      ("en-Latn-GB", ["14:42", "09:05"]),
      ("es", ["14:42", "9:05"]),
      ("es-MX", ["2:42 p.m.", "9:05 a.m."]),
      ("es-CO", ["2:42 p.\u{00A0}m.", "9:05 a.\u{00A0}m."]),
      ("fr-CA", ["14 h 42", "09 h 05"]),
      ("fr-TN", ["2:42 PM", "9:05 AM"]),
      ("ar", ["٢:٤٢ م", "٩:٠٥ ص"]),
      ("ar-MA", ["14:42", "09:05"]),
      ("ja", ["14:42", "9:05"]),
      ("de-AT", ["14:42", "09:05"]),
      ("sv-SE", ["14:42", "09:05"]),
      ("sv-FI", ["14.42", "9.05"]),
    ]
    for (locale, times) in expected {
      XCTAssertEqual(self.times(locale), times, locale)
    }
  }

  /// A language the library does not speak falls back to English words, but its region
  /// still writes the time: Icelandic readers get English labels and `14:42`.
  func testFallbackKeepsTheRegionsClock() {
    XCTAssertEqual(Phrasebook.resolve(locale: "is-IS").language, "en")
    XCTAssertEqual(times("is-IS"), ["14:42", "09:05"])
    XCTAssertEqual(Phrasebook.resolve(locale: "en-GB").language, "en")
  }

  /// A language the library does not speak, without a region, still has CLDR's hour cycle
  /// and digits: Icelandic writes `14:42`, Sundanese `14.42`, Slovak `9:05`, Nepali
  /// `१४:४२`; a region whose cycle differs from its language's wins (`ne-IN` is 12-hour,
  /// with India's English `pm`; `ta-LK` 24-hour).
  func testALanguageOutsideTheLibrarysKeepsItsOwnHourCycle() {
    let expected: [(String, [String])] = [
      ("is", ["14:42", "09:05"]), ("ne", ["१४:४२", "०९:०५"]),
      ("sr-Latn-RS", ["14:42", "09:05"]), ("ne-IN", ["२:४२ PM", "९:०५ AM"]),
      ("su", ["14.42", "9.05"]), ("sk", ["14:42", "9:05"]), ("si", ["14.42", "09.05"]),
      ("ta", ["2:42 PM", "9:05 AM"]), ("ta-LK", ["14:42", "09:05"]),
      ("bn", ["২:৪২ PM", "৯:০৫ AM"]), ("bn-u-nu-latn", ["2:42 PM", "9:05 AM"]),
      ("ps", ["۱۴:۴۲", "۹:۰۵"]), ("ur-IN", ["۲:۴۲ PM", "۹:۰۵ AM"]),
      ("ur", ["2:42 PM", "9:05 AM"]),
      ("pa-Arab", ["۲:۴۲ PM", "۹:۰۵ AM"]), ("pa", ["2:42 PM", "9:05 AM"]),
      ("zz", ["2:42 PM", "9:05 AM"]), ("is-u-hc-h12", ["2:42 PM", "9:05 AM"]),
    ]
    for (locale, times) in expected {
      XCTAssertEqual(self.times(locale), times, locale)
    }
    XCTAssertEqual(times("is", .h12), ["2:42 PM", "9:05 AM"])
  }

  /// The languages' own clocks (CLDR's `jmm`; CI compares every region with ICU): the day
  /// period first with a space in Korean, without one in Chinese; Indonesian's dot; a
  /// region's 12-hour clock in Turkish (Cyprus) and Simplified Chinese (Singapore).
  func testEachLanguageWritesItsOwnClock() {
    let expected: [(String, [String])] = [
      ("ko-KR", ["오후 2:42", "오전 9:05"]), ("zh-TW", ["下午2:42", "上午9:05"]),
      ("zh-Hant-HK", ["下午2:42", "上午9:05"]), ("zh-CN", ["14:42", "09:05"]),
      ("zh-SG", ["下午2:42", "上午9:05"]), ("hi-IN", ["2:42 pm", "9:05 am"]),
      ("he-IL", ["14:42", "9:05"]), ("id-ID", ["14.42", "09.05"]), ("th", ["14:42", "09:05"]),
      ("tr", ["14:42", "09:05"]), ("tr-CY", ["2:42 ÖS", "9:05 ÖÖ"]), ("uk", ["14:42", "09:05"]),
      ("ko-u-hc-h23", ["14:42", "09:05"]), ("nl-u-hc-h12", ["2:42 p.m.", "9:05 a.m."]),
    ]
    for (locale, times) in expected {
      XCTAssertEqual(self.times(locale), times, locale)
    }
  }

  func testTheUnicodeHourCycleExtensionIsHonoured() {
    XCTAssertEqual(times("en-u-hc-h23"), ["14:42", "09:05"])
    XCTAssertEqual(times("en-US-u-hc-h24"), ["14:42", "09:05"])
    XCTAssertEqual(times("en-GB-u-hc-h12"), ["2:42 pm", "9:05 am"])
    XCTAssertEqual(times("de-u-hc-h11"), ["2:42 PM", "9:05 AM"])
    XCTAssertEqual(times("ja-u-hc-h12"), ["午後2:42", "午前9:05"])
    XCTAssertEqual(times("en-u-hc-bogus"), ["2:42 PM", "9:05 AM"])
    XCTAssertEqual(times("en-u-nu-arab-hc-h23"), ["١٤:٤٢", "٠٩:٠٥"])
  }

  /// The app's setting wins over the locale: it is what the user chose.
  func testTheHourCycleOptionWinsOverTheLocale() {
    XCTAssertEqual(times("en", .h23), ["14:42", "09:05"])
    XCTAssertEqual(times("en-GB", .h12), ["2:42 pm", "9:05 am"])
    XCTAssertEqual(times("en-u-hc-h23", .h12), ["2:42 PM", "9:05 AM"])
    XCTAssertEqual(times("es", .h12), ["2:42 p.\u{00A0}m.", "9:05 a.\u{00A0}m."])
    XCTAssertEqual(times("ar", .h23), ["١٤:٤٢", "٠٩:٠٥"])
    XCTAssertEqual(times("fr-CA", .h12), ["2 h 42 p.m.", "9 h 05 a.m."])
    XCTAssertEqual(times("en-GB", .automatic), ["14:42", "09:05"])
  }

  func testTheTextStylesReadTimeFollowsTheClock() {
    let message = Message(
      id: "m", sender: "me", text: "Hi", createdAt: morning, state: .read, readBy: ["a"],
      readAt: afternoon)
    let chat = Conversation(participants: ["me", "a"], viewer: "me")
    let bubble = BubbleDescriber(options: .init(style: .text, locale: "en-GB")).describe(
      message, in: chat)
    XCTAssertEqual(bubble.status?.text, "Read 14:42")
  }
}
