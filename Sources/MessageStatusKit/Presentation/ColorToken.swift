/// A semantic colour.
///
/// ``Palette`` gives each token a concrete sRGB value per appearance.
///
/// Tokens are named for meaning, never for looks; raw values are the JSON names.
public enum ColorToken: String, Codable, CaseIterable, Hashable, Sendable {
  /// Read state: ticks and circles.
  case accent = "accent"
  /// Quiet status (sending, sent, delivered), timestamps and sender names.
  case secondary = "secondary"
  /// Failure: icons and the "Failed to send" text.
  case destructive = "destructive"
  /// The viewer's bubbles.
  case outgoingBubble = "outgoingBubble"
  /// Text on ``outgoingBubble``.
  case outgoingText = "outgoingText"
  /// Other people's bubbles.
  case incomingBubble = "incomingBubble"
  /// Text on ``incomingBubble``.
  case incomingText = "incomingText"
  /// A failed outgoing bubble when the failed tint is on.
  case failedBubble = "failedBubble"
  /// Text on ``failedBubble``.
  case failedText = "failedText"
  /// The thread behind the bubbles; timestamps and status indicators sit on it.
  case pageBackground = "pageBackground"
  /// Text on ``pageBackground`` that is not a caption: headings around a thread.
  case primaryText = "primaryText"
  /// The read-receipt badge's shape: a circle that grows into a capsule.
  case badgeBackground = "badgeBackground"
  /// The checkmark and the count inside the read-receipt badge.
  case badgeForeground = "badgeForeground"
}
