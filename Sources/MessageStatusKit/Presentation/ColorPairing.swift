/// A foreground token drawn on a background token, and the contrast WCAG asks of it.
///
/// ``all`` lists every pair a ``BubbleDescription`` can produce; a test checks that
/// described bubbles use no other pair, and that each meets its requirement in every
/// ``PaletteVariant``.
package struct ColorPairing: Hashable, Sendable, CustomStringConvertible {
  /// What the foreground is, which decides the required ratio.
  package enum Kind: String, Hashable, Sendable {
    /// Text: WCAG 2.2 SC 1.4.3, 4.5:1 (7:1 with increased contrast, SC 1.4.6).
    case text = "text"
    /// Icons and badge shapes: WCAG 2.2 SC 1.4.11, 3:1.
    case graphic = "graphic"
  }

  /// The colour drawn on top.
  package var foreground: ColorToken
  /// The colour it sits on.
  package var background: ColorToken
  /// Text or graphic.
  package var kind: Kind

  /// Creates a pairing.
  package init(_ foreground: ColorToken, on background: ColorToken, as kind: Kind) {
    self.foreground = foreground
    self.background = background
    self.kind = kind
  }

  /// The smallest contrast ratio this pair must reach in `variant`.
  package func requiredRatio(in variant: PaletteVariant) -> Double {
    switch kind {
    case .text: variant.isIncreasedContrast ? 7 : 4.5
    case .graphic: 3
    }
  }

  /// `foreground on background (kind)`.
  package var description: String { "\(foreground.rawValue) on \(background.rawValue) (\(kind))" }

  /// Every pair that descriptions use: bubble text on its bubble, captions and
  /// status on the page, and the badge.
  package static let all: [ColorPairing] = [
    ColorPairing(.outgoingText, on: .outgoingBubble, as: .text),
    ColorPairing(.incomingText, on: .incomingBubble, as: .text),
    ColorPairing(.failedText, on: .failedBubble, as: .text),
    ColorPairing(.secondary, on: .pageBackground, as: .text),
    ColorPairing(.destructive, on: .pageBackground, as: .text),
    ColorPairing(.accent, on: .pageBackground, as: .text),
    ColorPairing(.primaryText, on: .pageBackground, as: .text),
    ColorPairing(.badgeBackground, on: .pageBackground, as: .graphic),
    // The badge's checkmark and its count: the count is text.
    ColorPairing(.badgeForeground, on: .badgeBackground, as: .text),
  ]
}
