public import MessageStatusComposer
public import MessageStatusKit

/// The output formats, one case per renderer: the list the command's usage text, its
/// `--format` check, the golden tests and the tests of every format read.
///
/// A format is its renderer's file and its case here, with the two lines that make its
/// renderer for a page of bubbles and of composers.
public enum OutputFormat: String, CaseIterable, Codable, Hashable, Sendable {
  /// A standalone HTML page (``HTMLRenderer``).
  case html
  /// Review text (``TextRenderer``).
  case text
  /// A JSON document following the published schema (``JSONRenderer``).
  case json

  /// The format's renderer for `page`; a format takes what it has of the options (text
  /// has no title, colours or motion).
  public func renderer(for page: PageOptions = .init()) -> any BubbleRenderer {
    switch self {
    case .html:
      HTMLRenderer(
        palette: page.palette,
        options: .init(
          document: page.title.map { .page(title: $0) } ?? .localizedPage,
          colorScheme: page.colorScheme, motion: page.motion))
    case .text: TextRenderer(palette: page.palette)
    case .json: JSONRenderer(palette: page.palette, colorScheme: page.colorScheme)
    }
  }

  /// Writes composer descriptions in this format, on a page as `page` asks (titled in its
  /// language by default).
  public func render(
    composers: [ComposerDescription], for page: PageOptions = .init(),
    into sink: inout some TextOutputStream
  ) {
    switch self {
    case .html:
      HTMLRenderer(
        palette: page.palette,
        options: .init(
          document: page.title.map { .page(title: $0) } ?? .localizedPage,
          colorScheme: page.colorScheme, motion: page.motion)
      ).render(composers: composers, into: &sink)
    case .text: TextRenderer().render(composers: composers, into: &sink)
    case .json: JSONRenderer().render(composers: composers, into: &sink)
    }
  }

  /// The file extension of the format, without the dot: `"html"`.
  public var fileExtension: String { type(of: renderer()).fileExtension }

  /// The cases as a usage list with `first` leading: `json|html|text`.
  package static func usage(first: OutputFormat) -> String {
    ([first] + allCases.filter { $0 != first }).map(\.rawValue).joined(separator: "|")
  }
}

/// What a page of any format can be asked for; each format takes what it has.
public struct PageOptions: Hashable, Sendable {
  /// The page's title; `nil` titles it in its bubbles' language ("Message bubbles").
  public var title: String?
  /// Whether the page follows the reader's light and dark setting or draws each bubble in
  /// the palette variant it was described for.
  public var colorScheme: PageColorScheme
  /// Whether status changes play their transitions.
  public var motion: HTMLRenderer.Motion
  /// The colours of the page (HTML) and of the document's `palette` (JSON).
  ///
  /// A page whose palette misses WCAG 2.2 contrast says which pairs, above its bubbles.
  public var palette: Palette

  /// Creates options: by default a page titled in its language that follows the system,
  /// plays its transitions and uses the standard palette.
  public init(
    title: String? = nil, colorScheme: PageColorScheme = .followSystem,
    motion: HTMLRenderer.Motion = .animated, palette: Palette = .standard
  ) {
    self.title = title
    self.colorScheme = colorScheme
    self.motion = motion
    self.palette = palette
  }
}
