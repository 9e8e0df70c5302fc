/// What assistive technologies announce for a bubble, and the actions they offer.
public struct AccessibilityDescription: Hashable, Codable, Sendable {
  /// A role that VoiceOver announces after the label.
  public enum Trait: String, Codable, CaseIterable, Hashable, Sendable {
    /// Plain text that does nothing when activated.
    case staticText = "staticText"
    /// Activating it does something (a failed bubble retries).
    case button = "button"
  }

  /// The combined label: text (or attachment), then the status phrase.
  public var label: String
  /// What happens on activation, spoken after a pause; `nil` when nothing does.
  public var hint: String?
  /// The element's roles.
  public var traits: [Trait]
  /// Spoken names of the custom actions, in the order of ``BubbleDescription/actions``.
  public var actions: [String]

  /// Creates an accessibility description.
  public init(label: String, hint: String?, traits: [Trait], actions: [String]) {
    self.label = label
    self.hint = hint
    self.traits = traits
    self.actions = actions
  }
}
