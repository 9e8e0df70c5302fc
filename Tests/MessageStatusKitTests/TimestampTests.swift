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
