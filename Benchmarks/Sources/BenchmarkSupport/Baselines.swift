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

  /// Element content: `&`, `<` and `>` only, as the renderer writes it.
  private static func escapeText(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private static func escapeHTML(_ text: String) -> String {
    escapeText(text).replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }

  private static func px(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))px" : "\(value)px"
  }

  private static func svg(_ symbol: Symbol, offset: Double?) -> String {
    var svg = "<svg class=\"symbol\""
    if let offset { svg += " style=\"margin-inline-start:\(px(offset))\"" }
    return svg + "><use href=\"#msk-symbol-\(symbol.rawValue)\"/></svg>"
  }

  private static func animation(
    _ motion: TransitionSpec.Motion, _ target: TransitionSpec.Target, _ property: String
  ) -> String {
    guard case .animated(let animation) = motion else { return "" }
    let effects = animation.effects.filter { $0.target == target }
    if effects.isEmpty { return "" }
    let curve = animation.curve.controlPoints.map(number).joined(separator: ",")
    return ";\(property):"
      + effects.map { "msk-\($0.rawValue) \(animation.duration)s cubic-bezier(\(curve)) both" }
      .joined(separator: ",")
  }

  private static func note(_ animation: TransitionSpec.Animation) -> String {
    "\(animation.effects.map(\.rawValue).joined(separator: " + ")), \(animation.curve.rawValue) \(animation.duration) s"
  }

  /// The `<li>` rows of the HTML page: what `HTMLRenderer` writes between `<ol>` and `</ol>`
  /// for bubbles that share one set of metrics (as the benchmark's do), whose sizes the
  /// page's stylesheet holds.
  public static func htmlRows(_ bubbles: [BubbleDescription]) -> String {
    var html = ""
    for (index, bubble) in bubbles.enumerated() {
      let m = bubble.metrics
      html += "<li class=\"row \(bubble.alignment.rawValue)\" data-id=\"\(escapeHTML(bubble.id.rawValue))\""
      html += " data-role=\"\(bubble.role.rawValue)\""
      if let run = bubble.runPosition { html += " data-run=\"\(run.rawValue)\"" }
      html += ">\n"
      if let sender = bubble.senderName {
        html += "<p class=\"sender\" aria-hidden=\"true\"><bdi>" + escapeText(sender) + "</bdi></p>\n"
      }
      html += "<div class=\"bubble"
      html += " fill-\(bubble.background.rawValue) ink-\(bubble.foreground.rawValue)\""
      if let action = bubble.accessibility.defaultAction {
        html += " data-action=\"\(action.rawValue)\""
      }
      let corners = bubble.corners
      var joined: [String] = []
      for (property, radius) in [
        ("border-start-start-radius", corners.topLeading),
        ("border-start-end-radius", corners.topTrailing),
        ("border-end-end-radius", corners.bottomTrailing),
        ("border-end-start-radius", corners.bottomLeading),
      ] where radius != m.cornerRadius {
        joined.append("\(property):\(px(radius))")
      }
      if !joined.isEmpty { html += " style=\"\(joined.joined(separator: ";"))\"" }
      let contentID = "msk-c\(index + 1)"
      let accessibility = bubble.accessibility
      let content = escapeText(accessibility.contentLabel)
      html += ">"
      if !bubble.actions.isEmpty { html += "<span id=\"\(contentID)\" hidden>\(content)</span>" }
      html += "<span class=\"label\">" + content
      if !accessibility.stateDescription.isEmpty {
        html += escapeText(accessibility.separator) + escapeText(accessibility.stateDescription)
      }
      html += escapeText(accessibility.separator) + escapeText(bubble.timestamp) + "</span>"
      if let attachment = bubble.attachment {
        html += "<span class=\"attachment\" data-kind=\"\(attachment.kind.rawValue)\" aria-hidden=\"true\">"
        html += svg(attachment.symbol, offset: nil) + escapeText(attachment.label) + "</span>"
      }
      if bubble.attachment == nil, !bubble.text.contains(where: { !$0.isWhitespace }) {
        html += "<span class=\"text empty\" aria-hidden=\"true\">Empty message</span>"
      } else if !bubble.text.isEmpty {
        html += "<span class=\"text\" dir=\"auto\" aria-hidden=\"true\">\(escapeText(bubble.text))</span>"
      }
      html += "</div>\n"
      html += "<div class=\"meta\" aria-hidden=\"true\"><span class=\"timestamp\">"
      if let instant = bubble.instant {
        html += "<time datetime=\"\(instant)\">\(escapeText(bubble.timestamp))</time></span>"
      } else {
        html += escapeText(bubble.timestamp) + "</span>"
      }
      if let status = bubble.status {
        let transition = bubble.transition
        html += "<span class=\"status"
        switch status.content {
        case .symbols(_, let color), .text(_, let color): html += " ink-\(color.rawValue)"
        case .badge: break
        }
        html += "\" data-state=\"\(status.state.rawValue)\""
        var style = animation(transition.motion, .statusIndicator, "--msk-status-motion")
        style += animation(transition.reducedMotion, .statusIndicator, "--msk-status-reduced")
        style += animation(transition.motion, .badgeCount, "--msk-count-motion")
        style += animation(transition.reducedMotion, .badgeCount, "--msk-count-reduced")
        if !style.isEmpty { html += " style=\"\(style.dropFirst())\"" }
        switch status.content {
        case .text(let text, _):
          if let read = status.readInstant {
            html += "><time datetime=\"\(read)\">" + escapeText(text) + "</time></span>"
          } else {
            html += ">" + escapeText(text) + "</span>"
          }
        case .symbols(let symbols, _):
          html += ">"
          let offsets = Symbol.leadingOffsets(in: symbols, metrics: m)
          for (index, (symbol, offset)) in zip(symbols, offsets).enumerated() {
            let spaced = index == 0 || offset == m.symbolSpacing
            html += svg(symbol, offset: spaced ? nil : offset)
          }
          html += "</span>"
        case .badge(let badge):
          html += "><span class=\"badge fill-\(badge.background.rawValue)"
          html += " ink-\(badge.foreground.rawValue)\">"
          html += svg(badge.symbol, offset: nil)
          html +=
            "<span class=\"badge-count\">\(escapeText(badge.displayText))</span></span></span>"
        }
      }
      if !bubble.readers.isEmpty {
        // English fixtures: the count after the stack is in Latin digits.
        html += "<span class=\"readers\">"
        for reader in bubble.readers.prefix(3) {
          html += "<span class=\"avatar\">" + escapeText(reader.initial) + "</span>"
        }
        if bubble.readers.count > 3 {
          html += "<span class=\"avatar more\">+\(bubble.readers.count - 3)</span>"
        }
        html += "</span>"
      }
      html += "</div>\n"
      if !bubble.actions.isEmpty {
        html += "<div class=\"actions\">"
        for action in bubble.actions {
          html += "<button type=\"button\" data-action=\"\(action.id.rawValue)\""
          html += " aria-describedby=\"\(contentID)\""
          if action.isDestructive { html += " data-destructive=\"true\"" }
          html += ">" + escapeText(action.label) + "</button>"
        }
        html += "</div>\n"
      }
      let transition = bubble.transition
      func identifiers(_ text: String) -> String { "\u{2066}\(text)\u{2069}" }
      var notes: [String] = []
      if case .animated(let full) = transition.motion {
        var part = "animation: " + identifiers(note(full))
        if transition.reducedMotion != transition.motion,
          case .animated(let reduced) = transition.reducedMotion
        {
          part += " (reduced motion: \(identifiers(note(reduced))))"
        }
        notes.append(part)
      }
      if let haptic = transition.haptic { notes.append("haptic: \(identifiers(haptic.rawValue))") }
      if let announcement = transition.announcement {
        notes.append(
          "announces (\(announcement.politeness.rawValue))<span aria-hidden=\"true\">: “\u{2068}\(escapeText(announcement.text))\u{2069}”</span>"
        )
      }
      if !notes.isEmpty {
        html += "<p class=\"transition\" role=\"note\">\(notes.joined(separator: " · "))</p>\n"
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

  /// What `TextRenderer` writes for bubbles that share one set of metrics, palette and
  /// language (as the benchmark's do): those once, then one block per bubble, every other
  /// field a line.
  public static func text(_ bubbles: [BubbleDescription], palette: Palette) -> String {
    var text = ""
    if let first = bubbles.first {
      let m = first.metrics
      text += "shared by every bubble\n"
      text +=
        "  metrics: corner radius \(number(m.cornerRadius)) (joined \(number(m.joinedCornerRadius)))"
      text += ", padding \(number(m.horizontalPadding))×\(number(m.verticalPadding))"
      text += ", max width \(number(m.maxWidthFraction)), symbols \(number(m.symbolSize))"
      text += " (spacing \(number(m.symbolSpacing))), badge \(number(m.badgeDiameter))"
      text += " (padding \(number(m.badgePadding)), symbol \(number(m.badgeSymbolSize)))"
      text += ", spacing \(number(m.timestampSpacing)), row spacing \(number(m.statusRowSpacing))\n"
      func style(_ s: TypeStyle) -> String {
        "\(number(s.pointSize)) pt \(s.weight.rawValue) ×\(number(s.lineHeight))"
          + (s.tabularDigits ? " tabular" : "")
      }
      text += "    type: body \(style(m.body)), sender \(style(m.sender)), timestamp "
      text += "\(style(m.timestamp)), status \(style(m.status)), badge \(style(m.badge))\n"
      text += "  palette: \(first.paletteVariant.rawValue), language: \(first.language)"
      text += ", \(first.layoutDirection.rawValue)\n\n"
    }
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
        "  attachment: \(bubble.attachment.map { "\($0.kind.rawValue) \(quote($0.label)) with symbol \($0.symbol.rawValue)" } ?? "none")\n"
      text += "  timestamp: \(quote(bubble.timestamp)) at \(bubble.instant ?? "no instant")"
      text += " in \(color(BubbleDescription.captionColor))\n"
      text += "  bubble: \(color(bubble.background)), text \(color(bubble.foreground))\n"
      if let status = bubble.status {
        text += "  status: \(status.state.rawValue)"
        text += status.readInstant.map { " at \($0)\n" } ?? "\n"
        switch status.content {
        case .symbols(let symbols, let tint):
          text +=
            "    symbols: \(symbols.map(\.rawValue).joined(separator: " ")) in \(color(tint))\n"
        case .text(let words, let tint):
          text += "    text: \(quote(words)) in \(color(tint))\n"
        case .badge(let badge):
          text +=
            "    badge: \(badge.count) shown as \(quote(badge.displayText)), \(badge.symbol.rawValue) and count"
          text += " in \(color(badge.foreground)) on \(color(badge.background))\n"
        }
        text += "    label: \(quote(status.accessibilityLabel))\n"
      } else {
        text += "  status: none\n"
      }
      if !bubble.readers.isEmpty {
        text += "  readers: \(bubble.readers.count)\n"
        for reader in bubble.readers {
          text += "    \(reader.id.rawValue) \(quote(reader.name)), initial "
          text += quote(reader.initial)
          if let time = reader.timestamp {
            text += ", read \(quote(time)) at \(reader.instant ?? "no instant")\n"
          } else {
            text += ", read at an unknown time\n"
          }
        }
      }
      let accessibility = bubble.accessibility
      text += "  label: \(quote(accessibility.label))\n"
      text += "    content: \(quote(accessibility.contentLabel))\n"
      text += "    state: \(quote(accessibility.stateDescription))\n"
      text += "  hint: \(accessibility.hint.map(quote) ?? "none")\n"
      text += "  accessibility role: \(accessibility.role.rawValue), default action: "
      text += accessibility.defaultAction?.rawValue ?? "none"
      text += "\n"
      let actions = bubble.actions.map {
        "\($0.id.rawValue) \(quote($0.label))" + ($0.isDestructive ? " (destructive)" : "")
      }
      text += "  actions: \(list(actions))\n"
      func motion(_ motion: TransitionSpec.Motion) -> String {
        guard case .animated(let animation) = motion else { return "not animated" }
        return "animated \(animation.effects.map(\.rawValue).joined(separator: " ")), "
          + "\(animation.curve.rawValue) \(number(animation.duration)) s"
      }
      var transition = motion(bubble.transition.motion)
      transition += " (reduced motion: \(motion(bubble.transition.reducedMotion)))"
      if let haptic = bubble.transition.haptic { transition += ", haptic \(haptic.rawValue)" }
      if let announcement = bubble.transition.announcement {
        transition += ", announces \(quote(announcement.text)) (\(announcement.politeness.rawValue)"
        transition += ", on \(announcement.trigger.rawValue))"
      }
      text += "  transition: \(transition)\n"
      let c = bubble.corners
      text += "  run: \(bubble.runPosition?.rawValue ?? "none"), corners \(number(c.topLeading))"
      text += " \(number(c.topTrailing)) \(number(c.bottomTrailing)) \(number(c.bottomLeading))"
      text += " (clockwise from top leading)\n"
    }
    return text
  }
}
