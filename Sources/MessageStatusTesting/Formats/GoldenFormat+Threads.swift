public import MessageStatusComposer
public import MessageStatusKit
public import MessageStatusRendering

extension GoldenFormat where Value == ThreadDescription {
  /// A thread through any renderer: day headings, runs and bubbles, in a file with the
  /// renderer's extension.
  public init(_ renderer: some BubbleRenderer) {
    self.init(fileExtension: type(of: renderer).fileExtension) { renderer.render(thread: $0) }
  }

  /// A thread in one of the renderers' formats, with its default options; an HTML page
  /// draws each bubble in the palette variant it was described for and links the shared
  /// stylesheet (``GoldenCompanion/stylesheet``).
  public init(_ format: OutputFormat) {
    let renderer = format.renderer(for: .golden(format))
    guard format == .html else {
      self.init(fileExtension: format.fileExtension) { renderer.render(thread: $0) }
      return
    }
    self = .linkedHTML { renderer.render(thread: $0) }
  }

  /// A thread as `TextRenderer` text.
  public static var text: GoldenFormat<ThreadDescription> { GoldenFormat(OutputFormat.text) }
  /// A thread as an `HTMLRenderer` page.
  public static var html: GoldenFormat<ThreadDescription> { GoldenFormat(OutputFormat.html) }
  /// A thread as a `JSONRenderer` document.
  public static var json: GoldenFormat<ThreadDescription> { GoldenFormat(OutputFormat.json) }
  /// A thread as an `HTMLRenderer` page drawn still, for screenshots.
  public static var stillHTML: GoldenFormat<ThreadDescription> {
    let renderer = OutputFormat.html.renderer(
      for: PageOptions(colorScheme: .asDescribed, motion: .still))
    return .linkedHTML { renderer.render(thread: $0) }
  }
}

extension GoldenFormat where Value == [ComposerDescription] {
  /// Composer states as `TextRenderer` text: one block per state.
  public static var text: GoldenFormat<[ComposerDescription]> {
    GoldenFormat(fileExtension: TextRenderer.fileExtension) { composers in
      var out = ""
      TextRenderer().render(composers: composers, into: &out)
      return out
    }
  }

  /// Composer states as an `HTMLRenderer` page, linking the shared stylesheet.
  public static var html: GoldenFormat<[ComposerDescription]> {
    .linkedHTML { composers in
      var out = ""
      HTMLRenderer().render(composers: composers, into: &out)
      return out
    }
  }

  /// Composer states as a `JSONRenderer` document (`Schemas/composer.schema.json`).
  public static var json: GoldenFormat<[ComposerDescription]> {
    GoldenFormat(fileExtension: JSONRenderer.fileExtension) { composers in
      var out = ""
      JSONRenderer().render(composers: composers, into: &out)
      return out
    }
  }
}

extension GoldenFormat where Value == ComposerDescription {
  /// One composer state as `TextRenderer` text.
  public static var text: GoldenFormat<ComposerDescription> {
    GoldenFormat<[ComposerDescription]>.text.pullback { [$0] }
  }
  /// One composer state as an `HTMLRenderer` page.
  public static var html: GoldenFormat<ComposerDescription> {
    GoldenFormat<[ComposerDescription]>.html.pullback { [$0] }
  }
  /// One composer state as a `JSONRenderer` document.
  public static var json: GoldenFormat<ComposerDescription> {
    GoldenFormat<[ComposerDescription]>.json.pullback { [$0] }
  }
}
