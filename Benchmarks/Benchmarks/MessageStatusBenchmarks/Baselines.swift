import Foundation
import MessageStatusKit

/// The straightforward code chat apps write, measured beside the library in the same run.
enum Baseline {
  /// Group aggregation with arrays: `filter` then `allSatisfy { contains }`, O(n²).
  static func aggregate(
    participants: [UserID], sender: UserID, deliveredTo: [UserID], readBy: [UserID]
  ) -> DeliveryState {
    let recipients = participants.filter { $0 != sender }
    if recipients.allSatisfy({ readBy.contains($0) }) { return .read }
    if recipients.allSatisfy({ deliveredTo.contains($0) || readBy.contains($0) }) { return .delivered }
    return .sent
  }

  /// HTML built with `+=` and escaped with a `replacingOccurrences` chain.
  static func html(_ bubbles: [BubbleDescription]) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "'", with: "&#39;")
    }
    var html = "<!DOCTYPE html><html lang=\"en\"><body><ol>"
    for bubble in bubbles {
      html += "<li class=\"row " + bubble.alignment.rawValue + "\">"
      html += "<div class=\"bubble\" role=\"group\" aria-label=\"" + escape(bubble.accessibility.label) + "\">"
      html += "<span dir=\"auto\">" + escape(bubble.text) + "</span></div>"
      html += "<span class=\"timestamp\">" + escape(bubble.timestamp) + "</span>"
      if let status = bubble.status {
        html += "<span class=\"status\" role=\"img\" aria-label=\"" + escape(status.accessibilityLabel) + "\">"
        for symbol in status.symbols { html += "<svg data-symbol=\"" + symbol.rawValue + "\"></svg>" }
        if let text = status.text { html += escape(text) }
        if let badge = status.badge { html += "<span>" + escape(badge.displayText) + "</span>" }
        html += "</span>"
      }
      html += "</li>"
    }
    return html + "</ol></body></html>"
  }

  /// Plain text built with `+=` and string interpolation.
  static func text(_ bubbles: [BubbleDescription]) -> String {
    var text = ""
    for bubble in bubbles {
      text += "bubble \(bubble.id.rawValue)\n"
      text += "  role: \(bubble.role.rawValue), \(bubble.alignment.rawValue)\n"
      text += "  text: \"\(bubble.text.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
      text += "  timestamp: \"\(bubble.timestamp)\"\n"
      if let status = bubble.status {
        text += "  status: \(status.state.rawValue)\n"
        text += "    symbols: \(status.symbols.map(\.rawValue).joined(separator: " "))\n"
        text += "    label: \"\(status.accessibilityLabel)\"\n"
      }
      text += "  label: \"\(bubble.accessibility.label)\"\n\n"
    }
    return text
  }
}
