import MessageStatusKit

// The document's constant members, as `JSONRenderer.Document` encodes them: the same values
// `JSONRenderer+Header.swift` writes (a test compares the two documents as JSON values).

/// A coding key made at run time: a symbol's id, a palette variant.
struct DynamicKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// `symbols`: the symbols a document's bubbles draw, by their ids.
struct SymbolTable: Encodable {
  var symbols: [Symbol]

  private struct Entry: Encodable {
    struct Material: Encodable {
      var name: String
      var filled: Bool
    }
    struct SVG: Encodable {
      var viewBox = SymbolDrawing.viewBox
      var strokeWidth = SymbolDrawing.strokeWidth
      var badgeStrokeWidth = SymbolDrawing.badgeStrokeWidth
      var lineCap = "round"
      var lineJoin = "round"
      var paths: [Path]
    }
    struct Path: Encodable {
      var path: SymbolDrawing.Path
      enum CodingKeys: String, CodingKey { case d, fill, stroke }
      func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path.data, forKey: .d)
        try c.encode(path.fill, forKey: .fill)
        try c.encode(path.stroke, forKey: .stroke)
      }
    }
    var sfSymbol: String
    var materialSymbol: Material
    var repeatOverlap: Double
    var svg: SVG

    init(_ symbol: Symbol) {
      sfSymbol = symbol.sfSymbolName
      materialSymbol = Material(
        name: symbol.materialSymbol.name, filled: symbol.materialSymbol.filled)
      repeatOverlap = symbol.repeatOverlap
      svg = SVG(paths: symbol.drawing.paths.map { Path(path: $0) })
    }
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: DynamicKey.self)
    for symbol in symbols {
      try c.encode(Entry(symbol), forKey: DynamicKey(symbol.rawValue))
    }
  }
}

/// `units`: lengths in pt, durations in seconds, and which lengths scale with text.
struct Units: Encodable {
  var length = "pt"
  var duration = "s"
  var scalesWithText = Metrics.lengthsScalingWithText
  var fixed = Metrics.fixedLengths
}

/// `layout`: a row's parts top to bottom, the status row's order, and the caption colour.
struct Layout: Encodable {
  var row = RowPart.order
  var statusRow = StatusRowItem.order
  var captionColor = BubbleDescription.captionColor
}
