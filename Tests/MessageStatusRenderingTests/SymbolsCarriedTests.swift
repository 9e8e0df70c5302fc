import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// A document carries the drawings of the symbols its bubbles draw, and only those, after
/// the bubbles: one new symbol in the library rewrites no document that does not use it.
final class SymbolsCarriedTests: XCTestCase {
  private let chat = Conversation(participants: ["me", "alice"], viewer: "me")

  private func bubble(_ state: DeliveryState, style: StatusStyle = .ticks) -> BubbleDescription {
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: state)
    return BubbleDescriber(options: .init(style: style)).describe(message, in: chat)
  }

  private func jsonSymbols(_ bubbles: [BubbleDescription]) throws -> [String] {
    let json = JSONRenderer().render(bubbles)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let symbols = try XCTUnwrap(object["symbols"] as? [String: Any])
    XCTAssertTrue(json.hasSuffix("}\n"))
    XCTAssertLessThan(
      try XCTUnwrap(json.range(of: "\"bubbles\"")).lowerBound,
      try XCTUnwrap(json.range(of: "\"symbols\"")).lowerBound, "symbols follow the bubbles")
    return symbols.keys.sorted()
  }

  private func htmlSymbols(_ bubbles: [BubbleDescription]) -> [String] {
    let html = HTMLRenderer().render(bubbles)
    return html.components(separatedBy: "<symbol id=\"msk-symbol-").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  func testAOneStatusDocumentCarriesOneSymbol() throws {
    XCTAssertEqual(try jsonSymbols([bubble(.sent)]), ["check"])
    XCTAssertEqual(htmlSymbols([bubble(.sent)]), ["check"])
    XCTAssertEqual(try jsonSymbols([bubble(.sending)]), ["clock"])
    XCTAssertEqual(htmlSymbols([bubble(.failed)]), ["errorCircleFilled"])
  }

  func testSymbolsAreCarriedOnceInLibraryOrder() throws {
    let bubbles = [bubble(.failed), bubble(.delivered), bubble(.sending), bubble(.read)]
    XCTAssertEqual(htmlSymbols(bubbles), ["clock", "check", "errorCircleFilled"])
    XCTAssertEqual(try jsonSymbols(bubbles), ["check", "clock", "errorCircleFilled"])
  }

  func testWordsOnlyDocumentsCarryNoSymbol() throws {
    XCTAssertEqual(try jsonSymbols([bubble(.delivered, style: .text)]), [])
    XCTAssertEqual(htmlSymbols([bubble(.delivered, style: .text)]), [])
    XCTAssertFalse(HTMLRenderer().render([bubble(.read, style: .text)]).contains("<svg"))
    XCTAssertEqual(try jsonSymbols([]), [])
  }

  /// The `Codable` form says the same as the writer.
  func testTheDecodedDocumentReencodesTheSameSymbols() throws {
    let bubbles = [bubble(.sent), bubble(.failed)]
    let document = try JSONDecoder().decode(
      JSONRenderer.Document.self, from: Data(JSONRenderer().render(bubbles).utf8))
    let reencoded = try XCTUnwrap(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any])
    XCTAssertEqual(
      (reencoded["symbols"] as? [String: Any])?.keys.sorted(), ["check", "errorCircleFilled"])
  }
}
