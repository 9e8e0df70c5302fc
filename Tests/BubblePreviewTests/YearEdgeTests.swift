import Foundation
import XCTest

@testable import BubblePreviewCore

/// Dates at the ends of the years 0001 to 9999 give true output or a located error, never a
/// null instant, a year-0000 instant or a `10000-01-01` day.
final class YearEdgeTests: XCTestCase {
  func document(_ createdAt: String, zone: String = "UTC") -> String {
    #"{"viewer": "me", "options": {"timeZone": "\#(zone)"}, "messages": [{"id": "m1", "#
      + #""sender": "me", "createdAt": "\#(createdAt)", "state": "sent"}]}"#
  }

  /// `Date` rounds the last nanosecond of 9999 up to the year 10000: the instant was `null`
  /// and the time "12:00 AM".
  func testTheLastNanosecondOf9999StaysIn9999() {
    let run = PreviewRun(
      ["render", "--format", "json"], input: document("9999-12-31T23:59:59.999999999Z"))
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains(#""instant": "9999-12-31T23:59:59.999Z""#))
    XCTAssertTrue(run.output.contains(#""timestamp": "11:59 PM""#))
  }

  func testAnOffsetThatLeavesTheYearsIsALocatedError() {
    for date in ["0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00"] {
      let run = PreviewRun(["render"], input: document(date))
      XCTAssertEqual(run.status, 65)
      XCTAssertEqual(
        run.errors,
        "bubble-preview: error: messages[0].createdAt: \"\(date)\": in UTC this is outside the "
          + "years 0001 to 9999\n")
    }
  }

  func testADayOutsideTheYearsInTheViewersZoneIsALocatedError() {
    for (date, zone, day) in [
      ("9999-12-31T23:00:00Z", "Pacific/Kiritimati", "10000-01-01"),
      ("0001-01-01T05:00:00Z", "Etc/GMT+12", "0000-12-31"),
    ] {
      for arguments in [["render"], ["render", "--thread"]] {
        let run = PreviewRun(arguments, input: document(date, zone: zone))
        XCTAssertEqual(run.status, 65, "\(date) \(zone)")
        XCTAssertEqual(
          run.errors,
          "bubble-preview: error: messages[0].createdAt: \(date) falls on \(day) in the time "
            + "zone \"\(zone)\"; dates must fall in the years 0001 to 9999 there too\n")
      }
    }
    let inside = PreviewRun(
      ["render", "--thread"], input: document("9999-12-31T09:00:00Z", zone: "Pacific/Kiritimati"))
    XCTAssertEqual(inside.status, 0, inside.errors)
  }
}
