import MessageStatusRendering
import XCTest

@testable import BubblePreviewCore

/// The reader's UTF-8 check (the system's `UTF8Span`, and the standard library's parser
/// that older Apple systems take instead) against the standard library's repairing
/// decoder, which must agree on every input, and the offset it reports: strings are made
/// from what the check accepts without being checked again.
///
/// The reference is `String(decoding:as:)`, which replaces each invalid sequence with
/// U+FFFD (`EF BF BD`): the bytes come back unchanged exactly when they were valid.
final class UTF8ValidationTests: XCTestCase {
  private func standardLibraryAccepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
  }

  /// The check, also holding its offset to the reference: the bytes before it are UTF-8,
  /// and no prefix that takes one to four bytes more is.
  ///
  /// Both ways of checking run, and must give the same offset: the span the system has,
  /// and the parser that Apple systems before it take (on Linux `#available` always picks
  /// the span, so the parser is reachable only so).
  private func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let offset = UTF8Validation.firstInvalidOffset(bytes)
    // Compared plainly, here and below: an assertion per buffer would cost more than both
    // checks.
    let parsed = UTF8Validation.firstInvalidOffset(bytes, check: .parser)
    if parsed != offset { XCTFail("the parser says \(parsed as Any) of \(Array(bytes))") }
    guard let offset else { return true }
    if !standardLibraryAccepts(UnsafeBufferPointer(rebasing: bytes[..<offset])) {
      XCTFail("the bytes before offset \(offset) of \(Array(bytes)) are not UTF-8")
    }
    for more in 1...min(4, bytes.count - offset)
    where standardLibraryAccepts(UnsafeBufferPointer(rebasing: bytes[..<(offset + more)])) {
      XCTFail("offset \(offset) of \(Array(bytes)): \(more) more bytes are UTF-8")
    }
    return false
  }

  /// Every sequence of up to two bytes, and three-byte ones at Table 3-7's boundaries.
  ///
  /// The three-byte sequences are those whose lead starts a boundary (E0's overlongs, ED's
  /// surrogates, the ends of the ranges) or is no lead at all, each alone in its buffer.
  func testEverySequenceOfUpToTwoBytesAndThreeAtTheBoundaries() {
    var disagreements: [[UInt8]] = []
    for (length, leads) in [(1, 0...0xFF), (2, 0...0xFF), (3, 0...0xFF)]
      as [(Int, ClosedRange<Int>)]
    {
      let leadBytes: [UInt8] =
        length < 3
        ? leads.map(UInt8.init)
        : [0x41, 0x80, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0]
      var accepted = 0
      for lead in leadBytes {
        var bytes = [UInt8](repeating: 0, count: length)
        bytes[0] = lead
        bytes.withUnsafeMutableBufferPointer { buffer in
          let view = UnsafeBufferPointer(buffer)
          let rest = UnsafeMutableBufferPointer(rebasing: buffer[1...])
          repeat {
            let ours = isValid(view)
            if ours { accepted += 1 }
            if ours != standardLibraryAccepts(view), disagreements.count < 20 {
              disagreements.append(Array(view))
            }
          } while !rest.isEmpty && Self.increment(rest)
        }
      }
      // Well-formed: 128 one-byte; 128² + 1,920 two-byte.
      if length < 3 { XCTAssertEqual(accepted, [128, 18_304][length - 1], "\(length) bytes") }
    }
    XCTAssertEqual(disagreements, [])
  }

  /// Every four-byte sequence whose lead is F0…F4, with the last two bytes from every
  /// class of byte; and the edges of each form, in ASCII at every offset of a word.
  func testFourByteFormsAndEdgesAtEveryOffset() {
    let classes: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xF5, 0xFF]
    var disagreements: [[UInt8]] = []
    for lead in UInt8(0xF0)...0xF4 {
      for second in UInt8.min...UInt8.max {
        for third in classes {
          for fourth in classes {
            let bytes = [lead, second, third, fourth]
            let agree = bytes.withUnsafeBufferPointer {
              isValid($0) == standardLibraryAccepts($0)
            }
            if !agree { disagreements.append(bytes) }
          }
        }
      }
    }
    let edges: [(bytes: [UInt8], valid: Bool)] = [
      ([0x7F], true), ([0xC2, 0x80], true), ([0xDF, 0xBF], true),
      ([0xE0, 0xA0, 0x80], true), ([0xED, 0x9F, 0xBF], true), ([0xEE, 0x80, 0x80], true),
      ([0xEF, 0xBF, 0xBF], true), ([0xF0, 0x90, 0x80, 0x80], true),
      ([0xF4, 0x8F, 0xBF, 0xBF], true),
      ([0x80], false), ([0xBF], false), ([0xC0, 0x80], false), ([0xC1, 0xBF], false),
      ([0xE0, 0x9F, 0xBF], false), ([0xED, 0xA0, 0x80], false), ([0xED, 0xBF, 0xBF], false),
      ([0xF0, 0x8F, 0xBF, 0xBF], false), ([0xF4, 0x90, 0x80, 0x80], false),
      ([0xF5, 0x80, 0x80, 0x80], false), ([0xFF], false), ([0xC3], false),
      ([0xE2, 0x80], false), ([0xF0, 0x9F, 0x98], false),
    ]
    for edge in edges {
      for before in 0...17 {
        for after in [0, 1, 9] {
          let bytes =
            Array(repeating: UInt8(ascii: "a"), count: before) + edge.bytes
            + Array(repeating: UInt8(ascii: "z"), count: after)
          bytes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(isValid(buffer), edge.valid, "\(bytes)")
            if !edge.valid {
              XCTAssertEqual(UTF8Validation.firstInvalidOffset(buffer), before, "\(bytes)")
              XCTAssertEqual(
                UTF8Validation.firstInvalidOffset(buffer, check: .parser), before, "\(bytes)")
            }
            XCTAssertEqual(standardLibraryAccepts(buffer), edge.valid, "the reference, \(bytes)")
          }
        }
      }
    }
    XCTAssertEqual(disagreements, [])
  }

  /// 100,000 buffers of up to 40 bytes, mostly text with some of every kind of byte, and
  /// the strings made from those accepted.
  func testRandomBuffersAndTheStringsMadeFromThem() {
    // Knuth's MMIX linear congruential generator, high bits: reproducible, and enough here.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("Hello ".utf8), Array("é".utf8), Array("—".utf8),
      Array("😀".utf8), [0x80], [0xBF], [0xC0], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90],
      [0xFF], [0x00], Array("\u{10FFFF}".utf8), Array("\u{FFFD}".utf8),
    ]
    var accepted = 0
    for _ in 0..<100_000 {
      var bytes: [UInt8] = []
      while bytes.count < 40, next() % 8 != 0 {
        bytes += pieces[Int(next() % UInt64(pieces.count))]
      }
      bytes.withUnsafeBufferPointer { buffer in
        let ours = isValid(buffer)
        XCTAssertEqual(ours, standardLibraryAccepts(buffer), "\(bytes)")
        guard ours else { return }
        accepted += 1
        let made = String(checkedUTF8: buffer, isASCII: !bytes.contains { $0 >= 0x80 })
        XCTAssertEqual(made, String(decoding: buffer, as: UTF8.self))
        XCTAssertEqual(Array(made.utf8), bytes)
      }
    }
    // Both outcomes are common, so neither answer could pass by being always given.
    XCTAssertGreaterThan(accepted, 20_000)
    XCTAssertLessThan(accepted, 80_000)
  }

  /// The next buffer in counting order, or `false` after the last (all bytes 0xFF).
  private static func increment(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
    for index in buffer.indices.reversed() {
      if buffer[index] == 0xFF {
        buffer[index] = 0
      } else {
        buffer[index] += 1
        return true
      }
    }
    return false
  }
}
