import Foundation
import MessageStatusComposer
import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import MessageStatusTesting

/// Formats for any value: `.json` for any `Encodable`, `.lines` for any
/// `CustomStringConvertible`, and the renderers' presets for threads and composers.
final class GoldenFormatTests: XCTestCase {
  /// An app's own value, with everything JSONEncoder spells differently per platform.
  struct Settings: Encodable {
    var name: String
    var volume: Double
    var ratio: Float
    var count: Int
    var muted: Bool
    var nickname: String?
    var tags: [String]
    var limits: [String: Int]
    var updated: Date
    var site: URL
    var avatar: Data
    var nested: [Inner]

    struct Inner: Encodable {
      var zeta = 1
      var alpha = "a/b"
    }
  }

  private static let settings = Settings(
    name: "Zoë \u{200B}\"quoted\"\n", volume: 0.1, ratio: 0.1, count: -3, muted: false,
    nickname: nil, tags: [], limits: ["b": 2, "a": 1, "B": 3],
    updated: Date(timeIntervalSince1970: 1_761_043_320.25),
    site: URL(string: "https://example.com/a?b=c")!, avatar: Data([0, 1, 2, 255]),
    nested: [.init(), .init(zeta: 2, alpha: "")])

  /// A golden records one appearance: the `.html` formats draw a dark description dark,
  /// so a dark golden differs from its light twin and changing a test's options to dark
  /// fails it.
  func testADarkHTMLGoldenIsDarkAndDiffersFromItsLightTwin() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: .read, readBy: ["alice"])
    func bubble(_ appearance: Appearance) -> BubbleDescription {
      BubbleDescriber(options: .init(appearance: appearance)).describe(message, in: chat)
    }
    for format in [GoldenFormat<BubbleDescription>.html, .stillHTML] {
      let (light, dark) = (format.render(bubble(.light)), format.render(bubble(.dark)))
      XCTAssertNotEqual(light, dark)
      XCTAssertTrue(dark.contains(#"<body data-palette="dark">"#))
      XCTAssertTrue(light.contains(#"<body data-palette="light">"#))
    }
    let thread = ThreadArranger(options: .init(appearance: .dark)).describe([message], in: chat)
    XCTAssertTrue(
      GoldenFormat<ThreadDescription>.html.render(thread).contains(
        #"<body data-palette="dark">"#))
    // The other formats keep their defaults: JSON's colours are in each bubble already.
    XCTAssertFalse(
      GoldenFormat<BubbleDescription>.json.render(bubble(.dark)).contains("asDescribed"))
  }

  func testJSONOfAnyEncodableIsStableAndSpelledAsTheRenderer() {
    let text = GoldenFormat<Settings>.encodedJSON.render(Self.settings)
    XCTAssertEqual(GoldenFormat<Settings>.encodedJSON.fileExtension, "json")
    XCTAssertEqual(
      text,
      #"""
      {
        "avatar": "AAEC/w==",
        "count": -3,
        "limits": {
          "B": 3,
          "a": 1,
          "b": 2
        },
        "muted": false,
        "name": "Zoë \u200B\"quoted\"\n",
        "nested": [
          {
            "alpha": "a/b",
            "zeta": 1
          },
          {
            "alpha": "",
            "zeta": 2
          }
        ],
        "ratio": 0.1,
        "site": "https://example.com/a?b=c",
        "tags": [],
        "updated": "2025-10-21T10:42:00.250Z",
        "volume": 0.1
      }

      """#)
    // The same JSON as JSONSerialization reads it: nothing lost but the Foundation types.
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    XCTAssertEqual(parsed?["name"] as? String, Self.settings.name)
    XCTAssertNil(parsed?["nickname"], "a nil optional is left out, as JSONEncoder leaves it")
  }

  func testJSONSpellsWholeNumbersNonFiniteValuesAndNormalisationApart() {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    struct Numbers: Encodable {
      var values: [Double]
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(values, forKey: Key(stringValue: "values"))
        // A Dictionary cannot hold these two keys: Swift's == calls them one.
        var keys = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: "keys"))
        try keys.encode(1, forKey: Key(stringValue: "caf\u{E9}"))
        try keys.encode(2, forKey: Key(stringValue: "cafe\u{301}"))
      }
    }
    let text = GoldenFormat<Numbers>.encodedJSON.render(
      Numbers(values: [1, -0.5, 1e300, .nan, .infinity, -.infinity]))
    XCTAssertTrue(
      text.contains(
        #"[\#n    1,\#n    -0.5,\#n    1e+300,\#n    "NaN",\#n    "Infinity",\#n    "-Infinity"\#n  ]"#
      ),
      text)
    // NFC and NFD keys stay two keys.
    XCTAssertTrue(text.contains("\"caf\u{E9}\": 1"), text)
    XCTAssertTrue(text.contains("\"cafe\u{301}\": 2"), text)
  }

  func testJSONOfAValueThatCannotBeEncodedSaysWhy() {
    struct Refuses: Encodable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
          0, .init(codingPath: [], debugDescription: "not today"))
      }
    }
    let text = GoldenFormat<Refuses>.encodedJSON.render(Refuses())
    XCTAssertTrue(text.hasPrefix("cannot encode Refuses as JSON: "), text)
    XCTAssertTrue(text.contains("not today"), text)
  }

  func testBubblesAndThreadsKeepTheRenderersJSON() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      state: .read)
    let bubbles = [BubbleDescriber().describe(message, in: chat)]
    // [BubbleDescription] is Encodable too; its own `.json` is the contract front ends read.
    XCTAssertEqual(
      GoldenFormat<[BubbleDescription]>.json.render(bubbles), JSONRenderer().render(bubbles))
    let thread = ThreadArranger(thread: .init(now: message.createdAt)).describe([message], in: chat)
    XCTAssertEqual(
      GoldenFormat<ThreadDescription>.json.render(thread), JSONRenderer().render(thread: thread))
    XCTAssertEqual(
      GoldenFormat<ThreadDescription>.text.render(thread), TextRenderer().render(thread: thread))
    XCTAssertEqual(
      GoldenFormat<ThreadDescription>.html.render(thread),
      GoldenCompanion.linkingStylesheet(
        HTMLRenderer(options: .init(colorScheme: .asDescribed)).render(thread: thread)))
    XCTAssertEqual(GoldenFormat<ThreadDescription>.html.fileExtension, "html")
    // One bubble is the renderer's document of that bubble, not its Codable form.
    XCTAssertEqual(
      GoldenFormat<BubbleDescription>.json.render(bubbles[0]), JSONRenderer().render(bubbles))
    XCTAssertEqual(
      GoldenFormat<BubbleDescription>.text.render(bubbles[0]), TextRenderer().render(bubbles))
    // Any Encodable's form is asked for by name, whatever the collection's static type.
    XCTAssertEqual(
      GoldenFormat<ContiguousArray<BubbleDescription>>.encodedJSON.render(ContiguousArray(bubbles)),
      GoldenFormat<[BubbleDescription]>.encodedJSON.render(bubbles))
    XCTAssertNotEqual(
      GoldenFormat<[BubbleDescription]>.encodedJSON.render(bubbles),
      GoldenFormat<[BubbleDescription]>.json.render(bubbles))
  }

  func testTheStillPresetsDrawNoAnimation() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      state: .read)
    var before = message
    before.state = .delivered
    // A bubble that changed state plays its transition, unless drawn still.
    let bubbles = [BubbleDescriber().describe(message, in: chat, previous: before)]
    // As HTML goldens keep it: the shared stylesheet linked, not held.
    let still = GoldenCompanion.linkingStylesheet(
      HTMLRenderer(options: .init(colorScheme: .asDescribed, motion: .still)).render(bubbles))
    XCTAssertEqual(GoldenFormat<[BubbleDescription]>.stillHTML.render(bubbles), still)
    XCTAssertEqual(GoldenFormat<BubbleDescription>.stillHTML.render(bubbles[0]), still)
    XCTAssertNotEqual(GoldenFormat<[BubbleDescription]>.html.render(bubbles), still)
    let thread = ThreadArranger(thread: .init(now: message.createdAt)).describe([message], in: chat)
    XCTAssertEqual(
      GoldenFormat<ThreadDescription>.stillHTML.render(thread),
      GoldenCompanion.linkingStylesheet(
        HTMLRenderer(options: .init(colorScheme: .asDescribed, motion: .still))
          .render(thread: thread)))
  }

  func testComposerPresetsAreTheRenderersDocuments() {
    let composer = Composer(limit: 5).describe("Hello!")
    let cases: [(GoldenFormat<ComposerDescription>, GoldenFormat<[ComposerDescription]>, String)] =
      [(.text, .text, "txt"), (.html, .html, "html"), (.json, .json, "json")]
    for (one, states, fileExtension) in cases {
      var expected = ""
      switch fileExtension {
      case "txt": TextRenderer().render(composers: [composer], into: &expected)
      case "html":
        HTMLRenderer().render(composers: [composer], into: &expected)
        expected = GoldenCompanion.linkingStylesheet(expected)
      default: JSONRenderer().render(composers: [composer], into: &expected)
      }
      XCTAssertFalse(expected.isEmpty)
      XCTAssertEqual(one.render(composer), expected, fileExtension)
      XCTAssertEqual(states.render([composer]), expected, fileExtension)
      XCTAssertEqual(one.fileExtension, fileExtension)
      XCTAssertEqual(states.fileExtension, fileExtension)
    }
  }

  func testLinesOfAnyDescribableValue() {
    struct Receipt: CustomStringConvertible {
      var description: String { "read by 2 of 3\n" }
    }
    XCTAssertEqual(GoldenFormat<Receipt>.lines.render(Receipt()), "read by 2 of 3\n")
    XCTAssertEqual(GoldenFormat<Int>.lines.render(42), "42")
    XCTAssertEqual(GoldenFormat<String>.lines.render("as is\r\n"), "as is\r\n")
    XCTAssertEqual(GoldenFormat<Receipt>.lines.fileExtension, "txt")
  }
}
