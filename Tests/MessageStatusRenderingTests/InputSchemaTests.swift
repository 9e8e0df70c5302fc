import Foundation
import MessageStatusKit
import XCTest

/// The command's input contract: the example document validates, broken ones do not.
final class InputSchemaTests: XCTestCase {
  private let root = goldensFolder("json").deletingLastPathComponent().deletingLastPathComponent()

  private func validator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schemaAt: root.appendingPathComponent("Schemas/input.schema.json"))
  }

  /// The schema's option values are the library's lists: a style (or policy, or
  /// attachment kind) added to the library and not to the schema fails here.
  func testTheSchemasChoicesAreTheLibrarysLists() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Schemas/input.schema.json")
    let schema = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    func choices(_ path: String...) -> [String]? {
      var node: Any? = schema
      for key in path {
        if let index = Int(key) {
          node = (node as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
        } else {
          node = (node as? [String: Any])?[key]
        }
      }
      return (node as? [String: Any])?["enum"] as? [String]
    }
    func option(_ name: String) -> [String]? {
      choices("properties", "options", "oneOf", "1", "properties", name, "oneOf", "1")
    }
    func messageField(_ name: String) -> [String]? {
      choices("properties", "messages", "items", "properties", name, "oneOf", "1")
    }
    XCTAssertEqual(option("style"), StatusStyle.allCases.map(\.rawValue))
    XCTAssertEqual(option("groupPolicy"), GroupPolicy.allCases.map(\.rawValue))
    XCTAssertEqual(option("readReceipts"), ReadReceiptVisibility.allCases.map(\.rawValue))
    XCTAssertEqual(option("failedBubbleTint"), FailedBubbleTint.allCases.map(\.rawValue))
    XCTAssertEqual(option("order"), ThreadOptions.Order.allCases.map(\.rawValue))
    XCTAssertEqual(
      option("statusPlacement"), ThreadOptions.StatusPlacement.allCases.map(\.rawValue))
    XCTAssertEqual(messageField("attachment"), AttachmentKind.allCases.map(\.rawValue))
    XCTAssertEqual(messageField("failure"), FailureKind.allCases.map(\.rawValue))
  }

  func testExampleDocumentValidates() throws {
    let data = try Data(contentsOf: root.appendingPathComponent("Examples/thread.json"))
    XCTAssertEqual(try validator().errors(in: try JSONSerialization.jsonObject(with: data)), [])
  }

  func testTheConversationsExampleValidates() throws {
    let validator = try JSONSchemaValidator(
      schemaAt: root.appendingPathComponent("Schemas/conversations-input.schema.json"))
    let data = try Data(contentsOf: root.appendingPathComponent("Examples/conversations.json"))
    XCTAssertEqual(validator.errors(in: try JSONSerialization.jsonObject(with: data)), [])
    // A conversation's options are the list's: the schema refuses them where the command does.
    let options: [String: Any] = [
      "conversations": [["viewer": "me", "options": [:], "messages": []] as [String: Any]]
    ]
    XCTAssertEqual(
      validator.errors(in: options), ["$.conversations[0]: unexpected property options"])
  }

  func testSchemaCatchesTyposAndBadValues() throws {
    let document: [String: Any] = [
      "viewer": "me",
      "options": ["apperance": "dark"],
      "names": ["alice": 3],
      "messages": [["id": "m1", "sender": "me", "createdAt": "yesterday", "state": "seen"]],
    ]
    XCTAssertEqual(
      try validator().errors(in: document).sorted(),
      [
        "$.messages[0].createdAt: yesterday does not match "
          + #"^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"#,
        "$.messages[0].state: matches 0 of the oneOf alternatives, not exactly 1",
        "$.names: matches 0 of the oneOf alternatives, not exactly 1",
        "$.options: matches 0 of the oneOf alternatives, not exactly 1",
      ])
  }
}
