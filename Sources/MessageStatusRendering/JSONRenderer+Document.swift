public import MessageStatusKit

extension JSONRenderer {
  /// The JSON document: its `Codable` is the contract ``JSONRenderer`` writes faster.
  ///
  /// `JSONEncoder().encode(document)` gives the same JSON value as the renderer's bytes
  /// (the key order and spacing aside), and both decode to the same document. The
  /// `symbols`, `units` and `layout` members are the library's constants (see
  /// `Symbol.drawing`, `Metrics.lengthsScalingWithText` and `RowPart.order`): encoding
  /// writes them, decoding skips them. The values the bubbles share
  /// (`BubbleDescription.Shared`) are written once, from the first bubble; a bubble
  /// carries one only where it differs.
  ///
  /// ```swift
  /// let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: data)
  /// document.bubbles == bubbles  // true
  /// ```
  public struct Document: Hashable, Sendable {
    /// A titled run of bubbles, present when the document was written from sections.
    public struct Section: Hashable, Codable, Sendable {
      /// The heading, or `nil`.
      public var title: String?
      /// The index in ``Document/bubbles`` of the section's first bubble.
      public var start: Int
      /// How many bubbles the section has.
      public var count: Int

      /// Creates a section entry.
      public init(title: String?, start: Int, count: Int) {
        self.title = title
        self.start = start
        self.count = count
      }
    }

    /// A day heading, present when the document was written from a thread.
    public struct Separator: Hashable, Codable, Sendable {
      /// The index in ``Document/bubbles`` of the bubble it precedes.
      public var index: Int
      /// The day, `YYYY-MM-DD`.
      public var date: String
      /// What to show: "Today", "Yesterday", a date.
      public var title: String

      /// Creates a separator entry.
      public init(index: Int, date: String, title: String) {
        self.index = index
        self.date = date
        self.title = title
      }
    }

    /// The shape's version; ``JSONRenderer/schemaVersion`` when written by this library.
    public var schemaVersion: Int
    /// Whether front ends follow the system or each bubble's palette variant (the
    /// JSON's `appearance`).
    public var colorScheme: PageColorScheme
    /// Every token's colour in every variant.
    public var palette: Palette
    /// The descriptions, in order.
    public var bubbles: [BubbleDescription]
    /// What the bubbles share, written once at the top level: the first bubble's values;
    /// `nil` without bubbles.
    package var shared: BubbleDescription.Shared? {
      bubbles.first.map(BubbleDescription.Shared.init)
    }
    /// The sections, if the document was written from sections.
    public var sections: [Section]?
    /// The day separators, if the document was written from a thread.
    public var separators: [Separator]?
    /// The conversation rows, if the document was written from rows: one per bubble,
    /// each with its bubble as its latest message.
    public var rows: [ConversationRow]?

    /// Creates a document.
    public init(
      schemaVersion: Int = JSONRenderer.schemaVersion,
      colorScheme: PageColorScheme = .followSystem,
      palette: Palette, bubbles: [BubbleDescription], sections: [Section]? = nil,
      separators: [Separator]? = nil, rows: [ConversationRow]? = nil
    ) {
      self.schemaVersion = schemaVersion
      self.colorScheme = colorScheme
      self.palette = palette
      self.bubbles = bubbles
      self.sections = sections
      self.separators = separators
      self.rows = rows
    }
  }
}
