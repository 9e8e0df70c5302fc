public import MessageStatusKit

/// Writes descriptions as a JSON document for other front ends (web, Android, servers).
///
/// The shape is published in `Schemas/bubbles.schema.json`: `schemaVersion`, the
/// `appearance` to draw with, the `palette` (every token's sRGB per variant), the
/// `symbols` (each with its SF Symbol and Material Symbols names and SVG paths), the
/// `units` and `layout` every size and row follows, then `bubbles`. Keys come in a fixed
/// order, strings are escaped per RFC 8259, and numbers are spelled the same on every
/// platform, so the bytes are stable. The document decodes back into equal descriptions
/// with ``JSONRenderer/Document``.
public struct JSONRenderer: BubbleRenderer {
  /// The version of the document shape; raised on any removal or change of meaning.
  public static let schemaVersion = 3

  /// `"json"`.
  public static let fileExtension = "json"

  /// The colours written into the document's `palette`.
  public var palette: Palette
  /// Whether front ends follow the system or each bubble's palette variant: the
  /// document's `appearance`.
  public var colorScheme: PageColorScheme

  /// Creates a JSON renderer.
  public init(palette: Palette = .standard, colorScheme: PageColorScheme = .followSystem) {
    self.palette = palette
    self.colorScheme = colorScheme
  }

  /// Writes the document, the `symbols` its bubbles draw last.
  ///
  /// `sections` (each title with the index of its first bubble and its count) follow the
  /// bubbles of a sectioned document, `separators` (each day heading with the index of
  /// the bubble it precedes) those of a thread, and `rows` (the rest of each conversation
  /// row, whose latest message is the bubble of the same index) those of a list of
  /// conversations; then the symbols, only those drawn.
  public func render<Bubbles: Sequence<BubbleDescription>>(
    _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream
  ) {
    var walker = Walker(renderer: self)
    walk(document, with: &walker, into: &sink)
  }
}

extension JSONRenderer {
  private struct Walker: BubbleWalker, ~Copyable {
    let renderer: JSONRenderer
    var writer = JSONWriter()
    var sections: [(title: String?, start: Int, count: Int)] = []
    var separators: [(index: Int, separator: DaySeparator)] = []
    var rows: [ConversationRow] = []
    var bubbleCount = 0
    var shared: BubbleDescription.Shared?
    var symbols = SymbolSet()

    init(renderer: JSONRenderer) { self.renderer = renderer }

    mutating func begin(_ kind: DocumentKind, first: BubbleDescription?) {
      shared = first.map(BubbleDescription.Shared.init)
      renderer.writeStart(sharing: shared, &writer)
    }

    mutating func beginSection(_ section: BubbleSection, index: Int) {
      sections.append((section.title, bubbleCount, section.bubbles.count))
    }

    mutating func endSection(_ section: BubbleSection, index: Int) {}

    mutating func visit(_ separator: DaySeparator, beforeBubble bubbleIndex: Int) {
      separators.append((bubbleIndex, separator))
    }

    mutating func visit(_ bubble: BubbleDescription, index: Int) {
      renderer.write(bubble, sharing: shared, to: &writer)
      symbols.insert(bubble)
      bubbleCount += 1
    }

    /// The row's latest bubble joins `bubbles`; the rest of the row goes in `rows`.
    mutating func visit(_ row: ConversationRow, index: Int) {
      visit(row.latest, index: index)
      rows.append(row)
    }

    mutating func end(_ kind: DocumentKind) {
      writer.endArray()
      switch kind {
      case .list: break
      case .sections:
        writer.beginArray(key: "sections")
        for section in sections {
          writer.beginObject()
          writer.string("title", section.title)
          writer.integer("start", section.start)
          writer.integer("count", section.count)
          writer.endObject()
        }
        writer.endArray()
      case .thread:
        writer.beginArray(key: "separators")
        for (index, separator) in separators {
          writer.beginObject()
          writer.integer("index", index)
          writer.string("date", separator.date)
          writer.string("title", separator.title)
          writer.endObject()
        }
        writer.endArray()
      case .rows:
        writer.beginArray(key: "rows")
        for row in rows {
          writer.beginObject()
          writer.string("title", row.title)
          writer.string("preview", row.preview)
          writer.string("time", row.time)
          writer.string("date", row.date)
          writer.string("accessibilityLabel", row.accessibilityLabel)
          writer.endObject()
        }
        writer.endArray()
      }
      renderer.writeSymbols(symbols.symbols, &writer)
      writer.endObject()
      writer.buffer.write(ascii: UInt8(ascii: "\n"))
    }

    mutating func flush(ifFullInto sink: inout some TextOutputStream) {
      writer.buffer.flush(ifFullInto: &sink)
    }

    mutating func flush(into sink: inout some TextOutputStream) {
      writer.buffer.flush(into: &sink)
    }
  }
}
