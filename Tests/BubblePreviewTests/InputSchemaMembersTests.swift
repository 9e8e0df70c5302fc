import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// The published input schema lists exactly the members the command reads.
///
/// The document's, its options', a message's and a mark's: a member added to a reader and not to
/// `Schemas/input.schema.json` (or the other way round) fails here.
final class InputSchemaMembersTests: XCTestCase {
  private func schema(_ name: String = "input") throws -> [String: Any] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Schemas/\(name).schema.json")
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
    // A render document has no title: only a listed conversation does.
    XCTAssertEqual(
      Set(try object(root, "properties").keys),
      names(PreviewInput.Field.self).subtracting(["title"]))
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

  /// A conversation of a list document is a render document without options, with a
  /// title: the same schema for every member they share, so the two cannot drift apart.
  func testTheConversationsSchemaIsTheRenderSchemaPerConversation() throws {
    let render = try schema()
    let list = try schema("conversations-input")
    XCTAssertEqual(Set(try object(list, "properties").keys), names(ListInput.Field.self))
    let conversation = try object(list, "properties", "conversations", "items", "properties")
    XCTAssertEqual(
      Set(conversation.keys), names(PreviewInput.Field.self).subtracting(["options"]))
    for (member, value) in try object(render, "properties") {
      let expected = try JSONSerialization.data(withJSONObject: value, options: .sortedKeys)
      let shared =
        member == "options" ? try object(list, "properties", member) : conversation[member]
      let found = try JSONSerialization.data(
        withJSONObject: try XCTUnwrap(shared, member), options: .sortedKeys)
      XCTAssertEqual(found, expected, member)
    }
  }
}
