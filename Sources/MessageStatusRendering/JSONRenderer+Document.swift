public import MessageStatusKit

extension JSONRenderer {
  /// The JSON document, decoded: what ``JSONRenderer`` writes, read back.
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

    /// The shape's version; ``JSONRenderer/schemaVersion`` when written by this library.
    public var schemaVersion: Int
    /// Every token's colour in every variant.
    public var palette: Palette
    /// The descriptions, in order.
    public var bubbles: [BubbleDescription]
    /// The sections, if the document was written from sections.
    public var sections: [Section]?
    /// The day separators, if the document was written from a thread.
    public var separators: [DaySeparator]?

    /// Creates a document.
    public init(
      schemaVersion: Int = JSONRenderer.schemaVersion, palette: Palette,
      bubbles: [BubbleDescription], sections: [Section]? = nil, separators: [DaySeparator]? = nil
    ) {
      self.schemaVersion = schemaVersion
      self.palette = palette
      self.bubbles = bubbles
      self.sections = sections
      self.separators = separators
    }
  }
}
