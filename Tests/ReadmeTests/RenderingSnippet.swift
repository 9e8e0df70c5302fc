// readme:begin rendering
import MessageStatusKit
import MessageStatusRendering
// readme:pause rendering
import XCTest

/// The README's rendering snippet, compiled: this file imports only the renderers, as the
/// snippet does.
enum RenderingSnippet {
  /// What the snippet makes of `bubbles`: the page, the JSON document and the text.
  static func render(_ bubbles: [BubbleDescription]) -> (page: String, json: String, text: String) {
    // readme:resume rendering

    var page = ""
    HTMLRenderer(options: .init(document: .page(title: "Thread"))).render(bubbles, into: &page)
    let json = JSONRenderer().render(bubbles)  // the document below
    let text = TextRenderer().render(bubbles)  // diff-friendly, every field named
    // readme:end rendering
    return (page, json, text)
  }
}
