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
      ("en-IN", ["2:42 pm", "9:05 am"]),
      ("en-NZ", ["2:42 pm", "9:05 am"]),
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
    ]
    for (locale, times) in expected {
      XCTAssertEqual(self.times(locale), times, locale)
    }
  }

  /// A language the library does not speak falls back to English words, but its region
  /// still writes the time: Dutch readers get English labels and `14:42`.
  func testFallbackKeepsTheRegionsClock() {
    XCTAssertEqual(times("nl-NL"), ["14:42", "09:05"])
    XCTAssertEqual(Phrasebook.resolve(locale: "en-GB").language, "en")
  }

  /// A language the library does not speak, without a region, still has CLDR's hour cycle:
  /// Dutch and Chinese write `14:42`, Finnish `14.42`, Czech `9:05`; a region
  /// whose cycle differs from its language's wins (`zh-TW` is 12-hour, `ko-CN` 24-hour).
  func testALanguageOutsideTheLibrarysKeepsItsOwnHourCycle() {
    let expected: [(String, [String])] = [
      ("nl", ["14:42", "09:05"]), ("zh", ["14:42", "09:05"]),
      ("zh-Hans-CN", ["14:42", "09:05"]), ("zh-TW", ["2:42 PM", "9:05 AM"]),
      ("fi", ["14.42", "9.05"]), ("cs", ["14:42", "9:05"]), ("da", ["14.42", "09.05"]),
      ("ko", ["2:42 PM", "9:05 AM"]), ("ko-CN", ["14:42", "09:05"]),
      ("hi", ["2:42 PM", "9:05 AM"]), ("zz", ["2:42 PM", "9:05 AM"]),
      ("nl-u-hc-h12", ["2:42 PM", "9:05 AM"]),
    ]
    for (locale, times) in expected {
      XCTAssertEqual(self.times(locale), times, locale)
    }
    XCTAssertEqual(times("nl", .h12), ["2:42 PM", "9:05 AM"])
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
