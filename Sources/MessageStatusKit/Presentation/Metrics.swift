/// Sizes, so that every front end draws the same bubble.
///
/// Every length is in points: iOS points, Android dp and CSS pixels are the same length
/// at 1×. Lengths that hold text (type sizes, the symbol and badge sizes) scale with the
/// user's text size setting (Dynamic Type, Android font scale, browser zoom); the others
/// (radii, padding, spacing) do not. The JSON states this for each size.
public struct Metrics: Hashable, Codable, Sendable {
  /// The bubble's corner radius.
  public var cornerRadius: Double
  /// The radius of the corners where bubbles of one run meet (see ``Corners``).
  public var joinedCornerRadius: Double
  /// Space between the bubble's edge and its text, left and right.
  public var horizontalPadding: Double
  /// Space between the bubble's edge and its text, top and bottom.
  public var verticalPadding: Double
  /// The widest a bubble's row may be, as a fraction of the thread's width.
  public var maxWidthFraction: Double
  /// The message text.
  public var body: TypeStyle
  /// The sender's name above incoming group bubbles.
  public var sender: TypeStyle
  /// The timestamp below the bubble.
  public var timestamp: TypeStyle
  /// Status words (`text` style) and the size symbols are drawn relative to.
  public var status: TypeStyle
  /// The count inside the read-receipt badge.
  public var badge: TypeStyle
  /// The side of the square each status symbol is drawn in.
  public var symbolSize: Double
  /// Space between two different symbols in a row (see ``Symbol/repeatOverlap``).
  public var symbolSpacing: Double
  /// Height of the read-receipt badge, and its smallest width (a circle).
  public var badgeDiameter: Double
  /// Space between the badge's ends and its content.
  public var badgePadding: Double
  /// The side of the square the badge's symbol is drawn in.
  public var badgeSymbolSize: Double
  /// Space between the timestamp and the status indicator.
  public var timestampSpacing: Double
  /// Space between the bubble and the row of timestamp and status below it.
  public var statusRowSpacing: Double

  /// Creates metrics; every length is in points.
  public init(
    cornerRadius: Double, joinedCornerRadius: Double, horizontalPadding: Double,
    verticalPadding: Double, maxWidthFraction: Double, body: TypeStyle, sender: TypeStyle,
    timestamp: TypeStyle, status: TypeStyle, badge: TypeStyle, symbolSize: Double,
    symbolSpacing: Double, badgeDiameter: Double, badgePadding: Double,
    badgeSymbolSize: Double, timestampSpacing: Double, statusRowSpacing: Double
  ) {
    self.cornerRadius = cornerRadius
    self.joinedCornerRadius = joinedCornerRadius
    self.horizontalPadding = horizontalPadding
    self.verticalPadding = verticalPadding
    self.maxWidthFraction = maxWidthFraction
    self.body = body
    self.sender = sender
    self.timestamp = timestamp
    self.status = status
    self.badge = badge
    self.symbolSize = symbolSize
    self.symbolSpacing = symbolSpacing
    self.badgeDiameter = badgeDiameter
    self.badgePadding = badgePadding
    self.badgeSymbolSize = badgeSymbolSize
    self.timestampSpacing = timestampSpacing
    self.statusRowSpacing = statusRowSpacing
  }

  /// Corner radius 18 (6 where run bubbles meet), padding 16 × 10, rows at most 78 % of
  /// the thread; text 16 pt, sender, timestamp, status and badge 12 pt (the badge bold
  /// with tabular digits); symbols 15, badge 20 high with 5 padding and a 12 symbol;
  /// spacing 4.
  public static let standard = Metrics(
    cornerRadius: 18, joinedCornerRadius: 6, horizontalPadding: 16, verticalPadding: 10,
    maxWidthFraction: 0.78,
    body: TypeStyle(pointSize: 16, weight: .regular, lineHeight: 1.35),
    sender: TypeStyle(pointSize: 12, weight: .regular, lineHeight: 1.35),
    timestamp: TypeStyle(pointSize: 12, weight: .regular, lineHeight: 1),
    status: TypeStyle(pointSize: 12, weight: .regular, lineHeight: 1),
    badge: TypeStyle(pointSize: 12, weight: .bold, lineHeight: 1, tabularDigits: true),
    symbolSize: 15, symbolSpacing: 1, badgeDiameter: 20, badgePadding: 5, badgeSymbolSize: 12,
    timestampSpacing: 4, statusRowSpacing: 4)
}

/// A text style: size, weight and line height, in the platform's system font.
public struct TypeStyle: Hashable, Codable, Sendable {
  /// How heavy the strokes are.
  public enum Weight: String, Codable, CaseIterable, Hashable, Sendable {
    /// 400.
    case regular = "regular"
    /// 600.
    case semibold = "semibold"
    /// 700.
    case bold = "bold"

    /// The CSS / OpenType weight: 400, 600 or 700.
    package var numericValue: Int {
      switch self {
      case .regular: 400
      case .semibold: 600
      case .bold: 700
      }
    }
  }

  /// The font size in points; scales with the user's text size.
  public var pointSize: Double
  /// The weight.
  public var weight: Weight
  /// The line height as a multiple of ``pointSize``.
  public var lineHeight: Double
  /// Whether digits all have the same width, so a changing count does not jitter.
  public var tabularDigits: Bool

  /// Creates a text style.
  public init(pointSize: Double, weight: Weight, lineHeight: Double, tabularDigits: Bool = false) {
    self.pointSize = pointSize
    self.weight = weight
    self.lineHeight = lineHeight
    self.tabularDigits = tabularDigits
  }
}

extension Metrics {
  /// The names of the lengths that scale with the user's text size: every type style's
  /// point size, and the sizes that hold text or sit in a line of it.
  package static let lengthsScalingWithText = [
    "body", "sender", "timestamp", "status", "badge", "symbolSize", "badgeDiameter",
    "badgeSymbolSize",
  ]

  /// The names of the lengths that stay fixed whatever the text size.
  package static let fixedLengths = [
    "cornerRadius", "joinedCornerRadius", "horizontalPadding", "verticalPadding",
    "symbolSpacing", "badgePadding", "timestampSpacing", "statusRowSpacing",
  ]
}
