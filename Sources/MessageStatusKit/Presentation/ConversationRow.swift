/// One conversation in a list of conversations: its title, its latest message's preview,
/// status and time, and the row's one spoken label.
///
/// ```swift
/// let row = describer.describeRow(latest, in: chat, title: "Design team", now: .now)
/// row.preview             // "You: See you at 7"
/// row.time                // "10:42 AM", "Yesterday", "Friday", "Tuesday, October 21"
/// row.latest.status       // the same indicator the bubble shows (✓✓)
/// row.accessibilityLabel  // "Design team, You: See you at 7, read, 10:42 AM"
/// ```
public struct ConversationRow: Hashable, Codable, Sendable {
  /// The conversation's name: the title the app gives, else the other person's name (one
  /// to one) or the members' names as a list ("Alice, Bob and Carol").
  public var title: String
  /// The latest message on one line: "You: {text}" for the viewer's own, "{name}: {text}"
  /// for someone else's in a group, the attachment's kind for a message without text
  /// ("Photo"), and "Empty message" for one with neither.
  public var preview: String
  /// When the latest message was sent, relative to now: its time today ("10:42 AM"),
  /// "Yesterday", the weekday within the last week, then the date in words, as a
  /// thread's day headings write them.
  public var time: String
  /// The day of the latest message in the viewer's time zone, `YYYY-MM-DD`; empty for a
  /// date too far from 1970 to have one.
  public var date: String
  /// What a screen reader says for the whole row, one stop: the title, the preview, the
  /// status of the viewer's own message, then the time.
  public var accessibilityLabel: String
  /// The latest message's bubble: the status indicator of the viewer's own message, the
  /// attachment's symbol, colours, language and direction.
  public var latest: BubbleDescription

  /// Creates a row; ``BubbleDescriber/describeRow(_:in:title:now:)`` makes them.
  package init(
    title: String, preview: String, time: String, date: String, accessibilityLabel: String,
    latest: BubbleDescription
  ) {
    self.title = title
    self.preview = preview
    self.time = time
    self.date = date
    self.accessibilityLabel = accessibilityLabel
    self.latest = latest
  }
}
