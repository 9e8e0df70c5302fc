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
/// separator.
public struct AccessibilityDescription: Hashable, Codable, Sendable {
  /// What the bubble is to assistive technologies, named by no one platform.
  public enum Role: String, Codable, CaseIterable, Hashable, Sendable {
    /// Text that does nothing when activated.
    case text = "text"
    /// Activating it does something: ``AccessibilityDescription/defaultAction``.
    case button = "button"
  }

  /// The combined label: ``contentLabel``, the separator, ``stateDescription``.
  public var label: String
  /// What the bubble holds: the text or attachment, with the sender in groups
  /// ("Alice: Hello").
  public var contentLabel: String
  /// The delivery or receipt state as spoken: "read", "failed to send, tap to retry",
  /// "received".
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
  /// Whether the timestamp is its own element that assistive technologies read after the bubble.
  ///
  /// The labels never include the time.
  public var timestampSpoken: Bool

  /// Creates an accessibility description.
  public init(
    label: String, contentLabel: String, stateDescription: String, hint: String?, role: Role,
    defaultAction: BubbleAction.Kind?, timestampSpoken: Bool
  ) {
    self.label = label
    self.contentLabel = contentLabel
    self.stateDescription = stateDescription
    self.hint = hint
    self.role = role
    self.defaultAction = defaultAction
    self.timestampSpoken = timestampSpoken
  }
}
