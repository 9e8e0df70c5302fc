import Foundation
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// A palette that misses WCAG 2.2 contrast is judged in every output: HTML above the
/// bubbles, text in its first lines, JSON under `paletteCheck` (in the schema, and written
/// alike by the renderer and the `Codable`), and so in goldens drawn with it; a passing
/// palette adds nothing.
final class PaletteVerdictTests: XCTestCase {
  /// The example brand palette: mint on white, 12 of its 36 pairs below contrast.
  private static let mint: Palette = {
    let url = goldensFolder("json").deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/palettes/mint.json")
    // A missing or unreadable example fails every test that uses it, by name.
    return (try? JSONDecoder().decode(Palette.self, from: Data(contentsOf: url))) ?? .standard
  }()

  private static let bubbles = [GoldenCase.direct, GoldenCase.group].enumerated().map {
    index, chat in
    BubbleDescriber().describe(
      Message(
        id: "m\(index)", sender: "me", text: "Hello world", createdAt: GoldenCase.date,
        state: .delivered),
      in: chat)
  }

  private let schemaURL = goldensFolder("json").deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/bubbles.schema.json")

  func testTheExamplePaletteFailsTwelvePairs() {
    XCTAssertEqual(Self.mint.contrastChecks().filter { !$0.passes }.count, 12)
  }

  func testTheJSONDocumentCarriesTheFailingPairsAndValidates() throws {
    let json = JSONRenderer(palette: Self.mint).render(Self.bubbles)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let check = try XCTUnwrap(object["paletteCheck"] as? [String: Any])
    XCTAssertEqual(check["checked"] as? Int, 36)
    let failing = try XCTUnwrap(check["failing"] as? [[String: Any]])
    XCTAssertEqual(failing.count, 12)
    // Each entry is its check, ratios rounded down to hundredths.
    for (entry, check) in zip(failing, Self.mint.contrastChecks().filter { !$0.passes }) {
      XCTAssertEqual(entry["variant"] as? String, check.variant.rawValue)
      XCTAssertEqual(entry["foreground"] as? String, check.foreground.rawValue)
      XCTAssertEqual(entry["foregroundColor"] as? String, check.foregroundColor.hexString)
      XCTAssertEqual(entry["background"] as? String, check.background.rawValue)
      XCTAssertEqual(entry["backgroundColor"] as? String, check.backgroundColor.hexString)
      let ratio = try XCTUnwrap(entry["ratio"] as? Double)
      XCTAssertLessThanOrEqual(ratio, check.ratio)
      XCTAssertGreaterThan(ratio, check.ratio - 0.01)
      XCTAssertEqual(entry["requiredRatio"] as? Double, check.requiredRatio)
      let suggestion = try XCTUnwrap(entry["suggestion"] as? [String: Any])
      XCTAssertEqual(suggestion["token"] as? String, check.suggestion?.token.rawValue)
      XCTAssertEqual(suggestion["color"] as? String, check.suggestion?.color.hexString)
      XCTAssertGreaterThanOrEqual(
        try XCTUnwrap(suggestion["ratio"] as? Double), check.requiredRatio)
    }
    XCTAssertTrue(
      json.contains(
        "{\"variant\": \"light\", \"foreground\": \"outgoingText\", \"foregroundColor\": "
          + "\"#FFFFFF\", \"background\": \"outgoingBubble\", \"backgroundColor\": \"#3EB489\", "
          + "\"ratio\": 2.59, \"requiredRatio\": 4.5, \"suggestion\": {\"token\": "
          + "\"outgoingBubble\", \"color\": \"#2E8566\", \"ratio\": 4.5}}"), json)
    // Right after the palette it judges.
    let keys = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
    XCTAssertEqual(
      Array(keys.prefix(5)), ["schemaVersion", "appearance", "palette", "paletteCheck", "units"])
    XCTAssertEqual(try JSONSchemaValidator(schemaAt: schemaURL).errors(in: object), [])
  }

  func testTheCodableWritesTheSameVerdictAndReadsTheDocumentBack() throws {
    let document = JSONRenderer.Document(palette: Self.mint, bubbles: Self.bubbles)
    let encoded = try JSONEncoder().encode(document)
    let fromEncoder = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
    let fast = JSONRenderer(palette: Self.mint).render(Self.bubbles)
    let fromRenderer = try JSONSerialization.jsonObject(with: Data(fast.utf8)) as? NSDictionary
    XCTAssertNotNil(fromEncoder?["paletteCheck"])
    XCTAssertEqual(fromEncoder, fromRenderer)
    XCTAssertEqual(try JSONDecoder().decode(JSONRenderer.Document.self, from: encoded), document)
  }

  func testTheTextSaysTheVerdictFirst() {
    let text = TextRenderer(palette: Self.mint).render(Self.bubbles)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.first, "palette: 12 of 36 colour pairs are below WCAG 2.2 contrast")
    XCTAssertEqual(
      lines.dropFirst().first,
      "  light: outgoingText #FFFFFF on outgoingBubble #3EB489 is 2.59:1, needs 4.5:1; "
        + "outgoingBubble #2E8566 would give 4.5:1")
    XCTAssertEqual(lines.dropFirst(13).first, "")
    XCTAssertEqual(lines.dropFirst(14).first, "shared by every bubble")
    // An empty document still says it: the palette is wrong whatever is drawn with it.
    XCTAssertTrue(TextRenderer(palette: Self.mint).render([]).hasPrefix("palette: 12 of 36"))
  }

  /// Every format drawn with the standard palette is what it was: no key, no line.
  func testAPassingPaletteAddsNothing() {
    for format in OutputFormat.allCases {
      let output = format.renderer(for: PageOptions(palette: .standard)).render(Self.bubbles)
      XCTAssertEqual(output, format.renderer().render(Self.bubbles), format.rawValue)
      XCTAssertFalse(output.contains("paletteCheck"), format.rawValue)
      XCTAssertFalse(output.contains("palette-check"), format.rawValue)
      XCTAssertFalse(output.hasPrefix("palette:"), format.rawValue)
    }
  }

  /// A format asked for a palette draws with it: text, which used to take the standard
  /// palette whatever the page asked, too.
  func testEveryFormatDrawsAndJudgesThePaletteItIsGiven() {
    for format in OutputFormat.allCases {
      let output = format.renderer(for: PageOptions(palette: Self.mint)).render(Self.bubbles)
      XCTAssertTrue(output.contains("#3EB489"), format.rawValue)
      XCTAssertTrue(output.contains("#2E8566"), "\(format.rawValue): the suggestion")
    }
  }

  /// A golden drawn with the palette shows the verdict: an app's snapshot test of its own
  /// brand colours fails to hide them.
  func testGoldensDrawnWithTheBrandPalette() {
    for format in OutputFormat.allCases {
      let renderer = format.renderer(
        for: PageOptions(title: "MessageStatusKit: mint palette", palette: Self.mint))
      assertGolden(
        of: Self.bubbles,
        as: GoldenFormat(fileExtension: format.fileExtension) {
          LinkedStylesheet.golden(renderer.render($0), format: format, folder: "palette")
        },
        named: "mint", in: "palette")
    }
  }

  func testNoPaletteGoldenIsOrphaned() throws {
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: goldensFolder("palette").path)
    XCTAssertEqual(
      onDisk.sorted(), OutputFormat.allCases.map { "mint.\($0.fileExtension)" }.sorted())
  }
}
