import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// One traversal feeds every format: a list, one untitled section and a thread without day
/// headings hold the same bubbles in the same order.
final class TraversalTests: XCTestCase {
  func testAListAnUntitledSectionAndAPlainThreadWriteTheSameBubbles() throws {
    let bubbles = GoldenCase.failures.bubbles
    let section = [BubbleSection(title: nil, bubbles: bubbles)]
    let thread = ThreadDescription(items: bubbles.map { .bubble($0) })
    let text = TextRenderer()
    XCTAssertEqual(text.render(bubbles), text.render(sections: section))
    XCTAssertEqual(text.render(bubbles), text.render(thread: thread))
    let json = JSONRenderer()
    let decoder = JSONDecoder()
    for output in [json.render(sections: section), json.render(thread: thread)] {
      let document = try decoder.decode(JSONRenderer.Document.self, from: Data(output.utf8))
      XCTAssertEqual(document.bubbles, bubbles)
    }
    let list = HTMLRenderer().render(bubbles)
    let threadPage = HTMLRenderer().render(thread: thread)
    XCTAssertEqual(list, threadPage, "a list is a thread without day headings")
  }
}
