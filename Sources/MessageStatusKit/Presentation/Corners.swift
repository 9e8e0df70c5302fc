/// The radius of each of a bubble's corners, in points, decided by the core.
///
/// Corners are named by side, not by screen direction: trailing is right in a
/// left-to-right language and left in Arabic, so front ends map them with their own
/// layout direction. Inside a run of one sender's bubbles, the corners where two bubbles
/// meet on the sender's side take ``Metrics/joinedCornerRadius``; all others take
/// ``Metrics/cornerRadius``.
public struct Corners: Hashable, Codable, Sendable {
  /// Top, leading side.
  public var topLeading: Double
  /// Top, trailing side.
  public var topTrailing: Double
  /// Bottom, leading side.
  public var bottomLeading: Double
  /// Bottom, trailing side.
  public var bottomTrailing: Double

  /// Creates corners from four radii.
  package init(
    topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  /// The corners of a bubble at `alignment` and `runPosition` with `metrics`: the top
  /// corner on the bubble's side joins when a bubble of the run comes before it, the
  /// bottom one when one comes after.
  package init(alignment: Alignment, runPosition: RunPosition?, metrics: Metrics) {
    let round = metrics.cornerRadius
    let joined = metrics.joinedCornerRadius
    let joinsAbove = runPosition == .middle || runPosition == .last
    let joinsBelow = runPosition == .first || runPosition == .middle
    let top = joinsAbove ? joined : round
    let bottom = joinsBelow ? joined : round
    switch alignment {
    case .trailing:
      self.init(topLeading: round, topTrailing: top, bottomLeading: round, bottomTrailing: bottom)
    case .leading:
      self.init(topLeading: top, topTrailing: round, bottomLeading: bottom, bottomTrailing: round)
    }
  }
}
