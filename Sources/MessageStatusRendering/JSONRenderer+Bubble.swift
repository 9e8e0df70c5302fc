import MessageStatusKit

extension JSONRenderer {
  /// One bubble, keys in the schema's order; of the values the document's bubbles share,
  /// only those where this bubble differs from `shared`.
  func write(
    _ bubble: BubbleDescription, sharing shared: BubbleDescription.Shared?,
    to writer: inout JSONWriter
  ) {
    writer.beginObject()
    writer.string("id", bubble.id.rawValue)
    writer.identifier("role", bubble.role.rawValue)
    writer.identifier("alignment", bubble.alignment.rawValue)
    writer.string("senderName", bubble.senderName)
    writer.string("text", bubble.text)
    if let emptyText = bubble.emptyText { writer.string("emptyText", emptyText) }
    if let attachment = bubble.attachment {
      writer.beginInlineObject(key: "attachment")
      writer.identifier("kind", attachment.kind.rawValue)
      writer.string("label", attachment.label)
      writer.identifier("symbol", attachment.symbol.rawValue)
      if attachment.isViewOnce { writer.bool("viewOnce", true) }
      writer.endObject()
    } else {
      writer.null("attachment")
    }
    writer.string("timestamp", bubble.timestamp)
    writer.string("instant", bubble.instant)
    if let edited = bubble.edited { writer.string("edited", edited) }
    if let editSync = bubble.editSync { writer.identifier("editSync", editSync.rawValue) }
    writer.identifier("background", bubble.background.rawValue)
    writer.identifier("foreground", bubble.foreground.rawValue)
    if let status = bubble.status {
      writeStatus(status, to: &writer)
    } else {
      writer.null("status")
    }
    writeList("readers", bubble.readers, to: &writer)
    // Written only when set, as `Codable` writes them: a bubble outside a group has neither.
    if let delivered = bubble.deliveredTo {
      writer.beginObject(key: "deliveredTo")
      writer.string("heading", delivered.heading)
      writeList("recipients", delivered.recipients, to: &writer)
      writer.endObject()
    }
    if let receipts = bubble.receipts {
      writer.beginInlineObject(key: "receipts")
      writer.integer("recipientCount", receipts.recipientCount)
      writer.integer("deliveredCount", receipts.deliveredCount)
      writer.integer("readCount", receipts.readCount)
      writer.integer("failedCount", receipts.failedCount)
      writer.endObject()
    }
    let accessibility = bubble.accessibility
    writer.beginObject(key: "accessibility")
    writer.string("contentLabel", accessibility.contentLabel)
    writer.string("stateDescription", accessibility.stateDescription)
    if accessibility.separator != shared?.labelSeparator {
      writer.string("separator", accessibility.separator)
    }
    writer.string("hint", accessibility.hint)
    writer.identifier("role", accessibility.role.rawValue)
    writer.identifier("defaultAction", accessibility.defaultAction?.rawValue)
    if let timeLabel = accessibility.timeLabel { writer.string("timeLabel", timeLabel) }
    writer.endObject()
    writer.beginArray(key: "actions")
    for action in bubble.actions {
      writer.beginInlineObject()
      writer.identifier("id", action.id.rawValue)
      writer.string("label", action.label)
      writer.bool("destructive", action.isDestructive)
      writer.endObject()
    }
    writer.endArray()
    writeTransition(bubble.transition, to: &writer)
    writer.identifier("runPosition", bubble.runPosition?.rawValue)
    if bubble.metrics != shared?.metrics { writeMetrics(bubble.metrics, to: &writer) }
    if bubble.paletteVariant != shared?.paletteVariant {
      writer.identifier("paletteVariant", bubble.paletteVariant.rawValue)
    }
    if bubble.language != shared?.language { writer.string("language", bubble.language) }
    if bubble.layoutDirection != shared?.layoutDirection {
      writer.identifier("layoutDirection", bubble.layoutDirection.rawValue)
    }
    writer.endObject()
  }

  /// The values a document's bubbles share, at its top level: each is `null` in a
  /// document without bubbles.
  func writeShared(_ shared: BubbleDescription.Shared?, to writer: inout JSONWriter) {
    guard let shared else {
      for key: StaticString in [
        "paletteVariant", "language", "layoutDirection", "labelSeparator", "metrics",
      ] {
        writer.null(key)
      }
      return
    }
    writer.identifier("paletteVariant", shared.paletteVariant.rawValue)
    writer.string("language", shared.language)
    writer.identifier("layoutDirection", shared.layoutDirection.rawValue)
    writer.string("labelSeparator", shared.labelSeparator)
    writeMetrics(shared.metrics, to: &writer)
  }

  /// A list of people (``BubbleDescription/readers``, ``DeliveryList/recipients``), one
  /// object per line.
  private func writeList(_ key: StaticString, _ people: [Reader], to writer: inout JSONWriter) {
    writer.beginArray(key: key)
    for person in people {
      writer.beginInlineObject()
      writer.string("id", person.id.rawValue)
      writer.string("name", person.name)
      writer.string("initial", person.initial)
      writer.string("timestamp", person.timestamp)
      writer.string("instant", person.instant)
      writer.endObject()
    }
    writer.endArray()
  }

  private func writeStatus(_ status: StatusIndicator, to writer: inout JSONWriter) {
    writer.beginInlineObject(key: "status")
    writer.identifier("state", status.state.rawValue)
    writer.beginInlineObject(key: "content")
    writer.identifier("kind", status.content.kind.rawValue)
    switch status.content {
    case .symbols(let symbols, let color):
      writer.identifierArray("symbols", symbols)
      writer.identifier("color", color.rawValue)
    case .text(let text, let color):
      writer.string("text", text)
      writer.identifier("color", color.rawValue)
    case .badge(let badge):
      writer.beginInlineObject(key: "badge")
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
    // Written only when set, as `Codable` writes it.
    if let pause = status.pause { writer.identifier("pause", pause.rawValue) }
    if let upload = status.upload {
      writer.beginInlineObject(key: "upload")
      if let fraction = upload.fraction {
        writer.number("fraction", fraction)
      } else {
        writer.null("fraction")
      }
      writer.string("percentText", upload.percentText)
      writer.endObject()
    }
    if status.played { writer.bool("played", true) }
    writer.endObject()
  }

  private func writeTransition(_ transition: TransitionSpec, to writer: inout JSONWriter) {
    // On one line when nothing happens: no motion, no haptic, no announcement.
    if transition == .none {
      writer.beginInlineObject(key: "transition")
    } else {
      writer.beginObject(key: "transition")
    }
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
    writer.beginInlineObject(key: key)
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
    writer.beginInlineObject(key: key)
    writer.number("pointSize", style.pointSize)
    writer.identifier("weight", style.weight.rawValue)
    writer.number("lineHeight", style.lineHeight)
    writer.bool("tabularDigits", style.tabularDigits)
    writer.endObject()
  }
}
