/// What the status indicator next to an outgoing bubble shows.
///
/// The indicator shows exactly one kind of content, so ``content`` is one enum:
/// symbols (the `ticks`, `circles` and `receiptBadge` styles), words (the `text` style),
/// or the read-receipt badge (`receiptBadge` when read).
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
    package init(
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

  /// What the indicator draws: one of three kinds, never a mix.
  public enum Content: Hashable, Sendable {
    /// Symbols drawn in a row, in one colour (see ``Symbol/repeatOverlap`` for how two
    /// of the same sit together).
    case symbols([Symbol], color: ColorToken)
    /// Words, for the `text` style: "Delivered", "Read 10:42 AM".
    case text(String, color: ColorToken)
    /// The read-receipt badge, with its own colours.
    case badge(Badge)
  }

  /// The state as presented (read shows as delivered when read receipts are hidden).
  public var state: DeliveryState
  /// What is drawn.
  public var content: Content
  /// The indicator's own short label: "Read", "Failed to send. Tap to retry."
  ///
  /// Spoken when the indicator is drawn as an image (symbols or badge); words are read
  /// as they are.
  public var accessibilityLabel: String
  // `Optional<T>`, not `T?`, so the initializer returns the value it builds instead of a
  // copy (see the note in BubbleDescription.swift).
  /// When the message was read, in ISO 8601 UTC, if the state is read and the app passed
  /// the time (``Message/readAt``); the `text` style shows it ("Read 10:42 AM").
  public var readInstant: Optional<String>
  /// Why a send is paused, when the state is ``DeliveryState/sending`` and the app paused
  /// it (``Message/pause``): the indicator then shows ``Symbol/pauseCircle`` (or the text
  /// style's words) in place of the clock.
  public var pause: Optional<PauseReason>
  /// The progress ring of an attachment being uploaded, when the state is
  /// ``DeliveryState/sending``, the message has an attachment and the app reports its
  /// upload (``Message/upload``) without pausing it; the content is then
  /// ``Symbol/arrowUpCircle`` (or the text style's words).
  public var upload: Optional<UploadIndicator>
  /// Whether its recipients played it, or opened it (``RecipientOutcome/played``).
  ///
  /// True for a voice message or view-once media presented ``DeliveryState/read`` whose
  /// recipients the group policy counts as having played or opened it. The content then
  /// shows ``Symbol/play``, or ``Symbol/eye`` for view-once media (inside the badge too), or
  /// the text style's "Played" or "Opened", and the label says "played" or "opened".
  public var played: Bool

  /// Creates a status indicator.
  package init(
    state: DeliveryState, content: Content, accessibilityLabel: String, readInstant: String? = nil,
    pause: PauseReason? = nil, upload: UploadIndicator? = nil, played: Bool = false
  ) {
    self.state = state
    self.content = content
    self.accessibilityLabel = accessibilityLabel
    self.readInstant = readInstant
    self.pause = pause
    self.upload = upload
    self.played = played
  }
}

extension StatusIndicator {
  private enum CodingKeys: String, CodingKey {
    case state, content, accessibilityLabel, readInstant, pause, upload, played
  }

  /// Decodes what ``encode(to:)`` writes: `played` absent is `false`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      state: try c.decode(DeliveryState.self, forKey: .state),
      content: try c.decode(Content.self, forKey: .content),
      accessibilityLabel: try c.decode(String.self, forKey: .accessibilityLabel),
      readInstant: try c.decodeIfPresent(String.self, forKey: .readInstant),
      pause: try c.decodeIfPresent(PauseReason.self, forKey: .pause),
      upload: try c.decodeIfPresent(UploadIndicator.self, forKey: .upload),
      played: try c.decodeIfPresent(Bool.self, forKey: .played) ?? false)
  }

  /// Encodes every key, `readInstant` as `null` when there is none, as the schema requires;
  /// `pause` and `upload` only when set, `played` only when true.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
    try container.encode(content, forKey: .content)
    try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    try container.encode(readInstant, forKey: .readInstant)
    try container.encodeIfPresent(pause, forKey: .pause)
    try container.encodeIfPresent(upload, forKey: .upload)
    if played { try container.encode(true, forKey: .played) }
  }
}
