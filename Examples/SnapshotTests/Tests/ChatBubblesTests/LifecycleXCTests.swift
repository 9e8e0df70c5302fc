import ChatBubbles
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// XCTest: inside an XCTestCase, `assertGolden` reports through XCTFail.
final class LifecycleXCTests: XCTestCase {
  func testLifecycleAsText() {
    assertGolden(of: ChatBubbles.lifecycle(), as: .text, named: "lifecycle", in: "xctest")
  }

  func testLifecycleInDarkModeAsHTML() {
    let bubbles = ChatBubbles.lifecycle(options: .init(appearance: .dark))
    assertGolden(of: bubbles, as: .html, named: "lifecycle-dark", in: "xctest")
  }

  func testMorningThreadAsText() {
    // A ThreadDescription has text, HTML and JSON presets too: day headings, runs, bubbles.
    assertGolden(of: ChatBubbles.morningThread(), as: .text, named: "morning", in: "xctest")
  }
}
