import MessageStatusKit

extension JSONRenderer.Document: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, appearance, palette, paletteCheck, symbols, units, layout
    case paletteVariant, language, layoutDirection, labelSeparator, metrics
    case bubbles, sections, separators, rows
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
      separators: try c.decodeIfPresent([Separator].self, forKey: .separators),
      rows: try c.decodeIfPresent([RowEntry].self, forKey: .rows).map { entries in
        guard entries.count == bubbles.count else {
          throw DecodingError.dataCorruptedError(
            forKey: .rows, in: c,
            debugDescription: "\(entries.count) rows for \(bubbles.count) bubbles; one each")
        }
        return zip(entries, bubbles).map { $0.row(latest: $1) }
      })
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

  /// Writes every member the schema requires, `null` for an absent value; `sections`,
  /// `separators` and `rows` only when the document has them, and `paletteCheck` only
  /// when the palette misses WCAG 2.2 contrast (read back, it is not kept: the palette
  /// gives it).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(schemaVersion, forKey: .schemaVersion)
    try c.encode(colorScheme.jsonValue, forKey: .appearance)
    try c.encode(palette, forKey: .palette)
    try c.encodeIfPresent(
      PaletteVerdict(palette).map(PaletteVerdict.Encoded.init), forKey: .paletteCheck)
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
    try c.encodeIfPresent(rows?.map(RowEntry.init), forKey: .rows)
    try c.encode(SymbolTable(symbols: SymbolSet(bubbles).symbols), forKey: .symbols)
  }
}

extension JSONRenderer.Document {
  /// A row as the document writes it: all but its latest message, which is the bubble of
  /// the same index.
  struct RowEntry: Codable {
    var title: String
    var preview: String
    var time: String
    var date: String
    var accessibilityLabel: String

    init(_ row: ConversationRow) {
      title = row.title
      preview = row.preview
      time = row.time
      date = row.date
      accessibilityLabel = row.accessibilityLabel
    }

    func row(latest: BubbleDescription) -> ConversationRow {
      ConversationRow(
        title: title, preview: preview, time: time, date: date,
        accessibilityLabel: accessibilityLabel, latest: latest)
    }
  }
}
