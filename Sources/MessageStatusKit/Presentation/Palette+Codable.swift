extension Palette: Codable {
  /// Decodes `{"light": {"accent": "#0A62D0", …}, "dark": …, …}`: every variant and every
  /// token is required, each a `#RRGGBB` string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: VariantKey.self)
    func column(_ variant: PaletteVariant) throws -> Column {
      let key = VariantKey(variant)
      let colors = try container.nestedContainer(keyedBy: TokenKey.self, forKey: key)
      return try Column { token in
        let text = try colors.decode(String.self, forKey: TokenKey(token))
        guard let color = SRGBColor(hexString: text) else {
          throw DecodingError.dataCorruptedError(
            forKey: TokenKey(token), in: colors, debugDescription: "expected #RRGGBB, found \(text)"
          )
        }
        return color
      }
    }
    self.init(
      light: try column(.light), dark: try column(.dark),
      lightIncreasedContrast: try column(.lightIncreasedContrast),
      darkIncreasedContrast: try column(.darkIncreasedContrast))
  }

  /// Encodes every variant as an object of token names to `#RRGGBB` strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: VariantKey.self)
    for variant in PaletteVariant.allCases {
      var colors = container.nestedContainer(keyedBy: TokenKey.self, forKey: VariantKey(variant))
      for token in ColorToken.allCases {
        try colors.encode(color(token, in: variant).hexString, forKey: TokenKey(token))
      }
    }
  }
}

private struct VariantKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ variant: PaletteVariant) { stringValue = variant.rawValue }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

private struct TokenKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ token: ColorToken) { stringValue = token.rawValue }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
