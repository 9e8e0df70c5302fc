import XCTest

@testable import BubblePreviewCore

/// The parser reads a string's plain runs eight bytes at a time; whatever ends a run (a
/// quote, an escape, a control byte) and whatever it holds (bytes of 0x80 or more) must be
/// found at every position in and across those words.
final class JSONStringRunTests: XCTestCase {
  private func parse(_ json: String) -> Result<String, JSONSyntaxError> {
    var bytes = Array(json.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      var parser = JSONParser(bytes: UnsafeBufferPointer(buffer))
      do throws(JSONSyntaxError) {
        let value = try parser.parseString()
        XCTAssertEqual(parser.index, buffer.count, json)
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
  }

  func testWhatEndsARunIsFoundAtEveryPositionOfAWord() {
    // What is written in the JSON, and the text it reads as.
    let insertions: [(json: String, text: String)] = [
      (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\u00e9"#, "é"), ("é", "é"),
      ("—", "—"), ("😀", "😀"), ("\u{7F}", "\u{7F}"), (" ", " "), ("~", "~"),
    ]
    for before in 0..<20 {
      for after in [0, 1, 7, 8, 9, 16] {
        let head = String(repeating: "a", count: before)
        let tail = String(repeating: "b", count: after)
        for insertion in insertions {
          let json = "\"" + head + insertion.json + tail + "\""
          XCTAssertEqual(
            try parse(json).get(), head + insertion.text + tail, "\(before) + \(insertion.json)")
        }
        // A raw control byte is an error at its own column (the quote is column 1).
        for control in [0x00, 0x01, 0x0A, 0x1F] as [UInt8] {
          let json =
            "\"" + head + String(decoding: [control], as: UTF8.self) + tail + "\""
          guard case .failure(let error) = parse(json) else {
            return XCTFail("a raw 0x\(String(control, radix: 16)) after \(before) bytes was read")
          }
          XCTAssertEqual(
            error.column, before + 2, "0x\(String(control, radix: 16)) after \(before)")
        }
      }
    }
  }

  func testAnUnterminatedStringIsAnErrorWhateverItsLength() {
    for length in 0..<20 {
      guard case .failure(let error) = parse("\"" + String(repeating: "x", count: length)) else {
        return XCTFail("\(length) bytes without a closing quote were read")
      }
      XCTAssertEqual(error.reason, "unterminated string")
    }
  }
}
