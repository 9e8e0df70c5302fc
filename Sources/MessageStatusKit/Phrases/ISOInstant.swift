import Foundation

/// ISO 8601 instants in UTC for the JSON: `2025-10-21T10:42:00Z`, or with milliseconds
/// (`…00.250Z`) when the date has them.
enum ISOInstant {
  /// `date` in UTC; `nil` when it is not finite or falls outside years 0–9999.
  static func string(from date: Date) -> String? {
    let seconds = date.timeIntervalSince1970
    // Years 0–9999 lie within ±2.6e11 seconds of 1970.
    guard seconds.isFinite, abs(seconds) < 3e11 else { return nil }
    let milliseconds = Int((seconds * 1000).rounded(.down))
    let perDay = 86_400_000
    let dayNumber =
      milliseconds >= 0 ? milliseconds / perDay : (milliseconds - perDay + 1) / perDay
    let inDay = milliseconds - dayNumber * perDay
    let day = CivilDay(number: dayNumber)
    guard (0...9999).contains(day.components.year) else { return nil }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let hours = inDay / 3_600_000
    let minutes = inDay / 60_000 % 60
    let wholeSeconds = inDay / 1000 % 60
    let fraction = inDay % 1000
    var text = "\(day.isoString)T\(two(hours)):\(two(minutes)):\(two(wholeSeconds))"
    if fraction > 0 {
      text += "." + String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
    }
    return text + "Z"
  }
}
