import MessageStatusKit

/// The output formats, one case per renderer: the list the command's usage text, its
/// `--format` check, the golden presets and the tests read.
public enum OutputFormat: String, CaseIterable, Codable, Hashable, Sendable {
  /// A standalone HTML page (``HTMLRenderer``).
  case html
  /// Review text (``TextRenderer``).
  case text
  /// A JSON document following the published schema (``JSONRenderer``).
  case json

  /// The format's renderer with its default options.
  public var renderer: any BubbleRenderer {
    switch self {
    case .html: HTMLRenderer()
    case .text: TextRenderer()
    case .json: JSONRenderer()
    }
  }

  /// The file extension of the format, without the dot: `"html"`.
  public var fileExtension: String { type(of: renderer).fileExtension }

  /// The cases as a usage list with `first` leading: `json|html|text`.
  public static func usage(first: OutputFormat) -> String {
    ([first] + allCases.filter { $0 != first }).map(\.rawValue).joined(separator: "|")
  }
}
