/// One colour pair a description can draw, measured against WCAG 2.2 in one
/// ``PaletteVariant`` of a ``Palette``.
///
/// ``Palette/contrastChecks()`` lists every pair: bubble text on its bubble, the
/// timestamp, status and action colours on the page, the read-receipt badge on the page
/// and its count on the badge. Text needs 4.5:1 (7:1 with increased contrast, WCAG 2.2
/// SC 1.4.3 and 1.4.6); the badge's shape needs 3:1 (SC 1.4.11). A symbol is drawn in a
/// text colour, so it meets the stricter ratio.
///
/// ```swift
/// let failures = brand.contrastChecks().filter { !$0.passes }
/// for failure in failures { print(failure) }
/// // light: outgoingText #FFFFFF on outgoingBubble #3EB489 is 2.59:1, needs 4.5:1;
/// //   outgoingBubble #2E8566 would give 4.5:1
/// ```
public struct ContrastCheck: Sendable, CustomStringConvertible {
  /// A colour that makes a failing pair pass.
  public struct Suggestion: Sendable {
    /// The token to change: the pair's foreground or its background.
    public let token: ColorToken
    /// Its new colour: the same hue and saturation, lightness moved the least.
    public let color: SRGBColor
  }

  /// The palette column measured.
  public let variant: PaletteVariant
  /// The colour drawn on top.
  public let foreground: ColorToken
  /// The colour it sits on.
  public let background: ColorToken
  /// Whether the foreground is text (or a symbol), rather than a shape.
  package let isText: Bool
  /// The contrast ratio, from 1 to 21.
  public let ratio: Double
  /// The ratio WCAG 2.2 asks of this pair in this variant.
  public let requiredRatio: Double
  /// For a failing pair, the change to one of its two colours that makes it pass and moves
  /// a colour's lightness the least (preferring one that breaks no other pair); `nil` for a
  /// passing pair, or when no lightness of either hue passes.
  public let suggestion: Suggestion?

  /// Whether the ratio reaches the required one.
  public var passes: Bool { ratio >= requiredRatio }

  /// One line: `light: outgoingText #FFFFFF on outgoingBubble #3EB489 is 2.59:1, needs
  /// 4.5:1; outgoingBubble #2E8566 would give 4.5:1`.
  public var description: String {
    "\(variant.rawValue): \(foreground.rawValue) \(foregroundColor.hexString) on "
      + "\(background.rawValue) \(backgroundColor.hexString) is \(Self.ratioText(ratio)), "
      + "needs \(Self.ratioText(requiredRatio))"
      + (suggestion.map {
        "; \($0.token.rawValue) \($0.color.hexString) would give \(Self.ratioText(suggestedRatio ?? 0))"
      } ?? "")
  }

  /// The foreground's colour in the palette.
  public let foregroundColor: SRGBColor
  /// The background's colour in the palette.
  public let backgroundColor: SRGBColor

  /// The ratio the pair has with the suggestion adopted.
  package var suggestedRatio: Double? {
    suggestion.map {
      $0.token == foreground
        ? $0.color.contrastRatio(with: backgroundColor)
        : foregroundColor.contrastRatio(with: $0.color)
    }
  }

  /// `4.5:1`, `2.45:1`: two decimals, trailing zeros dropped, rounded down so that a
  /// failing ratio never reads as the one it misses.
  package static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    var text = "\(hundredths / 100)"
    let fraction = hundredths % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text + ":1"
  }
}

extension Palette {
  /// Every colour pair a description can draw, in every variant (light, dark, and both
  /// with increased contrast), with its ratio, the ratio it needs and, when it fails, a
  /// colour that would make it pass.
  ///
  /// ``standard`` passes every check; its lowest ratios are 4.77:1 for text (white on the
  /// dark-mode badge, `#1A6FE0`) and 4.39:1 for a shape (that badge on black). A palette of
  /// an app's own can be checked the same way before it ships:
  ///
  /// ```swift
  /// Palette.standard.contrastChecks().allSatisfy(\.passes)  // true
  /// ```
  public func contrastChecks() -> [ContrastCheck] {
    PaletteVariant.allCases.flatMap { variant in
      let column = self[variant]
      return ColorPairing.all.map { pair in
        check(pair, in: variant, column: column)
      }
    }
  }

  private func check(_ pair: ColorPairing, in variant: PaletteVariant, column: Column)
    -> ContrastCheck
  {
    let foreground = column[pair.foreground]
    let background = column[pair.background]
    let required = pair.requiredRatio(in: variant)
    let ratio = foreground.contrastRatio(with: background)
    var suggestion: ContrastCheck.Suggestion?
    if ratio < required {
      // Either colour may move; the smaller move wins, unless it breaks another pair.
      let candidates = [
        foreground.nearestPassing(against: background, ratio: required).map {
          (ContrastCheck.Suggestion(token: pair.foreground, color: $0.color), $0.lightnessChange)
        },
        background.nearestPassing(against: foreground, ratio: required).map {
          (ContrastCheck.Suggestion(token: pair.background, color: $0.color), $0.lightnessChange)
        },
      ].compactMap { $0 }.sorted { $0.1 < $1.1 }.map(\.0)
      suggestion =
        candidates.first { breaksNothing($0, in: variant, column: column) } ?? candidates.first
    }
    return ContrastCheck(
      variant: variant, foreground: pair.foreground, background: pair.background,
      isText: pair.kind == .text, ratio: ratio, requiredRatio: required,
      suggestion: suggestion, foregroundColor: foreground, backgroundColor: background)
  }

  /// Whether adopting `suggestion` leaves every pair that passed in `variant` passing.
  private func breaksNothing(
    _ suggestion: ContrastCheck.Suggestion, in variant: PaletteVariant, column: Column
  ) -> Bool {
    func color(_ token: ColorToken) -> SRGBColor {
      token == suggestion.token ? suggestion.color : column[token]
    }
    return ColorPairing.all.allSatisfy { pair in
      let before = column[pair.foreground].contrastRatio(with: column[pair.background])
      let required = pair.requiredRatio(in: variant)
      return before < required
        || color(pair.foreground).contrastRatio(with: color(pair.background)) >= required
    }
  }
}
