import XCTest

@testable import MessageStatusRendering

/// The byte-level escapers against their documented rules, scalar by scalar.
///
/// Each reference below is the rule as the documentation states it, written the slow and
/// obvious way (one `Unicode.Scalar` at a time, Unicode properties looked up each time);
/// the escapers work on UTF-8 bytes with lookup tables. Every scalar in the tested ranges
/// goes through both, alone between two letters.
final class EscapingTests: XCTestCase {
  /// The planes' interesting parts: all of U+0000–U+2FFF (controls, Latin, combining marks,
  /// Arabic, Hebrew, the General Punctuation bidi and zero-width block), the surrogate
  /// edges, private use, the specials block, the Arabic presentation forms and the
  /// noncharacters, emoji, tags and variation selectors, and the ends of the last plane.
  private static let scalars: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x0000...0x2FFF, 0x3000...0x303F, 0xD7F0...0xD7FF, 0xE000...0xE0FF, 0xF8F0...0xFFFF,
      0x1_0000...0x1_00FF, 0x1_F000...0x1_FFFF, 0x2_FFF0...0x3_0010, 0xE_0000...0xE_01FF,
      0x10_FFF0...0x10_FFFF,
    ]
    return ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
  }()

  func testHTMLEscapingFollowsItsRulesForEveryScalar() {
    for scalar in Self.scalars {
      let text = "a" + String(scalar) + "b"
      XCTAssertEqual(
        HTMLEscaping.text(text), "a" + Self.html(scalar, quotes: false) + "b", hex(scalar))
      XCTAssertEqual(
        HTMLEscaping.attribute(text), "a" + Self.html(scalar, quotes: true) + "b", hex(scalar))
    }
  }

  func testHTMLEscapingReadsCarriageReturnsAsTheParserDoes() {
    XCTAssertEqual(HTMLEscaping.text("a\r\nb"), "a\nb")
    XCTAssertEqual(HTMLEscaping.text("a\rb"), "a\nb")
    XCTAssertEqual(HTMLEscaping.text("\r\r\n\n\r"), "\n\n\n\n")
    XCTAssertEqual(HTMLEscaping.attribute("\r\n\r\n"), "\n\n")
    XCTAssertEqual(HTMLEscaping.text("é\r\n日"), "é\n日")
  }

  func testJSONEscapingFollowsItsRulesForEveryScalar() {
    for scalar in Self.scalars {
      var buffer = UTF8Buffer()
      buffer.writeJSONString("a" + String(scalar) + "b")
      XCTAssertEqual(buffer.string, "\"a" + Self.json(scalar) + "b\"", hex(scalar))
    }
  }

  func testVisibleEscapingFollowsItsRulesForEveryScalar() {
    for scalar in Self.scalars {
      let text = "a" + String(scalar) + "b"
      XCTAssertEqual(VisibleEscaping.escape(text), "a" + Self.visible(scalar) + "b", hex(scalar))
      var quoted = UTF8Buffer()
      quoted.writeVisible(text, escapingQuotes: true)
      let expected = scalar == "\"" ? #"\""# : Self.visible(scalar)
      XCTAssertEqual(quoted.string, "a" + expected + "b", hex(scalar))
    }
  }

  func testTheInvisibleTableAgreesWithThePropertiesForTheWholeBasicPlane() {
    for value in UInt32(0)..<0x1_0000 {
      let expected = Unicode.Scalar(value).map(VisibleEscaping.isInvisible) ?? true
      XCTAssertEqual(InvisibleScalars.contains(value), expected, String(value, radix: 16))
    }
  }

  func testLongRunsAroundEscapesAreCopiedWhole() {
    let run = String(repeating: "héllo wörld ", count: 200)
    XCTAssertEqual(HTMLEscaping.text(run + "<" + run), run + "&lt;" + run)
    XCTAssertEqual(VisibleEscaping.escape(run + "\u{200B}" + run), run + #"\u{200B}"# + run)
    var json = UTF8Buffer()
    json.writeJSONString(run + "\u{1F469}\u{200D}\u{1F4BB}" + run)
    XCTAssertEqual(json.string, "\"" + run + #"👩\u200D💻"# + run + "\"")
  }

  func testNumbersAreSpelledAsSwiftSpellsThem() {
    for value in [0, 7, -7, 10, 99, 100, 12_345, Int.max, Int.min] {
      var buffer = UTF8Buffer()
      buffer.write(value)
      XCTAssertEqual(buffer.string, String(value))
    }
    for (value, expected) in [
      (12.0, "12"), (-0.0, "0"), (0.5, "0.5"), (1e20, "1e+20"), (1e9, "1000000000.0"),
      (999_999_999.0, "999999999"), (.nan, "nan"), (.infinity, "inf"),
    ] {
      var buffer = UTF8Buffer()
      buffer.write(number: value, integersBelow: 1e9)
      XCTAssertEqual(buffer.string, expected)
    }
  }

  // MARK: - The documented rules, one scalar at a time

  private static func html(_ scalar: Unicode.Scalar, quotes: Bool) -> String {
    let value = scalar.value
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"" where quotes: return "&quot;"
    case "'" where quotes: return "&#39;"
    case "\r": return "\n"
    default: break
    }
    switch value {
    case 0x09, 0x0A, 0x0C: return String(scalar)
    case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + value) ?? "?")
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F, 0xFDD0...0xFDEF: return "\u{FFFD}"
    case _ where value & 0xFFFE == 0xFFFE: return "\u{FFFD}"
    default: return String(scalar)
    }
  }

  private static func json(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\"": return #"\""#
    case "\\": return #"\\"#
    case "\n": return #"\n"#
    case "\r": return #"\r"#
    case "\t": return #"\t"#
    case "\u{08}": return #"\b"#
    case "\u{0C}": return #"\f"#
    default: break
    }
    guard scalar.value < 0x20 || VisibleEscaping.isInvisible(scalar) else { return String(scalar) }
    func unit(_ value: UInt32) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return #"\u"# + String(repeating: "0", count: 4 - digits.count) + digits
    }
    return String(scalar).utf16.map { unit(UInt32($0)) }.joined()
  }

  private static func visible(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\\": return #"\\"#
    case "\n": return #"\n"#
    case "\t": return #"\t"#
    case "\r": return #"\r"#
    default:
      guard VisibleEscaping.isInvisible(scalar) else { return String(scalar) }
      return #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  private func hex(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true)
  }
}
