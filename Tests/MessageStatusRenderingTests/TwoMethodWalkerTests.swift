import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

// The renderer below is the one the MessageStatusRendering article shows, line for line
// (`testTheArticleShowsThisRenderer` checks): a walker of two methods.
// article: begin
/// Markdown: a list item per bubble, with what VoiceOver says and the time.
struct MarkdownRenderer: BubbleRenderer {
  static let fileExtension = "md"

  func render<Bubbles: Sequence<BubbleDescription>>(
    _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream
  ) {
    var walker = MarkdownWalker()
    walk(document, with: &walker, into: &sink)
  }
}

struct MarkdownWalker: BubbleWalker {
  var output = ""

  mutating func visit(_ bubble: BubbleDescription, index: Int) {
    output += "- \(escaped(bubble.accessibilityLabel)) (\(escaped(bubble.timestamp)))\n"
  }

  mutating func flush(into sink: inout some TextOutputStream) {
    sink.write(output)
    output = ""
  }

  /// Markdown's punctuation escaped, so that a message cannot format the list.
  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\`*_{}[]()#+-.!<>|~".contains(character) { result.append("\\") }
      result.append(character.isNewline ? " " : character)
    }
    return result
  }
}
// article: end

final class TwoMethodWalkerTests: XCTestCase {
  /// Sections and day headings go by without a word: the walker writes only bubbles.
  func testAWalkerOfTwoMethodsRendersEveryShape() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let describer = BubbleDescriber()
    let bubbles = [
      Message(
        id: "m1", sender: "me", text: "*Hi* [there](x)\nsecond line",
        createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .failed),
      Message(
        id: "m2", sender: "alice", text: "# not a heading",
        createdAt: Date(timeIntervalSince1970: 1_761_043_380), state: .delivered),
    ].map { describer.describe($0, in: chat) }
    let expected = """
      - \\*Hi\\* \\[there\\]\\(x\\) second line, failed to send, tap to retry (10:42 AM)
      - \\# not a heading (10:43 AM)

      """
    XCTAssertEqual(MarkdownRenderer().render(bubbles), expected)
    XCTAssertEqual(
      MarkdownRenderer().render(sections: [BubbleSection(title: "Today", bubbles: bubbles)]),
      expected)
  }

  /// The article's renderer is this file's, so the article's code compiles.
  func testTheArticleShowsThisRenderer() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try XCTUnwrap(source.range(of: "// article: begin\n"))
    let end = try XCTUnwrap(source.range(of: "// article: end\n"))
    let code = source[begin.upperBound..<end.lowerBound]
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/MessageStatusRendering/MessageStatusRendering.docc/MessageStatusRendering.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    XCTAssertTrue(
      text.contains("```swift\n" + code + "```\n"),
      "the article's Markdown renderer differs from \(#fileID)'s; copy it over")
    XCTAssertLessThanOrEqual(code.split(separator: "\n").count, 35)
  }
}
