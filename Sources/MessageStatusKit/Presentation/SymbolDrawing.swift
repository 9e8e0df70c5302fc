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

  /// An upload's progress ring (``UploadIndicator``): a circle of radius 9 from the top,
  /// clockwise, so that a dash from its start is an arc that fills as the upload goes.
  package static let ringPath = "M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18"

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
    case .pauseCircle:
      SymbolDrawing(paths: [.init(Self.circle(radius: 9)), .init("M10 9v6"), .init("M14 9v6")])
    case .play:
      SymbolDrawing(paths: [.init("M8 5.5v13l10.5-6.5z", fill: .foreground)])
    case .eye:
      SymbolDrawing(paths: [
        .init(
          "M2.5 12c2.2-4.3 5.4-6.5 9.5-6.5s7.3 2.2 9.5 6.5c-2.2 4.3-5.4 6.5-9.5 6.5S4.7 16.3 2.5 12z"
        ),
        .init(Self.circle(radius: 3)),
      ])
    case .arrowUpCircle:
      SymbolDrawing(paths: [
        .init(Self.circle(radius: 9)), .init("M12 16.5v-9"), .init("M8.5 11l3.5-3.5 3.5 3.5"),
      ])
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
    case .photo:
      SymbolDrawing(paths: [
        .init(
          "M4.5 5h15a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11"
            + "A1.5 1.5 0 0 1 4.5 5z"),
        .init("M3.5 16.5l5-5 4.5 4.5 2.5-2.5 4.5 4.5"),
        .init(Self.circle(radius: 1.5, x: 15.5, y: 9)),
      ])
    case .video:
      SymbolDrawing(paths: [
        .init(
          "M4 6.5h9.5a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 16V8"
            + "A1.5 1.5 0 0 1 4 6.5z"),
        .init("M15 10.5l6-3.5v10l-6-3.5z"),
      ])
    case .document:
      SymbolDrawing(paths: [
        .init(
          "M6.5 2.5h7.5l5 5v12.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 20V4"
            + "a1.5 1.5 0 0 1 1.5-1.5z"),
        .init("M14 2.5v5h5"), .init("M8.5 13h7"), .init("M8.5 17h7"),
      ])
    case .microphone:
      SymbolDrawing(paths: [
        .init("M9 6a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0z"), .init("M5.5 11a6.5 6.5 0 0 0 13 0"),
        .init("M12 17.5v4"),
      ])
    case .mapPin:
      SymbolDrawing(paths: [
        .init("M12 21.5s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5z"),
        .init(Self.circle(radius: 2.5, x: 12, y: 10)),
      ])
    case .smiley:
      SymbolDrawing(paths: [
        .init(Self.circle(radius: 9.5)), .init("M8.5 14.5a4.5 4.5 0 0 0 7 0"),
        .init("M9 9.5v0.1"), .init("M15 9.5v0.1"),
      ])
    case .person:
      SymbolDrawing(paths: [
        .init(Self.circle(radius: 9.5)), .init(Self.circle(radius: 3, x: 12, y: 10)),
        .init("M6.5 18.5a6.5 5 0 0 1 11 0"),
      ])
    }
  }

  /// A circle (centred in the box unless `x` and `y` say otherwise), as two arcs (path
  /// data, because Android's vector drawables have no circle element).
  private static func circle(radius: Double, x: Double = 12, y: Double = 12) -> String {
    let r = radius.formatted
    let left = (x - radius).formatted
    let diameter = (2 * radius).formatted
    return "M\(left) \(y.formatted)a\(r) \(r) 0 1 0 \(diameter) 0a\(r) \(r) 0 1 0 -\(diameter) 0z"
  }
}

extension Double {
  /// Whole numbers without a fraction: `9`, `9.5`.
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e9 ? String(Int(self)) : String(self)
  }
}
