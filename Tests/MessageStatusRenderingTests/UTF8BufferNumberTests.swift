import XCTest

@testable import MessageStatusRendering

/// Numbers with a fraction are written by hand when they have one to three decimals; every
/// one must be written exactly as `String(value)` writes it.
final class UTF8BufferNumberTests: XCTestCase {
  private func written(_ value: Double, integersBelow limit: Double) -> String {
    var buffer = UTF8Buffer()
    buffer.write(number: value, integersBelow: limit)
    return buffer.string
  }

  /// What the renderers wrote before the shortcut: the integer, or Swift's shortest form.
  private func expected(_ value: Double, integersBelow limit: Double) -> String {
    if value == value.rounded(), abs(value) < limit, let whole = Int(exactly: value) {
      return String(whole)
    }
    return String(value)
  }

  func testDecimalsAreWrittenAsSwiftWritesThem() {
    var seed: UInt64 = 5
    var compared = 0
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 11
    }
    for _ in 0..<60_000 {
      // A decimal with 1 to 4 places, of up to 15 digits, either sign.
      let places = Int(next() % 4) + 1
      let digits = Int(next() % 15) + 1
      var numerator = Double(next() % UInt64(pow(10, Double(digits))))
      if next() & 1 == 0 { numerator = -numerator }
      let value = numerator / pow(10, Double(places))
      for limit in [1e9, 1e15, 9_007_199_254_740_992] {
        XCTAssertEqual(written(value, integersBelow: limit), expected(value, integersBelow: limit))
        compared += 1
      }
    }
    for _ in 0..<20_000 {
      // Any finite double, from its bits.
      let value = Double(bitPattern: next() << 11 | next() & 0x7FF)
      guard value.isFinite else { continue }
      XCTAssertEqual(written(value, integersBelow: 1e9), expected(value, integersBelow: 1e9))
      compared += 1
    }
    XCTAssertGreaterThan(compared, 190_000)
  }

  func testEdges() {
    let values: [Double] = [
      1.35, 2.2, 0.44, -0.044, 0.001, 0.0015, 0.0009999, 0.1 + 0.2, 12.5, 1e10 + 0.5,
      1_099_511_627_775.5, 1_099_511_627_776.5, 1e12, 1e16, 123_456_789.123, 0.999, 9.995,
      -1e-3, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for value in values {
      for limit in [1e9, 1e15] {
        XCTAssertEqual(
          written(value, integersBelow: limit), expected(value, integersBelow: limit), "\(value)")
      }
    }
    XCTAssertEqual(written(1.35, integersBelow: 1e9), "1.35")
    XCTAssertEqual(written(1e10, integersBelow: 1e9), "10000000000.0")
  }
}
