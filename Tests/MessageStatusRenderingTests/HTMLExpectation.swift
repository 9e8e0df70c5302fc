import Foundation
import MessageStatusKit

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

  /// What the page speaks for `bubble` at its one stop: the label, then the time.
  static func spoken(_ bubble: BubbleDescription) -> String {
    bubble.accessibilityLabel + bubble.accessibility.separator + bubble.timestamp
  }

  /// What a screen reader hears for every bubble in `tokens`, in order: the text of each
  /// `<span class="label">` (the label, then the separator and the time).
  static func labels(in tokens: [HTMLTokenizer.Token]) -> [String] {
    var labels: [String] = []
    var open: String?
    var depth = 0
    for token in tokens {
      switch token {
      case .tag(let tag) where open == nil:
        let kind = tag.attributes.first { $0.name == "class" }?.value
        if !tag.isEnd, kind == "label" {
          open = ""
          depth = 1
        }
      case .tag(let tag):
        guard tag.name == "span" else { continue }
        depth += tag.isEnd ? -1 : 1
        if depth == 0, let label = open {
          labels.append(label)
          open = nil
        }
      case .text(let text): open? += text
      case .comment, .doctype: break
      }
    }
    return labels
  }
}
