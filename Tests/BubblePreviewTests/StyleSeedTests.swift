import Foundation
import MessageStatusKit
import XCTest

/// The fuzz seeds start the fuzzer in every style: one document per style of
/// `StatusStyle.allCases`, and none for a style that is gone.
final class StyleSeedTests: XCTestCase {
  func testEveryStyleHasItsFuzzSeed() throws {
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/seeds")
    let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
    let seeded = Set(
      names.filter { $0.hasPrefix("style-") && $0.hasSuffix(".json") }
        .map { String($0.dropFirst("style-".count).dropLast(".json".count)) })
    for style in StatusStyle.allCases.map(\.rawValue) {
      XCTAssertTrue(
        seeded.contains(style),
        "no fuzz seed for the style \(style): make it with sed 's/\"style\": \"ticks\"/"
          + "\"style\": \"\(style)\"/' Fuzz/seeds/style-ticks.json > Fuzz/seeds/style-\(style).json, "
          + "then re-record Goldens/input/corpus-outcomes.txt")
    }
    for style in seeded {
      XCTAssertNotNil(StatusStyle(rawValue: style), "Fuzz/seeds/style-\(style).json: no such style")
      let text = try String(
        contentsOf: seeds.appendingPathComponent("style-\(style).json"), encoding: .utf8)
      XCTAssertTrue(
        text.contains("\"style\": \"\(style)\""), "style-\(style).json sets another style")
    }
  }
}
