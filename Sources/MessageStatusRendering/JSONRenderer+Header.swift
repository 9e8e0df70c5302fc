import MessageStatusKit

extension JSONRenderer {
  /// Everything before the bubbles: version, appearance, palette (and its verdict when a
  /// pair misses WCAG 2.2 contrast), units, layout,
  /// the values the bubbles share, and the opening of `bubbles`.
  func writeStart(sharing shared: BubbleDescription.Shared?, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.integer("schemaVersion", Self.schemaVersion)
    writer.identifier("appearance", colorScheme.jsonValue)
    writer.beginObject(key: "palette")
    for variant in PaletteVariant.allCases {
      writer.beginObject(dynamicKey: variant.rawValue)
      for token in ColorToken.allCases {
        writer.identifier(dynamicKey: token.rawValue, palette.color(token, in: variant).hexString)
      }
      writer.endObject()
    }
    writer.endObject()
    PaletteVerdict(palette)?.write(to: &writer)
    writer.beginObject(key: "units")
    writer.identifier("length", "pt")
    writer.identifier("duration", "s")
    writer.stringArray("scalesWithText", Metrics.lengthsScalingWithText)
    writer.stringArray("fixed", Metrics.fixedLengths)
    writer.endObject()
    writer.beginObject(key: "layout")
    writer.identifierArray("row", RowPart.order)
    writer.identifierArray("statusRow", StatusRowItem.order)
    writer.identifier("captionColor", BubbleDescription.captionColor.rawValue)
    writer.endObject()
    writeShared(shared, to: &writer)
    writer.beginArray(key: "bubbles")
  }

  /// The symbols the document's bubbles draw, by their neutral ids: platform names and the
  /// drawing.
  func writeSymbols(_ symbols: [Symbol], _ writer: inout JSONWriter) {
    writer.beginObject(key: "symbols")
    for symbol in symbols {
      writer.beginObject(dynamicKey: symbol.rawValue)
      writer.string("sfSymbol", symbol.sfSymbolName)
      let material = symbol.materialSymbol
      writer.beginInlineObject(key: "materialSymbol")
      writer.string("name", material.name)
      writer.bool("filled", material.filled)
      writer.endObject()
      writer.number("repeatOverlap", symbol.repeatOverlap)
      writer.beginObject(key: "svg")
      writer.identifier("viewBox", SymbolDrawing.viewBox)
      writer.number("strokeWidth", SymbolDrawing.strokeWidth)
      writer.number("badgeStrokeWidth", SymbolDrawing.badgeStrokeWidth)
      writer.identifier("lineCap", "round")
      writer.identifier("lineJoin", "round")
      writer.beginArray(key: "paths")
      for path in symbol.drawing.paths {
        writer.beginInlineObject()
        writer.string("d", path.data)
        writer.identifier("fill", path.fill?.rawValue)
        writer.identifier("stroke", path.stroke?.rawValue)
        writer.endObject()
      }
      writer.endArray()
      writer.endObject()
      writer.endObject()
    }
    writer.endObject()
  }
}
