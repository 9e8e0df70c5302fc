import XCTest

@testable import BubblePreviewCore

/// The word-at-a-time scanner against the obvious byte loop, on every start and length up
/// to 40 bytes of mixed content: it must stop at exactly the same byte.
final class StringRunScannerTests: XCTestCase {
  private func reference(
    _ bytes: [UInt8], from start: Int, stopAtNonASCII: Bool
  ) -> (end: Int, nonASCII: Bool) {
    var index = start
    var nonASCII = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 {
        if stopAtNonASCII { break }
        nonASCII = true
      }
      index += 1
    }
    return (index, nonASCII)
  }

  func testStopsWhereTheByteLoopStops() {
    // Content bytes, and bytes that stop a run or sit next to one in value (0x1F/0x20,
    // 0x21/0x22/0x23, 0x5B/0x5C/0x5D, 0x7F/0x80, 0xFF) to catch carries between lanes.
    let content: [UInt8] = Array("abcXYZ 09~".utf8) + [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F]
    let special: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x1F, 0x80, 0xC3, 0xA9, 0xFF]
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    var checked = 0
    for _ in 0..<4_000 {
      let length = next(41)
      let bytes = (0..<length).map { _ in
        next(6) == 0 ? special[next(special.count)] : content[next(content.count)]
      }
      for start in 0...length {
        for stop in [false, true] {
          let fast = bytes.withUnsafeBufferPointer {
            StringRunScanner.runEnd(in: $0, from: start, stopAtNonASCII: stop)
          }
          let slow = reference(bytes, from: start, stopAtNonASCII: stop)
          XCTAssertEqual(fast.end, slow.end, "\(bytes) from \(start), stop at non-ASCII: \(stop)")
          XCTAssertEqual(fast.nonASCII, slow.nonASCII, "\(bytes) from \(start)")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 100_000)
  }
}
