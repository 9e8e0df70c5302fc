public import MessageStatusKit

/// Writes bubble descriptions in one output format.
///
/// A renderer prints what a `BubbleDescription` says and nothing more: it never
/// decides a colour, a symbol or a word. Options change layout, never content.
public protocol BubbleRenderer: Sendable {
  /// The file extension of this format, without the dot: `"html"`.
  static var fileExtension: String { get }

  /// Writes `document` to `sink` a chunk at a time, so memory use stays bounded.
  ///
  /// The conveniences below (`render(_:into:)`, `render(sections:into:)`,
  /// `render(thread:into:)` and their `String`-returning forms) all come here.
  ///
  /// - Parameters:
  ///   - document: A list, sections or a thread of descriptions, in display order.
  ///   - sink: Where the output goes; it receives a few large writes.
  func render<Bubbles: Sequence<BubbleDescription>>(
    _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream)
}

extension BubbleRenderer {
  /// Writes `bubbles` to `sink` one at a time, so memory use stays bounded.
  ///
  /// - Parameters:
  ///   - bubbles: The descriptions, in display order.
  ///   - sink: Where the output goes.
  public func render(
    _ bubbles: some Sequence<BubbleDescription>, into sink: inout some TextOutputStream
  ) {
    render(BubbleDocument.list(bubbles), into: &sink)
  }

  /// Writes titled groups of bubbles (a gallery), in order.
  ///
  /// - Parameters:
  ///   - sections: The groups, each with an optional heading.
  ///   - sink: Where the output goes.
  public func render(sections: [BubbleSection], into sink: inout some TextOutputStream) {
    render(BubbleDocument<[BubbleDescription]>.sections(sections), into: &sink)
  }

  /// Writes a whole thread: bubbles in order, with day separators and run positions.
  ///
  /// - Parameters:
  ///   - thread: The described thread (see `ThreadArranger`).
  ///   - sink: Where the output goes.
  public func render(thread: ThreadDescription, into sink: inout some TextOutputStream) {
    render(BubbleDocument<[BubbleDescription]>.thread(thread), into: &sink)
  }

  /// Writes the rows of a list of conversations, in order.
  ///
  /// - Parameters:
  ///   - rows: The rows (see `BubbleDescriber.describeRow`).
  ///   - sink: Where the output goes.
  public func render(rows: [ConversationRow], into sink: inout some TextOutputStream) {
    render(BubbleDocument<[BubbleDescription]>.rows(rows), into: &sink)
  }

  /// Renders `rows` into a new string.
  public func render(rows: [ConversationRow]) -> String {
    var output = ""
    render(rows: rows, into: &output)
    return output
  }

  /// Renders `bubbles` into a new string.
  public func render(_ bubbles: some Sequence<BubbleDescription>) -> String {
    var output = ""
    render(bubbles, into: &output)
    return output
  }

  /// Renders `thread` into a new string.
  public func render(thread: ThreadDescription) -> String {
    var output = ""
    render(thread: thread, into: &output)
    return output
  }

  /// Renders `sections` into a new string.
  public func render(sections: [BubbleSection]) -> String {
    var output = ""
    render(sections: sections, into: &output)
    return output
  }
}

/// A titled group of bubbles, such as "Group, some read" in a gallery.
public struct BubbleSection: Hashable, Sendable {
  /// The heading; `nil` for none.
  public var title: String?
  /// The bubbles, in display order.
  public var bubbles: [BubbleDescription]

  /// Creates a section.
  public init(title: String?, bubbles: [BubbleDescription]) {
    self.title = title
    self.bubbles = bubbles
  }
}
