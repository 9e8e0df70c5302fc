import Foundation
import XCTest

@testable import MessageStatusKit

final class TimestampTests: XCTestCase {
  private func format(
    _ seconds: Double, zone: String = "UTC", clock: ClockFormat = .twelveHour(am: "AM", pm: "PM")
  ) throws -> String {
    let timeZone = try XCTUnwrap(TimeZone(identifier: zone))
    return TimestampFormatter(clock: clock, timeZone: timeZone)
      .string(from: Date(timeIntervalSince1970: seconds))
  }

  func testEnglishTwelveHourClock() throws {
    XCTAssertEqual(try format(1_761_043_320), "10:42 AM")  // 2025-10-21T10:42:00Z
    XCTAssertEqual(try format(1_761_004_800), "12:00 AM")  // midnight
    XCTAssertEqual(try format(1_761_048_000), "12:00 PM")  // noon
    XCTAssertEqual(try format(1_761_091_140), "11:59 PM")
    XCTAssertEqual(try format(1_761_008_700), "1:05 AM")
  }

  /// Taiwan names six day periods (CLDR's `Bh:mm`); Hong Kong, Macao and Malaysia two.
  func testTaiwanNamesItsDayPeriods() throws {
    let midnight = 1_761_004_800.0  // 2025-10-21T00:00:00Z
    let taiwan = Phrasebook.resolve(locale: "zh-TW").clock
    let expected = [
      (0, "凌晨12:05"), (4, "凌晨4:05"), (5, "清晨5:05"), (8, "上午8:05"), (12, "中午12:05"),
      (13, "下午1:05"), (18, "下午6:05"), (19, "晚上7:05"), (23, "晚上11:05"),
    ]
    for (hour, time) in expected {
      XCTAssertEqual(try format(midnight + Double(hour * 3_600 + 300), clock: taiwan), time)
    }
    for locale in ["zh-HK", "zh-Hant-MO", "zh-Hant-MY"] {
      let clock = Phrasebook.resolve(locale: locale).clock
      XCTAssertEqual(try format(midnight + 300, clock: clock), "上午12:05", locale)
      XCTAssertEqual(try format(midnight + 20 * 3_600 + 300, clock: clock), "下午8:05", locale)
    }
    // A 24-hour setting needs no period.
    let twentyFour = Phrasebook.resolve(locale: "zh-TW", hourCycle: .h23).clock
    XCTAssertEqual(try format(midnight + 20 * 3_600 + 300, clock: twentyFour), "20:05")
  }

  func testTwentyFourHourClockPadsHours() throws {
    XCTAssertEqual(try format(1_761_008_700, clock: .twentyFourHour(padHour: true)), "01:05")
    XCTAssertEqual(try format(1_761_091_140, clock: .twentyFourHour(padHour: true)), "23:59")
  }

  func testTheGivenTimeZoneIsUsedIncludingDaylightSaving() throws {
    XCTAssertEqual(try format(1_761_043_320, zone: "America/New_York"), "6:42 AM")  // EDT
    XCTAssertEqual(try format(1_765_000_000, zone: "America/New_York"), "12:46 AM")  // EST
    XCTAssertEqual(try format(1_761_043_320, zone: "Asia/Kolkata"), "4:12 PM")
  }

  func testDatesBefore1970AreFlooredNotTruncated() throws {
    XCTAssertEqual(try format(-30, clock: .twentyFourHour(padHour: true)), "23:59")
    XCTAssertEqual(try format(-86_400, clock: .twentyFourHour(padHour: true)), "00:00")
  }

  func testUnrepresentableDatesGiveAPlaceholderInsteadOfTrapping() throws {
    for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
      XCTAssertEqual(try format(seconds), "--:--", "\(seconds)")
    }
  }

  func testDescriptionPrefersTheServerTimestamp() {
    var message = Fixtures.outgoing(.sent)
    XCTAssertEqual(Fixtures.describe(message).timestamp, "10:42 AM")
    message.serverTimestamp = Date(timeIntervalSince1970: 1_761_043_380)
    XCTAssertEqual(Fixtures.describe(message).timestamp, "10:43 AM")
  }

  func testDescriptionUsesTheOptionsTimeZoneNeverTheMachines() throws {
    let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
    let bubble = Fixtures.describe(Fixtures.outgoing(.sent), .init(timeZone: tokyo))
    XCTAssertEqual(bubble.timestamp, "7:42 PM")
  }

  /// A formatter keeps each minute it wrote; a kept minute reads as a new formatter writes
  /// it, on both clocks, in both zones' offsets, and through a copy of the formatter.
  func testKeptMinutesReadAsWritten() throws {
    let zone = try XCTUnwrap(TimeZone(identifier: "Asia/Kolkata"))  // +05:30
    for clock in [ClockFormat.twelveHour(am: "AM", pm: "PM"), .twentyFourHour(padHour: true)] {
      let kept = TimestampFormatter(clock: clock, timeZone: zone)
      let copy = kept
      for minute in stride(from: 0, to: 1440 * 60, by: 60) {
        let date = Date(timeIntervalSince1970: 1_761_004_800 + Double(minute))
        let first = kept.string(from: date)
        XCTAssertEqual(copy.string(from: date), first)
        XCTAssertEqual(TimestampFormatter(clock: clock, timeZone: zone).string(from: date), first)
      }
    }
    XCTAssertEqual(try format(1_761_043_320, zone: "Asia/Kolkata"), "4:12 PM")
  }
}
