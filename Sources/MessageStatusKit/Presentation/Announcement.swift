/// Words for assistive technologies to speak without the user moving focus.
///
/// iOS posts them with `AccessibilityNotification.Announcement`, Android with a live
/// region or `announceForAccessibility`, the web with an `aria-live` region of the same
/// politeness.
public struct Announcement: Hashable, Codable, Sendable {
  /// How urgently to speak.
  public enum Politeness: String, Codable, CaseIterable, Hashable, Sendable {
    /// After whatever is being spoken: a new message.
    case polite = "polite"
    /// At once, interrupting: a message failed and needs the user.
    case assertive = "assertive"
  }

  /// When to speak.
  public enum Trigger: String, Codable, CaseIterable, Hashable, Sendable {
    /// When the bubble first appears.
    case appearance = "appearance"
    /// When the bubble changes to this state.
    case stateChange = "stateChange"
  }

  /// What to say: "New message from Alice: Hi", "Message failed to send".
  public var text: String
  /// How urgently.
  public var politeness: Politeness
  /// When.
  public var trigger: Trigger

  /// Creates an announcement.
  package init(text: String, politeness: Politeness, trigger: Trigger) {
    self.text = text
    self.politeness = politeness
    self.trigger = trigger
  }
}
