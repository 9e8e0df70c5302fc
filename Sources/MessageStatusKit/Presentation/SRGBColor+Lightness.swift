import Foundation

extension SRGBColor {
  /// Hue (degrees), saturation and lightness (0–1), as CSS `hsl()` defines them.
  package var hsl: (hue: Double, saturation: Double, lightness: Double) {
    let r = Double(red) / 255
    let g = Double(green) / 255
    let b = Double(blue) / 255
    let high = max(r, g, b)
    let low = min(r, g, b)
    let lightness = (high + low) / 2
    let chroma = high - low
    guard chroma > 0 else { return (0, 0, lightness) }
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    return (hue ?? 0, min(saturation, 1), lightness)
  }

  /// The colour of `hue` and `saturation` at `lightness`, each channel rounded to 8 bits.
  package init(hue: Double, saturation: Double, lightness: Double) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case ..<1: (chroma, second, 0)
      case ..<2: (second, chroma, 0)
      case ..<3: (0, chroma, second)
      case ..<4: (0, second, chroma)
      case ..<5: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let offset = lightness - chroma / 2
    func channel(_ value: Double) -> UInt8 {
      UInt8(min(max(((value + offset) * 255).rounded(), 0), 255))
    }
    self.init(red: channel(r), green: channel(g), blue: channel(b))
  }

  /// The colour of this one's hue and saturation whose lightness is nearest this one's and
  /// whose contrast with `other` reaches `required`, with how far its lightness moved
  /// (0–1); `nil` when no lightness reaches it.
  ///
  /// Luminance grows with lightness, so each side (darker, lighter) has one boundary,
  /// found by halving the interval; the nearer passing side wins.
  package func nearestPassing(against other: SRGBColor, ratio required: Double)
    -> (color: SRGBColor, lightnessChange: Double)?
  {
    let (hue, saturation, lightness) = hsl
    func color(_ lightness: Double) -> SRGBColor {
      SRGBColor(hue: hue, saturation: saturation, lightness: lightness)
    }
    func passes(_ lightness: Double) -> Bool {
      color(lightness).contrastRatio(with: other) >= required
    }
    var found: [(color: SRGBColor, lightnessChange: Double)] = []
    // Darker: the lightest passing lightness below this one.
    if passes(0) {
      var (passing, failing) = (0.0, lightness)
      for _ in 0..<30 {
        let middle = (passing + failing) / 2
        if passes(middle) { passing = middle } else { failing = middle }
      }
      found.append((color(passing), lightness - passing))
    }
    // Lighter: the darkest passing lightness above this one.
    if passes(1) {
      var (passing, failing) = (1.0, lightness)
      for _ in 0..<30 {
        let middle = (passing + failing) / 2
        if passes(middle) { passing = middle } else { failing = middle }
      }
      found.append((color(passing), passing - lightness))
    }
    return found.min { $0.lightnessChange < $1.lightnessChange }
  }
}
