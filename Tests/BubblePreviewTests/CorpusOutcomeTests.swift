import Foundation
import MessageStatusTesting
import XCTest

@testable import BubblePreviewCore

/// Every fuzz seed and corpus input (1,322 documents, most of them broken in some way)
/// read as a list and as a thread, each outcome one line of `Goldens/input/corpus-outcomes.txt`:
/// the number of messages, or the exact error the command prints.
///
/// The golden was recorded with the reader that built a `JSONValue` tree first; the decoder
/// that reads messages straight from the bytes must give every document the same outcome,
/// error text, JSON path, line and column included.
final class CorpusOutcomeTests: XCTestCase {
  func testEveryCorpusDocumentHasItsRecordedOutcome() throws {
    let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
    var lines: [String] = []
    for folder in ["seeds", "corpus"] {
      let directory = fuzz.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      for name in names {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        for thread in [false, true] {
          let outcome: String
          do {
            let input = try PreviewInput(bytes: bytes, allowRepeatedIDs: thread)
            outcome = "\(input.entries.count) messages"
          } catch {
            outcome = "error: " + ErrorText.oneLine(error.description)
          }
          lines.append("\(folder)/\(name) \(thread ? "thread" : "list"): \(outcome)")
        }
      }
    }
    XCTAssertGreaterThan(lines.count, 2_000)
    assertGolden(
      of: lines.joined(separator: "\n") + "\n", as: .lines, named: "corpus-outcomes", in: "input")
  }
}

/// Member names are matched as bytes, by length and one byte, then compared whole.
final class MessageFieldNameTests: XCTestCase {
  func testEveryNameIsFoundAndNoNearMissIs() {
    for field in MessageField.allCases {
      let name = Array(field.name.utf8)
      XCTAssertEqual(MessageField.named(name), field)
      XCTAssertEqual(MessageField.named(field.name), field)
      for position in name.indices {
        var changed = name
        changed[position] ^= 0x20  // the same letter in the other case
        XCTAssertNil(MessageField.named(changed), String(decoding: changed, as: UTF8.self))
      }
      XCTAssertNil(MessageField.named(name + [UInt8(ascii: "s")]))
      XCTAssertNil(MessageField.named(name.dropLast()))
    }
    XCTAssertNil(MessageField.named([UInt8]()))
    XCTAssertEqual(MessageField.named(Array("readBy".utf8)), .readBy)
    XCTAssertNil(MessageField.named(Array("readBx".utf8)))
  }
}
