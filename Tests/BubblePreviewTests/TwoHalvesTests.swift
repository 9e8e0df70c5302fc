import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// A large `messages` array is decoded in two halves at once; whatever the bytes, the
/// result is the one-pass result: the same entries, problems, lines and columns.
final class TwoHalvesTests: XCTestCase {
  /// `count` messages, one per line, each with a receipt list and a text that may hold
  /// `},{`, followed by `after`.
  private func array(_ count: Int, text: (Int) -> String = { "Message \($0)" }, after: String = "")
    -> [UInt8]
  {
    let messages = (0..<count).map { index in
      #"{"id": "m\#(index)", "sender": "me", "createdAt": "2025-10-21T10:42:00Z", "#
        + #""text": "\#(text(index))", "deliveredTo": ["alice", "bob"], "state": "delivered"}"#
    }
    return Array(("[\n" + messages.joined(separator: ",\n") + "\n]" + after).utf8)
  }

  private struct Decoded {
    var messages: [Message]
    var failure: PreviewError?
    /// The syntax error after the array (its line and column), or the index after it.
    var after: Result<Int, JSONSyntaxError>
  }

  /// Decodes `bytes` (an array, then anything) in two halves when `split`, else in order.
  private func decode(_ bytes: [UInt8], split: Bool) throws -> Decoded {
    try bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      let list = try MessageListDecoder.decode(
        &parser, in: InputWindow(whole: buffer), splitAbove: split ? 0 : .max)
      let after = Result { () throws(JSONSyntaxError) in
        try parser.finish()
        return parser.index
      }
      return Decoded(messages: list.entries.map(\.message), failure: list.failure, after: after)
    }
  }

  private func assertSameBothWays(
    _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line
  ) throws -> Decoded {
    let inOrder = try decode(bytes, split: false)
    let halves = try decode(bytes, split: true)
    XCTAssertEqual(halves.messages, inOrder.messages, file: file, line: line)
    XCTAssertEqual(halves.failure, inOrder.failure, file: file, line: line)
    XCTAssertEqual(
      String(describing: halves.after), String(describing: inOrder.after), file: file, line: line)
    return halves
  }

  /// How many entries the halves made together, or `nil` where they did not make the whole
  /// (the first half then read on alone).
  private func halves(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      let window = InputWindow(whole: buffer)
      guard let split = MessageListDecoder.elementStart(nearMiddleOf: parser, in: window),
        let list = try? MessageListDecoder.inTwoHalves(&parser, in: window, splitAt: split),
        !list.entries.second.isEmpty
      else { return nil }
      return list.entries.count
    }
  }

  func testTwoHalvesGiveTheEntriesOfOnePass() throws {
    let bytes = array(2_000)
    XCTAssertEqual(halves(bytes), 2_000, "decoded in two halves")
    let decoded = try assertSameBothWays(bytes)
    XCTAssertEqual(decoded.messages.count, 2_000)
    XCTAssertEqual(decoded.messages.last?.id, "m1999")
  }

  func testASplitInsideAStringFallsBackToOnePass() throws {
    // Every text looks like the end of one element and the start of another.
    let bytes = array(400) { _ in #"}, {\"id\": \"x\"}, {"# }
    XCTAssertNil(halves(bytes), "the split is inside a string: no halves")
    let decoded = try assertSameBothWays(bytes)
    XCTAssertEqual(decoded.messages.count, 400)
    XCTAssertTrue(decoded.messages.allSatisfy { $0.text == #"}, {"id": "x"}, {"# })
  }

  func testAProblemInTheSecondHalfIsTheOnePassProblem() throws {
    var bytes = array(1_000)
    let bad = Array(#""state": "delivered""#.utf8)
    let last = try XCTUnwrap(bytes.lastRange(of: bad))
    bytes.replaceSubrange(last, with: Array(#""state": "lost""#.utf8))
    XCTAssertNil(halves(bytes), "a problem in the second half: no halves")
    let decoded = try assertSameBothWays(bytes)
    XCTAssertEqual(decoded.messages.count, 999)
    XCTAssertNotNil(decoded.failure)
  }

  func testASyntaxErrorAfterTheArrayKeepsItsLineAndColumn() throws {
    let decoded = try assertSameBothWays(array(1_000, after: "\n\n  x"))
    guard case .failure(let error) = decoded.after else { return XCTFail("no syntax error") }
    XCTAssertEqual([error.line, error.column], [1_004, 3])
  }

  func testASyntaxErrorInTheSecondHalfKeepsItsLineAndColumn() {
    var bytes = array(1_000)
    bytes.insert(UInt8(ascii: "?"), at: bytes.count - 3)
    func syntaxError(split: Bool) -> JSONSyntaxError? {
      do {
        _ = try decode(bytes, split: split)
        return nil
      } catch {
        return error as? JSONSyntaxError
      }
    }
    let inOrder = syntaxError(split: false)
    XCTAssertEqual(inOrder?.line, 1_001)
    XCTAssertEqual(syntaxError(split: true), inOrder)
  }
}

extension Array where Element == UInt8 {
  fileprivate func lastRange(of needle: [UInt8]) -> Range<Int>? {
    var start = count - needle.count
    while start >= 0 {
      if self[start..<start + needle.count].elementsEqual(needle) {
        return start..<start + needle.count
      }
      start -= 1
    }
    return nil
  }
}
