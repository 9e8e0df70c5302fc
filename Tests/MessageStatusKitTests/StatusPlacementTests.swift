import Foundation
import MessageStatusKit
import XCTest

/// Where a thread shows the status of outgoing messages: every bubble, the last of a run,
/// or the latest outgoing message; what is shown is what is spoken.
final class StatusPlacementTests: XCTestCase {
  private func message(
    _ id: MessageID, _ state: DeliveryState, minute: Double, from sender: UserID = "me"
  ) -> Message {
    let at = Fixtures.created.addingTimeInterval(minute * 60)
    return Message(
      id: id, sender: sender, text: "Text \(id)", createdAt: at,
      serverTimestamp: state == .sending || state == .failed ? nil : at, state: state,
      readBy: state == .read ? ["alice"] : [])
  }

  /// Each bubble's id and the state part of its label ("-" when it speaks none), with
  /// whether it shows a status.
  private func placed(_ placement: ThreadOptions.StatusPlacement, _ messages: [Message])
    -> [String]
  {
    let arranger = ThreadArranger(
      options: .init(locale: "en", timeZone: .gmt),
      // By local time, so a message still sending keeps its place in its run.
      thread: .init(order: .localTime, statusPlacement: placement))
    return arranger.describe(messages, in: Fixtures.direct).items.compactMap {
      guard case .bubble(let bubble) = $0 else { return nil }
      // Shown is spoken: a bubble shows a status exactly when its label says one.
      if bubble.role == .outgoing {
        XCTAssertEqual(
          bubble.status == nil, bubble.accessibility.stateDescription.isEmpty, "\(bubble.id)")
      }
      let state = bubble.accessibility.stateDescription
      return "\(bubble.id) \(state.isEmpty ? "-" : state)"
    }
  }

  /// A run of three: the middle one is still sending.
  ///
  /// On the run's last bubble only, the
  /// first is silent (delivered, as the last says), the sending one never is.
  func testASendingBubbleInARunIsNeverSilent() {
    let run = [
      message("m1", .delivered, minute: 0), message("m2", .sending, minute: 1),
      message("m3", .delivered, minute: 2),
    ]
    XCTAssertEqual(
      placed(.everyBubble, run), ["m1 delivered", "m2 sending", "m3 delivered"])
    XCTAssertEqual(placed(.lastInRun, run), ["m1 -", "m2 sending", "m3 delivered"])
  }

  /// On the latest outgoing message only: earlier ones at least as far along are silent,
  /// a failed one and one behind (sent, where the latest is read) speak their own.
  func testOnlyTheLatestOutgoingMessageAndThoseBehindItSpeak() {
    let thread = [
      message("m1", .read, minute: 0), message("m2", .failed, minute: 1),
      message("m3", .delivered, minute: 2, from: "alice"), message("m4", .sent, minute: 30),
      message("m5", .read, minute: 31),
    ]
    XCTAssertEqual(
      placed(.latestOutgoing, thread),
      ["m1 -", "m2 failed to send, tap to retry", "m3 -", "m4 sent", "m5 read"])
    // Runs: m1–m2 (m2 failed shows), then m4–m5: m4 sent is behind m5's read.
    XCTAssertEqual(
      placed(.lastInRun, thread),
      ["m1 read", "m2 failed to send, tap to retry", "m3 -", "m4 sent", "m5 read"])
  }
}
