import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// A renderer that lives in an app, written against the public API only (no `@testable`):
/// a walker, driven by the library's one traversal, writes Markdown.
private struct SectionedMarkdownRenderer: BubbleRenderer {
  static let fileExtension = "md"

  func render<Bubbles: Sequence<BubbleDescription>>(
    _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream
  ) {
    var walker = SectionedMarkdownWalker()
    walk(document, with: &walker, into: &sink)
  }
}

private struct SectionedMarkdownWalker: BubbleWalker {
  var output = ""

  /// Markdown's punctuation, escaped so that a message cannot format the page.
  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\`*_{}[]()#+-.!<>|".contains(character) { result.append("\\") }
      result.append(character == "\n" ? " " : character)
    }
    return result
  }

  mutating func begin(_ kind: DocumentKind, first: BubbleDescription?) {
    output += "# Messages\n\n"
  }
  mutating func beginSection(_ section: BubbleSection, index: Int) {
    if let title = section.title { output += "## \(escaped(title))\n\n" }
  }
  mutating func endSection(_ section: BubbleSection, index: Int) {}
  mutating func visit(_ separator: DaySeparator, beforeBubble bubbleIndex: Int) {
    output += "### \(escaped(separator.title))\n\n"
  }
  mutating func visit(_ bubble: BubbleDescription, index: Int) {
    output += "- \(escaped(bubble.accessibilityLabel)) (\(escaped(bubble.timestamp)))\n"
  }
  mutating func end(_ kind: DocumentKind) { output += "\n" }
  mutating func flush(ifFullInto sink: inout some TextOutputStream) {
    if output.utf8.count > 4096 { flush(into: &sink) }
  }
  mutating func flush(into sink: inout some TextOutputStream) {
    sink.write(output)
    output = ""
  }
}

final class AppRendererTests: XCTestCase {
  func testAnAppsOwnFormatIsAWalker() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let describer = BubbleDescriber()
    let bubbles = [
      Message(
        id: "m1", sender: "me", text: "*Hi* [there](x)",
        createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .failed),
      Message(
        id: "m2", sender: "alice", text: "# not a heading",
        createdAt: Date(timeIntervalSince1970: 1_761_043_380), state: .delivered),
    ].map { describer.describe($0, in: chat) }
    let markdown = SectionedMarkdownRenderer().render(sections: [
      BubbleSection(title: "Today", bubbles: bubbles)
    ])
    XCTAssertEqual(
      markdown,
      """
      # Messages

      ## Today

      - \\*Hi\\* \\[there\\]\\(x\\), failed to send, tap to retry (10:42 AM)
      - \\# not a heading (10:43 AM)


      """)
  }
}
