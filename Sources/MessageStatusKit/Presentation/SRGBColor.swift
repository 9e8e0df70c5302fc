import Foundation

/// A concrete colour in the sRGB space, 8 bits a channel.
///
/// Written and read as `#RRGGBB`.
public struct SRGBColor: Hashable, Codable, Sendable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour from 8-bit channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value; higher bits are ignored.
  package init(hex: UInt32) {
    red = UInt8(truncatingIfNeeded: hex >> 16)
    green = UInt8(truncatingIfNeeded: hex >> 8)
    blue = UInt8(truncatingIfNeeded: hex)
  }

  /// Parses `#RRGGBB`: `#` and exactly six ASCII hex digits (upper or lower case); `nil` for
  /// anything else.
  ///
  /// The one parser of a colour, wherever one is read (``Palette``'s decoding, the
  /// command's `--palette`). It reads the digits itself: `UInt32(_:radix:)` takes a sign,
  /// so `#-00000` was black and `#+FFFFF` `#0FFFFF`, colours no CSS or app parser reads.
  public init?(hexString: String) {
    let bytes = hexString.utf8
    guard bytes.count == 7, bytes.first == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    for byte in bytes.dropFirst() {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    self.init(hex: value)
  }

  /// `#RRGGBB` with upper-case digits: `#0A62D0`.
  public var hexString: String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for channel in [red, green, blue] {
      bytes.append(digits[Int(channel >> 4)])
      bytes.append(digits[Int(channel & 0x0F)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Relative luminance as WCAG 2.2 defines it: 0 for black, 1 for white.
  package var relativeLuminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2.2 contrast ratio between this colour and `other`, from 1 to 21.
  package func contrastRatio(with other: SRGBColor) -> Double {
    let lighter = max(relativeLuminance, other.relativeLuminance)
    let darker = min(relativeLuminance, other.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// The hue angle in degrees (0 red, 120 green, 240 blue); `nil` for greys.
  var hue: Double? {
    let r = Double(red) / 255
    let g = Double(green) / 255
    let b = Double(blue) / 255
    let high = max(r, g, b)
    let low = min(r, g, b)
    let chroma = high - low
    guard chroma > 0 else { return nil }
    let sector: Double
    if high == r {
      sector = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
    } else if high == g {
      sector = (b - r) / chroma + 2
    } else {
      sector = (r - g) / chroma + 4
    }
    let degrees = sector * 60
    return degrees < 0 ? degrees + 360 : degrees
  }
}
