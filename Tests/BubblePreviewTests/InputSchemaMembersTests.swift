import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// The published input schema lists exactly the members the command reads.
///
/// The document's, its options', a message's and a mark's: a member added to a reader and not to
/// `Schemas/input.schema.json` (or the other way round) fails here.
final class InputSchemaMembersTests: XCTestCase {
  private func schema() throws -> [String: Any] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Schemas/input.schema.json")
    let data = try Data(contentsOf: url)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The object at `path` (keys, or indexes into `oneOf` arrays).
  private func object(_ root: [String: Any], _ path: String...) throws -> [String: Any] {
    var node: Any = root
    for step in path {
      if let index = Int(step), let array = node as? [Any] {
        node = array[index]
      } else {
        node = try XCTUnwrap((node as? [String: Any])?[step], "no \(step) in \(path)")
      }
    }
    return try XCTUnwrap(node as? [String: Any])
  }

  private func names<Field: ObjectField>(_: Field.Type) -> Set<String> {
    Set(Field.allCases.map(\.name))
  }

  func testTheSchemaListsEveryMemberTheCommandReads() throws {
    let root = try schema()
    XCTAssertEqual(Set(try object(root, "properties").keys), names(PreviewInput.Field.self))
    XCTAssertEqual(
      Set(try object(root, "properties", "options", "oneOf", "1", "properties").keys),
      names(PreviewInput.OptionField.self))
    XCTAssertEqual(
      Set(try object(root, "properties", "messages", "items", "properties").keys),
      Set(MessageMember.allCases.map(\.stringValue)))
    for marks in ["readMarks", "deliveryMarks"] {
      XCTAssertEqual(
        Set(
          try object(root, "properties", marks, "oneOf", "1", "additionalProperties", "properties")
            .keys), names(MarksInput.Field.self), marks)
    }
  }
}
