import Foundation
import MessageStatusKit
import XCTest

@testable import MessageStatusRendering

/// Every stored property of every description type reaches the JSON and the text: a test
/// that walks the values with `Mirror`, so a property added to a type and forgotten by a
/// renderer fails here, not in a reviewer's eyes.
final class EveryFieldShownTests: XCTestCase {
  /// The bubbles of every golden case and thread: every field set somewhere (sender names,
  /// attachments, badges, read times, runs, transitions, hints, actions).
  private var bubbles: [BubbleDescription] {
    GoldenCase.all.flatMap(\.bubbles) + ThreadGoldenCase.all.flatMap(\.thread.bubbles)
  }

  /// Each stored property's path (`status.content`, `accessibility.hint`) with its value,
  /// for every struct inside `value`; enum payloads are leaves.
  private func leaves(of value: Any, at path: String = "") -> [(path: String, value: Any)] {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return [] }
      return leaves(of: wrapped, at: path)
    }
    guard mirror.displayStyle == .struct, !(value is UserID), !(value is MessageID) else {
      return [(path, value)]
    }
    return mirror.children.flatMap { child -> [(path: String, value: Any)] in
      guard let label = child.label else { return [] }
      return leaves(of: child.value, at: path.isEmpty ? label : path + "." + label)
    }
  }

  /// Every property path the types have, from the richest bubbles: a new one fails here
  /// until it is named in the JSON and text checks below.
  func testEveryStoredPropertyIsKnown() {
    let paths = Set(bubbles.flatMap { leaves(of: $0).map(\.path) })
    let known: Set<String> = [
      "id", "role", "alignment", "senderName", "text", "attachment.kind", "attachment.label",
      "timestamp", "instant", "background", "foreground", "status.state", "status.content",
      "status.accessibilityLabel", "status.readInstant", "accessibility.contentLabel",
      "accessibility.stateDescription", "accessibility.separator", "accessibility.hint",
      "accessibility.role", "accessibility.defaultAction", "actions", "transition.motion",
      "transition.reducedMotion", "transition.haptic", "transition.announcement.text",
      "transition.announcement.politeness", "transition.announcement.trigger",
      "metrics.cornerRadius", "metrics.joinedCornerRadius", "metrics.horizontalPadding",
      "metrics.verticalPadding", "metrics.maxWidthFraction", "metrics.body.pointSize",
      "metrics.body.weight", "metrics.body.lineHeight", "metrics.body.tabularDigits",
      "metrics.sender.pointSize", "metrics.sender.weight", "metrics.sender.lineHeight",
      "metrics.sender.tabularDigits", "metrics.timestamp.pointSize",
      "metrics.timestamp.weight", "metrics.timestamp.lineHeight",
      "metrics.timestamp.tabularDigits", "metrics.status.pointSize", "metrics.status.weight",
      "metrics.status.lineHeight", "metrics.status.tabularDigits", "metrics.badge.pointSize",
      "metrics.badge.weight", "metrics.badge.lineHeight", "metrics.badge.tabularDigits",
      "metrics.symbolSize", "metrics.symbolSpacing", "metrics.badgeDiameter",
      "metrics.badgePadding", "metrics.badgeSymbolSize", "metrics.timestampSpacing",
      "metrics.statusRowSpacing", "paletteVariant", "language", "layoutDirection",
      "runPosition",
    ]
    XCTAssertEqual(paths.subtracting(known).sorted(), [], "new: name them in the renderers")
    XCTAssertEqual(known.subtracting(paths).sorted(), [], "gone, or never set by a golden")
  }

  /// The JSON of a bubble encoded alone has a key for every stored property, and decodes
  /// back equal (synthesized `==` compares every stored property).
  func testTheJSONHasEveryStoredProperty() throws {
    let keyOfProperty = ["isDestructive": "destructive", "displayText": "text"]
    for bubble in bubbles {
      let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(bubble))
      for leaf in leaves(of: bubble) {
        var node: Any? = object
        for component in leaf.path.split(separator: ".") {
          let key = keyOfProperty[String(component)] ?? String(component)
          node = (node as? [String: Any])?[key]
        }
        XCTAssertNotNil(node, "\(bubble.id): \(leaf.path)")
      }
      XCTAssertEqual(
        try JSONDecoder().decode(BubbleDescription.self, from: JSONEncoder().encode(bubble)), bubble
      )
    }
  }

  /// The text block shows every stored property's value: strings as written (escaped as
  /// the text escapes them), identifiers by their raw values, numbers as the text spells
  /// them; enum payloads by what they hold.
  func testTheTextShowsEveryStoredProperty() {
    for bubble in bubbles {
      let block = TextRenderer().block(for: bubble)
      for leaf in leaves(of: bubble) {
        for shown in spellings(of: leaf.value, at: leaf.path) where !shown.isEmpty {
          // Quoted strings escape their quotes too.
          var plain = UTF8Buffer()
          plain.writeVisible(shown)
          var quoted = UTF8Buffer()
          quoted.writeVisible(shown, escapingQuotes: true)
          XCTAssertTrue(
            block.contains(plain.string) || block.contains(quoted.string),
            "\(bubble.id): \(leaf.path) as \(shown)\n\(block)")
        }
      }
    }
  }

  /// How the text writes a value: what it must contain.
  private func spellings(of value: Any, at path: String) -> [String] {
    switch value {
    case let text as String: return [text]
    case let id as UserID: return [id.rawValue]
    case let id as MessageID: return [id.rawValue]
    case let number as Double:
      return [number == number.rounded() ? String(Int(number)) : String(number)]
    case let flag as Bool:
      // The only stored flags are the type styles' tabular digits, a word where true.
      XCTAssertTrue(path.hasSuffix(".tabularDigits"), "no spelling for the flag \(path)")
      return flag ? ["tabular"] : []
    case let actions as [BubbleAction]:
      return actions.flatMap {
        [$0.id.rawValue, $0.label] + ($0.isDestructive ? ["\($0.label)\" (destructive)"] : [])
      }
    case let content as StatusIndicator.Content:
      switch content {
      case .symbols(let symbols, let color): return symbols.map(\.rawValue) + [color.rawValue]
      case .text(let text, let color): return [text, color.rawValue]
      case .badge(let badge):
        return [
          String(badge.count), badge.displayText, badge.symbol.rawValue,
          badge.background.rawValue, badge.foreground.rawValue,
        ]
      }
    case let motion as TransitionSpec.Motion:
      guard case .animated(let animation) = motion else { return ["not animated"] }
      return animation.effects.map(\.rawValue) + [animation.curve.rawValue]
    default:
      if let raw = (value as? any RawRepresentable)?.rawValue as? String { return [raw] }
      XCTFail("no spelling for \(type(of: value))")
      return []
    }
  }
}
