import Foundation
import MessageStatusKit
import XCTest

/// The English label table of the Accessibility labels and languages article, word for word.
final class AccessibilityLabelTests: XCTestCase {
  func testOutgoingLabelsInADirectChat() {
    let expected: [(DeliveryState, String)] = [
      (.sending, "Hello world, sending"),
      (.sent, "Hello world, sent"),
      (.delivered, "Hello world, delivered"),
      (.read, "Hello world, read"),
      (.failed, "Hello world, failed to send, tap to retry"),
    ]
    for (state, label) in expected {
      for style in StatusStyle.allCases {
        let bubble = Fixtures.describe(Fixtures.outgoing(state), .init(style: style))
        XCTAssertEqual(bubble.accessibilityLabel, label, "\(state) \(style)")
      }
    }
  }

  /// The table's edited rows, and the order of a label's parts the article states once:
  /// sender, content, "edited", state, in every style and state.
  func testAnEditedLabelSaysSoBetweenItsContentAndItsState() {
    for style in StatusStyle.allCases {
      for state in DeliveryState.allCases {
        var message = Fixtures.outgoing(state)
        let plain = Fixtures.describe(message, .init(style: style))
        message.isEdited = true
        let edited = Fixtures.describe(message, .init(style: style))
        XCTAssertEqual(edited.accessibility.contentLabel, "Hello world, edited", "\(style)")
        XCTAssertEqual(
          edited.accessibility.stateDescription, plain.accessibility.stateDescription)
        XCTAssertEqual(edited.edited, "Edited")
        XCTAssertNil(plain.edited)
      }
    }
    var read = Fixtures.outgoing(.read)
    read.isEdited = true
    XCTAssertEqual(Fixtures.describe(read, .init()).accessibilityLabel, "Hello world, edited, read")
    var incoming = Message(
      id: "in", sender: "alice", text: "Hello world", createdAt: Date(timeIntervalSince1970: 0),
      state: .delivered)
    incoming.isEdited = true
    XCTAssertEqual(
      Fixtures.describe(incoming, in: Fixtures.group, .init()).accessibilityLabel,
      "Alice: Hello world, edited")
  }

  func testOutgoingReadInAGroupCountsReaders() {
    let message = Fixtures.outgoing(
      .sent, deliveredTo: Set(Fixtures.groupRecipients), readBy: ["alice", "bob", "carol"])
    let bubble = Fixtures.describe(message, in: Fixtures.group, .init(style: .receiptBadge))
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by 3 of 5")
    XCTAssertEqual(bubble.status?.accessibilityLabel, "Read by 3 of 5")
  }

  func testIncomingLabels() {
    XCTAssertEqual(
      Fixtures.describe(Fixtures.incoming()).accessibilityLabel, "Hello world")
    XCTAssertEqual(
      Fixtures.describe(Fixtures.incoming(), in: Fixtures.group).accessibilityLabel,
      "Alice: Hello world")
  }

  func testIncomingFromSomeoneWithoutDisplayNameUsesTheirId() {
    XCTAssertEqual(
      Fixtures.describe(Fixtures.incoming(from: "erin"), in: Fixtures.group).accessibilityLabel,
      "erin: Hello world")
  }

  func testStatusIconLabels() {
    let expected: [(DeliveryState, String)] = [
      (.sending, "Sending"), (.sent, "Sent"), (.delivered, "Delivered"), (.read, "Read"),
      (.failed, "Failed to send. Tap to retry."),
    ]
    for (state, label) in expected {
      XCTAssertEqual(
        Fixtures.describe(Fixtures.outgoing(state)).status?.accessibilityLabel, label, "\(state)")
    }
  }

  func testFailedBubbleOffersRetryAndDelete() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.failed))
    XCTAssertEqual(
      bubble.actions,
      [
        BubbleAction(id: .retry, label: "Retry", isDestructive: false),
        BubbleAction(id: .delete, label: "Delete", isDestructive: true),
      ])
    XCTAssertEqual(bubble.accessibility.role, .button)
    XCTAssertEqual(bubble.accessibility.defaultAction, .retry)
    XCTAssertEqual(bubble.accessibility.hint, "Retry or delete this message.")
    XCTAssertEqual(bubble.accessibility.contentLabel, "Hello world")
    XCTAssertEqual(bubble.accessibility.stateDescription, "failed to send, tap to retry")
  }

  func testOtherBubblesOfferNoActions() {
    for state: DeliveryState in [.sending, .sent, .delivered, .read] {
      let bubble = Fixtures.describe(Fixtures.outgoing(state))
      XCTAssertEqual(bubble.actions, [], "\(state)")
      XCTAssertEqual(bubble.accessibility.role, .text, "\(state)")
      XCTAssertNil(bubble.accessibility.defaultAction, "\(state)")
      XCTAssertNil(bubble.accessibility.hint, "\(state)")
    }
    XCTAssertEqual(Fixtures.describe(Fixtures.incoming()).actions, [])
  }

  func testAttachmentOnlyMessagesUseTheKind() {
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent, text: "", attachment: .photo)).accessibilityLabel,
      "Photo, sent")
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent, text: " \n", attachment: .voice))
        .accessibilityLabel,
      "Voice message, sent")
    XCTAssertEqual(
      Fixtures.describe(Fixtures.incoming(text: "", attachment: .location), in: Fixtures.group)
        .accessibilityLabel,
      "Alice: Location")
  }

  func testCaptionedAttachmentSaysKindThenText() {
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.delivered, text: "Look!", attachment: .video))
        .accessibilityLabel,
      "Video, Look!, delivered")
  }

  func testEveryAttachmentKindHasAName() {
    let names = AttachmentKind.allCases.map { Phrasebook.english.attachments[$0] }
    XCTAssertEqual(
      names, ["Photo", "Video", "File", "Voice message", "Location", "Sticker", "Contact"])
  }

  func testEmptyMessageWithoutAttachmentStillHasALabel() {
    XCTAssertEqual(
      Fixtures.describe(Fixtures.outgoing(.sent, text: "")).accessibilityLabel,
      "Empty message, sent")
  }

  func testReadReceiptsHiddenSpeakNoCount() {
    let message = Fixtures.outgoing(
      .read, deliveredTo: Set(Fixtures.groupRecipients), readBy: ["alice", "bob", "carol"])
    let bubble = Fixtures.describe(
      message, in: Fixtures.group, .init(style: .receiptBadge, readReceipts: .hidden))
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, delivered")
    XCTAssertEqual(bubble.status?.accessibilityLabel, "Delivered")
    XCTAssertEqual(bubble.status?.state, .delivered)
    XCTAssertNil(bubble.status?.badge)
  }

  func testPermanentFailureOffersOnlyDeleteAndNeverSaysRetry() {
    var message = Fixtures.outgoing(.failed)
    message.failure = .permanent
    for style in StatusStyle.allCases {
      for chat in [Fixtures.direct, Fixtures.group] {
        let bubble = Fixtures.describe(message, in: chat, .init(style: style))
        XCTAssertEqual(bubble.status?.state, .failed)
        XCTAssertEqual(
          bubble.actions, [BubbleAction(id: .delete, label: "Delete", isDestructive: true)],
          "\(style)")
        XCTAssertEqual(bubble.accessibilityLabel, "Hello world, failed to send")
        XCTAssertEqual(bubble.status?.accessibilityLabel, "Failed to send.")
        XCTAssertEqual(
          bubble.accessibility.hint, "This message cannot be sent. You can delete it.")
        // Tapping does not retry, so the bubble is not a button.
        XCTAssertEqual(bubble.accessibility.role, .text)
        XCTAssertNil(bubble.accessibility.defaultAction)
        let words =
          [bubble.accessibilityLabel, bubble.status?.accessibilityLabel ?? ""]
          + [bubble.accessibility.hint ?? ""] + bubble.actions.map(\.label)
        XCTAssertFalse(words.contains { $0.localizedCaseInsensitiveContains("retry") }, "\(words)")
      }
    }
  }

  func testAFailureKindOutsideTheFailedStateChangesNothing() {
    for state in DeliveryState.allCases where state != .failed {
      var permanent = Fixtures.outgoing(state)
      permanent.failure = .permanent
      XCTAssertEqual(Fixtures.describe(permanent), Fixtures.describe(Fixtures.outgoing(state)))
    }
  }

  func testTheLatestFailureReportDecidesWhetherRetryIsOffered() {
    var permanent = Fixtures.outgoing(.failed)
    permanent.failure = .permanent
    let retryable = Fixtures.outgoing(.failed)
    XCTAssertEqual(retryable.merging(permanent).failure, .permanent)
    XCTAssertEqual(permanent.merging(retryable).failure, .retryable)
    // A retry, then a permanent failure of the retry.
    let retrying = retryable.merging(Fixtures.outgoing(.sending))
    XCTAssertEqual(retrying.merging(permanent).failure, .permanent)
    XCTAssertEqual(Fixtures.describe(retrying.merging(permanent)).actions.map(\.id), [.delete])
    // A late failure after the server has it is ignored, and so is its kind.
    let sent = Fixtures.outgoing(.sent)
    XCTAssertEqual(sent.merging(permanent).failure, .retryable)
  }

  func testMessagesWithoutAFailureKindDecodeAsRetryable() throws {
    let json = #"""
      {"id":"m1","sender":"me","text":"Hi","createdAt":0,"state":"failed","deliveredTo":[],"readBy":[]}
      """#
    let message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
    XCTAssertEqual(message.failure, .retryable)
    var permanent = message
    permanent.failure = .permanent
    let data = try JSONEncoder().encode(permanent)
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), permanent)
  }
}
