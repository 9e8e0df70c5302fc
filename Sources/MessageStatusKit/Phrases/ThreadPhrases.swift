/// A thread's words in one language.
package struct ThreadPhrases: Hashable, Sendable {
  /// The day separator for the viewer's today: "Today".
  package var today: String
  /// The day separator for the day before: "Yesterday".
  package var yesterday: String
  /// How other days are written: the weekday within the last week, then dates in words.
  package var days: DayHeadings
  /// The announcement for more than three arrivals at once: "{count} new messages".
  package var newMessages: PluralPhrase

  /// Creates the thread phrases; all are required.
  package init(today: String, yesterday: String, days: DayHeadings, newMessages: PluralPhrase) {
    self.today = today
    self.yesterday = yesterday
    self.days = days
    self.newMessages = newMessages
  }
}

extension ThreadPhrases {
  /// How `day` is named relative to `today`.
  ///
  /// "Today", "Yesterday", the weekday within the last week, then the date in words, with
  /// the year only when it is not `today`'s (always, without a `today`). A day after today
  /// is written as a date.
  ///
  /// A thread's day headings and a conversation row's time (for days before today) are
  /// this one rule.
  package func title(of day: CivilDay, today: CivilDay?, numbering: NumberingSystem) -> String {
    let (year, month, dayOfMonth) = days.calendar.date(of: day)
    if let today, day == today { return self.today }
    if let today, day.number == today.number - 1 { return yesterday }
    if let today, day.number < today.number, day.number >= today.number - 6 {
      return days.weekdayTitle(day.weekday)
    }
    let thisYear = today.map { days.calendar.date(of: $0).year == year } ?? false
    return days.title(
      pattern: thisYear ? days.thisYear : days.otherYear, year: year, month: month,
      day: dayOfMonth, weekday: day.weekday, numbering: numbering)
  }
}
