/// A described thread: its rows in display order, each a bubble or a day heading.
public struct ThreadDescription: Hashable, Codable, Sendable {
  /// The rows in display order: a day heading before each day's first bubble; each
  /// bubble has its ``BubbleDescription/runPosition``.
  public var items: [ThreadItem]

  /// Creates a thread description.
  package init(items: [ThreadItem]) {
    self.items = items
  }

  /// The bubbles alone, in display order.
  public var bubbles: [BubbleDescription] {
    items.compactMap {
      if case .bubble(let bubble) = $0 { bubble } else { nil }
    }
  }
}
