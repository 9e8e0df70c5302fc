import Foundation
import MessageStatusKit
import XCTest

/// A send that is paused, not in flight: its own symbol (or words), its own label, distinct
/// from sending in every style; Send where the user holds it; ignored once sent.
final class PausedSendTests: XCTestCase {
  private func paused(_ reason: PauseReason) -> Message {
    var message = Fixtures.outgoing(.sending)
    message.pause = reason
    return message
  }

  func testWaitingForNetworkShowsAPauseAndSaysWhy() throws {
    for style in StatusStyle.allCases {
      let bubble = Fixtures.describe(paused(.waitingForNetwork), .init(style: style))
      let status = try XCTUnwrap(bubble.status)
      XCTAssertEqual(status.state, .sending, "\(style)")
      XCTAssertEqual(status.pause, .waitingForNetwork, "\(style)")
      if style == .text {
        XCTAssertEqual(status.text, "Waiting for network")
      } else {
        XCTAssertEqual(status.symbols, [.pauseCircle], "\(style)")
      }
      XCTAssertEqual(status.accessibilityLabel, "Waiting for network", "\(style)")
      XCTAssertEqual(bubble.accessibilityLabel, "Hello world, waiting for network", "\(style)")
      // It goes by itself once online: nothing to do, and the bubble is no button.
      XCTAssertEqual(bubble.actions, [], "\(style)")
      XCTAssertNil(bubble.accessibility.defaultAction, "\(style)")
      XCTAssertNil(bubble.accessibility.hint, "\(style)")
    }
  }

  func testWaitingForTheUserOffersSendAndDelete() throws {
    let bubble = Fixtures.describe(paused(.waitingForUser))
    XCTAssertEqual(bubble.status?.symbols, [.pauseCircle])
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, not sent, tap to send")
    XCTAssertEqual(bubble.status?.accessibilityLabel, "Not sent. Tap to send.")
    XCTAssertEqual(bubble.actions.map(\.id), [.send, .delete])
    XCTAssertEqual(bubble.actions.map(\.label), ["Send", "Delete"])
    XCTAssertEqual(bubble.accessibility.defaultAction, .send)
    XCTAssertEqual(bubble.accessibility.hint, "Send or delete this message.")
  }

  /// Distinct from sending by shape, not colour alone, with Differentiate Without Color too.
  func testAPauseDiffersFromSendingInShapeAndWords() {
    for style in StatusStyle.allCases {
      for differentiate in [false, true] {
        let options = BubbleDescription.Options(
          style: style, differentiateWithoutColor: differentiate)
        let sending = Fixtures.describe(Fixtures.outgoing(.sending), options)
        let paused = Fixtures.describe(paused(.waitingForNetwork), options)
        XCTAssertNotEqual(sending.status?.content, paused.status?.content, "\(style)")
        XCTAssertNotEqual(sending.accessibilityLabel, paused.accessibilityLabel, "\(style)")
      }
    }
  }

  /// A pause reported late does not take a sent message back.
  func testAPauseIsIgnoredOnceTheMessageIsFurtherAlong() {
    for state in DeliveryState.allCases where state != .sending {
      var message = Fixtures.outgoing(state)
      message.pause = .waitingForUser
      let bubble = Fixtures.describe(message)
      XCTAssertNil(bubble.status?.pause, "\(state)")
      XCTAssertEqual(
        bubble, Fixtures.describe(Fixtures.outgoing(state)), "\(state): as if never paused")
    }
  }

  /// The latest report wins: a resumed send is sending again, and one paused again says
  /// the new reason.
  func testTheLatestReportWins() {
    let network = paused(.waitingForNetwork)
    XCTAssertNil(network.merging(Fixtures.outgoing(.sending)).pause)
    XCTAssertEqual(network.merging(paused(.waitingForUser)).pause, .waitingForUser)
    // Sent after a pause: sent, whatever the pause said.
    let sent = network.merging(Fixtures.outgoing(.sent))
    XCTAssertEqual(Fixtures.describe(sent).status?.state, .sent)
  }

  /// Pausing and resuming change the symbol in place: a fade, no haptic, nothing announced;
  /// getting through afterwards is the usual move to sent.
  func testTransitions() throws {
    let pausing = Fixtures.describe(
      paused(.waitingForNetwork), previous: Fixtures.outgoing(.sending))
    XCTAssertTrue(pausing.transition.animated)
    XCTAssertNil(pausing.transition.haptic)
    XCTAssertNil(pausing.transition.announcement)
    let resuming = Fixtures.describe(
      Fixtures.outgoing(.sending), previous: paused(.waitingForNetwork))
    XCTAssertEqual(resuming.status?.symbols, [.clock])
    XCTAssertTrue(resuming.transition.animated)
    let sent = Fixtures.describe(Fixtures.outgoing(.sent), previous: paused(.waitingForNetwork))
    XCTAssertEqual(
      sent.transition,
      Fixtures.describe(Fixtures.outgoing(.sent), previous: Fixtures.outgoing(.sending)).transition)
    XCTAssertEqual(sent.transition.haptic, .confirm)
  }

  func testAPauseIsEncodedAndReadBack() throws {
    let message = paused(.waitingForUser)
    let data = try JSONEncoder().encode(message)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["pause"] as? String, "waitingForUser")
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), message)
    let plain = try JSONEncoder().encode(Fixtures.outgoing(.sending))
    XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("pause"))
  }
}
