/// Sizes in points, so that every front end draws the same bubble.
public struct Metrics: Hashable, Codable, Sendable {
  /// The bubble's corner radius.
  public var cornerRadius: Double
  /// The radius of the corners where bubbles of one run meet (inside a run).
  public var joinedCornerRadius: Double
  /// Space between the bubble's edge and its text, left and right.
  public var horizontalPadding: Double
  /// Space between the bubble's edge and its text, top and bottom.
  public var verticalPadding: Double
  /// Point size of status symbols and status text.
  public var statusPointSize: Double
  /// Point size of the timestamp.
  public var timestampPointSize: Double
  /// Height of the read-receipt badge, and its smallest width (a circle).
  public var badgeDiameter: Double
  /// Space between the timestamp and the status indicator.
  public var timestampSpacing: Double

  /// Creates metrics; every size is in points.
  public init(
    cornerRadius: Double, joinedCornerRadius: Double, horizontalPadding: Double,
    verticalPadding: Double,
    statusPointSize: Double, timestampPointSize: Double, badgeDiameter: Double,
    timestampSpacing: Double
  ) {
    self.cornerRadius = cornerRadius
    self.joinedCornerRadius = joinedCornerRadius
    self.horizontalPadding = horizontalPadding
    self.verticalPadding = verticalPadding
    self.statusPointSize = statusPointSize
    self.timestampPointSize = timestampPointSize
    self.badgeDiameter = badgeDiameter
    self.timestampSpacing = timestampSpacing
  }

  /// Corner radius 18 (6 where run bubbles meet), padding 16 × 10, status and timestamp
  /// 12 pt, badge 20, spacing 4.
  public static let standard = Metrics(
    cornerRadius: 18, joinedCornerRadius: 6, horizontalPadding: 16, verticalPadding: 10,
    statusPointSize: 12,
    timestampPointSize: 12, badgeDiameter: 20, timestampSpacing: 4)
}
