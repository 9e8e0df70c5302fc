/// A thread's words in one language.
public struct ThreadPhrases: Hashable, Sendable {
  /// The day separator for the viewer's today: "Today".
  public var today: String
  /// The day separator for the day before: "Yesterday".
  public var yesterday: String
  /// How other days are written: the weekday within the last week, then dates in words.
  public var days: DayHeadings
  /// The announcement for more than three arrivals at once: "{count} new messages".
  public var newMessages: PluralPhrase

  /// Creates the thread phrases; all are required.
  public init(today: String, yesterday: String, days: DayHeadings, newMessages: PluralPhrase) {
    self.today = today
    self.yesterday = yesterday
    self.days = days
    self.newMessages = newMessages
  }
}
