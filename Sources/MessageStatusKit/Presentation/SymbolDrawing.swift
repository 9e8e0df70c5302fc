/// Vector drawings of every ``Symbol``: SVG path data in a 24 × 24 box, stroked with
/// round caps and joins.
///
/// The HTML renderer draws these paths, and the JSON carries them, so a web or Android
/// front end (a `VectorDrawable` takes path data as it is) draws the same shapes.
package struct SymbolDrawing: Hashable, Sendable {
  /// The colour a path is painted in.
  package enum Paint: String, Codable, CaseIterable, Hashable, Sendable {
    /// The indicator's colour (the badge's foreground inside the badge).
    case foreground = "foreground"
    /// ``ColorToken/pageBackground``: marks cut out of a filled shape.
    case pageBackground = "pageBackground"
  }

  /// One path: its data, and how it is filled and stroked (`nil`: not at all).
  package struct Path: Hashable, Sendable {
    /// SVG path data in the 24 × 24 box.
    package var data: String
    /// The fill, if any.
    package var fill: Paint?
    /// The stroke, if any.
    package var stroke: Paint?

    /// Creates a path.
    package init(_ data: String, fill: Paint? = nil, stroke: Paint? = .foreground) {
      self.data = data
      self.fill = fill
      self.stroke = stroke
    }
  }

  /// The SVG `viewBox`: `0 0 24 24`.
  package static let viewBox = "0 0 24 24"
  /// The stroke width in box units for status symbols.
  package static let strokeWidth = 2.2
  /// The stroke width in box units for the symbol inside the badge, drawn smaller.
  package static let badgeStrokeWidth = 3.2

  /// The paths, drawn in order.
  package var paths: [Path]

  /// Creates a drawing.
  package init(paths: [Path]) {
    self.paths = paths
  }
}

extension Symbol {
  /// The symbol's vector drawing.
  package var drawing: SymbolDrawing {
    switch self {
    case .clock:
      SymbolDrawing(paths: [.init(Self.circle(radius: 9)), .init("M12 7v5l3.5 2")])
    case .checkmark:
      SymbolDrawing(paths: [.init("M4.5 12.5l4.5 4.5 10.5-10.5")])
    case .checkmarkCircle:
      SymbolDrawing(paths: [.init(Self.circle(radius: 9.5)), .init("M7.5 12.5l3 3 6-6.5")])
    case .checkmarkCircleFill:
      SymbolDrawing(paths: [
        .init(Self.circle(radius: 10.5), fill: .foreground, stroke: nil),
        .init("M7.5 12.5l3 3 6-6.5", stroke: .pageBackground),
      ])
    case .exclamationmarkCircleFill:
      SymbolDrawing(paths: [
        .init(Self.circle(radius: 10.5), fill: .foreground, stroke: nil),
        .init("M12 6.5v7", stroke: .pageBackground),
        .init("M12 17.2v0.1", stroke: .pageBackground),
      ])
    case .exclamationmarkTriangleFill:
      SymbolDrawing(paths: [
        .init("M12 3 22.5 21h-21z", fill: .foreground, stroke: .foreground),
        .init("M12 9.5v5", stroke: .pageBackground),
        .init("M12 17.8v0.1", stroke: .pageBackground),
      ])
    }
  }

  /// A circle centred in the box, as two arcs (path data, because Android's vector
  /// drawables have no circle element).
  private static func circle(radius: Double) -> String {
    let r = radius.formatted
    let left = (12 - radius).formatted
    let diameter = (2 * radius).formatted
    return "M\(left) 12a\(r) \(r) 0 1 0 \(diameter) 0a\(r) \(r) 0 1 0 -\(diameter) 0z"
  }
}

extension Double {
  /// Whole numbers without a fraction: `9`, `9.5`.
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e9 ? String(Int(self)) : String(self)
  }
}
