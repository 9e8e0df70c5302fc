/// A heading between the days of a thread: "Today", "Yesterday", or a date.
public struct DaySeparator: Hashable, Codable, Sendable {
  /// The day in the viewer's time zone, as `YYYY-MM-DD`; empty for a message whose date
  /// has no day.
  public var date: String
  /// What to show: "Today", "Yesterday", "10/21/25", in the thread's language.
  public var title: String

  /// Creates a separator.
  public init(date: String, title: String) {
    self.date = date
    self.title = title
  }
}
