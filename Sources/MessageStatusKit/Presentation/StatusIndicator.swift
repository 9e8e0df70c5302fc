/// What the status indicator next to an outgoing bubble shows.
///
/// Exactly one of ``symbols``, ``text`` and ``badge`` carries the content:
/// the symbol styles fill ``symbols``, the `text` style fills ``text``, and the
/// `receiptBadge` style fills ``badge`` for read messages.
public struct StatusIndicator: Hashable, Codable, Sendable {
  /// The read-receipt badge: one filled shape holding a symbol and the reader count.
  ///
  /// The shape is ``Metrics/badgeDiameter`` high and never narrower than that: a circle
  /// while its content fits, growing into a capsule (fully rounded ends) for more digits.
  /// The symbol comes first, then ``displayText``, both in ``foreground`` on
  /// ``background``; the pair meets the text contrast ratio in every appearance.
  public struct Badge: Hashable, Codable, Sendable {
    /// How many recipients have read the message: exact, never capped.
    public var count: Int
    /// The count as shown: "99+" above 99.
    public var displayText: String
    /// The symbol inside the shape, before the count.
    public var symbol: Symbol
    /// The shape's colour.
    public var background: ColorToken
    /// The colour of the symbol and the count.
    public var foreground: ColorToken

    /// Creates a badge.
    public init(
      count: Int, displayText: String, symbol: Symbol, background: ColorToken,
      foreground: ColorToken
    ) {
      self.count = count
      self.displayText = displayText
      self.symbol = symbol
      self.background = background
      self.foreground = foreground
    }

    enum CodingKeys: String, CodingKey {
      case count
      case displayText = "text"
      case symbol, background, foreground
    }
  }

  /// The state as presented (read shows as delivered when read receipts are hidden).
  public var state: DeliveryState
  /// SF Symbols to draw in order; empty for the `text` style and for the badge.
  public var symbols: [Symbol]
  /// Status text for the `text` style ("Delivered"); `nil` otherwise.
  public var text: String?
  /// The colour of the symbols and the text (the badge has its own colours).
  public var color: ColorToken
  /// The read-receipt badge, if shown.
  public var badge: Badge?
  /// The indicator's own short label: "Read", "Failed to send. Tap to retry."
  public var accessibilityLabel: String

  /// Creates a status indicator.
  public init(
    state: DeliveryState, symbols: [Symbol], text: String?, color: ColorToken, badge: Badge?,
    accessibilityLabel: String
  ) {
    self.state = state
    self.symbols = symbols
    self.text = text
    self.color = color
    self.badge = badge
    self.accessibilityLabel = accessibilityLabel
  }
}
