/// A described thread: one bubble per message, plus the day separators.
public struct ThreadDescription: Hashable, Codable, Sendable {
  /// The bubbles in display order; each has its ``BubbleDescription/runPosition``.
  public var bubbles: [BubbleDescription]
  /// The day headings, each before the bubble at its index.
  public var separators: [DaySeparator]

  /// Creates a thread description.
  public init(bubbles: [BubbleDescription], separators: [DaySeparator]) {
    self.bubbles = bubbles
    self.separators = separators
  }
}
