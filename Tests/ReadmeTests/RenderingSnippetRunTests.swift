import Foundation
import MessageStatusKit
import XCTest

/// The README's rendering snippet, run.
final class RenderingSnippetTests: XCTestCase {
  func testRenderingSnippet() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hello", createdAt: Date(timeIntervalSince1970: 0),
      state: .read)
    let output = RenderingSnippet.render([BubbleDescriber().describe(message, in: chat)])
    XCTAssertTrue(output.page.hasPrefix("<!DOCTYPE html>"))
    XCTAssertTrue(output.page.contains("<title>Thread</title>"))
    XCTAssertTrue(output.json.contains(#""id": "m1""#))
    XCTAssertTrue(output.text.hasPrefix("shared by every bubble\n"))
    XCTAssertTrue(output.text.contains("\n\nbubble m1\n"))
  }
}
