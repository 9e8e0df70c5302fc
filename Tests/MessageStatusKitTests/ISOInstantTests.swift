import Foundation
import XCTest

@testable import MessageStatusKit

/// The instant writer, read back: over dates spread across years 0–9999, with and without
/// milliseconds, either side of 1970, every string has the `YYYY-MM-DDThh:mm:ss[.fff]Z`
/// shape and its fields give back the date's millisecond (through `CivilDay`'s inverse,
/// not the day arithmetic the writer uses).
final class ISOInstantTests: XCTestCase {
  /// The millisecond since 1970 that `text` names, or `nil` when it is not the shape.
  private func millisecond(of text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else {
      return nil
    }
    let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
    for (position, separator) in separators where bytes[position] != separator.asciiValue {
      return nil
    }
    func number(_ start: Int, _ count: Int) -> Int? {
      Int(String(decoding: bytes[start..<start + count], as: UTF8.self))
    }
    var fraction = 0
    if bytes.count == 24 {
      guard bytes[19] == UInt8(ascii: "."), let digits = number(20, 3), digits > 0 else {
        return nil
      }
      fraction = digits
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      hour < 24, minute < 60, second < 60,
      let civilDay = CivilDay(year: year, month: month, day: day)
    else { return nil }
    return ((civilDay.number * 86_400 + hour * 3600 + minute * 60 + second) * 1000) + fraction
  }

  func testEveryInstantReadsBackAsItsMillisecond() {
    var seed: UInt64 = 11
    var compared = 0
    for _ in 0..<50_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Whole seconds half the time, milliseconds the other half, from year 1 to 9999.
      let raw = -62_000_000_000 + Double((seed >> 1) % 315_000_000_000_000) / 1000
      let date = Date(timeIntervalSince1970: seed & 1 == 0 ? raw.rounded(.down) : raw)
      let expected = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
      guard let text = ISOInstant.string(from: date) else {
        XCTFail("no instant for \(raw)")
        continue
      }
      XCTAssertEqual(millisecond(of: text), expected, text)
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
      XCTAssertEqual(
        ISOInstant.string(from: Date(timeIntervalSince1970: seconds)), expected, "\(seconds)")
    }
  }
}
