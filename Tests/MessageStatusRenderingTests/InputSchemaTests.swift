import Foundation
import XCTest

/// The command's input contract: the example document validates, broken ones do not.
final class InputSchemaTests: XCTestCase {
  private let root = goldensFolder("json").deletingLastPathComponent().deletingLastPathComponent()

  private func validator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schemaAt: root.appendingPathComponent("Schemas/input.schema.json"))
  }

  func testExampleDocumentValidates() throws {
    let data = try Data(contentsOf: root.appendingPathComponent("Examples/thread.json"))
    XCTAssertEqual(try validator().errors(in: try JSONSerialization.jsonObject(with: data)), [])
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
