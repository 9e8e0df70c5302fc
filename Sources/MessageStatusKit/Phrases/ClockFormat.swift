public import Foundation

/// How a language writes a time of day.
public enum ClockFormat: Hashable, Sendable {
  /// `10:42 AM`: hour 1–12 without a leading zero, a space, then the day-period word
  /// (CLDR `h:mm a`).
  case twelveHour(am: String, pm: String)
  /// `09:05` (CLDR `HH:mm`) or, without padding, `9:05` (CLDR `H:mm`).
  case twentyFourHour(padHour: Bool)
}

/// Formats times of day for one ``ClockFormat`` and time zone.
///
/// Hand-written rather than `DateFormatter`, so the output is the same on every
/// platform and ICU version (no narrow no-break spaces sneaking into goldens) and
/// costs no allocation beyond the result.
public struct TimestampFormatter: Hashable, Sendable {
  /// How times are written.
  public var clock: ClockFormat
  /// The zone times are shown in.
  public var timeZone: TimeZone
  /// The digits times are written with.
  public var numbering: NumberingSystem
  /// The zone's offset when it never changes (UTC, fixed offsets), so that formatting
  /// skips the time-zone database; `nil` for zones with daylight saving or history.
  private let fixedOffset: Int?

  /// Creates a formatter.
  public init(clock: ClockFormat, timeZone: TimeZone, numbering: NumberingSystem = .latin) {
    self.clock = clock
    self.timeZone = timeZone
    self.numbering = numbering
    let offsets = Set(
      [-2_000_000_000.0, -1_000_000_000, 0, 1_000_000_000, 1_700_000_000, 2_000_000_000].map {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: $0))
      })
    fixedOffset =
      offsets.count == 1 && timeZone.nextDaylightSavingTimeTransition(after: .distantPast) == nil
      ? offsets.first : nil
  }

  /// The time of day of `date` in ``timeZone``: `"10:42 AM"`.
  ///
  /// Dates too far from 1970 to have a time of day (infinite, NaN, or beyond
  /// ±2⁵³ seconds) give `"--:--"` instead of trapping.
  public func string(from date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 9_007_199_254_740_992 else { return "--:--" }
    let offset = fixedOffset ?? timeZone.secondsFromGMT(for: date)
    let local = Int64(seconds.rounded(.down)) + Int64(offset)
    let minutes = local >= 0 ? local / 60 : (local - 59) / 60  // floor division
    let minuteOfDay = Int((minutes % 1440 + 1440) % 1440)
    let hour = minuteOfDay / 60
    let minute = minuteOfDay % 60
    let text: String
    switch clock {
    case .twentyFourHour(let padHour):
      text = (padHour ? Self.twoDigits(hour) : String(hour)) + ":" + Self.twoDigits(minute)
    case .twelveHour(let am, let pm):
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      text = String(twelve) + ":" + Self.twoDigits(minute) + " " + (hour < 12 ? am : pm)
    }
    return numbering.transliterate(text)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0" + String(value) : String(value)
  }
}
