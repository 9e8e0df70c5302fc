import ChatBubbles
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// XCTest: inside an XCTestCase, `assertGolden` reports through XCTFail.
// readme:begin tests
final class LifecycleXCTests: XCTestCase {
  func testLifecycleAsText() {  // Goldens/LifecycleXCTests/testLifecycleAsText.txt
    assertGolden(of: ChatBubbles.lifecycle(), as: .text)
  }

  func testLifecycleInDarkModeAsHTML() {
    assertGolden(of: ChatBubbles.lifecycle(options: .init(appearance: .dark)), as: .html)
  }
}
// readme:end tests
