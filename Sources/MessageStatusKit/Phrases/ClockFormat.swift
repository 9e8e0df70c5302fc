public import Foundation

/// Whether times use a 12-hour clock with a day period or a 24-hour clock.
public enum HourCycle: String, Codable, CaseIterable, Hashable, Sendable {
  /// The locale decides: its region's convention (CLDR), or a `-u-hc-` extension.
  case automatic = "automatic"
  /// `2:42 PM`: hours 1–12 and a day period (CLDR `h`).
  case h12 = "h12"
  /// `14:42`: hours 0–23 (CLDR `H`).
  case h23 = "h23"
}

/// How a language and region write a time of day.
///
/// One value covers both hour cycles, so that an app's 12/24-hour setting can flip it
/// without losing the region's words: British English is `14:42` and, with
/// ``HourCycle/h12``, `2:42 pm`.
public struct ClockFormat: Hashable, Sendable {
  /// Whether hours run 1–12 with a day period (`2:42 PM`) rather than 0–23 (`14:42`).
  public var usesTwelveHours: Bool
  /// The morning day period: `AM`, `am`, `a.m.`, `午前`, `ص`.
  public var am: String
  /// The afternoon day period: `PM`, `pm`, `p.m.`, `午後`, `م`.
  public var pm: String
  /// Whether 24-hour times pad the hour to two digits (`09:05`, CLDR `HH`) or not
  /// (`9:05`, CLDR `H`); 12-hour times never do.
  public var padsTwentyFourHour: Bool
  /// What separates hours from minutes: `:`, `.` (Danish English), ` h ` (Canadian French).
  public var separator: String
  /// Whether the day period comes first without a space (`午後2:42`) rather than after
  /// one (`2:42 PM`).
  public var periodFirst: Bool

  /// Creates a clock format.
  public init(
    usesTwelveHours: Bool, am: String, pm: String, padsTwentyFourHour: Bool,
    separator: String = ":", periodFirst: Bool = false
  ) {
    self.usesTwelveHours = usesTwelveHours
    self.am = am
    self.pm = pm
    self.padsTwentyFourHour = padsTwentyFourHour
    self.separator = separator
    self.periodFirst = periodFirst
  }

  /// `10:42 AM` (CLDR `h:mm a`); with ``HourCycle/h23``, `10:42` padded (`HH:mm`).
  public static func twelveHour(am: String, pm: String) -> ClockFormat {
    ClockFormat(usesTwelveHours: true, am: am, pm: pm, padsTwentyFourHour: true)
  }

  /// `09:05` (CLDR `HH:mm`) or, without padding, `9:05` (`H:mm`); with ``HourCycle/h12``,
  /// `9:05 AM`.
  public static func twentyFourHour(padHour: Bool) -> ClockFormat {
    ClockFormat(usesTwelveHours: false, am: "AM", pm: "PM", padsTwentyFourHour: padHour)
  }

  /// This format in `cycle`; ``HourCycle/automatic`` leaves it as it is.
  public func with(_ cycle: HourCycle) -> ClockFormat {
    var copy = self
    switch cycle {
    case .automatic: break
    case .h12: copy.usesTwelveHours = true
    case .h23: copy.usesTwelveHours = false
    }
    return copy
  }
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

  /// The time of day of `date` in ``timeZone``: `"10:42 AM"`, `"14:42"`.
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
    if clock.usesTwelveHours {
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      let time = String(twelve) + clock.separator + Self.twoDigits(minute)
      let period = hour < 12 ? clock.am : clock.pm
      text = clock.periodFirst ? period + time : time + " " + period
    } else {
      let hours = clock.padsTwentyFourHour ? Self.twoDigits(hour) : String(hour)
      text = hours + clock.separator + Self.twoDigits(minute)
    }
    return numbering.transliterate(text)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0" + String(value) : String(value)
  }
}
