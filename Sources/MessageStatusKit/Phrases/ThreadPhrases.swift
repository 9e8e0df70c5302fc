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
