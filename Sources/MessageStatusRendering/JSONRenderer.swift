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
    var writer = JSONWriter()
    writeStart(&writer)
    bubbles.forEachBorrowed { bubble in
      write(bubble, to: &writer)
      writer.buffer.flush(ifFullInto: &sink)
    }
    writer.endArray()
    writer.endObject()
    finish(&writer, into: &sink)
  }

  /// Writes the document with every section's bubbles in order, then a `sections` array
  /// giving each title with the index of its first bubble and its count.
  public func render(sections: [BubbleSection], into sink: inout some TextOutputStream) {
    var writer = JSONWriter()
    writeStart(&writer)
    for section in sections {
      section.bubbles.forEachBorrowed { bubble in
        write(bubble, to: &writer)
        writer.buffer.flush(ifFullInto: &sink)
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
    finish(&writer, into: &sink)
  }
}

extension JSONRenderer {
  /// Writes the document with the thread's bubbles in order, then a `separators` array
  /// giving each day heading with the index of the bubble it precedes.
  public func render(thread: ThreadDescription, into sink: inout some TextOutputStream) {
    var writer = JSONWriter()
    writeStart(&writer)
    thread.bubbles.forEachBorrowed { bubble in
      write(bubble, to: &writer)
      writer.buffer.flush(ifFullInto: &sink)
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
    finish(&writer, into: &sink)
  }

  private func finish(_ writer: inout JSONWriter, into sink: inout some TextOutputStream) {
    writer.buffer.write(ascii: UInt8(ascii: "\n"))
    writer.buffer.flush(into: &sink)
  }

  private func writeStart(_ writer: inout JSONWriter) {
    writer.beginObject()
    writer.integer("schemaVersion", Self.schemaVersion)
    writer.beginObject(key: "palette")
    for variant in PaletteVariant.allCases {
      writer.beginObject(dynamicKey: variant.rawValue)
      for token in ColorToken.allCases {
        writer.identifier(dynamicKey: token.rawValue, palette.color(token, in: variant).hexString)
      }
      writer.endObject()
    }
    writer.endObject()
    writer.beginArray(key: "bubbles")
  }

  private func write(_ bubble: BubbleDescription, to writer: inout JSONWriter) {
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
    writer.identifier("background", bubble.background.rawValue)
    writer.identifier("foreground", bubble.foreground.rawValue)
    writer.identifier("captionColor", bubble.captionColor.rawValue)
    if let status = bubble.status {
      writeStatus(status, to: &writer)
    } else {
      writer.null("status")
    }
    writer.beginObject(key: "accessibility")
    writer.string("label", bubble.accessibility.label)
    writer.string("hint", bubble.accessibility.hint)
    writer.identifierArray("traits", bubble.accessibility.traits)
    writer.stringArray("actions", bubble.accessibility.actions)
    writer.endObject()
    writer.identifierArray("actions", bubble.actions)
    let transition = bubble.transition
    writer.beginObject(key: "transition")
    writer.bool("animated", transition.animated)
    writer.identifierArray("effects", transition.effects)
    writer.identifier("curve", transition.curve?.rawValue)
    writer.number("duration", transition.duration)
    writer.identifier("haptic", transition.haptic?.rawValue)
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
    writer.identifier("paletteVariant", bubble.paletteVariant.rawValue)
    writer.string("language", bubble.language)
    writer.identifier("layoutDirection", bubble.layoutDirection.rawValue)
    writer.identifier("runPosition", bubble.runPosition?.rawValue)
    writer.endObject()
  }

  private func writeStatus(_ status: StatusIndicator, to writer: inout JSONWriter) {
    writer.beginObject(key: "status")
    writer.identifier("state", status.state.rawValue)
    writer.identifierArray("symbols", status.symbols)
    writer.string("text", status.text)
    writer.identifier("color", status.color.rawValue)
    if let badge = status.badge {
      writer.beginObject(key: "badge")
      writer.integer("count", badge.count)
      writer.string("text", badge.displayText)
      writer.identifier("symbol", badge.symbol.rawValue)
      writer.identifier("background", badge.background.rawValue)
      writer.identifier("foreground", badge.foreground.rawValue)
      writer.endObject()
    } else {
      writer.null("badge")
    }
    writer.string("accessibilityLabel", status.accessibilityLabel)
    writer.endObject()
  }
}
