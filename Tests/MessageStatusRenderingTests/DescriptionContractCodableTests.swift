import Foundation
import MessageStatusRendering
import XCTest

@testable import MessageStatusKit

/// The description types' `Codable` is the JSON contract: `JSONEncoder`'s document is the
/// renderer's, as a JSON value; both validate against the schema and decode back equal.
final class DescriptionContractCodableTests: XCTestCase {
  private let schemaURL = goldensFolder("json").deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/bubbles.schema.json")

  private func documents() -> [(name: String, document: JSONRenderer.Document, fast: String)] {
    var all: [(String, JSONRenderer.Document, String)] = []
    for golden in GoldenCase.all {
      var start = 0
      let sections = golden.sections.map { section in
        defer { start += section.bubbles.count }
        return JSONRenderer.Document.Section(
          title: section.title, start: start, count: section.bubbles.count)
      }
      let document = JSONRenderer.Document(
        palette: .standard, bubbles: golden.bubbles, sections: sections)
      all.append((golden.name, document, JSONRenderer().render(sections: golden.sections)))
    }
    for golden in ThreadGoldenCase.all {
      let fast = JSONRenderer().render(thread: golden.thread)
      // The thread's separators, as the renderer wrote them.
      let separators =
        (try? JSONDecoder().decode(JSONRenderer.Document.self, from: Data(fast.utf8)))?
        .separators
      let document = JSONRenderer.Document(
        palette: .standard, bubbles: golden.thread.bubbles, separators: separators ?? [])
      all.append((golden.name, document, fast))
    }
    // Every optional set: a field one writer has and the other lacks shows here.
    let fixture = [EveryFieldFixture.bubble, EveryFieldFixture.incoming]
    all.append(
      (
        "every field", JSONRenderer.Document(palette: .standard, bubbles: fixture),
        JSONRenderer().render(fixture)
      ))
    let empty = JSONRenderer.Document(palette: .standard, bubbles: [])
    all.append(("empty", empty, JSONRenderer().render([BubbleDescription]())))
    return all
  }

  func testEncoderAndRendererWriteTheSameValueThatValidatesAndDecodesBack() throws {
    let validator = try JSONSchemaValidator(schemaAt: schemaURL)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // The renderer's documents that are JSON goldens validate in `JSONRendererTests`; an
    // equal value validates alike, so only the others are validated here.
    let goldens = Set((GoldenCase.all.map(\.name) + ThreadGoldenCase.all.map(\.name)))
    // The comparison tells what JSON tells apart.
    func read(_ text: String) throws -> Any {
      try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
    XCTAssertTrue(
      JSONSchemaValidator.same(try read(#"{"a":[1,null,"x"]}"#), try read(#"{"a":[1,null,"x"]}"#)))
    for (a, b) in [
      (#"{"a":1}"#, #"{"a":true}"#), (#"{"a":null}"#, #"{}"#), (#"[1,2]"#, #"[2,1]"#),
      (#"{"a":"x"}"#, #"{"a":"y"}"#), (#"{"a":1}"#, #"{"b":1}"#), (#"[0]"#, #"[false]"#),
    ] {
      XCTAssertFalse(JSONSchemaValidator.same(try read(a), try read(b)), "\(a) \(b)")
    }
    for (name, document, fast) in documents() {
      let encoded = try encoder.encode(document)
      let fromEncoder = try JSONSerialization.jsonObject(with: encoded)
      let fromRenderer = try JSONSerialization.jsonObject(with: Data(fast.utf8))
      XCTAssertTrue(
        JSONSchemaValidator.same(fromEncoder, fromRenderer), "\(name): the encoder's value differs")
      if !goldens.contains(name) {
        XCTAssertEqual(validator.errors(in: fromEncoder), [], name)
      }
      XCTAssertEqual(try JSONDecoder().decode(JSONRenderer.Document.self, from: encoded), document)
      XCTAssertEqual(
        try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(fast.utf8)), document,
        name)
    }
  }

  /// The published schema names a bubble's keys as the `Codable` does, in its order, and
  /// requires all but the shared ones: a key added to one and not the other fails here.
  func testTheSchemaListsTheBubbleKeysOfTheCodable() throws {
    let schema = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    let bubble = try XCTUnwrap(
      (schema["$defs"] as? [String: Any])?["bubble"] as? [String: Any])
    let keys = BubbleDescription.CodingKeys.allCases.map(\.stringValue)
    // The schema's file lists properties in the order of the `Codable`'s keys.
    let text = try String(contentsOf: schemaURL, encoding: .utf8)
    let bubbleText = try XCTUnwrap(text.range(of: "\"bubble\": {")).upperBound
    let positions = try keys.map { key in
      try XCTUnwrap(
        text.range(of: "\"\(key)\": {", range: bubbleText..<text.endIndex)?.lowerBound, key)
    }
    XCTAssertEqual(positions, positions.sorted(), "schema order")
    XCTAssertEqual(
      Set((bubble["properties"] as? [String: Any])?.keys.map { $0 } ?? []), Set(keys))
    // Shared keys may be left to the document; `emptyText`, `edited`, `editSync`,
    // `deliveredTo` and `receipts` are written only where they are set.
    let optional: Set = [
      "metrics", "paletteVariant", "language", "layoutDirection", "emptyText", "edited",
      "editSync", "deliveredTo", "receipts",
    ]
    XCTAssertEqual(bubble["required"] as? [String], keys.filter { !optional.contains($0) })
  }

  /// A bubble encoded alone carries every key, the shared ones too, and `null` for none;
  /// `emptyText`, `edited`, `editSync`, `deliveredTo` and `receipts` only where they are set.
  func testABubbleEncodedAloneHasEveryKeyAndDecodesBackEqual() throws {
    for bubble in GoldenCase.all.flatMap(\.bubbles) {
      let data = try JSONEncoder().encode(bubble)
      let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      XCTAssertEqual(
        Set(object.keys),
        Set([
          "id", "role", "alignment", "senderName", "text", "attachment", "timestamp", "instant",
          "background", "foreground", "status", "readers", "accessibility", "actions", "transition",
          "runPosition", "metrics", "paletteVariant", "language", "layoutDirection",
        ]).union(bubble.emptyText == nil ? [] : ["emptyText"])
          .union(bubble.edited == nil ? [] : ["edited"])
          .union(bubble.editSync == nil ? [] : ["editSync"])
          .union(bubble.deliveredTo == nil ? [] : ["deliveredTo"])
          .union(bubble.receipts == nil ? [] : ["receipts"]))
      let accessibility = try XCTUnwrap(object["accessibility"] as? [String: Any])
      XCTAssertEqual(accessibility.count, bubble.accessibility.timeLabel == nil ? 6 : 7)
      let transition = try XCTUnwrap(object["transition"] as? [String: Any])
      XCTAssertEqual(transition.count, 4)
      XCTAssertEqual(try JSONDecoder().decode(BubbleDescription.self, from: data), bubble)
    }
  }

  /// Schema 3's promise: on 1,000 mixed bubbles, at most 1,110 bytes of JSON and 665 of
  /// HTML per bubble (1,108 and 662 with a third of the bubbles naming 0 to 7 readers).
  ///
  /// The HTML budget was 665 until a note's announcement words were hidden from screen
  /// readers (`<span aria-hidden="true">`, 33 bytes on each announcing bubble, 11 a bubble
  /// on average: 673 measured), and 660 until the receipt badge drew delivered as two
  /// ticks (the second tick's `<use>` costs the delivered badge bubbles 2 bytes a bubble
  /// on average).
  ///
  /// The budgets were 1,100 and 650, met at 1,098 and 647 only because the fixture showed
  /// two of the four styles in one-to-one chats alone and two in groups alone; with every
  /// style in both chats the same output measures 1,105 and 658. Before that: 1,000 and
  /// 620 until each group message listed its readers, 600 HTML until each message's time
  /// joined its spoken stop.
  func testMixedBubblesStayWithinTheirByteBudgets() {
    let bubbles = MixedBubbles.make(count: 1_000)
    let json = JSONRenderer().render(bubbles).utf8.count
    let html = HTMLRenderer().render(bubbles).utf8.count
    XCTAssertLessThanOrEqual(json / bubbles.count, 1_110, "JSON bytes per bubble")
    XCTAssertLessThanOrEqual(html / bubbles.count, 675, "HTML bytes per bubble")
    print("1,000 mixed bubbles: JSON \(json) bytes, HTML \(html) bytes")
  }
}
