public import MessageStatusKit

/// Writes descriptions as a JSON document for other front ends (web, Android, servers).
///
/// The shape is published in `Schemas/bubbles.schema.json`: `schemaVersion`, the
/// `palette` (every token's sRGB per variant), then `bubbles`. Keys come in a fixed
/// order, strings are escaped per RFC 8259, and numbers are spelled the same on every
/// platform, so the bytes are stable. The document decodes back into equal descriptions
/// with ``JSONRenderer/Document``.
public struct JSONRenderer: BubbleRenderer {
  /// The version of the document shape; bumped on any incompatible change.
  public static let schemaVersion = 1

  /// `"json"`.
  public static let fileExtension = "json"

  /// The colours written into the document's `palette`.
  public var palette: Palette

  /// Creates a JSON renderer.
  public init(palette: Palette = .standard) {
    self.palette = palette
  }

  /// Writes the document, one bubble at a time.
  public func render(
    _ bubbles: some Sequence<BubbleDescription>, into sink: inout some TextOutputStream
  ) {
    var writer = JSONWriter(reservingCapacity: 4_096)
    writeStart(&writer)
    for bubble in bubbles {
      write(bubble, to: &writer)
      sink.write(writer.flush())
    }
    writer.endArray()
    writer.endObject()
    sink.write(writer.flush() + "\n")
  }

  /// Writes the document with every section's bubbles in order, then a `sections` array
  /// giving each title with the index of its first bubble and its count.
  public func render(sections: [BubbleSection], into sink: inout some TextOutputStream) {
    var writer = JSONWriter(reservingCapacity: 4_096)
    writeStart(&writer)
    for section in sections {
      for bubble in section.bubbles {
        write(bubble, to: &writer)
        sink.write(writer.flush())
      }
    }
    writer.endArray()
    writer.beginArray(key: "sections")
    var start = 0
    for section in sections {
      writer.beginObject()
      writer.string("title", section.title)
      writer.integer("start", start)
      writer.integer("count", section.bubbles.count)
      writer.endObject()
      start += section.bubbles.count
    }
    writer.endArray()
    writer.endObject()
    sink.write(writer.flush() + "\n")
  }
}

extension JSONRenderer {
  /// Writes the document with the thread's bubbles in order, then a `separators` array
  /// giving each day heading with the index of the bubble it precedes.
  public func render(thread: ThreadDescription, into sink: inout some TextOutputStream) {
    var writer = JSONWriter(reservingCapacity: 4_096)
    writeStart(&writer)
    for bubble in thread.bubbles {
      write(bubble, to: &writer)
      sink.write(writer.flush())
    }
    writer.endArray()
    writer.beginArray(key: "separators")
    for separator in thread.separators {
      writer.beginObject()
      writer.integer("index", separator.index)
      writer.string("date", separator.date)
      writer.string("title", separator.title)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    sink.write(writer.flush() + "\n")
  }

  private func writeStart(_ writer: inout JSONWriter) {
    writer.beginObject()
    writer.integer("schemaVersion", Self.schemaVersion)
    writer.beginObject(key: "palette")
    for variant in PaletteVariant.allCases {
      writer.beginObject(key: variant.rawValue)
      for token in ColorToken.allCases {
        writer.string(token.rawValue, palette.color(token, in: variant).hexString)
      }
      writer.endObject()
    }
    writer.endObject()
    writer.beginArray(key: "bubbles")
  }

  private func write(_ bubble: BubbleDescription, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.string("id", bubble.id.rawValue)
    writer.string("role", bubble.role.rawValue)
    writer.string("alignment", bubble.alignment.rawValue)
    writer.string("senderName", bubble.senderName)
    writer.string("text", bubble.text)
    if let attachment = bubble.attachment {
      writer.beginObject(key: "attachment")
      writer.string("kind", attachment.kind.rawValue)
      writer.string("label", attachment.label)
      writer.endObject()
    } else {
      writer.null("attachment")
    }
    writer.string("timestamp", bubble.timestamp)
    writer.string("background", bubble.background.rawValue)
    writer.string("foreground", bubble.foreground.rawValue)
    writer.string("captionColor", bubble.captionColor.rawValue)
    if let status = bubble.status {
      writeStatus(status, to: &writer)
    } else {
      writer.null("status")
    }
    writer.beginObject(key: "accessibility")
    writer.string("label", bubble.accessibility.label)
    writer.string("hint", bubble.accessibility.hint)
    writer.stringArray("traits", bubble.accessibility.traits.map(\.rawValue))
    writer.stringArray("actions", bubble.accessibility.actions)
    writer.endObject()
    writer.stringArray("actions", bubble.actions.map(\.rawValue))
    let transition = bubble.transition
    writer.beginObject(key: "transition")
    writer.bool("animated", transition.animated)
    writer.stringArray("effects", transition.effects.map(\.rawValue))
    writer.string("curve", transition.curve?.rawValue)
    writer.number("duration", transition.duration)
    writer.string("haptic", transition.haptic?.rawValue)
    writer.string("announcement", transition.announcement)
    writer.endObject()
    let m = bubble.metrics
    writer.beginObject(key: "metrics")
    writer.number("cornerRadius", m.cornerRadius)
    writer.number("joinedCornerRadius", m.joinedCornerRadius)
    writer.number("horizontalPadding", m.horizontalPadding)
    writer.number("verticalPadding", m.verticalPadding)
    writer.number("statusPointSize", m.statusPointSize)
    writer.number("timestampPointSize", m.timestampPointSize)
    writer.number("badgeDiameter", m.badgeDiameter)
    writer.number("timestampSpacing", m.timestampSpacing)
    writer.endObject()
    writer.string("paletteVariant", bubble.paletteVariant.rawValue)
    writer.string("language", bubble.language)
    writer.string("layoutDirection", bubble.layoutDirection.rawValue)
    writer.string("runPosition", bubble.runPosition?.rawValue)
    writer.endObject()
  }

  private func writeStatus(_ status: StatusIndicator, to writer: inout JSONWriter) {
    writer.beginObject(key: "status")
    writer.string("state", status.state.rawValue)
    writer.stringArray("symbols", status.symbols.map(\.rawValue))
    writer.string("text", status.text)
    writer.string("color", status.color.rawValue)
    if let badge = status.badge {
      writer.beginObject(key: "badge")
      writer.integer("count", badge.count)
      writer.string("text", badge.displayText)
      writer.string("symbol", badge.symbol.rawValue)
      writer.string("background", badge.background.rawValue)
      writer.string("foreground", badge.foreground.rawValue)
      writer.endObject()
    } else {
      writer.null("badge")
    }
    writer.string("accessibilityLabel", status.accessibilityLabel)
    writer.endObject()
  }
}
