/// How a bubble changes on screen when its state changes, and what it says and does.
///
/// ``none`` means: draw the new state as it is. The motion comes twice: ``motion`` for
/// most users and ``reducedMotion`` for those with Reduce Motion on, so a front end that
/// learns the setting at run time (a web page's `prefers-reduced-motion`) needs no
/// rule of its own.
public struct TransitionSpec: Hashable, Codable, Sendable {
  /// Whether and how the change moves.
  public enum Motion: Hashable, Sendable {
    /// Nothing moves: the new state is drawn as it is.
    case none
    /// The change animates.
    case animated(Animation)
  }

  /// An animated change: which effects, on what timing curve, for how long.
  public struct Animation: Hashable, Sendable {
    /// The effects, in the order they apply; never empty in a description.
    public var effects: [Effect]
    /// The timing curve.
    public var curve: Curve
    /// The duration in seconds.
    public var duration: Double

    /// Creates an animation.
    package init(effects: [Effect], curve: Curve, duration: Double) {
      self.effects = effects
      self.curve = curve
      self.duration = duration
    }
  }

  /// A visual effect of the change, and what it moves.
  public enum Effect: String, Codable, CaseIterable, Hashable, Sendable {
    /// The status indicator scales in from 40 % of its size.
    case scale = "scale"
    /// The status indicator fades in.
    case opacity = "opacity"
    /// The badge count rolls to its new number (SwiftUI's `.numericText()`).
    case numericText = "numericText"

    /// What the effect moves.
    public var target: Target {
      switch self {
      case .scale, .opacity: .statusIndicator
      case .numericText: .badgeCount
      }
    }
  }

  /// The part of a bubble an effect moves.
  public enum Target: String, Codable, CaseIterable, Hashable, Sendable {
    /// The whole status indicator: symbols, words or badge.
    case statusIndicator = "statusIndicator"
    /// Only the digits inside the read-receipt badge.
    case badgeCount = "badgeCount"
  }

  /// The timing curve of an animated change.
  public enum Curve: String, Codable, CaseIterable, Hashable, Sendable {
    /// Slow start, slow end: CSS `ease-in-out`, cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut = "easeInOut"

    /// The cubic Bézier control points `[x1, y1, x2, y2]`, as CSS `cubic-bezier()`,
    /// Android's `PathInterpolator` and Core Animation's `CAMediaTimingFunction` take them.
    public var controlPoints: [Double] {
      switch self {
      case .easeInOut: [0.42, 0, 0.58, 1]
      }
    }
  }

  /// Tactile feedback to play with the change, named for its meaning.
  ///
  /// | id | iOS | Android | web |
  /// |---|---|---|---|
  /// | `confirm` | `UIImpactFeedbackGenerator(style: .light)` | `HapticFeedbackConstants.CONFIRM` | `navigator.vibrate(10)` |
  /// | `reject` | `UINotificationFeedbackGenerator` `.error` | `HapticFeedbackConstants.REJECT` | `navigator.vibrate([30, 40, 30])` |
  public enum Haptic: String, Codable, CaseIterable, Hashable, Sendable {
    /// A light tap: the server took the message.
    case confirm = "confirm"
    /// An error pattern: sending failed.
    case reject = "reject"
  }

  /// The motion for most users.
  public var motion: Motion
  /// The motion with Reduce Motion on: a fade instead of a scale.
  public var reducedMotion: Motion
  // `Optional<T>`, not `T?`, so the initializer returns the value it builds instead of a
  // copy (see the note in BubbleDescription.swift).
  /// Feedback to play, if any.
  public var haptic: Optional<Haptic>
  /// What assistive technologies should announce, if anything.
  public var announcement: Optional<Announcement>

  /// Creates a transition.
  package init(
    motion: Motion, reducedMotion: Motion, haptic: Haptic? = nil,
    announcement: Announcement? = nil
  ) {
    self.motion = motion
    self.reducedMotion = reducedMotion
    self.haptic = haptic
    self.announcement = announcement
  }

  /// No motion, no haptic, no announcement.
  public static let none = TransitionSpec(motion: .none, reducedMotion: .none)
}

extension TransitionSpec {
  private enum CodingKeys: String, CodingKey {
    case motion, reducedMotion, haptic, announcement
  }

  /// Encodes every key, `null` for no haptic or announcement, as the schema requires.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(motion, forKey: .motion)
    try container.encode(reducedMotion, forKey: .reducedMotion)
    try container.encode(haptic, forKey: .haptic)
    try container.encode(announcement, forKey: .announcement)
  }
}
