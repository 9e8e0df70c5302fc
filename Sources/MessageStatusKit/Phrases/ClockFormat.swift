import Foundation

/// Whether times use a 12-hour clock with a day period or a 24-hour clock.
public enum HourCycle: String, Codable, CaseIterable, Hashable, Sendable {
  /// The locale decides: its region's convention (CLDR), or a `-u-hc-` extension.
  case automatic = "automatic"
  /// `2:42 PM`: a 12-hour clock and a day period, hours counted as the language counts
  /// them (1–12, CLDR `h`; Japanese 0–11, `K`).
  case h12 = "h12"
  /// `14:42`: hours 0–23 (CLDR `H`).
  case h23 = "h23"
}

/// How a language and region write a time of day.
///
/// One value covers both hour cycles, so that an app's 12/24-hour setting can flip it
/// without losing the region's words: British English is `14:42` and, with
/// ``HourCycle/h12``, `2:42 pm`.
package struct ClockFormat: Hashable, Sendable {
  /// Whether hours run 1–12 with a day period (`2:42 PM`) rather than 0–23 (`14:42`).
  package var usesTwelveHours: Bool
  /// The morning day period: `AM`, `am`, `a.m.`, `午前`, `ص`.
  package var am: String
  /// The afternoon day period: `PM`, `pm`, `p.m.`, `午後`, `م`.
  package var pm: String
  /// Whether 24-hour times pad the hour to two digits (`09:05`, CLDR `HH`) or not
  /// (`9:05`, CLDR `H`); 12-hour times never do.
  package var padsTwentyFourHour: Bool
  /// What separates hours from minutes: `:`, `.` (Danish English), ` h ` (Canadian French).
  package var separator: String
  /// Whether the day period comes before the time (`午後2:42`, `오후 2:42`) rather than
  /// after it and a space (`2:42 PM`).
  package var periodFirst: Bool
  /// Whether 12-hour times count hours 0–11 (CLDR `K`, Japanese `午前0:05`, `午後0:05`)
  /// rather than 1–12 (`h`, `12:05 AM`).
  package var countsFromZero: Bool
  /// Whether a day period that comes first is followed by a space (Korean `오후 2:42`).
  package var spaceAfterPeriod: Bool
  /// The day period of each hour, 0–23, where the language names more than two (CLDR's
  /// flexible day periods, `B`: Taiwan's `凌晨12:05`, `中午12:05`, `晚上8:30`); `nil` for
  /// ``am`` and ``pm``.
  package var periodsByHour: [String]?

  /// Creates a clock format.
  package init(
    usesTwelveHours: Bool, am: String, pm: String, padsTwentyFourHour: Bool,
    separator: String = ":", periodFirst: Bool = false, countsFromZero: Bool = false,
    spaceAfterPeriod: Bool = false, periodsByHour: [String]? = nil
  ) {
    self.spaceAfterPeriod = spaceAfterPeriod
    self.periodsByHour = periodsByHour?.count == 24 ? periodsByHour : nil
    self.countsFromZero = countsFromZero
    self.usesTwelveHours = usesTwelveHours
    self.am = am
    self.pm = pm
    self.padsTwentyFourHour = padsTwentyFourHour
    self.separator = separator
    self.periodFirst = periodFirst
  }

  /// The day period of `hour` (0–23): its flexible period where the language has them,
  /// else ``am`` or ``pm``.
  package func period(at hour: Int) -> String {
    if let periodsByHour, periodsByHour.indices.contains(hour) { return periodsByHour[hour] }
    return hour < 12 ? am : pm
  }

  /// `10:42 AM` (CLDR `h:mm a`); with ``HourCycle/h23``, `10:42` padded (`HH:mm`).
  package static func twelveHour(am: String, pm: String) -> ClockFormat {
    ClockFormat(usesTwelveHours: true, am: am, pm: pm, padsTwentyFourHour: true)
  }

  /// `09:05` (CLDR `HH:mm`) or, without padding, `9:05` (`H:mm`); with ``HourCycle/h12``,
  /// `9:05 AM`.
  package static func twentyFourHour(padHour: Bool) -> ClockFormat {
    ClockFormat(usesTwelveHours: false, am: "AM", pm: "PM", padsTwentyFourHour: padHour)
  }

  /// This format in `cycle`; ``HourCycle/automatic`` leaves it as it is.
  package func with(_ cycle: HourCycle) -> ClockFormat {
    var copy = self
    switch cycle {
    case .automatic: break
    case .h12: copy.usesTwelveHours = true
    case .h23: copy.usesTwelveHours = false
    }
    return copy
  }
}
