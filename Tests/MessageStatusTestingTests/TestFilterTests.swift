import Foundation
import XCTest

@testable import MessageStatusTesting

/// The printed commands select one test, whatever its name holds.
final class TestFilterTests: XCTestCase {
  func testEveryMetacharacterIsEscaped() {
    XCTAssertEqual(
      TestFilter.escape(#"a.b\c^d$e|f?g*h+i(j)k[l]m{n}"#),
      #"a\.b\\c\^d\$e\|f\?g\*h\+i\(j\)k\[l\]m\{n\}"#)
  }

  func testRawIdentifiersStayOneShellWord() throws {
    // Swift 6.2 test names may hold spaces and quotes: `@Test func `it's read`()`.
    let filter = TestFilter.swiftTesting(module: "AppTests", nameComponents: ["it's read()"])
    XCTAssertEqual(filter, #"^AppTests\.it's read\(\)(/|$)"#)
    XCTAssertEqual(
      GoldenFailure.command(filter: filter, mode: .failed),
      #"GOLDEN_RECORD=failed swift test --filter '^AppTests\.it'\''s read\(\)(/|$)'"#)
    let regex = try NSRegularExpression(pattern: filter)
    let id = "AppTests.it's read()/File.swift:3:4"
    XCTAssertNotNil(regex.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)))
  }

  func testNestedSuitesJoinWithSlashes() {
    XCTAssertEqual(
      TestFilter.swiftTesting(module: "AppTests", nameComponents: ["Outer", "Inner", "f(x:)"]),
      #"^AppTests\.Outer/Inner/f\(x:\)(/|$)"#)
  }

  func testXCTestMethodNamesOnEveryPlatform() {
    XCTAssertEqual(TestFilter.method(fromTestName: "BubbleTests.testRead"), "testRead")
    XCTAssertEqual(TestFilter.method(fromTestName: "-[BubbleTests testRead]"), "testRead")
    XCTAssertEqual(
      TestFilter.xcTest(qualifiedClass: "AppTests.BubbleTests", method: "testRead"),
      #"^AppTests\.BubbleTests/testRead$"#)
  }
}
