import Foundation
import MessageStatusTesting
import XCTest

@testable import BubblePreviewCore

/// Every fuzz seed and corpus input (1,534 documents, most of them broken in some way)
/// read as a list and as a thread, each outcome one line of `Goldens/input/corpus-outcomes.txt`:
/// the number of messages, or the exact error the command prints.
///
/// The golden was recorded with the reader that built a tree of the whole document, then
/// with a decoder of messages straight from the bytes; the one member reader that replaced
/// both gives every document the same outcome, error text, JSON path, line and column
/// included.
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
