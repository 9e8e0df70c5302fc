/// A thread's messages de-duplicated, ordered and grouped: what the list shows, before
/// each message is described.
public struct ThreadLayout: Hashable, Sendable {
  /// One entry per message id, in display order, with every report of it merged.
  public var messages: [Message]
  /// Each message's place in its run, parallel to ``messages``.
  public var runPositions: [RunPosition]
  /// The day headings, each before the message at its index.
  public var separators: [DaySeparator]

  /// Creates a layout from its parts.
  public init(messages: [Message], runPositions: [RunPosition], separators: [DaySeparator]) {
    self.messages = messages
    self.runPositions = runPositions
    self.separators = separators
  }
}
