import Foundation

/// What the HTML renderer promises to make of user text.
enum HTMLExpectation {
  /// What the renderer promises for user text: the same scalars, except code points HTML
  /// forbids, which become visible stand-ins.
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
      switch scalar.value {
      case 0x00...0x08, 0x0B, 0x0E...0x1F:
        result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: result += "\u{2421}"
      case 0x80...0x9F: result += "\u{FFFD}"
      case 0x0D: result += "\n"
      case 0xFDD0...0xFDEF: result += "\u{FFFD}"
      default:
        if scalar.value & 0xFFFE == 0xFFFE {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
