import Foundation
import MessageStatusTesting
import XCTest

@testable import BubblePreviewCore

/// Every fuzz seed and corpus input (1,534 documents, most of them broken in some way)
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

/// Member names are matched as bytes where they stand in the document.
///
/// One to three bytes pick the candidate, then the name is compared whole with its closing
/// quote: as two 8-byte words where 16 bytes are left, byte by byte near the end of the
/// document. Every case runs both ways.
final class MessageFieldNameTests: XCTestCase {
  /// What follows a name's closing quote: 3 bytes (every name is then near the end), or
  /// enough for the 16 bytes read as words.
  private static let tails = ["\":1", "\": \"a value long enough for the words\"}"]

  /// The field `plainName` finds in `"name…`, checked to end at the right quote.
  private func plain(_ name: [UInt8], then rest: String) -> MessageField? {
    let document = [UInt8(ascii: "\"")] + name + Array(rest.utf8)
    return document.withUnsafeBufferPointer { buffer in
      guard let found = MessageField.plainName(in: buffer, at: 1) else { return nil }
      XCTAssertEqual(found.closingQuote, 1 + name.count)
      return found.field
    }
  }

  func testEveryNameIsFoundAndNoNearMissIs() {
    for tail in Self.tails {
      for field in MessageField.allCases {
        let name = Array(field.name.utf8)
        XCTAssertEqual(plain(name, then: tail), field)
        XCTAssertEqual(MessageField.named(field.name), field)
        // Every one-byte change, to any byte, is no name (no two names are one byte apart).
        for position in name.indices {
          for byte in UInt8.min...UInt8.max where byte != name[position] {
            var changed = name
            changed[position] = byte
            XCTAssertNil(plain(changed, then: tail), String(decoding: changed, as: UTF8.self))
          }
        }
        XCTAssertNil(plain(name + [UInt8(ascii: "s")], then: tail))
        XCTAssertNil(plain(Array(name.dropLast()), then: tail))
        XCTAssertNil(plain(name, then: String(tail.dropFirst())), "no closing quote")
      }
      XCTAssertNil(plain([], then: tail))
      XCTAssertNil(plain(Array("\\u0069d".utf8), then: tail), "an escape is read in full")
      XCTAssertEqual(plain(Array("readBy".utf8), then: tail), .readBy)
      XCTAssertNil(plain(Array("readBx".utf8), then: tail))
      XCTAssertNil(plain(Array("st".utf8), then: tail))
    }
    for field in MessageField.allCases {
      let name = Array(field.name.utf8)
      XCTAssertNil(plain(name, then: ""), "no closing quote, and the document ends")
      XCTAssertNil(plain(Array(name.dropLast()), then: ""), "the document ends")
    }
  }
}
