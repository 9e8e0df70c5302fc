package import Foundation

/// ISO 8601 date-times as the command's input document and `Message`'s `Codable` read them
/// (RFC 3339):
/// `2025-10-21T10:42:00Z`, with optional fractional seconds and any UTC offset.
///
/// Parsed by hand: strict (every field in range, no week or ordinal dates), fast, and
/// the same on every platform. Years are 1…9999 (RFC 3339 has four digits; year 0 is not
/// a Gregorian year), and leap seconds (`:60`) are rejected: `Date` cannot hold one, and
/// reading `23:59:60` as the next midnight would reorder messages sent in that second.
package enum ISO8601 {
  /// Why a date-time is not accepted.
  package enum Problem: Error, Equatable {
    /// Not the `YYYY-MM-DDThh:mm:ss[.fff](Z|±hh:mm)` shape, or a field out of range.
    case format
    /// The year is 0000.
    case yearZero
    /// The seconds are 60.
    case leapSecond
    /// The offset takes the instant out of the years 0001 to 9999 in UTC
    /// (`0001-01-01T00:30:00+01:00` is in the year 0000).
    case outsideYears
  }

  /// The first second of 0001-01-01 and the last of 9999-12-31, UTC, since 1970.
  package static let earliest = -62_135_596_800
  package static let latest = 253_402_300_799

  /// The date, or why `text` is not accepted.
  package static func read(_ text: String) -> Result<Date, Problem> {
    var text = text
    return text.withUTF8(read)
  }

  /// The date, or why the UTF-8 `bytes` are not accepted.
  ///
  /// Not generic: called from another module, a generic reader would run unspecialized
  /// (metadata lookups per byte; it doubled the command's time for 100,000 messages).
  package static func read(_ b: UnsafeBufferPointer<UInt8>) -> Result<Date, Problem> {
    var i = b.startIndex
    func number(_ count: Int) -> Int? {
      guard b.endIndex - i >= count else { return nil }
      var value = 0
      for byte in b[i..<i + count] {
        guard byte &- 48 < 10 else { return nil }
        value = value * 10 + Int(byte &- 48)
      }
      i += count
      return value
    }
    func expect(where accepts: (UInt8) -> Bool) -> Bool {
      guard i < b.endIndex, accepts(b[i]) else { return false }
      i += 1
      return true
    }
    func expect(_ byte: UInt8) -> Bool { expect { $0 == byte } }
    let (dash, colon) = (UInt8(ascii: "-"), UInt8(ascii: ":"))
    guard let year = number(4), expect(dash), let month = number(2), expect(dash),
      let day = number(2), expect(where: { $0 | 0x20 == UInt8(ascii: "t") || $0 == 0x20 }),
      let hour = number(2), expect(colon), let minute = number(2), expect(colon),
      let second = number(2)
    else { return .failure(.format) }
    var fraction = 0.0
    if i < b.endIndex, b[i] == UInt8(ascii: ".") {
      i += 1
      var scale = 0.1
      let start = i
      while i < b.endIndex, b[i] &- 48 < 10 {
        fraction += Double(b[i] - 48) * scale
        scale /= 10
        i += 1
      }
      guard i > start else { return .failure(.format) }
    }
    var offset = 0
    if expect(where: { $0 | 0x20 == UInt8(ascii: "z") }) {
      offset = 0
    } else if i < b.endIndex, b[i] == UInt8(ascii: "+") || b[i] == dash {
      let sign = b[i] == dash ? -1 : 1
      i += 1
      guard let hours = number(2), expect(colon), let minutes = number(2), hours < 24, minutes < 60
      else { return .failure(.format) }
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      return .failure(.format)
    }
    guard i == b.endIndex, let civilDay = CivilDay(year: year, month: month, day: day),
      hour < 24, minute < 60, second < 61
    else { return .failure(.format) }
    if year == 0 { return .failure(.yearZero) }
    if second == 60 { return .failure(.leapSecond) }
    let seconds = civilDay.number * 86_400 + hour * 3600 + minute * 60 + second - offset
    guard (earliest...latest).contains(seconds) else { return .failure(.outsideYears) }
    // `Date` holds a `Double`, which rounds 9999-12-31T23:59:59.999999999Z up to the year
    // 10000: such a time stays just inside its second instead.
    let instant = min(Double(seconds) + fraction, Double(latest + 1).nextDown)
    return .success(Date(timeIntervalSince1970: instant))
  }
}
