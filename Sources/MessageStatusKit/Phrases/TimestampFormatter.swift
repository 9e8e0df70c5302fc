import Foundation

/// Formats times of day for one ``ClockFormat`` and time zone.
///
/// Hand-written rather than `DateFormatter`, so the output is the same on every
/// platform and ICU version (no narrow no-break spaces sneaking into goldens) and
/// costs no allocation beyond the result.
struct TimestampFormatter: Hashable, Sendable {
  /// Formatters are equal when they write the same times.
  static func == (a: Self, b: Self) -> Bool {
    a.clock == b.clock && a.timeZone == b.timeZone && a.numbering == b.numbering
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(clock)
    hasher.combine(timeZone)
    hasher.combine(numbering)
  }

  /// How times are written.
  let clock: ClockFormat
  /// The zone times are shown in.
  let timeZone: TimeZone
  /// The digits times are written with.
  let numbering: NumberingSystem
  /// The zone's offset when it never changes (UTC, fixed offsets), so that formatting
  /// skips the time-zone database; `nil` for zones with daylight saving or history.
  private let fixedOffset: Int?
  /// Each minute of the day as written, made the first time it is asked for.
  private let written = KeptStrings(count: 1440)

  /// Creates a formatter.
  init(clock: ClockFormat, timeZone: TimeZone, numbering: NumberingSystem = .latin) {
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

  /// The time of day of `date` in ``timeZone``: `"10:42 AM"`, `"14:42"`.
  ///
  /// Dates too far from 1970 to have a time of day (infinite, NaN, or beyond
  /// ±2⁵³ seconds) give `"--:--"` instead of trapping.
  func string(from date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 9_007_199_254_740_992 else { return "--:--" }
    let offset = fixedOffset ?? timeZone.secondsFromGMT(for: date)
    let local = Int64(seconds.rounded(.down)) + Int64(offset)
    let minutes = local >= 0 ? local / 60 : (local - 59) / 60  // floor division
    let minuteOfDay = Int((minutes % 1440 + 1440) % 1440)
    return written.string(at: minuteOfDay) { write(minuteOfDay: $0) }
  }

  /// The minute of the day `minuteOfDay` (0 for midnight) as this clock writes it.
  private func write(minuteOfDay: Int) -> String {
    let hour = minuteOfDay / 60
    let minute = minuteOfDay % 60
    let text: String
    if clock.usesTwelveHours {
      let twelve = hour % 12 == 0 && !clock.countsFromZero ? 12 : hour % 12
      let time = Self.plain[twelve] + clock.separator + Self.padded[minute]
      let period = clock.period(at: hour)
      if clock.periodFirst {
        text = period + (clock.spaceAfterPeriod ? " " : "") + time
      } else {
        text = time + " " + period
      }
    } else {
      let hours = clock.padsTwentyFourHour ? Self.padded[hour] : Self.plain[hour]
      text = hours + clock.separator + Self.padded[minute]
    }
    return numbering.transliterate(text)
  }

  /// The hour `date` shows on this clock, by which phrases pick their form.
  ///
  /// 1–12 on a 12-hour clock (0–11 where it counts from zero), 0–23 on a 24-hour one;
  /// `nil` where ``string(from:)`` writes
  /// `"--:--"`. Spanish says "a la 1:05" but "a las 10:52".
  func displayedHour(of date: Date) -> Int? {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 9_007_199_254_740_992 else { return nil }
    let offset = fixedOffset ?? timeZone.secondsFromGMT(for: date)
    let local = Int64(seconds.rounded(.down)) + Int64(offset)
    let minutes = local >= 0 ? local / 60 : (local - 59) / 60
    let hour = Int((minutes % 1440 + 1440) % 1440) / 60
    guard clock.usesTwelveHours else { return hour }
    return hour % 12 == 0 && !clock.countsFromZero ? 12 : hour % 12
  }

  /// "0" … "59", made once: every bubble writes a time, and joining these small strings
  /// costs a fraction of converting the numbers each time.
  private static let plain = (0..<60).map { String($0) }
  /// "00" … "59".
  private static let padded = (0..<60).map { $0 < 10 ? "0" + String($0) : String($0) }
}
