import MessageStatusKit

/// What every output says of a palette that misses WCAG 2.2 contrast: how many colour
/// pairs were checked and which fail, each with the colour that would make it pass.
///
/// HTML shows it above the bubbles, text in its first lines, JSON under `paletteCheck`; a
/// palette whose every pair passes has no verdict, and its output says nothing of it.
struct PaletteVerdict {
  /// How many pairs were checked, in every variant.
  let checked: Int
  /// The pairs below the ratio they need, in ``Palette/contrastChecks()``'s order.
  let failing: [ContrastCheck]

  /// The verdict on `palette`; `nil` when every pair passes.
  init?(_ palette: Palette) {
    let checks = palette.contrastChecks()
    failing = checks.filter { !$0.passes }
    guard !failing.isEmpty else { return nil }
    checked = checks.count
  }

  /// `ratio` rounded down to hundredths, as the outputs write it: a failing ratio never
  /// reads as the one it misses (2.599 is 2.59, not 2.6).
  static func hundredths(_ ratio: Double) -> Double {
    guard ratio.isFinite else { return 0 }
    return (ratio * 100).rounded(.down) / 100
  }

  /// The text's heading line: `palette: 12 of 36 colour pairs are below WCAG 2.2 contrast`.
  var heading: String {
    "palette: \(failing.count) of \(checked) colour pairs are below WCAG 2.2 contrast"
  }
}

extension PaletteVerdict {
  /// One failing pair as the JSON contract writes it (`Codable` and the renderer alike).
  struct Entry: Encodable {
    struct Suggestion: Encodable {
      let token: String
      let color: String
      let ratio: Double
    }

    let variant: String
    let foreground: String
    let foregroundColor: String
    let background: String
    let backgroundColor: String
    let ratio: Double
    let requiredRatio: Double
    let suggestion: Suggestion?

    init(_ check: ContrastCheck) {
      variant = check.variant.rawValue
      foreground = check.foreground.rawValue
      foregroundColor = check.foregroundColor.hexString
      background = check.background.rawValue
      backgroundColor = check.backgroundColor.hexString
      ratio = PaletteVerdict.hundredths(check.ratio)
      requiredRatio = PaletteVerdict.hundredths(check.requiredRatio)
      suggestion = check.suggestion.map {
        Suggestion(
          token: $0.token.rawValue, color: $0.color.hexString,
          ratio: PaletteVerdict.hundredths(check.suggestedRatio ?? 0))
      }
    }

    private enum CodingKeys: String, CodingKey {
      case variant, foreground, foregroundColor, background, backgroundColor, ratio
      case requiredRatio, suggestion
    }

    /// Every key, `null` for no suggestion, as the schema requires.
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(variant, forKey: .variant)
      try c.encode(foreground, forKey: .foreground)
      try c.encode(foregroundColor, forKey: .foregroundColor)
      try c.encode(background, forKey: .background)
      try c.encode(backgroundColor, forKey: .backgroundColor)
      try c.encode(ratio, forKey: .ratio)
      try c.encode(requiredRatio, forKey: .requiredRatio)
      try c.encode(suggestion, forKey: .suggestion)
    }
  }

  /// The verdict as the JSON contract's `paletteCheck` object.
  struct Encoded: Encodable {
    let checked: Int
    let failing: [Entry]

    init(_ verdict: PaletteVerdict) {
      checked = verdict.checked
      failing = verdict.failing.map(Entry.init)
    }
  }

  /// Writes the `paletteCheck` member: `checked`, then each failing pair on one line.
  func write(to writer: inout JSONWriter) {
    writer.beginObject(key: "paletteCheck")
    writer.integer("checked", checked)
    writer.beginArray(key: "failing")
    for entry in failing.map(Entry.init) {
      writer.beginInlineObject()
      writer.identifier("variant", entry.variant)
      writer.identifier("foreground", entry.foreground)
      writer.identifier("foregroundColor", entry.foregroundColor)
      writer.identifier("background", entry.background)
      writer.identifier("backgroundColor", entry.backgroundColor)
      writer.number("ratio", entry.ratio)
      writer.number("requiredRatio", entry.requiredRatio)
      if let suggestion = entry.suggestion {
        writer.beginInlineObject(key: "suggestion")
        writer.identifier("token", suggestion.token)
        writer.identifier("color", suggestion.color)
        writer.number("ratio", suggestion.ratio)
        writer.endObject()
      } else {
        writer.null("suggestion")
      }
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
  }
}
