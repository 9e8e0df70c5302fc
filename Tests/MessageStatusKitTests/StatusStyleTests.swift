import MessageStatusKit
import XCTest

final class StatusStyleTests: XCTestCase {
  /// The Status styles article's table, one line per style × state, from a 1:1 chat.
  func testStyleTable() {
    var lines: [String] = []
    for style in StatusStyle.allCases {
      for state in DeliveryState.allCases {
        let status = Fixtures.describe(Fixtures.outgoing(state), .init(style: style)).status
        lines.append("\(style) \(state): \(summary(status))")
      }
    }
    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      ticks sending: [clock] secondary
      ticks sent: [checkmark] secondary
      ticks delivered: [checkmark checkmark] secondary
      ticks read: [checkmark checkmark] accent
      ticks failed: [exclamationmark.circle.fill] destructive
      circles sending: [clock] secondary
      circles sent: [checkmark] secondary
      circles delivered: [checkmark.circle] secondary
      circles read: [checkmark.circle.fill] accent
      circles failed: [exclamationmark.triangle.fill] destructive
      receiptBadge sending: [clock] secondary
      receiptBadge sent: [checkmark] secondary
      receiptBadge delivered: [checkmark checkmark] secondary
      receiptBadge read: badge(1 "1" checkmark badgeForeground on badgeBackground)
      receiptBadge failed: [exclamationmark.circle.fill] destructive
      text sending: "Sending…" secondary
      text sent: "Sent" secondary
      text delivered: "Delivered" secondary
      text read: "Read" secondary
      text failed: "Failed to send" destructive
      """)
  }

  func testTextStyleShowsTheReadTimeWhenKnown() {
    let message = Fixtures.outgoing(.read, readAt: Date(timeIntervalSince1970: 1_761_047_100))
    let status = Fixtures.describe(message, .init(style: .text)).status
    XCTAssertEqual(status?.text, "Read 11:45 AM")
  }

  func testDifferentiateWithoutColorMakesEveryStateDifferInShapeOrText() {
    for style in StatusStyle.allCases {
      let options = BubbleDescription.Options(style: style, differentiateWithoutColor: true)
      let shapes = DeliveryState.allCases.map {
        shape(Fixtures.describe(Fixtures.outgoing($0), options).status)
      }
      XCTAssertEqual(Set(shapes).count, 5, "\(style): \(shapes)")
    }
  }

  func testDifferentiateWithoutColorFillsTheReadTicks() {
    let options = BubbleDescription.Options(differentiateWithoutColor: true)
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.read), options).status?.symbols,
      [.checkmarkCircleFill, .checkmarkCircleFill])
  }

  func testWithoutTheSettingTicksDifferOnlyByColourForRead() {
    // Documents why the setting exists: delivered and read share a shape by default.
    let delivered = Fixtures.describe(Fixtures.outgoing(.delivered)).status
    let read = Fixtures.describe(Fixtures.outgoing(.read)).status
    XCTAssertEqual(delivered?.symbols, read?.symbols)
    XCTAssertNotEqual(delivered?.color, read?.color)
  }

  func testBadgeCountCapsDisplayAt99ButKeepsTheExactNumber() {
    for (readers, display) in [(1, "1"), (99, "99"), (100, "99+"), (150, "99+")] {
      let members = (0..<150).map { UserID("u\($0)") }
      let chat = Conversation(participants: members + ["me"], viewer: "me")
      let message = Fixtures.outgoing(.sent, readBy: Set(members.prefix(readers)))
      let bubble = Fixtures.describe(message, in: chat, .init(style: .receiptBadge))
      XCTAssertEqual(bubble.status?.badge?.count, readers)
      XCTAssertEqual(bubble.status?.badge?.displayText, display)
      XCTAssertEqual(
        bubble.accessibilityLabel,
        readers == 150 ? "Hello world, read by everyone" : "Hello world, read by \(readers) of 150")
    }
  }

  func testBadgeShowsOneInADirectChat() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.read), .init(style: .receiptBadge))
    XCTAssertEqual(bubble.status?.badge?.count, 1)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read")
  }

  func testReadReceiptsHiddenShowReadAsDeliveredInEveryStyle() {
    for style in StatusStyle.allCases {
      let hidden = Fixtures.describe(
        Fixtures.outgoing(.read), .init(style: style, readReceipts: .hidden)
      ).status
      let delivered = Fixtures.describe(Fixtures.outgoing(.delivered), .init(style: style)).status
      XCTAssertEqual(hidden, delivered, "\(style)")
    }
  }

  func testBadgeStyleDefaultsToAnyRecipientAndTheOthersToAllRecipients() {
    let message = Fixtures.outgoing(
      .sent, deliveredTo: Set(Fixtures.groupRecipients), readBy: ["alice"])
    for style in StatusStyle.allCases {
      let state = Fixtures.describe(message, in: Fixtures.group, .init(style: style)).status?.state
      XCTAssertEqual(state, style == .receiptBadge ? .read : .delivered, "\(style)")
    }
    let pinned = Fixtures.describe(
      message, in: Fixtures.group, .init(style: .ticks, groupPolicy: .anyRecipient))
    XCTAssertEqual(pinned.status?.state, .read)
    XCTAssertEqual(pinned.accessibilityLabel, "Hello world, read by 1 of 5")
  }

  func testFailedTintUsesTheDestructiveBubbleOnlyWhenAsked() {
    let plain = Fixtures.describe(Fixtures.outgoing(.failed))
    XCTAssertEqual([plain.background, plain.foreground], [.outgoingBubble, .outgoingText])
    let tinted = Fixtures.describe(
      Fixtures.outgoing(.failed), .init(failedBubbleTint: .destructive))
    XCTAssertEqual([tinted.background, tinted.foreground], [.failedBubble, .failedText])
    let sent = Fixtures.describe(Fixtures.outgoing(.sent), .init(failedBubbleTint: .destructive))
    XCTAssertEqual(sent.background, .outgoingBubble)
  }

  func testMetricsAreTheStandardSizes() {
    let metrics = Fixtures.describe(Fixtures.outgoing(.sent)).metrics
    XCTAssertEqual(
      [
        metrics.status.pointSize, metrics.timestamp.pointSize, metrics.badgeDiameter,
        metrics.cornerRadius, metrics.horizontalPadding, metrics.verticalPadding,
        metrics.timestampSpacing,
      ],
      [12, 12, 20, 18, 16, 10, 4])
  }
}

/// `[symbols] colour` (SF Symbol names, as the article writes them), `"text" colour`, or
/// `badge(…)`.
private func summary(_ status: StatusIndicator?) -> String {
  guard let status else { return "none" }
  switch status.content {
  case .symbols(let symbols, let color):
    return "[\(symbols.map(\.sfSymbolName).joined(separator: " "))] \(color.rawValue)"
  case .text(let text, let color):
    return "\"\(text)\" \(color.rawValue)"
  case .badge(let badge):
    return "badge(\(badge.count) \"\(badge.displayText)\" \(badge.symbol.sfSymbolName)"
      + " \(badge.foreground.rawValue) on \(badge.background.rawValue))"
  }
}

/// Everything but colour: what a person who can't tell colours apart can see.
private func shape(_ status: StatusIndicator?) -> String {
  guard let status else { return "none" }
  let badge = status.badge.map { "badge \($0.symbol.rawValue) \($0.displayText)" } ?? ""
  return "\(status.symbols.map(\.rawValue)) \(status.text ?? "") \(badge)"
}
