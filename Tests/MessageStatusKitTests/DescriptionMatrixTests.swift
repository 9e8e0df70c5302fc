import MessageStatusKit
import XCTest

/// Laws over every row of ``DescriptionMatrix``: every state, style, role, chat and palette
/// variant, in 8 combinations of the accessibility settings.
final class DescriptionMatrixTests: XCTestCase {
  func testMatrixCoversEveryCombination() {
    XCTAssertEqual(
      DescriptionMatrix.all.count,
      DeliveryState.allCases.count * StatusStyle.allCases.count * Role.allCases.count
        * DescriptionMatrix.Chat.allCases.count * PaletteVariant.allCases.count * 8)
    XCTAssertEqual(Set(DescriptionMatrix.all.map(\.id)).count, DescriptionMatrix.all.count)
  }

  func testIncomingNeverShowsAStatusAndOutgoingAlwaysDoes() {
    for row in DescriptionMatrix.all {
      switch row.bubble.role {
      case .incoming:
        XCTAssertNil(row.bubble.status, row.id)
        XCTAssertEqual(row.bubble.alignment, .leading, row.id)
        XCTAssertEqual(row.bubble.accessibilityLabel, row.bubble.accessibility.contentLabel, row.id)
      case .outgoing:
        XCTAssertNotNil(row.bubble.status, row.id)
        XCTAssertEqual(row.bubble.alignment, .trailing, row.id)
      }
    }
  }

  func testLabelsStartWithTheContentAndNeverWithASeparatorOrNil() {
    for row in DescriptionMatrix.all {
      let label = row.bubble.accessibilityLabel
      let content =
        row.bubble.role == .incoming && row.conversation.kind == .group
        ? "Alice: Hello world" : "Hello world"
      if row.bubble.role == .incoming {
        XCTAssertEqual(label, content, row.id)
      } else {
        XCTAssertTrue(label.hasPrefix(content + ", "), "\(row.id): \(label)")
      }
      for bad in ["(null)", "nil", "Optional", ", ,", "  "] {
        XCTAssertFalse(label.contains(bad), "\(row.id): \(label)")
      }
    }
  }

  func testOutgoingLabelEndsWithAPhraseForThePresentedState() {
    for row in DescriptionMatrix.all {
      guard let status = row.bubble.status else { continue }
      let phrase = row.bubble.accessibilityLabel.dropFirst("Hello world, ".count)
      switch status.state {
      case .read:
        XCTAssertTrue(phrase == "read" || phrase.hasPrefix("read by "), "\(row.id): \(phrase)")
      case .sending, .sent, .delivered, .failed:
        // Some of a group have read, short of the policy's read: their avatars show, and
        // the label says so after the state.
        let readBy =
          row.bubble.readers.isEmpty
          ? ""
          : ", read by \(row.bubble.readers.count) of \(row.conversation.participants.count - 1)"
        XCTAssertEqual(
          String(phrase), Phrasebook.english.labelStatus[status.state] + readBy, row.id)
      }
    }
  }

  /// The presented state never goes below what the app knows: its state is a floor, in a
  /// group too.
  func testPresentedStateNeverRegressesFromWhatTheAppKnows() {
    for row in DescriptionMatrix.all {
      guard let status = row.bubble.status else { continue }
      let hidden = row.options.readReceipts == .hidden
      let expectedFloor = row.message.state.merging(status.state)
      XCTAssertEqual(
        hidden && expectedFloor == .read ? .delivered : expectedFloor, status.state, row.id)
    }
  }

  func testBadgeCountsNeverExceedRecipients() {
    for row in DescriptionMatrix.all {
      guard let badge = row.bubble.status?.badge else { continue }
      let recipients = row.conversation.participants.count - 1
      XCTAssertTrue((1...recipients).contains(badge.count), "\(row.id): \(badge.count)")
    }
  }

  func testOnlyReceiptBadgeStyleShowsABadgeAndOnlyForRead() {
    for row in DescriptionMatrix.all {
      guard let status = row.bubble.status else { continue }
      XCTAssertEqual(
        status.badge != nil, row.options.style == .receiptBadge && status.state == .read, row.id)
      XCTAssertEqual(status.text != nil, row.options.style == .text, row.id)
    }
  }

  func testColourIsNeverTheOnlySignalWithDifferentiateWithoutColor() {
    var shapes: [String: Set<String>] = [:]
    for row in DescriptionMatrix.all where row.options.differentiateWithoutColor {
      guard let status = row.bubble.status else { continue }
      let key = "\(row.options.style) \(row.conversation.kind)"
      shapes[key, default: []].insert(
        "\(status.state)|\(status.symbols)|\(status.text ?? "")|\(status.badge != nil)")
    }
    for (key, seen) in shapes {
      let byShape = Dictionary(grouping: seen) { $0.split(separator: "|").dropFirst().joined() }
      for (shape, states) in byShape {
        XCTAssertEqual(states.count, 1, "\(key): \(shape) is shared by \(states.sorted())")
      }
    }
  }

  func testDescriptionsRoundTripThroughCodable() throws {
    let bubbles = DescriptionMatrix.all.map(\.bubble)
    let data = try JSONEncoder().encode(bubbles)
    XCTAssertEqual(try JSONDecoder().decode([BubbleDescription].self, from: data), bubbles)
  }
}
