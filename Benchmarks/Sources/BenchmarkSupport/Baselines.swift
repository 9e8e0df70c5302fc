import Foundation
import MessageStatusKit

/// The straightforward code chat apps write, measured beside the library in the same run.
///
/// The rendering baselines write the same bytes as the library's renderers for the
/// benchmark's bubbles (``BaselineCheck`` verifies that before anything is timed), so the
/// ratios compare equal work: every field, built with `+=` and string interpolation,
/// escaped with a `replacingOccurrences` chain.
public enum Baseline {
  /// Group aggregation with arrays: `filter` then `allSatisfy { contains }`, O(n²), on the
  /// `String` identifiers apps keep.
  ///
  /// Written out for each identifier type rather than generic: a generic function called
  /// from another module runs unspecialized (every `==` through a witness table), which
  /// made this baseline 100 times slower than the code an app would compile.
  public static func aggregate(
    participants: [String], sender: String, deliveredTo: [String], readBy: [String]
  ) -> DeliveryState {
    let recipients = participants.filter { $0 != sender }
    if recipients.allSatisfy({ readBy.contains($0) }) { return .read }
    if recipients.allSatisfy({ deliveredTo.contains($0) || readBy.contains($0) }) {
      return .delivered
    }
    return .sent
  }

  /// The same on the library's `UserID`, whose cached hash makes `==` reject most unequal
  /// identifiers without reading their characters.
  public static func aggregate(
    participants: [UserID], sender: UserID, deliveredTo: [UserID], readBy: [UserID]
  ) -> DeliveryState {
    let recipients = participants.filter { $0 != sender }
    if recipients.allSatisfy({ readBy.contains($0) }) { return .read }
    if recipients.allSatisfy({ deliveredTo.contains($0) || readBy.contains($0) }) {
      return .delivered
    }
    return .sent
  }

  // MARK: HTML

  private static func escapeHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }

  private static func px(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))px" : "\(value)px"
  }

  private static func css(_ token: ColorToken) -> String { "var(--msk-\(token.rawValue))" }

  private static let drawings: [Symbol: String] = [
    .clock: #"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>"#,
    .checkmark: #"<path d="M4.5 12.5l4.5 4.5 10.5-10.5"/>"#,
    .checkmarkCircle: #"<circle cx="12" cy="12" r="9.5"/><path d="M7.5 12.5l3 3 6-6.5"/>"#,
    .checkmarkCircleFill:
      #"<circle cx="12" cy="12" r="10.5" fill="currentColor" stroke="none"/><path d="M7.5 12.5l3 3 6-6.5" style="stroke:var(--msk-pageBackground)"/>"#,
    .exclamationmarkCircleFill:
      #"<circle cx="12" cy="12" r="10.5" fill="currentColor" stroke="none"/><path d="M12 6.5v7" style="stroke:var(--msk-pageBackground)"/><path d="M12 17.2v0.1" style="stroke:var(--msk-pageBackground)"/>"#,
    .exclamationmarkTriangleFill:
      #"<path d="M12 3 22.5 21h-21z" fill="currentColor" stroke-linejoin="round"/><path d="M12 9.5v5" style="stroke:var(--msk-pageBackground)"/><path d="M12 17.8v0.1" style="stroke:var(--msk-pageBackground)"/>"#,
  ]

  private static func svg(_ symbol: Symbol) -> String {
    "<svg class=\"symbol\" data-symbol=\"\(symbol.rawValue)\" viewBox=\"0 0 24 24\" fill=\"none\" "
      + "stroke=\"currentColor\" stroke-width=\"2.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" "
      + "aria-hidden=\"true\" focusable=\"false\">" + (drawings[symbol] ?? "") + "</svg>"
  }

  /// The `<li>` rows of the HTML page: what `HTMLRenderer` writes between `<ol>` and `</ol>`.
  public static func htmlRows(_ bubbles: [BubbleDescription]) -> String {
    var html = ""
    for bubble in bubbles {
      let m = bubble.metrics
      html += "<li class=\"row \(bubble.alignment.rawValue)\" data-role=\"\(bubble.role.rawValue)\""
      if let run = bubble.runPosition { html += " data-run=\"\(run.rawValue)\"" }
      html += ">\n"
      if let sender = bubble.senderName {
        html += "<p class=\"sender\" dir=\"auto\" style=\"color:\(css(bubble.captionColor));"
        html += "margin-inline-start:\(px(m.horizontalPadding))\">\(escapeHTML(sender))</p>\n"
      }
      html +=
        "<div class=\"bubble\" role=\"group\" aria-label=\"\(escapeHTML(bubble.accessibility.label))\""
      html += " style=\"background:\(css(bubble.background));color:\(css(bubble.foreground));"
      html += "border-radius:\(px(m.cornerRadius))"
      let side = bubble.alignment == .trailing ? "end" : "start"
      if bubble.runPosition == .middle || bubble.runPosition == .last {
        html += ";border-start-\(side)-radius:\(px(m.joinedCornerRadius))"
      }
      if bubble.runPosition == .middle || bubble.runPosition == .first {
        html += ";border-end-\(side)-radius:\(px(m.joinedCornerRadius))"
      }
      html += ";padding:\(px(m.verticalPadding)) \(px(m.horizontalPadding))\">"
      if let attachment = bubble.attachment {
        html += "<span class=\"attachment\" data-kind=\"\(attachment.kind.rawValue)\">"
        html += escapeHTML(attachment.label) + "</span>"
      }
      if !bubble.text.isEmpty {
        html += "<span class=\"text\" dir=\"auto\">\(escapeHTML(bubble.text))</span>"
      }
      html += "</div>\n"
      html +=
        "<div class=\"meta\" style=\"gap:\(px(m.timestampSpacing));font-size:\(px(m.timestampPointSize))\">"
      html += "<span class=\"timestamp\" style=\"color:\(css(bubble.captionColor))\">"
      html += escapeHTML(bubble.timestamp) + "</span>"
      if let status = bubble.status {
        html += "<span class=\"status\" data-state=\"\(status.state.rawValue)\" style=\"color:"
        html += "\(css(status.color));font-size:\(px(m.statusPointSize))\""
        if let text = status.text {
          html += ">" + escapeHTML(text) + "</span>"
        } else {
          html += " role=\"img\" aria-label=\"\(escapeHTML(status.accessibilityLabel))\">"
          for symbol in status.symbols { html += svg(symbol) }
          if let badge = status.badge {
            html += "<span class=\"badge\" style=\"height:\(px(m.badgeDiameter));"
            html += "min-width:\(px(m.badgeDiameter));border-radius:\(px(m.badgeDiameter / 2));"
            html += "background:\(css(badge.background));color:\(css(badge.foreground))\">"
            html += "\(svg(badge.symbol))<span class=\"badge-count\">"
            html += "\(escapeHTML(badge.displayText))</span></span>"
          }
          html += "</span>"
        }
      }
      html += "</div>\n"
      if !bubble.actions.isEmpty {
        html += "<div class=\"actions\">"
        for (index, action) in bubble.actions.enumerated() {
          html += "<button type=\"button\" data-action=\"\(action.rawValue)\">"
          html += escapeHTML(bubble.accessibility.actions[index]) + "</button>"
        }
        html += "</div>\n"
      }
      if let announcement = bubble.transition.announcement {
        html +=
          "<p class=\"transition\" dir=\"ltr\">announces: “<bdi>\(escapeHTML(announcement))</bdi>”</p>\n"
      }
      html += "</li>\n"
    }
    return html
  }

  // MARK: Text

  private static func quote(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\t", with: "\\t")
      .replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : "\(value)"
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.joined(separator: ", ")
  }

  /// What `TextRenderer` writes: one block per bubble, every field a line.
  public static func text(_ bubbles: [BubbleDescription], palette: Palette) -> String {
    var text = ""
    for (index, bubble) in bubbles.enumerated() {
      func color(_ token: ColorToken) -> String {
        "\(token.rawValue) \(palette.color(token, in: bubble.paletteVariant).hexString)"
      }
      if index > 0 { text += "\n" }
      text += "bubble \(bubble.id.rawValue)\n"
      text += "  role: \(bubble.role.rawValue), \(bubble.alignment.rawValue)\n"
      text += "  sender: \(bubble.senderName.map(quote) ?? "none")\n"
      text += "  text: \(quote(bubble.text))\n"
      text +=
        "  attachment: \(bubble.attachment.map { "\($0.kind.rawValue) \(quote($0.label))" } ?? "none")\n"
      text += "  timestamp: \(quote(bubble.timestamp)) in \(color(bubble.captionColor))\n"
      text += "  bubble: \(color(bubble.background)), text \(color(bubble.foreground))\n"
      if let status = bubble.status {
        text += "  status: \(status.state.rawValue)\n"
        let symbols = status.symbols.map(\.rawValue).joined(separator: " ")
        text += "    symbols: \(symbols.isEmpty ? "none" : symbols)\n"
        text += "    text: \(status.text.map(quote) ?? "none")\n"
        text += "    color: \(color(status.color))\n"
        if let badge = status.badge {
          text +=
            "    badge: \(badge.count) shown as \(quote(badge.displayText)), \(badge.symbol.rawValue) and count"
          text += " in \(color(badge.foreground)) on \(color(badge.background))\n"
        } else {
          text += "    badge: none\n"
        }
        text += "    label: \(quote(status.accessibilityLabel))\n"
      } else {
        text += "  status: none\n"
      }
      text += "  label: \(quote(bubble.accessibility.label))\n"
      text += "  hint: \(bubble.accessibility.hint.map(quote) ?? "none")\n"
      text += "  traits: \(list(bubble.accessibility.traits.map(\.rawValue)))\n"
      text += "  actions: \(list(bubble.actions.map(\.rawValue)))\n"
      text += "  action names: \(list(bubble.accessibility.actions.map(quote)))\n"
      var transition = bubble.transition.animated ? "animated" : "not animated"
      if let haptic = bubble.transition.haptic { transition += ", haptic \(haptic.rawValue)" }
      if let announcement = bubble.transition.announcement {
        transition += ", announces \(quote(announcement))"
      }
      text += "  transition: \(transition)\n"
      text += "  run: \(bubble.runPosition?.rawValue ?? "none")\n"
      let m = bubble.metrics
      text +=
        "  metrics: corner radius \(number(m.cornerRadius)) (joined \(number(m.joinedCornerRadius)))"
      text += ", padding \(number(m.horizontalPadding))×\(number(m.verticalPadding))"
      text +=
        ", status \(number(m.statusPointSize)) pt, timestamp \(number(m.timestampPointSize)) pt"
      text += ", badge \(number(m.badgeDiameter)), spacing \(number(m.timestampSpacing))\n"
      text += "  palette: \(bubble.paletteVariant.rawValue), language: \(bubble.language)"
      text += ", \(bubble.layoutDirection.rawValue)\n"
    }
    return text
  }
}
