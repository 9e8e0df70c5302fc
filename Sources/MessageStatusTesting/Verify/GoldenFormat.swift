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

  /// Creates a format.
  public init(fileExtension: String, render: @escaping @Sendable (Value) -> String) {
    self.fileExtension = fileExtension
    self.render = render
  }

  /// A format for `NewValue` that converts it to `Value` first.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> GoldenFormat<NewValue> {
    let render = self.render
    return GoldenFormat<NewValue>(fileExtension: fileExtension) { render(transform($0)) }
  }
}

extension GoldenFormat where Value == String {
  /// The string as it is, in a `.txt` file.
  public static var lines: GoldenFormat<String> {
    GoldenFormat(fileExtension: "txt") { $0 }
  }
}

extension GoldenFormat where Value == [BubbleDescription] {
  /// Bubbles through any renderer, in a file with the renderer's extension.
  public init(_ renderer: some BubbleRenderer) {
    self.init(fileExtension: type(of: renderer).fileExtension) { renderer.render($0) }
  }

  /// Bubbles in one of the renderers' formats, with its default options.
  public init(_ format: OutputFormat) {
    let renderer = format.renderer
    self.init(fileExtension: format.fileExtension) { renderer.render($0) }
  }

  /// Bubbles as `TextRenderer` text.
  public static var text: GoldenFormat<[BubbleDescription]> { GoldenFormat(OutputFormat.text) }
  /// Bubbles as an `HTMLRenderer` page.
  public static var html: GoldenFormat<[BubbleDescription]> { GoldenFormat(OutputFormat.html) }
  /// Bubbles as a `JSONRenderer` document.
  public static var json: GoldenFormat<[BubbleDescription]> { GoldenFormat(OutputFormat.json) }
}

extension GoldenFormat where Value == [BubbleSection] {
  /// Sections through any renderer, in a file with the renderer's extension.
  public init(_ renderer: some BubbleRenderer) {
    self.init(fileExtension: type(of: renderer).fileExtension) { renderer.render(sections: $0) }
  }
}
