/// A thread's messages de-duplicated, ordered and grouped: what the list shows, before
/// each message is described.
package struct ThreadLayout: Hashable, Sendable {
  /// One row: a day heading, or a message with its place in its run.
  package enum Item: Hashable, Sendable {
    /// A day heading, before the day's first message.
    case daySeparator(DaySeparator)
    /// A message, with every report of it merged, and its place in its run.
    case message(Message, runPosition: RunPosition)
  }

  /// The rows in display order.
  package var items: [Item]

  /// Creates a layout from its rows.
  package init(items: [Item]) {
    self.items = items
  }

  /// The messages alone, in display order.
  package var messages: [Message] {
    items.compactMap {
      if case .message(let message, _) = $0 { message } else { nil }
    }
  }
}
