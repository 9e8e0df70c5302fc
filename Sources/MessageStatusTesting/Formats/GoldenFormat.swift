public import MessageStatusKit
public import MessageStatusRendering

/// How a value becomes the exact text of a golden file.
///
/// ```swift
/// assertGolden(of: bubbles, as: .html, named: "thread", in: "html")
/// assertGolden(of: rows.joined(separator: "\n"), as: .lines, named: "merging", in: "text")
/// ```
public struct GoldenFormat<Value>: Sendable {
  /// The golden file's extension, without the dot.
  public var fileExtension: String
  /// Turns a value into the golden's text.
  public var render: @Sendable (Value) -> String
  /// A file every golden of the format links, kept once beside them.
  ///
  /// The HTML formats' is the shared stylesheet; `nil` for a format whose goldens stand
  /// alone.
  public var companion: GoldenCompanion?

  /// Creates a format.
  public init(
    fileExtension: String, companion: GoldenCompanion? = nil,
    render: @escaping @Sendable (Value) -> String
  ) {
    self.fileExtension = fileExtension
    self.companion = companion
    self.render = render
  }

  /// A format for `NewValue` that converts it to `Value` first.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> GoldenFormat<NewValue> {
    let render = self.render
    return GoldenFormat<NewValue>(fileExtension: fileExtension, companion: companion) {
      render(transform($0))
    }
  }
}

extension GoldenFormat where Value: CustomStringConvertible & SendableMetatype {
  /// The value's `description` as it is, in a `.txt` file: a string is itself.
  ///
  /// ```swift
  /// assertGolden(of: rows.joined(separator: "\n"), as: .lines, named: "merging", in: "text")
  /// assertGolden(of: receipt, as: .lines, named: "receipt", in: "text")
  /// ```
  public static var lines: GoldenFormat<Value> {
    GoldenFormat(fileExtension: "txt") { $0.description }
  }
}

extension GoldenFormat where Value: Encodable & SendableMetatype {
  /// Any `Encodable` value as JSON, in a `.json` file: keys sorted by their UTF-8 bytes,
  /// two-space indentation, strings escaped and numbers spelled as `JSONRenderer` does
  /// (every invisible character as `\uXXXX`; `0.2`, not `0.20000000000000001`), so the
  /// golden is the same on every platform.
  ///
  /// `Date` is written as an ISO 8601 instant in UTC, `URL` as its absolute string, `Data`
  /// as Base64 and a non-finite number as `"NaN"`, `"Infinity"` or `"-Infinity"`. A value
  /// whose `encode(to:)` throws becomes a one-line text naming the error, which no golden
  /// matches.
  ///
  /// ```swift
  /// assertGolden(of: settings, as: .encodedJSON)
  /// ```
  ///
  /// A `nil` optional is left out, as `JSONEncoder` leaves it. It is the value's `Encodable`
  /// form whatever the value is; `.json` is the renderer's document (the contract front
  /// ends read), and only bubbles, threads and composers have it, so the two never stand
  /// for each other.
  public static var encodedJSON: GoldenFormat<Value> {
    GoldenFormat(fileExtension: "json") { value in
      do {
        return try GoldenJSONEncoder.encode(value)
      } catch {
        return "cannot encode \(Value.self) as JSON: \(error)\n"
      }
    }
  }
}

extension GoldenFormat where Value == [BubbleDescription] {
  /// Bubbles through any renderer, in a file with the renderer's extension.
  public init(_ renderer: some BubbleRenderer) {
    self.init(fileExtension: type(of: renderer).fileExtension) { renderer.render($0) }
  }

  /// Bubbles in one of the renderers' formats, with its default options; an HTML page
  /// draws each bubble in the palette variant it was described for (a dark description
  /// gives a dark page), since a golden records one appearance, and links the stylesheet
  /// every page shares (``GoldenCompanion/stylesheet``) instead of holding it.
  public init(_ format: OutputFormat) {
    self.init(format, options: .golden(format))
  }

  /// Bubbles in `format` with `options`; an HTML page links the shared stylesheet.
  init(_ format: OutputFormat, options: PageOptions) {
    let renderer = format.renderer(for: options)
    guard format == .html else {
      self.init(fileExtension: format.fileExtension) { renderer.render($0) }
      return
    }
    self = .linkedHTML { renderer.render($0) }
  }

  /// Bubbles as `TextRenderer` text.
  public static var text: GoldenFormat<[BubbleDescription]> { GoldenFormat(OutputFormat.text) }
  /// Bubbles as an `HTMLRenderer` page.
  public static var html: GoldenFormat<[BubbleDescription]> { GoldenFormat(OutputFormat.html) }
  /// Bubbles as a `JSONRenderer` document.
  public static var json: GoldenFormat<[BubbleDescription]> { GoldenFormat(OutputFormat.json) }
  /// Bubbles as an `HTMLRenderer` page drawn still: every status in its final state, no
  /// animation, for screenshots of the page or of a review frame.
  public static var stillHTML: GoldenFormat<[BubbleDescription]> {
    GoldenFormat(.html, options: PageOptions(colorScheme: .asDescribed, motion: .still))
  }
}

extension GoldenFormat where Value == BubbleDescription {
  /// One bubble as `TextRenderer` text (the document of `[bubble]`).
  public static var text: GoldenFormat<BubbleDescription> {
    GoldenFormat<[BubbleDescription]>.text.pullback { [$0] }
  }
  /// One bubble as an `HTMLRenderer` page.
  public static var html: GoldenFormat<BubbleDescription> {
    GoldenFormat<[BubbleDescription]>.html.pullback { [$0] }
  }
  /// One bubble as a `JSONRenderer` document: the contract, not its `Codable` form.
  public static var json: GoldenFormat<BubbleDescription> {
    GoldenFormat<[BubbleDescription]>.json.pullback { [$0] }
  }
  /// One bubble as an `HTMLRenderer` page drawn still (see `stillHTML` of an array).
  public static var stillHTML: GoldenFormat<BubbleDescription> {
    GoldenFormat<[BubbleDescription]>.stillHTML.pullback { [$0] }
  }
}

extension GoldenFormat where Value == [BubbleSection] {
  /// Sections through any renderer, in a file with the renderer's extension.
  public init(_ renderer: some BubbleRenderer) {
    self.init(fileExtension: type(of: renderer).fileExtension) { renderer.render(sections: $0) }
  }
}

extension PageOptions {
  /// A golden's page options in `format`: an HTML page pinned to the palette variant each
  /// bubble was described for (one appearance, as the golden records one), the defaults
  /// otherwise.
  static func golden(_ format: OutputFormat) -> PageOptions {
    format == .html ? PageOptions(colorScheme: .asDescribed) : PageOptions()
  }
}
