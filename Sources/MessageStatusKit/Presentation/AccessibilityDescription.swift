/// What assistive technologies announce for a bubble, split as each platform takes it.
///
/// | field | iOS | Android (TalkBack) | web |
/// |---|---|---|---|
/// | ``label`` | `accessibilityLabel` | `contentDescription` | `aria-label` |
/// | ``contentLabel`` + ``stateDescription`` | `accessibilityLabel` + `accessibilityValue` | `contentDescription` + `stateDescription` | — |
/// | ``hint`` | `accessibilityHint` | `AccessibilityAction` label of the click action | `aria-description` |
/// | ``role`` | `.staticText` / `.button` trait | `Button` class name for `button` | `role` |
///
/// Front ends use either ``label`` alone or the pair ``contentLabel`` and
/// ``stateDescription``, never both: the label is the pair joined by the language's
/// ``separator`` (", " in English, "، " in Arabic). No label includes the bubble's own
/// time: the timestamp is its own element, read after the bubble, and spoken as
/// ``timeLabel`` where the state holds another time (the `text` style's "read at 10:52 AM").
public struct AccessibilityDescription: Hashable, Codable, Sendable {
  /// What the bubble is to assistive technologies, named by no one platform.
  public enum Role: String, Codable, CaseIterable, Hashable, Sendable {
    /// Text that does nothing when activated.
    case text = "text"
    /// Activating it does something: ``AccessibilityDescription/defaultAction``.
    case button = "button"
  }

  /// The combined label: ``contentLabel``, ``separator``, ``stateDescription``; the
  /// content alone when there is no state (an incoming message).
  public var label: String {
    if stateDescription.isEmpty { return contentLabel }
    // One allocation: `a + b + c` makes two.
    var label = ""
    label.reserveCapacity(
      contentLabel.utf8.count + separator.utf8.count + stateDescription.utf8.count)
    label += contentLabel
    label += separator
    label += stateDescription
    return label
  }
  /// What joins the two parts of ``label``: the language's list separator.
  ///
  /// The JSON document writes it once, as `labelSeparator`, where every bubble's is the
  /// same.
  public var separator: String
  /// What the bubble holds: the text or attachment, with the sender in groups
  /// ("Alice: Hello").
  public var contentLabel: String
  /// The delivery state as spoken: "read", "failed to send, tap to retry"; empty for an
  /// incoming message, whose sender already says who wrote it.
  public var stateDescription: String
  // `Optional<T>`, not `T?`, so the initializer returns the value it builds instead of a
  // copy (see the note in BubbleDescription.swift).
  /// What the user can do, spoken after a pause, naming no gesture; `nil` when nothing.
  public var hint: Optional<String>
  /// Text or button.
  public var role: Role
  /// What activating the bubble does: retry for a failed message that can be retried;
  /// `nil` otherwise.
  public var defaultAction: Optional<BubbleAction.Kind>
  /// The bubble's time as spoken after a label that holds another time.
  ///
  /// "sent at 10:47 AM" after "read at 10:52 AM", so each time is heard once and says which
  /// it is. `nil` when the time is spoken as it is shown (``BubbleDescription/timestamp``):
  /// front ends speak `timeLabel ?? timestamp`.
  public var timeLabel: Optional<String>

  /// Creates an accessibility description.
  package init(
    contentLabel: String, stateDescription: String, separator: String, hint: String?, role: Role,
    defaultAction: BubbleAction.Kind?, timeLabel: String? = nil
  ) {
    self.separator = separator
    self.contentLabel = contentLabel
    self.stateDescription = stateDescription
    self.hint = hint
    self.role = role
    self.defaultAction = defaultAction
    self.timeLabel = timeLabel
  }
}

extension AccessibilityDescription {
  private enum CodingKeys: String, CodingKey {
    case contentLabel, stateDescription, separator, hint, role, defaultAction, timeLabel
  }

  /// Decodes a description as it is encoded alone, with its `separator`.
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, separator: nil)
  }

  /// Encodes every key, `null` for no hint or default action, as the schema requires;
  /// `timeLabel` only when there is one.
  public func encode(to encoder: any Encoder) throws {
    try encode(to: encoder, sharedSeparator: nil)
  }

  /// Decodes a description whose `separator`, when it is not written, is `separator`.
  package init(from decoder: any Decoder, separator: String?) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      contentLabel: try c.decode(String.self, forKey: .contentLabel),
      stateDescription: try c.decode(String.self, forKey: .stateDescription),
      separator: try separator.flatMap { c.contains(.separator) ? nil : $0 }
        ?? c.decode(String.self, forKey: .separator),
      hint: try c.decode(String?.self, forKey: .hint),
      role: try c.decode(Role.self, forKey: .role),
      defaultAction: try c.decode(BubbleAction.Kind?.self, forKey: .defaultAction),
      timeLabel: try c.decodeIfPresent(String.self, forKey: .timeLabel))
  }

  /// Encodes the description, leaving out `separator` where it is `sharedSeparator`.
  package func encode(to encoder: any Encoder, sharedSeparator: String?) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(contentLabel, forKey: .contentLabel)
    try c.encode(stateDescription, forKey: .stateDescription)
    if separator != sharedSeparator { try c.encode(separator, forKey: .separator) }
    try c.encode(hint, forKey: .hint)
    try c.encode(role, forKey: .role)
    try c.encode(defaultAction, forKey: .defaultAction)
    try c.encodeIfPresent(timeLabel, forKey: .timeLabel)
  }
}
