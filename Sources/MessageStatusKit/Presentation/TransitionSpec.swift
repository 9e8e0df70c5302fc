/// How a bubble changes on screen when its state changes, and what it says and does.
///
/// ``none`` means: draw the new state as it is.
public struct TransitionSpec: Hashable, Codable, Sendable {
  /// A visual effect of the change.
  public enum Effect: String, Codable, CaseIterable, Hashable, Sendable {
    /// The status indicator scales in.
    case scale = "scale"
    /// The status indicator fades in.
    case opacity = "opacity"
    /// The badge count rolls to its new number (SwiftUI's `.numericText()`).
    case numericText = "numericText"
  }

  /// The timing curve of an animated change.
  public enum Curve: String, Codable, CaseIterable, Hashable, Sendable {
    /// Slow start, slow end.
    case easeInOut = "easeInOut"
  }

  /// Tactile feedback to play with the change.
  public enum Haptic: String, Codable, CaseIterable, Hashable, Sendable {
    /// A light tap: the server took the message.
    case lightImpact = "lightImpact"
    /// The system's error pattern: sending failed.
    case errorNotification = "errorNotification"
  }

  /// Whether the change is animated at all.
  public var animated: Bool
  /// The effects, in the order they apply; empty when not animated.
  public var effects: [Effect]
  /// The timing curve; `nil` when not animated.
  public var curve: Curve?
  /// The duration in seconds; 0 when not animated.
  public var duration: Double
  /// Feedback to play, if any.
  public var haptic: Haptic?
  /// What assistive technologies should announce, if anything.
  public var announcement: String?

  /// Creates a transition.
  public init(
    animated: Bool, effects: [Effect], curve: Curve?, duration: Double, haptic: Haptic?,
    announcement: String?
  ) {
    self.animated = animated
    self.effects = effects
    self.curve = curve
    self.duration = duration
    self.haptic = haptic
    self.announcement = announcement
  }

  /// No animation, no haptic, no announcement.
  public static let none = TransitionSpec(
    animated: false, effects: [], curve: nil, duration: 0, haptic: nil, announcement: nil)
}
