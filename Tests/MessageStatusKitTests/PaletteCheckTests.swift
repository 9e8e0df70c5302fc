import XCTest

@testable import MessageStatusKit

/// `Palette.contrastChecks()`: every pair in every variant, and a passing colour for each
/// failing one.
final class PaletteCheckTests: XCTestCase {
  /// A brand palette as an app team wrote it: white text on mint bubbles, a mint accent.
  static let mint: Palette = {
    var palette = Palette.standard
    for variant in [\Palette.light, \.dark, \.lightIncreasedContrast, \.darkIncreasedContrast] {
      palette[keyPath: variant].outgoingBubble = SRGBColor(hex: 0x3EB489)
      palette[keyPath: variant].accent = SRGBColor(hex: 0x3EB489)
      palette[keyPath: variant].badgeBackground = SRGBColor(hex: 0x3EB489)
      palette[keyPath: variant].outgoingText = SRGBColor(hex: 0xFFFFFF)
      palette[keyPath: variant].badgeForeground = SRGBColor(hex: 0xFFFFFF)
    }
    return palette
  }()

  func testTheStandardPalettePassesEveryCheck() {
    let checks = Palette.standard.contrastChecks()
    XCTAssertEqual(checks.count, PaletteVariant.allCases.count * ColorPairing.all.count)
    XCTAssertEqual(checks.filter { !$0.passes }.map(\.description), [])
    XCTAssertTrue(checks.allSatisfy { $0.suggestion == nil })
    // The lowest of each kind, as the documentation gives them (computed with Python).
    let lowestText = checks.filter(\.isText).min { $0.ratio < $1.ratio }
    XCTAssertEqual(
      lowestText?.description,
      "dark: badgeForeground #FFFFFF on badgeBackground #1A6FE0 is 4.77:1, needs 4.5:1")
    let lowestShape = checks.filter { !$0.isText }.min { $0.ratio < $1.ratio }
    XCTAssertEqual(
      lowestShape?.description,
      "dark: badgeBackground #1A6FE0 on pageBackground #000000 is 4.39:1, needs 3:1")
  }

  func testAMintPaletteFailsAndEverySuggestionPasses() throws {
    let failures = Self.mint.contrastChecks().filter { !$0.passes }
    XCTAssertFalse(failures.isEmpty)
    for failure in failures {
      let suggestion = try XCTUnwrap(failure.suggestion, failure.description)
      XCTAssertTrue([failure.foreground, failure.background].contains(suggestion.token))
      XCTAssertGreaterThanOrEqual(
        try XCTUnwrap(failure.suggestedRatio), failure.requiredRatio, failure.description)
      // Same hue (within what 8-bit channels can hold), lightness moved.
      let before = Self.mint.color(suggestion.token, in: failure.variant).hsl
      let after = suggestion.color.hsl
      if before.saturation > 0.1 {
        XCTAssertEqual(after.hue, before.hue, accuracy: 3, failure.description)
      }
    }
    // White text on mint in light mode: 2.59:1 (Python's own WCAG arithmetic agrees); the
    // bubble darkens, which moves less lightness than greying the text.
    let text = try XCTUnwrap(
      failures.first { $0.variant == .light && $0.foreground == .outgoingText })
    XCTAssertEqual(
      text.description,
      "light: outgoingText #FFFFFF on outgoingBubble #3EB489 is 2.59:1, needs 4.5:1; "
        + "outgoingBubble #2E8566 would give 4.5:1")
  }

  func testASuggestionIsTheNearestPassingLightness() throws {
    // #767676 is the lightest grey with 4.5:1 on white (WebAIM); #777777 has 4.48:1.
    let grey = SRGBColor(hex: 0x999999)
    let nearest = try XCTUnwrap(grey.nearestPassing(against: SRGBColor(hex: 0xFFFFFF), ratio: 4.5))
    XCTAssertEqual(nearest.color.hexString, "#767676")
  }

  func testHSLAgreesWithPythonsColorsys() {
    // colorsys.rgb_to_hls (Python 3.11), hue in degrees.
    let reference: [(UInt32, Double, Double, Double)] = [
      (0x3EB489, 158.1356, 0.487603, 0.474510),
      (0x0A62D0, 213.3333, 0.908257, 0.427451),
      (0xC4161C, 357.9310, 0.798165, 0.427451),
      (0x6B6B70, 240.0000, 0.022831, 0.429412),
    ]
    for (hex, hue, saturation, lightness) in reference {
      let hsl = SRGBColor(hex: hex).hsl
      XCTAssertEqual(hsl.hue, hue, accuracy: 0.0001, "\(hex)")
      XCTAssertEqual(hsl.saturation, saturation, accuracy: 0.000001, "\(hex)")
      XCTAssertEqual(hsl.lightness, lightness, accuracy: 0.000001, "\(hex)")
      XCTAssertEqual(
        SRGBColor(hue: hsl.hue, saturation: hsl.saturation, lightness: hsl.lightness),
        SRGBColor(hex: hex))
    }
  }

  func testRatiosAreWrittenRoundedDown() {
    XCTAssertEqual(ContrastCheck.ratioText(4.4999), "4.49:1")
    XCTAssertEqual(ContrastCheck.ratioText(4.5), "4.5:1")
    XCTAssertEqual(ContrastCheck.ratioText(21), "21:1")
    XCTAssertEqual(ContrastCheck.ratioText(3.05), "3.05:1")
  }
}
