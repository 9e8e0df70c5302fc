/// A heading between the days of a thread: "Today", "Yesterday", or a date.
public struct DaySeparator: Hashable, Codable, Sendable {
  /// The index of the first bubble of the day, in thread order.
  public var index: Int
  /// The day in the viewer's time zone, as `YYYY-MM-DD`.
  public var date: String
  /// What to show: "Today", "Yesterday", "10/21/25", in the thread's language.
  public var title: String

  /// Creates a separator.
  public init(index: Int, date: String, title: String) {
    self.index = index
    self.date = date
    self.title = title
  }
}
