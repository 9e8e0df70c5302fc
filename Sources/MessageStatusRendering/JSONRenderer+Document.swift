public import MessageStatusKit

extension JSONRenderer {
  /// The JSON document, decoded: what ``JSONRenderer`` writes, read back.
  ///
  /// The `symbols`, `units` and `layout` members are the library's constants (see
  /// `Symbol.drawing`, `Metrics.lengthsScalingWithText` and `RowPart.order`), so
  /// decoding skips them.
  ///
  /// ```swift
  /// let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: data)
  /// document.bubbles == bubbles  // true
  /// ```
  public struct Document: Hashable, Codable, Sendable {
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
    /// Whether front ends follow the system or each bubble's palette variant.
    public var appearance: JSONRenderer.Appearance
    /// Every token's colour in every variant.
    public var palette: Palette
    /// The descriptions, in order.
    public var bubbles: [BubbleDescription]
    /// The sections, if the document was written from sections.
    public var sections: [Section]?
    /// The day separators, if the document was written from a thread.
    public var separators: [Separator]?

    /// Creates a document.
    public init(
      schemaVersion: Int = JSONRenderer.schemaVersion,
      appearance: JSONRenderer.Appearance = .system,
      palette: Palette, bubbles: [BubbleDescription], sections: [Section]? = nil,
      separators: [Separator]? = nil
    ) {
      self.schemaVersion = schemaVersion
      self.appearance = appearance
      self.palette = palette
      self.bubbles = bubbles
      self.sections = sections
      self.separators = separators
    }
  }
}
