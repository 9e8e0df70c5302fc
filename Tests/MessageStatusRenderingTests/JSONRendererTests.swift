import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

final class JSONRendererTests: XCTestCase {
  private let schemaURL = goldensFolder("json").deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/bubbles.schema.json")

  func testEveryCaseRoundTripsToEqualDescriptions() throws {
    for golden in GoldenCase.all {
      let json = JSONRenderer().render(sections: golden.sections)
      let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
      XCTAssertEqual(document.bubbles, golden.bubbles, golden.name)
      XCTAssertEqual(document.palette, .standard, golden.name)
      XCTAssertEqual(document.schemaVersion, 3, golden.name)
      XCTAssertEqual(document.colorScheme, .followSystem, golden.name)
      XCTAssertEqual(document.sections?.map(\.count), golden.sections.map(\.bubbles.count))
    }
  }

  func testEveryJSONGoldenValidatesAgainstTheSchema() throws {
    let validator = try JSONSchemaValidator(schemaAt: schemaURL)
    let files = try FileManager.default.contentsOfDirectory(atPath: goldensFolder("json").path)
    XCTAssertEqual(
      files.count,
      GoldenCase.all.count + ThreadGoldenCase.all.count
        + RendererGoldenTests.conversationLists.count)
    for file in files {
      let data = try Data(contentsOf: goldensFolder("json").appendingPathComponent(file))
      let document = try JSONSerialization.jsonObject(with: data)
      XCTAssertEqual(validator.errors(in: document), [], file)
    }
  }

  func testThreadRoundTrips() throws {
    for golden in ThreadGoldenCase.all {
      let json = JSONRenderer().render(thread: golden.thread)
      let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
      XCTAssertEqual(document.bubbles, golden.thread.bubbles)
      var separators: [JSONRenderer.Document.Separator] = []
      var bubbleIndex = 0
      for item in golden.thread.items {
        switch item {
        case .bubble: bubbleIndex += 1
        case .daySeparator(let day):
          separators.append(.init(index: bubbleIndex, date: day.date, title: day.title))
        }
      }
      XCTAssertEqual(document.separators, separators)
    }
  }

  func testSchemaRejectsABrokenDocument() throws {
    let validator = try JSONSchemaValidator(schemaAt: schemaURL)
    let json = JSONRenderer().render(GoldenCase.attachments.bubbles)
    var document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var bubbles = try XCTUnwrap(document["bubbles"] as? [[String: Any]])
    bubbles[0]["role"] = "sideways"
    bubbles[0]["extra"] = 1
    bubbles[0].removeValue(forKey: "timestamp")
    document["bubbles"] = bubbles
    document["schemaVersion"] = 4
    XCTAssertEqual(
      validator.errors(in: document).sorted(),
      [
        "$.bubbles[0].role: sideways is not one of [\"outgoing\", \"incoming\"]",
        "$.bubbles[0]: missing required timestamp",
        "$.bubbles[0]: unexpected property extra",
        "$.schemaVersion: expected 3, found 4",
      ])
  }

  func testOutputIsByteIdenticalToFoundationsParseOfIt() throws {
    // Same document, independent parser: keys in order, nothing lost or added.
    let json = JSONRenderer().render(GoldenCase.hostileText.bubbles)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let bubbles = try XCTUnwrap(parsed?["bubbles"] as? [[String: Any]])
    XCTAssertEqual(
      bubbles.map { $0["text"] as? String }, GoldenCase.hostileText.bubbles.map(\.text))
  }

  func testStringsEscapeControlsAndInvisibleCharacters() {
    let json = JSONRenderer().render([
      BubbleDescriber().describe(
        GoldenCase.outgoing("e", "a\"b\\c\u{0}\u{1F}\u{7F}\u{2067}א\u{2028}\u{E0001}é", .sent),
        in: GoldenCase.direct)
    ])
    XCTAssertTrue(
      json.contains(#""text": "a\"b\\c\u0000\u001F\u007F\u2067א\u2028\uDB40\uDC01é""#), json)
  }

  func testNumbersAreSpelledTheSameEverywhere() {
    let json = JSONRenderer().render(GoldenCase.transitions(reduceMotion: false).bubbles)
    XCTAssertTrue(json.contains(#""duration": 0.2"#))
    XCTAssertTrue(json.contains(#""controlPoints": [0.42, 0, 0.58, 1]"#))
    XCTAssertTrue(json.contains(#""maxWidthFraction": 0.78,"#))
    XCTAssertTrue(json.contains(#""cornerRadius": 18,"#))
  }

  func testEmptyInputIsAValidDocument() throws {
    let json = JSONRenderer().render([BubbleDescription]())
    let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
    XCTAssertEqual(document.bubbles, [])
    XCTAssertTrue(json.hasSuffix("\"bubbles\": [],\n  \"symbols\": {}\n}\n"), json)
  }
}
