import Foundation
import XCTest

@testable import MessageStatusKit
@testable import MessageStatusRendering

/// Every stored property of every description type reaches the JSON, the text, the HTML and,
/// where it is words, the spoken label: a test that walks the values with `Mirror` (over a
/// fixture that sets every optional) and the JSON's coding keys, so a property added to a
/// type and forgotten by a renderer fails here, not in a reviewer's eyes.
final class EveryFieldShownTests: XCTestCase {
  /// The bubbles of every golden case and thread: every field set somewhere (sender names,
  /// attachments, badges, read times, runs, transitions, hints, actions).
  private var bubbles: [BubbleDescription] {
    [EveryFieldFixture.bubble, EveryFieldFixture.incoming] + GoldenCase.all.flatMap(\.bubbles)
      + ThreadGoldenCase.all.flatMap(\.thread.bubbles)
  }

  /// Where each JSON key of a bubble shows besides the JSON and the text.
  ///
  /// The JSON and the text show every key; this says whether the HTML page and the spoken
  /// label do. A key added to the JSON fails ``testEveryCodingKeyIsPlaced`` until it is
  /// placed here.
  private let placement: [String: (html: Bool, spoken: Bool)] = [
    "id": (html: false, spoken: false),  // the page numbers bubbles; ids are the app's
    "role": (html: true, spoken: false),
    "alignment": (html: true, spoken: false),
    "senderName": (html: true, spoken: true),
    "text": (html: true, spoken: true),
    "emptyText": (html: true, spoken: true),  // the words the label speaks for an empty bubble
    "attachment": (html: true, spoken: true),
    "timestamp": (html: true, spoken: false),
    "instant": (html: true, spoken: false),
    "edited": (html: true, spoken: true),  // "Edited" beside the time, "edited" after the text
    "editSync": (html: true, spoken: false),  // its words are `edited`, spoken in its place
    "background": (html: true, spoken: false),
    "foreground": (html: true, spoken: false),
    "status": (html: true, spoken: false),  // its words are the label's state description
    "readers": (html: true, spoken: false),  // spoken by name only when namedReaders asks
    "deliveredTo": (html: true, spoken: false),  // a message-info list, read where it shows
    "receipts": (html: false, spoken: false),  // counts: the label says what the bubble shows
    "accessibility": (html: true, spoken: true),
    "actions": (html: true, spoken: false),
    "transition": (html: true, spoken: false),
    "runPosition": (html: true, spoken: false),
    "metrics": (html: true, spoken: false),
    "paletteVariant": (html: true, spoken: false),
    "language": (html: true, spoken: false),
    "layoutDirection": (html: true, spoken: false),
  ]

  /// Parts of fields placed on the page that it leaves out on purpose, and why.
  private let notOnThePage: [String: String] = [
    "status.accessibilityLabel": "the bubble's one label says the state; what it draws is hidden",
    "status.readInstant": "a <time> only where the text style writes the read time",
    "status.upload.percentText": "the bubble's one label says the percent; the ring is drawn",
    "transition.announcement.trigger": "when the announcement is made, not what it says",
    "accessibility.hint": "open: the page has no hint yet (a web hint is aria-description)",
  ]

  func testEveryCodingKeyIsPlaced() {
    XCTAssertEqual(
      Set(BubbleDescription.CodingKeys.allCases.map(\.stringValue)), Set(placement.keys),
      "place each bubble key: shown on the HTML page? spoken?")
  }

  /// The fixture leaves nothing out: an optional that is `nil` or a list that is empty
  /// there is a field no check below would meet.
  func testTheFixtureSetsEveryOptional() {
    func unset(_ value: Any, at path: String) -> [String] {
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .optional:
        guard let wrapped = mirror.children.first?.value else { return [path] }
        return unset(wrapped, at: path)
      case .collection:
        return mirror.children.isEmpty ? [path] : []
      case .struct:
        if value is UserID || value is MessageID { return [] }
        return mirror.children.flatMap { child in
          unset(
            child.value, at: path.isEmpty ? child.label ?? "_" : path + "." + (child.label ?? "_"))
        }
      default: return []
      }
    }
    XCTAssertEqual(
      unset(EveryFieldFixture.bubble, at: ""), [], "set these in EveryFieldFixture.bubble")
  }

  /// The HTML page shows every field placed on it: words as the page escapes them,
  /// identifiers and numbers as written.
  func testTheHTMLShowsEveryPlacedField() {
    for bubble in [EveryFieldFixture.bubble, EveryFieldFixture.incoming] {
      let html = HTMLRenderer(options: .init(colorScheme: .asDescribed)).render([bubble])
      for leaf in leaves(of: bubble) {
        let key = String(leaf.path.prefix { $0 != "." })
        guard placement[key]?.html != false, notOnThePage[leaf.path] == nil else { continue }
        for shown in htmlSpellings(of: leaf.value, at: leaf.path) where !shown.isEmpty {
          var escaped = UTF8Buffer()
          escaped.writeHTMLText(shown)
          XCTAssertTrue(
            html.contains(escaped.string) || html.contains(shown),
            "\(bubble.id): \(leaf.path) as \(shown)")
        }
      }
    }
  }

  /// The spoken label says every field placed in it.
  func testTheSpokenLabelSaysEveryPlacedField() {
    let bubble = EveryFieldFixture.incoming
    for leaf in leaves(of: bubble) {
      let key = String(leaf.path.prefix { $0 != "." })
      guard placement[key]?.spoken != false, let words = leaf.value as? String else { continue }
      // The label is its two parts; the hint and the separator are spoken around it, and an
      // incoming message has no state to speak.
      if ["accessibility.hint", "accessibility.separator"].contains(leaf.path) { continue }
      if leaf.path == "accessibility.stateDescription" {
        XCTAssertEqual(words, "", "an incoming message speaks no state")
        continue
      }
      XCTAssertTrue(
        bubble.accessibilityLabel.contains(words),
        "\(leaf.path) \"\(words)\" is not in \"\(bubble.accessibilityLabel)\"")
    }
  }

  /// How the page writes a value: CSS numbers, weights and directions, the words of
  /// actions; otherwise as the text spells it.
  private func htmlSpellings(of value: Any, at path: String) -> [String] {
    switch value {
    case let number as Double:
      if path.hasSuffix("Fraction") { return ["\(Int((number * 100).rounded()))%"] }
      return [number == number.rounded() ? String(Int(number)) : String(number)]
    case let flag as Bool:
      if path == "status.played" { return flag ? ["data-played=\"true\""] : [] }
      if path == "attachment.isViewOnce" { return flag ? ["data-view-once=\"true\""] : [] }
      XCTAssertTrue(path.hasSuffix(".tabularDigits"), "no page spelling for the flag \(path)")
      return flag ? ["tabular-nums"] : []
    case let weight as TypeStyle.Weight:
      return weight == .regular ? [] : ["font-weight:\(weight.numericValue)"]
    case let direction as LayoutDirection:
      return [direction == .rightToLeft ? "dir=\"rtl\"" : "dir=\"ltr\""]
    case let sync as EditSync:
      return ["data-edit-sync=\"\(sync.rawValue)\""]
    case let motion as TransitionSpec.Motion:
      guard case .animated = motion else { return [] }
      return spellings(of: value, at: path)
    case let actions as [BubbleAction]:
      return actions.flatMap { [$0.id.rawValue, $0.label] }
    case let readers as [Reader]:
      // The avatar stack draws who read by initial (names and times are the JSON's and the
      // text's, and the label's when namedReaders asks); a delivery list names each, with
      // a time.
      if path == "deliveredTo.recipients" {
        return readers.flatMap { [$0.name] + [$0.timestamp, $0.instant].compactMap { $0 } }
      }
      return readers.prefix(3).map(\.initial)
    default: return spellings(of: value, at: path)
    }
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
      "id", "role", "alignment", "senderName", "text", "emptyText", "attachment.kind",
      "attachment.label",
      "timestamp", "instant", "edited", "editSync", "background", "foreground", "status.state",
      "status.content",
      "status.accessibilityLabel", "status.readInstant", "status.pause",
      "status.upload.fraction", "status.upload.percentText", "status.played",
      "accessibility.contentLabel",
      "accessibility.stateDescription", "accessibility.separator", "accessibility.hint",
      "accessibility.role", "accessibility.defaultAction", "actions", "readers",
      "deliveredTo.heading", "deliveredTo.recipients", "receipts.recipientCount",
      "receipts.deliveredCount", "receipts.readCount", "receipts.failedCount",
      "transition.motion",
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
      "runPosition", "attachment.isViewOnce", "accessibility.timeLabel",
    ]
    XCTAssertEqual(paths.subtracting(known).sorted(), [], "new: name them in the renderers")
    XCTAssertEqual(known.subtracting(paths).sorted(), [], "gone, or never set by a golden")
  }

  /// The JSON of a bubble encoded alone has a key for every stored property, and decodes
  /// back equal (synthesized `==` compares every stored property).
  func testTheJSONHasEveryStoredProperty() throws {
    let keyOfProperty = [
      "isDestructive": "destructive", "displayText": "text", "isViewOnce": "viewOnce",
    ]
    for bubble in bubbles {
      let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(bubble))
      for leaf in leaves(of: bubble) {
        var node: Any? = object
        for component in leaf.path.split(separator: ".") {
          let key = keyOfProperty[String(component)] ?? String(component)
          node = (node as? [String: Any])?[key]
        }
        // A status's `played` and an attachment's `viewOnce` are written only when true, as
        // `Codable` writes them.
        if ["status.played", "attachment.isViewOnce"].contains(leaf.path),
          leaf.value as? Bool == false
        {
          XCTAssertNil(node, "\(bubble.id): \(leaf.path)")
          continue
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
        // A separator joins nothing where there is no state to speak (an incoming message).
        if leaf.path == "accessibility.separator", bubble.accessibility.stateDescription.isEmpty {
          continue
        }
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
    case let count as Int: return [String(count)]
    case let number as Double:
      return [number == number.rounded() ? String(Int(number)) : String(number)]
    case let flag as Bool:
      // The stored flags are the type styles' tabular digits and a status played, each a
      // word where true.
      if path == "status.played" { return flag ? [", played"] : [] }
      if path == "attachment.isViewOnce" { return flag ? [", view once"] : [] }
      XCTAssertTrue(path.hasSuffix(".tabularDigits"), "no spelling for the flag \(path)")
      return flag ? ["tabular"] : []
    case let readers as [Reader]:
      return readers.flatMap {
        [$0.id.rawValue, $0.name, $0.initial] + [$0.timestamp, $0.instant].compactMap { $0 }
      }
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
    case let sync as EditSync:
      return [", edit \(sync.rawValue)"]
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
