/// A heading between the days of a thread: "Today", "Yesterday", or a date.
public struct DaySeparator: Hashable, Codable, Sendable {
  /// The day in the viewer's time zone, as `YYYY-MM-DD`; empty for a message whose date
  /// has no day.
  public var date: String
  /// What to show: "Today", "Yesterday", "Friday", "Tuesday, October 21",
  /// "October 21, 2024", in the thread's language and region.
  public var title: String

  /// Creates a separator.
  package init(date: String, title: String) {
    self.date = date
    self.title = title
  }
}
