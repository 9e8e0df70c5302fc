import Foundation
import MessageStatusKit
import XCTest

/// Every style tells sent from delivered by what it draws or says, not by colour alone, and
/// every style but ticks (whose read is delivered's two ticks in blue, as WhatsApp's)
/// delivered from read; with Differentiate Without Color, ticks too.
final class SentAndDeliveredShapeTests: XCTestCase {
  /// What an indicator shows with its colours taken away.
  private func shape(_ indicator: StatusIndicator?) -> String {
    switch indicator?.content {
    case .symbols(let symbols, _)?: symbols.map(\.rawValue).joined(separator: " ")
    case .text(let text, _)?: "text " + text
    case .badge(let badge)?: "badge \(badge.symbol.rawValue) \(badge.displayText)"
    case nil: "nothing"
    }
  }

  func testEveryStyleDrawsSentAndDeliveredApart() {
    let chat = Fixtures.group
    for style in StatusStyle.allCases {
      for withoutColor in [false, true] {
        let options = BubbleDescription.Options(
          style: style, differentiateWithoutColor: withoutColor)
        func drawn(_ state: DeliveryState, readBy: Set<UserID> = []) -> String {
          let everyone = Set(Fixtures.groupRecipients)
          let message = Fixtures.outgoing(
            state, deliveredTo: state == .sent ? [] : everyone, readBy: readBy)
          return shape(Fixtures.describe(message, in: chat, options).status)
        }
        let sent = drawn(.sent)
        let delivered = drawn(.delivered)
        let read = drawn(.read, readBy: Set(Fixtures.groupRecipients))
        let name = "\(style.rawValue), without colour: \(withoutColor)"
        XCTAssertNotEqual(sent, delivered, name)
        if style != .ticks || withoutColor { XCTAssertNotEqual(delivered, read, name) }
      }
    }
  }

  /// The receipt badge as its design asks: ✓ sent, ✓✓ delivered (grey), the badge read.
  func testTheReceiptBadgeTicksBeforeItsBadge() {
    let describe = { (state: DeliveryState) in
      Fixtures.describe(Fixtures.outgoing(state), .init(style: .receiptBadge)).status?.content
    }
    XCTAssertEqual(describe(.sent), .symbols([.checkmark], color: .secondary))
    XCTAssertEqual(describe(.delivered), .symbols([.checkmark, .checkmark], color: .secondary))
  }
}
