import Foundation
import MessageStatusKit

/// ISO 8601 date-times as the input document writes them (RFC 3339):
/// `2025-10-21T10:42:00Z`, with optional fractional seconds and any UTC offset.
///
/// Parsed by hand: strict (every field in range, no week or ordinal dates), fast, and
/// the same on every platform. Years are 1…9999 (RFC 3339 has four digits; year 0 is not
/// a Gregorian year), and leap seconds (`:60`) are rejected: `Date` cannot hold one, and
/// reading `23:59:60` as the next midnight would reorder messages sent in that second.
enum ISO8601 {
  /// Why a date-time is not accepted.
  enum Problem: Error, Equatable {
    /// Not the `YYYY-MM-DDThh:mm:ss[.fff](Z|±hh:mm)` shape, or a field out of range.
    case format
    /// The year is 0000.
    case yearZero
    /// The seconds are 60.
    case leapSecond
  }

  /// The date, or why `text` is not accepted.
  static func read(_ text: String) -> Result<Date, Problem> {
    let b = Array(text.utf8)
    var i = 0
    func number(_ count: Int) -> Int? {
      guard i + count <= b.count else { return nil }
      var value = 0
      for byte in b[i..<i + count] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      i += count
      return value
    }
    func expect(_ characters: String) -> Bool {
      guard i < b.count, characters.utf8.contains(b[i]) else { return false }
      i += 1
      return true
    }
    guard let year = number(4), expect("-"), let month = number(2), expect("-"),
      let day = number(2), expect("Tt "), let hour = number(2), expect(":"),
      let minute = number(2), expect(":"), let second = number(2)
    else { return .failure(.format) }
    var fraction = 0.0
    if i < b.count, b[i] == UInt8(ascii: ".") {
      i += 1
      var scale = 0.1
      let start = i
      while i < b.count, (48...57).contains(b[i]) {
        fraction += Double(b[i] - 48) * scale
        scale /= 10
        i += 1
      }
      guard i > start else { return .failure(.format) }
    }
    var offset = 0
    if expect("Zz") {
      offset = 0
    } else if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
      let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
      i += 1
      guard let hours = number(2), expect(":"), let minutes = number(2), hours < 24, minutes < 60
      else { return .failure(.format) }
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      return .failure(.format)
    }
    guard i == b.count, let civilDay = CivilDay(year: year, month: month, day: day),
      hour < 24, minute < 60, second < 61
    else { return .failure(.format) }
    if year == 0 { return .failure(.yearZero) }
    if second == 60 { return .failure(.leapSecond) }
    let seconds = civilDay.number * 86_400 + hour * 3600 + minute * 60 + second - offset
    return .success(Date(timeIntervalSince1970: Double(seconds) + fraction))
  }
}
