public import MessageStatusKit

/// A renderer's writer, driven by ``walk(_:with:into:)``: the one traversal of a
/// ``BubbleDocument`` that every format shares, as swift-markdown's `MarkupWalker` drives
/// its visitors.
///
/// The walker owns its output and says what each event writes; the traversal decides
/// the order of events and when output is handed to the sink. A renderer of an app's own
/// format is a walker and a ``BubbleRenderer`` whose `render` calls ``walk(_:with:into:)``.
/// Every member but ``visit(_:index:)-(BubbleDescription,_)`` and ``flush(into:)`` has a default that writes
/// nothing, so a walker implements only what its format shows:
///
/// ```swift
/// struct MarkdownRenderer: BubbleRenderer {
///   static let fileExtension = "md"
///   func render<Bubbles: Sequence<BubbleDescription>>(
///     _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream
///   ) {
///     var walker = MarkdownWalker()
///     walk(document, with: &walker, into: &sink)
///   }
/// }
/// ```
public protocol BubbleWalker: ~Copyable {
  /// Before anything else. `first` is the document's first bubble, if any (pages take
  /// their language and direction from it).
  mutating func begin(_ kind: DocumentKind, first: BubbleDescription?)
  /// Before the bubbles of section `index` (from 0), in a ``DocumentKind/sections`` document.
  mutating func beginSection(_ section: BubbleSection, index: Int)
  /// After the bubbles of a section.
  mutating func endSection(_ section: BubbleSection, index: Int)
  /// A day heading, in a thread, before the bubble at `bubbleIndex`.
  mutating func visit(_ separator: DaySeparator, beforeBubble bubbleIndex: Int)
  /// One bubble; `index` counts the bubbles visited before it (across sections).
  mutating func visit(_ bubble: BubbleDescription, index: Int)
  /// One conversation's row, in a ``DocumentKind/rows`` document; `index` counts the rows
  /// before it.
  mutating func visit(_ row: ConversationRow, index: Int)
  /// After everything.
  mutating func end(_ kind: DocumentKind)
  /// Hands the output so far to `sink` when a chunk has collected.
  mutating func flush(ifFullInto sink: inout some TextOutputStream)
  /// Hands all remaining output to `sink`.
  mutating func flush(into sink: inout some TextOutputStream)
}

extension BubbleWalker where Self: ~Copyable {
  /// Writes nothing: a walker that needs no preamble leaves this out.
  public mutating func begin(_ kind: DocumentKind, first: BubbleDescription?) {}
  /// Writes nothing: a walker without section headings leaves this out.
  public mutating func beginSection(_ section: BubbleSection, index: Int) {}
  /// Writes nothing.
  public mutating func endSection(_ section: BubbleSection, index: Int) {}
  /// Writes nothing: a walker without day headings leaves this out.
  public mutating func visit(_ separator: DaySeparator, beforeBubble bubbleIndex: Int) {}
  /// Writes nothing: a walker without conversation rows leaves this out.
  public mutating func visit(_ row: ConversationRow, index: Int) {}
  /// Writes nothing.
  public mutating func end(_ kind: DocumentKind) {}
  /// Hands nothing over until the end.
  ///
  /// The output goes to the sink once, through ``flush(into:)``; a walker of long
  /// documents hands chunks over here.
  public mutating func flush(ifFullInto sink: inout some TextOutputStream) {}
}

/// Which of the four shapes a document has.
public enum DocumentKind: Hashable, Sendable {
  /// ``BubbleDocument/list(_:)``.
  case list
  /// ``BubbleDocument/sections(_:)``.
  case sections
  /// ``BubbleDocument/thread(_:)``.
  case thread
  /// ``BubbleDocument/rows(_:)``.
  case rows
}

/// Walks `document`, calling `walker`'s hooks in display order.
///
/// The walker's output goes to `sink` a chunk at a time. This is the only loop over
/// bubbles in the renderers.
public func walk<Bubbles: Sequence<BubbleDescription>, Walker: BubbleWalker & ~Copyable>(
  _ document: BubbleDocument<Bubbles>, with walker: inout Walker,
  into sink: inout some TextOutputStream
) {
  var index = 0
  switch document {
  case .list(let bubbles):
    var started = false
    bubbles.forEachBorrowed { bubble in
      if !started {
        started = true
        walker.begin(.list, first: bubble)
      }
      walker.visit(bubble, index: index)
      walker.flush(ifFullInto: &sink)
      index += 1
    }
    if !started { walker.begin(.list, first: nil) }
    walker.end(.list)

  case .sections(let sections):
    walker.begin(.sections, first: sections.lazy.flatMap(\.bubbles).first)
    for (number, section) in sections.enumerated() {
      walker.beginSection(section, index: number)
      section.bubbles.forEachBorrowed { bubble in
        walker.visit(bubble, index: index)
        walker.flush(ifFullInto: &sink)
        index += 1
      }
      walker.endSection(section, index: number)
    }
    walker.end(.sections)

  case .thread(let thread):
    let first = thread.items.lazy.compactMap { item -> BubbleDescription? in
      if case .bubble(let bubble) = item { bubble } else { nil }
    }.first
    walker.begin(.thread, first: first)
    for item in thread.items {
      switch item {
      case .daySeparator(let separator):
        walker.visit(separator, beforeBubble: index)
      case .bubble(let bubble):
        walker.visit(bubble, index: index)
        walker.flush(ifFullInto: &sink)
        index += 1
      }
    }
    walker.end(.thread)

  case .rows(let rows):
    walker.begin(.rows, first: rows.first?.latest)
    for (number, row) in rows.enumerated() {
      walker.visit(row, index: number)
      walker.flush(ifFullInto: &sink)
    }
    walker.end(.rows)
  }
  walker.flush(into: &sink)
}
