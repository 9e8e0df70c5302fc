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
      // Two digits of a value below 100.
      func put2(_ value: Int) {
        let (tens, ones) = value.quotientAndRemainder(dividingBy: 10)
        put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens))
        put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: ones))
      }
      put2(year / 100)
      put2(year % 100)
      put(UInt8(ascii: "-"))
      put2(month)
      put(UInt8(ascii: "-"))
      put2(day)
      put(UInt8(ascii: "T"))
      put2(inDay / 3_600_000)
      put(UInt8(ascii: ":"))
      put2(inDay / 60_000 % 60)
      put(UInt8(ascii: ":"))
      put2(inDay / 1000 % 60)
      if fraction > 0 {
        put(UInt8(ascii: "."))
        put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100))
        put2(fraction % 100)
      }
      put(UInt8(ascii: "Z"))
      return end
    }
  }
}
