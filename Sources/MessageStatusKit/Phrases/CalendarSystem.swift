/// The calendar a language's day headings count days in: the Gregorian, or the Solar Hijri
/// calendar that CLDR prefers for Persian in Iran and Afghanistan.
///
/// Thailand's Buddhist calendar is the Gregorian with other years
/// (``DayHeadings/yearOffset``), so it needs no case here.
package enum CalendarSystem: String, Hashable, Sendable {
  /// The proleptic Gregorian calendar.
  case gregorian = "gregory"
  /// The Solar Hijri (Persian) calendar: 1 Farvardin 1404 is 21 March 2025.
  ///
  /// Computed with the arithmetic 33-year cycle ICU's `PersianCalendar` uses, which gives
  /// the same dates as ICU for every day the tests compare (1915–2079).
  case persian = "persian"

  /// The year, month (1–12) and day of the month of `day` in this calendar.
  package func date(of day: CivilDay) -> (year: Int, month: Int, day: Int) {
    switch self {
    case .gregorian:
      return day.components
    case .persian:
      // Days since 1 Farvardin 1 (Julian day 1,948,320); 1970-01-01 is Julian day 2,440,588.
      let sinceEpoch = day.number + 2_440_588 - 1_948_320
      let year = 1 + Self.floorDivide(33 * sinceEpoch + 3, 12_053)
      let firstOfYear = 365 * (year - 1) + Self.floorDivide(8 * year + 21, 33)
      let dayOfYear = sinceEpoch - firstOfYear  // 0-based
      // Six months of 31 days, then five of 30 and Esfand of 29 or 30.
      let month = dayOfYear < 186 ? dayOfYear / 31 : (dayOfYear - 6) / 30
      let monthStart = month < 6 ? 31 * month : 186 + 30 * (month - 6)
      return (year, month + 1, dayOfYear - monthStart + 1)
    }
  }

  private static func floorDivide(_ numerator: Int, _ denominator: Int) -> Int {
    numerator >= 0 ? numerator / denominator : (numerator - denominator + 1) / denominator
  }
}
