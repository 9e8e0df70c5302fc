import Foundation
import MessageStatusKit
import MessageStatusRendering

/// Proves, before anything is timed, that each baseline does the same work as the library:
/// the same bytes for HTML rows and text, and for JSON two documents that decode to the
/// same descriptions. A mismatch stops the benchmark run.
public enum BaselineCheck {
  public static func verify(_ bubbles: [BubbleDescription]) {
    let html = HTMLRenderer().render(bubbles)
    let rows = html.components(separatedBy: "<ol class=\"thread\">\n").last?
      .components(separatedBy: "</ol>\n").first
    require(rows == Baseline.htmlRows(bubbles), "the HTML baseline writes different rows")
    require(
      TextRenderer().render(bubbles) == Baseline.text(bubbles, palette: .standard),
      "the text baseline writes different text")
    let decoder = JSONDecoder()
    let ours = try? decoder.decode(
      JSONRenderer.Document.self, from: Data(JSONRenderer().render(bubbles).utf8))
    require(ours?.bubbles == bubbles, "our JSON does not decode to the descriptions")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let theirs = (try? encoder.encode(bubbles)).flatMap {
      try? decoder.decode([BubbleDescription].self, from: $0)
    }
    require(theirs == bubbles, "JSONEncoder's output does not decode to the descriptions")
  }

  private static func require(_ condition: Bool, _ message: String) {
    guard condition else { fatalError("Baseline check failed: \(message)") }
  }
}
