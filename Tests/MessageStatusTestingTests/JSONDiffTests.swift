import Foundation
import XCTest

@testable import MessageStatusTesting

/// The structural JSON diff names each key that changed, by path.
final class JSONDiffTests: XCTestCase {
  private func changes(_ old: String, _ new: String) throws -> [JSONDiff.Change] {
    try XCTUnwrap(JSONDiff(old: Data(old.utf8), new: Data(new.utf8))).changes
  }

  func testChangedAddedAndRemovedKeys() throws {
    let result = try changes(
      #"{"a": 1, "b": {"c": "x", "gone": true}, "list": [1, 2, 3]}"#,
      #"{"a": 2, "b": {"c": "x", "new": null}, "list": [1, 2]}"#)
    XCTAssertEqual(
      result,
      [
        .init(path: "$.a", kind: .changed, old: "1", new: "2"),
        .init(path: "$.b.gone", kind: .removed, old: "true", new: nil),
        .init(path: "$.b.new", kind: .added, old: nil, new: "null"),
        .init(path: "$.list[2]", kind: .removed, old: "3", new: nil),
      ])
  }

  func testSpellingAloneIsNoChange() throws {
    XCTAssertEqual(
      try changes(
        #"{"a":[1,{"b":"\u00e9"}],"z":0}"#, "{\n  \"z\": 0,\n  \"a\": [1, {\"b\": \"é\"}]\n}"),
      [])
  }

  func testTypesMatter() throws {
    XCTAssertEqual(
      try changes(#"{"flag": 1}"#, #"{"flag": true}"#),
      [.init(path: "$.flag", kind: .changed, old: "1", new: "true")])
    XCTAssertEqual(
      try changes(#"{"v": {"x": 1}}"#, #"{"v": [1]}"#),
      [.init(path: "$.v", kind: .changed, old: #"{"x":1}"#, new: "[1]")])
  }

  func testKeysThatAreNotNamesAreQuoted() throws {
    XCTAssertEqual(
      try changes(#"{"a b": 1, "1x": 1}"#, #"{"a b": 2, "1x": 2}"#).map(\.path),
      [#"$["1x"]"#, #"$["a b"]"#])
  }

  func testNotJSONGivesNoDiff() {
    XCTAssertNil(JSONDiff(old: Data("{".utf8), new: Data("{}".utf8)))
  }

  func testLimitKeepsTheTotal() throws {
    let old = "[" + (0..<10).map(String.init).joined(separator: ",") + "]"
    let new = "[" + (10..<20).map(String.init).joined(separator: ",") + "]"
    let diff = try XCTUnwrap(JSONDiff(old: Data(old.utf8), new: Data(new.utf8), limit: 3))
    XCTAssertEqual(diff.changes.count, 3)
    XCTAssertEqual(diff.total, 10)
  }
}
