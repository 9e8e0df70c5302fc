/// The system colour scheme a bubble is drawn for.
public enum Appearance: String, Codable, CaseIterable, Hashable, Sendable {
  /// Dark text on light surfaces.
  case light = "light"
  /// Light text on dark surfaces.
  case dark = "dark"
}

/// One column of the ``Palette``: an appearance, with or without increased contrast.
///
/// Raw values are the JSON keys of the palette.
public enum PaletteVariant: String, Codable, CaseIterable, Hashable, Sendable {
  /// Light appearance.
  case light = "light"
  /// Dark appearance.
  case dark = "dark"
  /// Light appearance with the Increase Contrast setting on.
  case lightIncreasedContrast = "lightIncreasedContrast"
  /// Dark appearance with the Increase Contrast setting on.
  case darkIncreasedContrast = "darkIncreasedContrast"

  /// The variant for an appearance and contrast setting.
  ///
  /// - Parameters:
  ///   - appearance: Light or dark.
  ///   - increasedContrast: Whether the user asked for more contrast.
  package init(appearance: Appearance, increasedContrast: Bool) {
    switch (appearance, increasedContrast) {
    case (.light, false): self = .light
    case (.dark, false): self = .dark
    case (.light, true): self = .lightIncreasedContrast
    case (.dark, true): self = .darkIncreasedContrast
    }
  }

  /// Light or dark, without the contrast setting.
  package var appearance: Appearance {
    switch self {
    case .light, .lightIncreasedContrast: .light
    case .dark, .darkIncreasedContrast: .dark
    }
  }

  /// Whether this variant is for the Increase Contrast setting.
  package var isIncreasedContrast: Bool {
    switch self {
    case .light, .dark: false
    case .lightIncreasedContrast, .darkIncreasedContrast: true
    }
  }
}
