import MessageStatusKit
import XCTest

@testable import MessageStatusRendering

final class CSSVariableTests: XCTestCase {
  func testEveryTokenNamesTheVariableTheStylesheetDefines() {
    let css = HTMLRenderer().stylesheet()
    for token in ColorToken.allCases {
      XCTAssertEqual("\(token.cssVariable)", "var(--msk-\(token.rawValue))")
      XCTAssertTrue(css.contains("--msk-\(token.rawValue):"), "\(token) is not defined")
    }
  }
}
