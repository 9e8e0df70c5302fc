package import Foundation

/// ISO 8601 instants in UTC for the JSON: `2025-10-21T10:42:00Z`, or with milliseconds
/// (`…00.250Z`) when the date has them.
package enum ISOInstant {
  /// `date` in UTC; `nil` when it is not finite or falls outside years 0–9999.
  ///
  /// Every bubble has one, so it is written digit by digit into the string's own storage
  /// (20 or 24 ASCII bytes), with no interpolation or intermediate strings.
  package static func string(from date: Date) -> String? {
    let seconds = date.timeIntervalSince1970
    // Years 0–9999 lie within ±2.6e11 seconds of 1970.
    guard seconds.isFinite, abs(seconds) < 3e11 else { return nil }
    let milliseconds = Int((seconds * 1000).rounded(.down))
    let perDay = 86_400_000
    let dayNumber =
      milliseconds >= 0 ? milliseconds / perDay : (milliseconds - perDay + 1) / perDay
    let inDay = milliseconds - dayNumber * perDay
    let (year, month, day) = CivilDay(number: dayNumber).components
    guard (0...9999).contains(year) else { return nil }
    let fraction = inDay % 1000
    return String(unsafeUninitializedCapacity: fraction > 0 ? 24 : 20) { buffer in
      var end = 0
      func put(_ byte: UInt8) {
        buffer[end] = byte
        end += 1
      }
      func put(_ value: Int, digits: Int) {
        var rest = value
        for position in stride(from: end + digits - 1, through: end, by: -1) {
          buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
        }
        end += digits
      }
      put(year, digits: 4)
      put(UInt8(ascii: "-"))
      put(month, digits: 2)
      put(UInt8(ascii: "-"))
      put(day, digits: 2)
      put(UInt8(ascii: "T"))
      put(inDay / 3_600_000, digits: 2)
      put(UInt8(ascii: ":"))
      put(inDay / 60_000 % 60, digits: 2)
      put(UInt8(ascii: ":"))
      put(inDay / 1000 % 60, digits: 2)
      if fraction > 0 {
        put(UInt8(ascii: "."))
        put(fraction, digits: 3)
      }
      put(UInt8(ascii: "Z"))
      return end
    }
  }
}
