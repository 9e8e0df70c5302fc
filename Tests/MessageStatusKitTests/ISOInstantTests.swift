import Foundation
import XCTest

@testable import MessageStatusKit

/// The instant writer, digit by digit, against the plain composition of its fields with
/// string interpolation, over dates spread across years 0–9999, with and without
/// milliseconds, either side of 1970.
final class ISOInstantTests: XCTestCase {
  /// The obvious spelling: `CivilDay.isoString`, then padded fields.
  private func reference(_ date: Date) -> String? {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 3e11 else { return nil }
    let milliseconds = Int((seconds * 1000).rounded(.down))
    let perDay = 86_400_000
    let dayNumber =
      milliseconds >= 0 ? milliseconds / perDay : (milliseconds - perDay + 1) / perDay
    let inDay = milliseconds - dayNumber * perDay
    let day = CivilDay(number: dayNumber)
    guard (0...9999).contains(day.components.year) else { return nil }
    func padded(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: width - String(value).count) + String(value)
    }
    var text =
      day.isoString + "T" + padded(inDay / 3_600_000, 2) + ":" + padded(inDay / 60_000 % 60, 2)
      + ":" + padded(inDay / 1000 % 60, 2)
    if inDay % 1000 > 0 { text += "." + padded(inDay % 1000, 3) }
    return text + "Z"
  }

  func testMatchesTheFieldsSpelledOut() {
    var seed: UInt64 = 11
    var compared = 0
    for _ in 0..<50_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Whole seconds half the time, milliseconds the other half, over ±3e11 s.
      let raw = Double(Int64(bitPattern: seed) % 300_000_000_000_000) / 1000
      let date = Date(timeIntervalSince1970: seed & 1 == 0 ? raw.rounded(.down) : raw)
      XCTAssertEqual(ISOInstant.string(from: date), reference(date), "\(raw)")
      compared += 1
    }
    XCTAssertEqual(compared, 50_000)
  }

  func testEdges() {
    let cases: [(Double, String?)] = [
      (0, "1970-01-01T00:00:00Z"), (-0.5, "1969-12-31T23:59:59.500Z"),
      (0.001, "1970-01-01T00:00:00.001Z"), (1_709_164_800, "2024-02-29T00:00:00Z"),
      (253_402_300_799.999, "9999-12-31T23:59:59.999Z"), (253_402_300_800, nil),
      (-62_167_219_200, "0000-01-01T00:00:00Z"), (-62_167_219_200.001, nil),
      (.nan, nil), (.infinity, nil), (-.infinity, nil),
    ]
    for (seconds, expected) in cases {
      let date = Date(timeIntervalSince1970: seconds)
      XCTAssertEqual(ISOInstant.string(from: date), expected, "\(seconds)")
      XCTAssertEqual(reference(date), expected, "\(seconds)")
    }
  }
}
