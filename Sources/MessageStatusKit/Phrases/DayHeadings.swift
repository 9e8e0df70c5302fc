/// How a thread's day headings name a day that is not today or yesterday, in one language
/// and region.
///
/// A heading within the last week is the weekday ("Friday"); an older day of this year is
/// ``thisYear`` ("Tuesday, October 21"), a day of another year ``otherYear``
/// ("October 21, 2024"). The patterns are CLDR's `MMMMEEEEd` and `yMMMMd` skeletons as
/// ICU's pattern generator resolves them, with the slots `{weekday}`, `{day}`, `{day2}`
/// (two digits), `{month}` and `{year}`. A heading starts with a capital letter, as
/// CLDR's beginning-of-sentence context asks ("Martes, 21 de octubre").
package struct DayHeadings: Hashable, Sendable {
  /// The weekdays' full names, Sunday first (CLDR format context, wide).
  package var weekdays: [String]
  /// The months' full names, January first, in the form a date uses (Russian genitive:
  /// "октября").
  package var months: [String]
  /// An earlier day of this year: "{weekday}, {month} {day}".
  package var thisYear: PhraseTemplate
  /// A day of another year: "{month} {day}, {year}".
  package var otherYear: PhraseTemplate
  /// What the language's calendar adds to a Gregorian year: 543 for Thai's Buddhist era
  /// (CLDR's calendar preference for Thailand: "30 ธันวาคม 2567"), 0 for the others.
  package var yearOffset: Int
  /// The calendar the days are counted in: Gregorian, or Solar Hijri for Persian
  /// ("سه‌شنبه ۲۹ مهر", 21 October 2025); ``months`` name that calendar's months.
  package var calendar: CalendarSystem

  /// Creates day headings; `weekdays` needs 7 names and `months` 12 (missing names are
  /// written as numbers).
  package init(
    weekdays: [String], months: [String], thisYear: PhraseTemplate, otherYear: PhraseTemplate,
    yearOffset: Int = 0, calendar: CalendarSystem = .gregorian
  ) {
    self.calendar = calendar
    self.weekdays = weekdays
    self.months = months
    self.thisYear = thisYear
    self.otherYear = otherYear
    self.yearOffset = yearOffset
  }

  /// The heading for `year`-`month`-`day` of ``calendar``, a `weekday` (0 = Sunday), in
  /// `numbering`'s digits.
  ///
  /// - Parameters:
  ///   - pattern: ``thisYear`` or ``otherYear``, or any template with their slots.
  ///   - year: The year in ``calendar`` (written with ``yearOffset`` added).
  ///   - month: The month, 1–12.
  ///   - day: The day of the month.
  ///   - weekday: The day of the week, 0 for Sunday.
  ///   - numbering: The digits to write.
  package func title(
    pattern: PhraseTemplate, year: Int, month: Int, day: Int, weekday: Int,
    numbering: NumberingSystem
  ) -> String {
    let filled = pattern.filled { slot in
      switch slot {
      case .weekday: name(weekdays, weekday, fallback: weekday + 1)
      case .month: name(months, month - 1, fallback: month)
      case .day: numbering.transliterate(String(day))
      case .day2: numbering.transliterate(day < 10 ? "0\(day)" : String(day))
      case .year: numbering.transliterate(String(year + yearOffset))
      case .count, .total, .text, .name, .names, .time: nil
      }
    }
    return Self.capitalizingFirstLetter(filled)
  }

  /// A bare weekday heading ("Friday"), capitalized.
  package func weekdayTitle(_ weekday: Int) -> String {
    Self.capitalizingFirstLetter(name(weekdays, weekday, fallback: weekday + 1))
  }

  private func name(_ names: [String], _ index: Int, fallback: Int) -> String {
    names.indices.contains(index) ? names[index] : String(fallback)
  }

  /// `text` with its first character upper-cased ("mardi 21 octobre" → "Mardi 21 octobre").
  static func capitalizingFirstLetter(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
