import Foundation
import MessageStatusKit
import XCTest

/// An edit the server does not have yet: its own small state beside the delivery state,
/// shown and spoken in place of "Edited", with Retry edit when it failed; the delivery
/// never goes backwards because of it.
final class EditSyncTests: XCTestCase {
  private func editing(_ state: DeliveryState, _ sync: EditSync?) -> Message {
    var message = Fixtures.outgoing(state, readBy: state == .read ? ["alice"] : [])
    message.isEdited = true
    message.editSync = sync
    return message
  }

  /// Stream's case: a read message whose edit has not reached the server is still read,
  /// and its edit is pending.
  func testEachStateIsShownAndSpokenBesideTheDelivery() throws {
    let expected: [(EditSync, String, String)] = [
      (.waiting, "Edit pending", "Hello world, edit pending, read"),
      (.syncing, "Saving edit…", "Hello world, saving edit, read"),
      (.failed, "Edit not saved", "Hello world, edit not saved, read"),
    ]
    let saved = Fixtures.describe(editing(.read, nil))
    for (sync, shown, label) in expected {
      for style in StatusStyle.allCases {
        let bubble = Fixtures.describe(editing(.read, sync), .init(style: style))
        XCTAssertEqual(bubble.editSync, sync, "\(style)")
        XCTAssertEqual(bubble.edited, shown, "\(style)")
        // The delivery is as it was: the same indicator as the saved edit's.
        let plain = Fixtures.describe(editing(.read, nil), .init(style: style))
        XCTAssertEqual(bubble.status, plain.status, "\(style)")
        XCTAssertEqual(bubble.background, plain.background, "\(style)")
      }
      XCTAssertEqual(Fixtures.describe(editing(.read, sync)).accessibilityLabel, label)
    }
    XCTAssertEqual(saved.edited, "Edited")
    XCTAssertNil(saved.editSync)
    XCTAssertEqual(saved.accessibilityLabel, "Hello world, edited, read")
  }

  /// A failed edit offers Retry edit, an action of its own.
  ///
  /// The message itself was delivered, so an app's `retry` (send it again) would send it
  /// twice. Tapping the bubble does nothing new: the action is offered, not taken for the
  /// user.
  func testAFailedEditOffersRetryEditOnly() {
    let failed = Fixtures.describe(editing(.delivered, .failed))
    XCTAssertEqual(failed.actions.map(\.id), [.retryEdit])
    XCTAssertEqual(failed.actions.map(\.label), ["Retry edit"])
    XCTAssertEqual(failed.actions.map(\.isDestructive), [false])
    XCTAssertNil(failed.accessibility.defaultAction)
    XCTAssertEqual(failed.accessibility.role, .text)
    for sync in [EditSync.waiting, .syncing] {
      XCTAssertEqual(Fixtures.describe(editing(.delivered, sync)).actions, [], "\(sync)")
    }
  }

  /// A group message that failed for one recipient, whose edit failed too, offers both:
  /// resending to that recipient, and the edit.
  func testAFailedEditJoinsTheActionsOfAPartialFailure() {
    var message = Fixtures.outgoing(.sent, readBy: ["alice"])
    message.record(.failed, for: "bob")
    message.isEdited = true
    message.editSync = .failed
    let bubble = Fixtures.describe(message, in: Fixtures.group)
    XCTAssertEqual(bubble.actions.map(\.id), [.resend, .delete, .retryEdit])
    XCTAssertEqual(bubble.accessibility.defaultAction, .resend)
  }

  /// Before the server has the message the edit is part of the send, and another's
  /// message is theirs to sync: either way the report is ignored, and the bubble is the
  /// one the app would get without it.
  func testIgnoredWhereItDoesNotApply() {
    for state in [DeliveryState.sending, .failed] {
      for sync in EditSync.allCases {
        let bubble = Fixtures.describe(editing(state, sync))
        XCTAssertNil(bubble.editSync, "\(state) \(sync)")
        XCTAssertEqual(bubble, Fixtures.describe(editing(state, nil)), "\(state) \(sync)")
      }
    }
    var incoming = Fixtures.incoming()
    incoming.isEdited = true
    let plain = Fixtures.describe(incoming, in: Fixtures.group)
    incoming.editSync = .failed
    XCTAssertEqual(Fixtures.describe(incoming, in: Fixtures.group), plain)
  }

  /// The delivery never goes backwards because of an edit: a report of the edit that
  /// says "sent" (the app's local copy) leaves a read message read; the latest report's
  /// sync wins, and one without a sync means the edit is saved.
  func testAnEditNeverTakesTheDeliveryBack() {
    let read = editing(.read, nil)
    var report = editing(.sent, .syncing)
    report.readBy = []
    report.text = "Hello world!"
    let merged = read.merging(report)
    XCTAssertEqual(merged.state, .read)
    XCTAssertEqual(merged.readBy, ["alice"])
    XCTAssertEqual(merged.editSync, .syncing)
    XCTAssertEqual(merged.text, "Hello world!")
    XCTAssertEqual(Fixtures.describe(merged).status?.state, .read)
    XCTAssertEqual(merged.merging(editing(.sent, .failed)).editSync, .failed)
    let saved = merged.merging(editing(.sent, .failed)).merging(editing(.delivered, nil))
    XCTAssertNil(saved.editSync)
    XCTAssertTrue(saved.isEdited, "once edited, it stays edited")
    XCTAssertEqual(saved.state, .read)
  }

  /// The sync's words change in place; a failure is felt and said at once, like a failed
  /// send, and the delivery's own transition keeps it when both change together.
  func testTransitions() throws {
    let syncing = Fixtures.describe(editing(.read, .syncing), previous: editing(.read, .waiting))
    XCTAssertTrue(syncing.transition.animated)
    XCTAssertNil(syncing.transition.haptic)
    XCTAssertNil(syncing.transition.announcement)
    let failed = Fixtures.describe(editing(.read, .failed), previous: editing(.read, .syncing))
    XCTAssertEqual(failed.transition.haptic, .reject)
    let announcement = try XCTUnwrap(failed.transition.announcement)
    XCTAssertEqual(announcement.text, "Edit not saved")
    XCTAssertEqual(announcement.politeness, .assertive)
    // Failing again says nothing new.
    let again = Fixtures.describe(editing(.read, .failed), previous: editing(.read, .failed))
    XCTAssertEqual(again.transition, .none)
    // Delivered to read while the edit fails: the state's animation, and the failure said.
    let both = Fixtures.describe(
      editing(.read, .failed), previous: editing(.delivered, .syncing))
    XCTAssertEqual(both.transition.announcement?.text, "Edit not saved")
    XCTAssertEqual(both.transition.haptic, .reject)
    XCTAssertEqual(
      both.transition.motion,
      Fixtures.describe(editing(.read, nil), previous: editing(.delivered, nil)).transition
        .motion)
    // Saved: the words fade back to "Edited", nothing announced.
    let saved = Fixtures.describe(editing(.read, nil), previous: editing(.read, .syncing))
    XCTAssertEqual(saved.edited, "Edited")
    XCTAssertTrue(saved.transition.animated)
    XCTAssertNil(saved.transition.announcement)
  }

  /// In a thread an edited message keeps its place: the report of the edit, made on the
  /// device later, merges into the message the server placed.
  func testAnEditedMessageKeepsItsPlaceInTheThread() {
    func message(_ id: MessageID, minutes: Double, sequence: Int64) -> Message {
      let at = Fixtures.created.addingTimeInterval(minutes * 60)
      return Message(
        id: id, sender: "me", text: id.rawValue, createdAt: at, serverTimestamp: at,
        sequenceNumber: sequence, state: .delivered)
    }
    let first = message("first", minutes: 0, sequence: 1)
    let second = message("second", minutes: 1, sequence: 2)
    var edit = Message(
      id: "first", sender: "me", text: "first, edited",
      createdAt: Fixtures.created.addingTimeInterval(30 * 60), state: .sent, isEdited: true,
      editSync: .syncing)
    edit.serverTimestamp = nil
    let layout = ThreadArranger().arrange([first, second, edit])
    XCTAssertEqual(layout.messages.map(\.id), ["first", "second"])
    XCTAssertEqual(layout.messages.first?.text, "first, edited")
    XCTAssertEqual(layout.messages.first?.editSync, .syncing)
    XCTAssertEqual(layout.messages.first?.state, .delivered)
  }

  /// A report that syncs an edit of a message the server has marks it edited: once saved,
  /// it still says "Edited".
  func testASyncedEditStaysEditedOnceSaved() {
    var syncing = Fixtures.outgoing(.delivered)
    syncing.editSync = .syncing
    let saved = Fixtures.outgoing(.delivered).merging(syncing).merging(Fixtures.outgoing(.read))
    XCTAssertTrue(saved.isEdited)
    XCTAssertEqual(Fixtures.describe(saved).edited, "Edited")
  }

  /// A message the app reports failed while receipts show some recipients have it (it
  /// failed for the others) is on the server: its edit's sync shows.
  func testAnEditShowsOnAMessageThatFailedForSome() {
    var message = Fixtures.outgoing(.failed, deliveredTo: ["alice"])
    message.record(.failed, for: "bob")
    message.isEdited = true
    message.editSync = .syncing
    let bubble = Fixtures.describe(message, in: Fixtures.group)
    XCTAssertEqual(bubble.editSync, .syncing)
  }

  /// An edit that fails as the message reaches the server: the failure is felt (`reject`,
  /// not `confirm`) and said.
  func testAnEditThatFailsAsTheServerTakesTheMessageIsFeltAsAFailure() {
    let bubble = Fixtures.describe(editing(.sent, .failed), previous: editing(.sending, nil))
    XCTAssertEqual(bubble.transition.haptic, .reject)
    XCTAssertEqual(bubble.transition.announcement?.text, "Edit not saved")
  }

  func testEncodedAndReadBack() throws {
    let message = editing(.delivered, .failed)
    let data = try JSONEncoder().encode(message)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["editSync"] as? String, "failed")
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), message)
    let plain = try JSONEncoder().encode(editing(.delivered, nil))
    XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("editSync"))
    let wrong = Data(
      #"{"id":"m1","sender":"me","createdAt":"2025-10-21T10:42:00Z","state":"read","editSync":"saved"}"#
        .utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Message.self, from: wrong)) { error in
      XCTAssertTrue("\(error)".contains("saved is not one of"), "\(error)")
    }
  }
}
