import XCTest

@testable import BubblePreviewCore

/// The fixed-position reader of `YYYY-MM-DDThh:mm:ssZ` against the general ISO 8601 reader:
/// for every 20-byte text (the only length the common form has) it must accept exactly
/// what the general reader accepts, with the same date.
final class ISO8601CommonFormTests: XCTestCase {
  /// The fast reader's answer and the general reader's, for `text`.
  private func both(_ text: [UInt8]) -> (fast: Date?, general: Date?) {
    let fast = text.withUnsafeBufferPointer { ISO8601.readCommonForm($0[...]) }
    let general = try? ISO8601.read(text[...]).get()
    return (fast, general)
  }

  private func assertAgree(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let result = both(Array(text.utf8))
    XCTAssertEqual(result.fast, result.general, text, file: file, line: line)
  }

  func testEdgesOfEveryField() {
    let accepted = [
      "2025-10-21T10:42:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
      "2024-02-29T12:00:00Z", "2000-02-29T00:00:00Z", "1970-01-01T00:00:00Z",
      "2025-10-21t10:42:00z", "2025-10-21 10:42:00Z",
    ]
    for text in accepted {
      let result = both(Array(text.utf8))
      XCTAssertNotNil(result.fast, text)
      XCTAssertEqual(result.fast, result.general, text)
    }
    XCTAssertEqual(
      both(Array("1970-01-02T00:00:01Z".utf8)).fast, Date(timeIntervalSince1970: 86_401))
    let refused = [
      "0000-01-01T00:00:00Z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
      "2025-00-10T00:00:00Z", "2025-13-10T00:00:00Z", "2025-10-00T00:00:00Z",
      "2025-10-32T00:00:00Z", "2025-04-31T00:00:00Z", "2025-10-21T24:00:00Z",
      "2025-10-21T10:60:00Z", "2025-10-21T23:59:60Z", "2025-10-21X10:42:00Z",
      "2025/10/21T10:42:00Z", "2025-10-21T10-42-00Z", "2025-10-21T10:42:00+",
      "2025-1a-21T10:42:00Z", "202:-10-21T10:42:00Z", "2025-10-21T10:42:0/Z",
    ]
    for text in refused {
      XCTAssertNil(both(Array(text.utf8)).fast, text)
      assertAgree(text)
    }
    // Other lengths are left to the general reader, even when they are valid.
    for text in ["2025-10-21T10:42:00.5Z", "2025-10-21T10:42:00+01:00"] {
      XCTAssertNil(both(Array(text.utf8)).fast, text)
      XCTAssertNotNil(try? ISO8601.read(text).get(), text)
    }
  }

  func testAgreesOnEveryMutationOfValidDates() {
    // Each byte of a valid date replaced by bytes next to the ones the form needs (digits,
    // separators, letters in both cases, the high bit), one and two at a time.
    let replacements: [UInt8] =
      Array("/0123456789:;-.+Tt Zz".utf8) + [0x00, 0x7F, 0x80, 0xB0, 0xFF]
    var compared = 0
    for base in ["2024-02-29T23:59:59Z", "1999-12-31T00:00:00Z", "0001-01-01T00:00:00Z"] {
      let bytes = Array(base.utf8)
      for position in bytes.indices {
        for replacement in replacements {
          var mutated = bytes
          mutated[position] = replacement
          let result = both(mutated)
          XCTAssertEqual(result.fast, result.general, "\(mutated)")
          compared += 1
        }
      }
      var seed: UInt64 = 7
      for _ in 0..<4_000 {
        var mutated = bytes
        for _ in 0..<2 {
          seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let position = Int(seed >> 33) % bytes.count
          mutated[position] = replacements[Int(seed >> 17) % replacements.count]
        }
        let result = both(mutated)
        XCTAssertEqual(result.fast, result.general, "\(mutated)")
        compared += 1
      }
    }
    XCTAssertEqual(compared, 3 * (20 * replacements.count + 4_000))
  }
}
