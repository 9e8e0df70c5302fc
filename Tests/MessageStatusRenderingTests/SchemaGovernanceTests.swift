import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// The published bubbles schema documents every field: a description for each, a unit
/// for each number, and the same names and units the renderer writes.
final class SchemaGovernanceTests: XCTestCase {
  private func schema() throws -> [String: Any] {
    let url = goldensFolder("json").deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Schemas/bubbles.schema.json")
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  /// Every subschema reachable through `properties`, `items`, `oneOf` and `$defs`, by path.
  private func subschemas(of root: [String: Any]) -> [(String, [String: Any])] {
    var found: [(String, [String: Any])] = []
    func visit(_ schema: [String: Any], _ path: String) {
      found.append((path, schema))
      for (name, child) in (schema["properties"] as? [String: Any]) ?? [:] {
        if let child = child as? [String: Any] { visit(child, "\(path).\(name)") }
      }
      if let items = schema["items"] as? [String: Any] { visit(items, "\(path)[]") }
      for (index, option) in ((schema["oneOf"] as? [[String: Any]]) ?? []).enumerated() {
        visit(option, "\(path)|\(index)")
      }
    }
    visit(root, "$")
    for (name, definition) in (root["$defs"] as? [String: Any]) ?? [:] {
      if let definition = definition as? [String: Any] { visit(definition, "#\(name)") }
    }
    return found
  }

  func testEveryFieldHasADescription() throws {
    for (path, schema) in subschemas(of: try schema()) where !path.contains("|") {
      let description = schema["description"] as? String ?? ""
      XCTAssertFalse(description.isEmpty, "\(path) has no description")
    }
  }

  func testEveryNumberStatesItsUnit() throws {
    let units = ["Unit: pt", "Unit: s", "Unitless", "unitless", "viewBox units"]
    for (path, schema) in subschemas(of: try schema()) where schema["type"] as? String == "number" {
      let description = schema["description"] as? String ?? ""
      XCTAssertTrue(
        units.contains { description.contains($0) }, "\(path) states no unit: \(description)")
    }
  }

  func testLengthsThatScaleWithTextSayTheSameInTheSchema() throws {
    let root = try schema()
    let definitions = try XCTUnwrap(root["$defs"] as? [String: Any])
    let metrics = try XCTUnwrap(definitions["metrics"] as? [String: Any])
    let fields = try XCTUnwrap(metrics["properties"] as? [String: Any])
    for name in Metrics.fixedLengths {
      let description = (fields[name] as? [String: Any])?["description"] as? String ?? ""
      XCTAssertTrue(description.contains("Fixed"), "\(name): \(description)")
    }
    for name in Metrics.lengthsScalingWithText
    where fields[name].flatMap({ $0 as? [String: Any] })?["$ref"] == nil {
      let description = (fields[name] as? [String: Any])?["description"] as? String ?? ""
      XCTAssertTrue(description.contains("Scales with"), "\(name): \(description)")
    }
    XCTAssertEqual(
      Set(fields.keys),
      Set(Metrics.fixedLengths + Metrics.lengthsScalingWithText + ["maxWidthFraction"]),
      "every metric is either fixed or scales with text")
  }

  func testTheHapticTableNamesEveryHaptic() throws {
    let text = try String(
      contentsOf: goldensFolder("json").deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/bubbles.schema.json"), encoding: .utf8)
    for haptic in TransitionSpec.Haptic.allCases {
      XCTAssertTrue(text.contains("\(haptic.rawValue) = iOS"), "\(haptic) has no mapping")
    }
  }

  /// Both places the schema names an action (the list and the default action) name every
  /// action the library describes, and only those.
  func testTheActionEnumsAreTheLibrarysActions() throws {
    let actionEnums = subschemas(of: try schema()).filter { path, schema in
      (path.hasSuffix(".actions[].id") || path.hasSuffix(".defaultAction|1"))
        && schema["enum"] != nil
    }
    XCTAssertEqual(actionEnums.count, 2, "\(actionEnums.map(\.0))")
    for (path, schema) in actionEnums {
      XCTAssertEqual(
        schema["enum"] as? [String], BubbleAction.Kind.allCases.map(\.rawValue), path)
    }
  }
}
