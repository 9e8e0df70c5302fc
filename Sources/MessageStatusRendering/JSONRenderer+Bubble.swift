import MessageStatusKit

extension JSONRenderer {
  /// One bubble, keys in the schema's order.
  func write(_ bubble: BubbleDescription, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.string("id", bubble.id.rawValue)
    writer.identifier("role", bubble.role.rawValue)
    writer.identifier("alignment", bubble.alignment.rawValue)
    writer.string("senderName", bubble.senderName)
    writer.string("text", bubble.text)
    if let attachment = bubble.attachment {
      writer.beginObject(key: "attachment")
      writer.identifier("kind", attachment.kind.rawValue)
      writer.string("label", attachment.label)
      writer.endObject()
    } else {
      writer.null("attachment")
    }
    writer.string("timestamp", bubble.timestamp)
    writer.string("instant", bubble.instant)
    writer.identifier("background", bubble.background.rawValue)
    writer.identifier("foreground", bubble.foreground.rawValue)
    writer.identifier("captionColor", bubble.captionColor.rawValue)
    if let status = bubble.status {
      writeStatus(status, to: &writer)
    } else {
      writer.null("status")
    }
    let accessibility = bubble.accessibility
    writer.beginObject(key: "accessibility")
    writer.string("label", accessibility.label)
    writer.string("contentLabel", accessibility.contentLabel)
    writer.string("stateDescription", accessibility.stateDescription)
    writer.string("hint", accessibility.hint)
    writer.identifier("role", accessibility.role.rawValue)
    writer.identifier("defaultAction", accessibility.defaultAction?.rawValue)
    writer.bool("timestampSpoken", accessibility.timestampSpoken)
    writer.endObject()
    writer.beginArray(key: "actions")
    for action in bubble.actions {
      writer.beginObject()
      writer.identifier("id", action.id.rawValue)
      writer.string("label", action.label)
      writer.bool("destructive", action.isDestructive)
      writer.endObject()
    }
    writer.endArray()
    writeTransition(bubble.transition, to: &writer)
    writeMetrics(bubble.metrics, to: &writer)
    let corners = bubble.corners
    writer.beginObject(key: "corners")
    writer.number("topLeading", corners.topLeading)
    writer.number("topTrailing", corners.topTrailing)
    writer.number("bottomLeading", corners.bottomLeading)
    writer.number("bottomTrailing", corners.bottomTrailing)
    writer.endObject()
    writer.identifier("paletteVariant", bubble.paletteVariant.rawValue)
    writer.string("language", bubble.language)
    writer.identifier("layoutDirection", bubble.layoutDirection.rawValue)
    writer.identifier("runPosition", bubble.runPosition?.rawValue)
    writer.endObject()
  }

  private func writeStatus(_ status: StatusIndicator, to writer: inout JSONWriter) {
    writer.beginObject(key: "status")
    writer.identifier("state", status.state.rawValue)
    writer.beginObject(key: "content")
    writer.identifier("kind", status.content.kind.rawValue)
    switch status.content {
    case .symbols(let symbols, let color):
      writer.identifierArray("symbols", symbols)
      writer.identifier("color", color.rawValue)
    case .text(let text, let color):
      writer.string("text", text)
      writer.identifier("color", color.rawValue)
    case .badge(let badge):
      writer.beginObject(key: "badge")
      writer.integer("count", badge.count)
      writer.string("text", badge.displayText)
      writer.identifier("symbol", badge.symbol.rawValue)
      writer.identifier("background", badge.background.rawValue)
      writer.identifier("foreground", badge.foreground.rawValue)
      writer.endObject()
    }
    writer.endObject()
    writer.string("accessibilityLabel", status.accessibilityLabel)
    writer.string("readInstant", status.readInstant)
    writer.endObject()
  }

  private func writeTransition(_ transition: TransitionSpec, to writer: inout JSONWriter) {
    writer.beginObject(key: "transition")
    writeMotion("motion", transition.motion, to: &writer)
    writeMotion("reducedMotion", transition.reducedMotion, to: &writer)
    writer.identifier("haptic", transition.haptic?.rawValue)
    if let announcement = transition.announcement {
      writer.beginObject(key: "announcement")
      writer.string("text", announcement.text)
      writer.identifier("politeness", announcement.politeness.rawValue)
      writer.identifier("trigger", announcement.trigger.rawValue)
      writer.endObject()
    } else {
      writer.null("announcement")
    }
    writer.endObject()
  }

  private func writeMotion(
    _ key: StaticString, _ motion: TransitionSpec.Motion, to writer: inout JSONWriter
  ) {
    writer.beginObject(key: key)
    switch motion {
    case .none:
      writer.bool("animated", false)
    case .animated(let animation):
      writer.bool("animated", true)
      writer.beginArray(key: "effects")
      for effect in animation.effects {
        writer.beginObject()
        writer.identifier("name", effect.rawValue)
        writer.identifier("target", effect.target.rawValue)
        writer.endObject()
      }
      writer.endArray()
      writer.beginObject(key: "curve")
      writer.identifier("name", animation.curve.rawValue)
      writer.numberArray("controlPoints", animation.curve.controlPoints)
      writer.endObject()
      writer.number("duration", animation.duration)
    }
    writer.endObject()
  }

  private func writeMetrics(_ m: Metrics, to writer: inout JSONWriter) {
    writer.beginObject(key: "metrics")
    writer.number("cornerRadius", m.cornerRadius)
    writer.number("joinedCornerRadius", m.joinedCornerRadius)
    writer.number("horizontalPadding", m.horizontalPadding)
    writer.number("verticalPadding", m.verticalPadding)
    writer.number("maxWidthFraction", m.maxWidthFraction)
    writeType("body", m.body, to: &writer)
    writeType("sender", m.sender, to: &writer)
    writeType("timestamp", m.timestamp, to: &writer)
    writeType("status", m.status, to: &writer)
    writeType("badge", m.badge, to: &writer)
    writer.number("symbolSize", m.symbolSize)
    writer.number("symbolSpacing", m.symbolSpacing)
    writer.number("badgeDiameter", m.badgeDiameter)
    writer.number("badgePadding", m.badgePadding)
    writer.number("badgeSymbolSize", m.badgeSymbolSize)
    writer.number("timestampSpacing", m.timestampSpacing)
    writer.number("statusRowSpacing", m.statusRowSpacing)
    writer.endObject()
  }

  private func writeType(_ key: StaticString, _ style: TypeStyle, to writer: inout JSONWriter) {
    writer.beginObject(key: key)
    writer.number("pointSize", style.pointSize)
    writer.identifier("weight", style.weight.rawValue)
    writer.number("lineHeight", style.lineHeight)
    writer.bool("tabularDigits", style.tabularDigits)
    writer.endObject()
  }
}
