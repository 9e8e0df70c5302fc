import XCTest

@testable import MessageStatusKit

final class ContrastTests: XCTestCase {
  func testContrastRatioMatchesWCAGReferenceValues() {
    let white = SRGBColor(hex: 0xFFFFFF)
    let black = SRGBColor(hex: 0x000000)
    XCTAssertEqual(white.contrastRatio(with: black), 21, accuracy: 1e-9)
    XCTAssertEqual(white.contrastRatio(with: white), 1, accuracy: 1e-9)
    // Apple's stock blue under white text: only about 4.0:1, which is why the palette does not copy it.
    XCTAssertEqual(SRGBColor(hex: 0x007AFF).contrastRatio(with: white), 4.02, accuracy: 0.01)
    XCTAssertEqual(SRGBColor(hex: 0x777777).contrastRatio(with: white), 4.48, accuracy: 0.01)
  }

  func testEveryPairMeetsWCAGInEveryVariant() {
    var report: [String] = []
    for variant in PaletteVariant.allCases {
      for pair in ColorPairing.all {
        let ratio = Palette.standard.color(pair.foreground, in: variant)
          .contrastRatio(with: Palette.standard.color(pair.background, in: variant))
        if ratio < pair.requiredRatio(in: variant) {
          report.append("\(variant): \(pair) is \(ratio), needs \(pair.requiredRatio(in: variant))")
        }
      }
    }
    XCTAssertEqual(report, [])
  }

  func testIncreasedContrastNeverLowersATextRatio() {
    for (standard, increased) in [
      (PaletteVariant.light, PaletteVariant.lightIncreasedContrast),
      (.dark, .darkIncreasedContrast),
    ] {
      for pair in ColorPairing.all where pair.kind == .text {
        func ratio(_ variant: PaletteVariant) -> Double {
          Palette.standard.color(pair.foreground, in: variant)
            .contrastRatio(with: Palette.standard.color(pair.background, in: variant))
        }
        XCTAssertGreaterThanOrEqual(ratio(increased), ratio(standard), "\(pair) \(increased)")
      }
    }
  }

  func testDescriptionsUseOnlyCheckedPairs() {
    let checked = Set(ColorPairing.all.map { "\($0.foreground) on \($0.background)" })
    for bubble in DescriptionMatrix.all.map(\.bubble) {
      var used = ["\(bubble.foreground) on \(bubble.background)"]
      used.append("\(BubbleDescription.captionColor) on pageBackground")
      if let status = bubble.status {
        if let color = status.color { used.append("\(color) on pageBackground") }
        if let badge = status.badge {
          used.append("\(badge.background) on pageBackground")
          used.append("\(badge.foreground) on \(badge.background)")
        }
      }
      for pair in used { XCTAssertTrue(checked.contains(pair), "\(pair) is unchecked") }
    }
  }

  func testBlueStaysBlueAndRedStaysRed() {
    for variant in PaletteVariant.allCases {
      for token in [ColorToken.accent, .outgoingBubble, .badgeBackground] {
        let hue = Palette.standard.color(token, in: variant).hue ?? -1
        XCTAssertTrue((205...225).contains(hue), "\(token) in \(variant) has hue \(hue)")
      }
      for token in [ColorToken.destructive, .failedBubble] {
        let hue = Palette.standard.color(token, in: variant).hue ?? -1
        XCTAssertTrue(hue < 10 || hue > 350, "\(token) in \(variant) has hue \(hue)")
      }
    }
  }

  func testHexStringsRoundTrip() {
    for variant in PaletteVariant.allCases {
      for token in ColorToken.allCases {
        let color = Palette.standard.color(token, in: variant)
        XCTAssertEqual(SRGBColor(hexString: color.hexString), color)
      }
    }
    XCTAssertEqual(Palette.standard.color(.accent, in: .light).hexString, "#0A62D0")
    XCTAssertNil(SRGBColor(hexString: "0A62D0"))
    XCTAssertNil(SRGBColor(hexString: "#0A62D"))
    XCTAssertNil(SRGBColor(hexString: "#GGGGGG"))
    XCTAssertEqual(SRGBColor(hexString: "#0a62d0"), SRGBColor(hexString: "#0A62D0"))
  }

  /// A colour is `#` and six ASCII hex digits, nothing else: no sign (`UInt32(_:radix:)`
  /// took one, grading `#-00000` as black), no space, no digits of other scripts.
  func testAColourIsSixHexDigitsAndNothingElse() {
    for text in [
      "#-00000", "#+FFFFF", "# FFFFF", "#FFFFF ", "#0x0000", "#FFFFF\u{0}", "#١٢٣٤٥٦",
      "#ＦＦＦＦＦＦ", "#FFFFFFF", "##FFFFF",
    ] {
      XCTAssertNil(SRGBColor(hexString: text), text)
    }
  }
}
