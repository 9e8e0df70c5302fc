import Foundation
import MessageStatusKit
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

  /// Read from its file 64 bytes at a time (windows that drop the bytes of decoded
  /// messages), every corpus document has the outcome of its bytes read whole.
  func testEveryCorpusDocumentReadInSmallWindowsHasTheOutcomeOfTheWholeBytes() throws {
    let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
    var compared = 0
    for folder in ["seeds", "corpus"] {
      let directory = fuzz.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
        let path = directory.appendingPathComponent(name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = outcome { try PreviewInput(bytes: bytes) }
        guard case .file(let file) = try InputReader.source(path: path, limit: 1 << 30) else {
          continue
        }
        let windowed = outcome { try PreviewInput(window: InputWindow(file: file, readSize: 64)) }
        XCTAssertEqual(windowed, whole, "\(folder)/\(name)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 1_500)
  }

  /// The number of messages `read` gives, or its error line.
  private func outcome(_ read: () throws -> PreviewInput) -> String {
    do {
      let input = try read()
      return "\(input.entries.count) messages, \(input.entries.map(\.message.id))"
    } catch {
      return "error: \(error)"
    }
  }
}
