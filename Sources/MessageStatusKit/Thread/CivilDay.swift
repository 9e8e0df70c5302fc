package import Foundation

/// A calendar day in a time zone, as a count of days since 1970-01-01 (proleptic
/// Gregorian), so that "the next day" is `+ 1` and no `Calendar` is needed.
///
/// Days lie within ``supportedNumbers`` (about a million years either side of 1970):
/// numbers outside are clamped to it and years outside ``supportedYears`` give `nil`, so no
/// value can overflow the calendar arithmetic.
package struct CivilDay: Hashable, Comparable, Sendable {
  /// The day numbers a `CivilDay` holds: years −1,000,000 to 1,000,000.
  package static let supportedNumbers = -365_962_028...364_523_337
  /// The years ``init(year:month:day:)`` accepts.
  package static let supportedYears = -1_000_000...1_000_000

  /// Days since 1970-01-01, clamped to ``supportedNumbers``.
  package var number: Int {
    didSet { number = Self.clamped(number) }
  }

  /// The day `date` falls on in `timeZone`; `nil` for dates too far from 1970 to have one.
  package init?(_ date: Date, in timeZone: TimeZone) {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
    let local = Int(seconds.rounded(.down)) + timeZone.secondsFromGMT(for: date)
    let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    guard Self.supportedNumbers.contains(day) else { return nil }
    number = day
  }

  /// A day from its number, clamped to ``supportedNumbers``.
  package init(number: Int) { self.number = Self.clamped(number) }

  private static func clamped(_ number: Int) -> Int {
    min(max(number, supportedNumbers.lowerBound), supportedNumbers.upperBound)
  }

  /// The Gregorian date `year`-`month`-`day`, or `nil` if it does not exist.
  ///
  /// February 30, month 13 and years outside ``supportedYears`` give `nil`. The inverse
  /// of ``components`` (Howard Hinnant's algorithm).
  package init?(year: Int, month: Int, day: Int) {
    guard Self.supportedYears.contains(year), (1...12).contains(month), day >= 1,
      day <= Self.days(inMonth: month, of: year)
    else {
      return nil
    }
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    number = era * 146_097 + dayOfEra - 719_468
  }

  /// The number of days in `month` of `year` (Gregorian leap years).
  package static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The Gregorian year, month (1–12) and day (1–31) (Howard Hinnant's algorithm).
  package var components: (year: Int, month: Int, day: Int) {
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The day of the week, 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
  package var weekday: Int { ((number % 7) + 7 + 4) % 7 }

  /// `YYYY-MM-DD`.
  package var isoString: String {
    let (year, month, day) = components
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText =
      year >= 0 && year < 10_000
      ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
    return "\(yearText)-\(two(month))-\(two(day))"
  }

  /// Orders days chronologically.
  package static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }
}
