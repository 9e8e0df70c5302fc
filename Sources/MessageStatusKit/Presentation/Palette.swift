/// Concrete sRGB values for every ``ColorToken`` in every ``PaletteVariant``.
///
/// ``standard`` meets WCAG 2.2 AA in every variant: 4.5:1 for every text pair and
/// 3:1 for every icon and badge pair listed in the library's table of colour pairings, and 7:1 for text
/// with increased contrast. A test computes every ratio.
///
/// ```swift
/// Palette.standard.color(.accent, in: .light).hexString  // "#0A62D0"
/// ```
public struct Palette: Hashable, Sendable {
  /// The colours of one variant, one per token.
  public struct Column: Hashable, Sendable {
    /// ``ColorToken/accent``.
    public var accent: SRGBColor
    /// ``ColorToken/secondary``.
    public var secondary: SRGBColor
    /// ``ColorToken/destructive``.
    public var destructive: SRGBColor
    /// ``ColorToken/outgoingBubble``.
    public var outgoingBubble: SRGBColor
    /// ``ColorToken/outgoingText``.
    public var outgoingText: SRGBColor
    /// ``ColorToken/incomingBubble``.
    public var incomingBubble: SRGBColor
    /// ``ColorToken/incomingText``.
    public var incomingText: SRGBColor
    /// ``ColorToken/failedBubble``.
    public var failedBubble: SRGBColor
    /// ``ColorToken/failedText``.
    public var failedText: SRGBColor
    /// ``ColorToken/pageBackground``.
    public var pageBackground: SRGBColor
    /// ``ColorToken/primaryText``.
    public var primaryText: SRGBColor
    /// ``ColorToken/badgeBackground``.
    public var badgeBackground: SRGBColor
    /// ``ColorToken/badgeForeground``.
    public var badgeForeground: SRGBColor

    /// Creates a column; every token needs a value.
    public init(
      accent: SRGBColor, secondary: SRGBColor, destructive: SRGBColor,
      outgoingBubble: SRGBColor, outgoingText: SRGBColor,
      incomingBubble: SRGBColor, incomingText: SRGBColor,
      failedBubble: SRGBColor, failedText: SRGBColor,
      pageBackground: SRGBColor, primaryText: SRGBColor, badgeBackground: SRGBColor,
      badgeForeground: SRGBColor
    ) {
      self.accent = accent
      self.secondary = secondary
      self.destructive = destructive
      self.outgoingBubble = outgoingBubble
      self.outgoingText = outgoingText
      self.incomingBubble = incomingBubble
      self.incomingText = incomingText
      self.failedBubble = failedBubble
      self.failedText = failedText
      self.pageBackground = pageBackground
      self.primaryText = primaryText
      self.badgeBackground = badgeBackground
      self.badgeForeground = badgeForeground
    }

    /// A column whose colour for each token is `color(token)`.
    package init(_ color: (ColorToken) throws -> SRGBColor) rethrows {
      self.init(
        accent: try color(.accent), secondary: try color(.secondary),
        destructive: try color(.destructive), outgoingBubble: try color(.outgoingBubble),
        outgoingText: try color(.outgoingText), incomingBubble: try color(.incomingBubble),
        incomingText: try color(.incomingText), failedBubble: try color(.failedBubble),
        failedText: try color(.failedText), pageBackground: try color(.pageBackground),
        primaryText: try color(.primaryText), badgeBackground: try color(.badgeBackground),
        badgeForeground: try color(.badgeForeground))
    }

    /// The value of `token` in this column.
    package subscript(token: ColorToken) -> SRGBColor {
      switch token {
      case .accent: accent
      case .secondary: secondary
      case .destructive: destructive
      case .outgoingBubble: outgoingBubble
      case .outgoingText: outgoingText
      case .incomingBubble: incomingBubble
      case .incomingText: incomingText
      case .failedBubble: failedBubble
      case .failedText: failedText
      case .pageBackground: pageBackground
      case .primaryText: primaryText
      case .badgeBackground: badgeBackground
      case .badgeForeground: badgeForeground
      }
    }
  }

  /// Light appearance.
  public var light: Column
  /// Dark appearance.
  public var dark: Column
  /// Light appearance, Increase Contrast on.
  public var lightIncreasedContrast: Column
  /// Dark appearance, Increase Contrast on.
  public var darkIncreasedContrast: Column

  /// Creates a palette from its four columns.
  public init(
    light: Column, dark: Column, lightIncreasedContrast: Column, darkIncreasedContrast: Column
  ) {
    self.light = light
    self.dark = dark
    self.lightIncreasedContrast = lightIncreasedContrast
    self.darkIncreasedContrast = darkIncreasedContrast
  }

  /// The column for `variant`.
  package subscript(variant: PaletteVariant) -> Column {
    switch variant {
    case .light: light
    case .dark: dark
    case .lightIncreasedContrast: lightIncreasedContrast
    case .darkIncreasedContrast: darkIncreasedContrast
    }
  }

  /// The concrete colour of `token` in `variant`.
  public func color(_ token: ColorToken, in variant: PaletteVariant) -> SRGBColor {
    self[variant][token]
  }
}
