/// A thread's words in one language.
public struct ThreadPhrases: Hashable, Sendable {
  /// The day separator for the viewer's today: "Today".
  public var today: String
  /// The day separator for the day before: "Yesterday".
  public var yesterday: String
  /// How other days are written.
  public var dateFormat: DateFormat
  /// The announcement for more than three arrivals at once: "{count} new messages".
  public var newMessages: PluralPhrase

  /// Creates the thread phrases; all are required.
  public init(today: String, yesterday: String, dateFormat: DateFormat, newMessages: PluralPhrase) {
    self.today = today
    self.yesterday = yesterday
    self.dateFormat = dateFormat
    self.newMessages = newMessages
  }
}
