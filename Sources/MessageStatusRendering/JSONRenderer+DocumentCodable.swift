import MessageStatusKit

extension JSONRenderer.Document: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, appearance, palette, symbols, units, layout
    case paletteVariant, language, layoutDirection, labelSeparator, metrics
    case bubbles, sections, separators
  }

  /// Reads a document: each bubble takes the document's shared values where it has none.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    var shared: BubbleDescription.Shared?
    if let metrics = try c.decode(Metrics?.self, forKey: .metrics) {
      shared = BubbleDescription.Shared(
        metrics: metrics,
        paletteVariant: try c.decode(PaletteVariant.self, forKey: .paletteVariant),
        language: try c.decode(String.self, forKey: .language),
        layoutDirection: try c.decode(LayoutDirection.self, forKey: .layoutDirection),
        labelSeparator: try c.decode(String.self, forKey: .labelSeparator))
    }
    var list = try c.nestedUnkeyedContainer(forKey: .bubbles)
    var bubbles: [BubbleDescription] = []
    while !list.isAtEnd {
      bubbles.append(try BubbleDescription(from: try list.superDecoder(), sharing: shared))
    }
    self.init(
      schemaVersion: try c.decode(Int.self, forKey: .schemaVersion),
      colorScheme: try Self.colorScheme(c),
      palette: try c.decode(Palette.self, forKey: .palette), bubbles: bubbles,
      sections: try c.decodeIfPresent([Section].self, forKey: .sections),
      separators: try c.decodeIfPresent([Separator].self, forKey: .separators))
  }

  private static func colorScheme(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> PageColorScheme
  {
    let value = try c.decode(String.self, forKey: .appearance)
    guard let scheme = PageColorScheme(jsonValue: value) else {
      throw DecodingError.dataCorruptedError(
        forKey: .appearance, in: c,
        debugDescription: "appearance \"\(value)\" is neither \"system\" nor \"asDescribed\"")
    }
    return scheme
  }

  /// Writes every member the schema requires, `null` for an absent value; `sections` and
  /// `separators` only when the document has them.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(schemaVersion, forKey: .schemaVersion)
    try c.encode(colorScheme.jsonValue, forKey: .appearance)
    try c.encode(palette, forKey: .palette)
    try c.encode(Units(), forKey: .units)
    try c.encode(Layout(), forKey: .layout)
    let shared = self.shared
    try c.encode(shared?.paletteVariant, forKey: .paletteVariant)
    try c.encode(shared?.language, forKey: .language)
    try c.encode(shared?.layoutDirection, forKey: .layoutDirection)
    try c.encode(shared?.labelSeparator, forKey: .labelSeparator)
    try c.encode(shared?.metrics, forKey: .metrics)
    var list = c.nestedUnkeyedContainer(forKey: .bubbles)
    for bubble in bubbles { try bubble.encode(to: list.superEncoder(), sharing: shared) }
    try c.encodeIfPresent(sections, forKey: .sections)
    try c.encodeIfPresent(separators, forKey: .separators)
    try c.encode(SymbolTable(symbols: SymbolSet(bubbles).symbols), forKey: .symbols)
  }
}
