import Foundation
import MessageStatusKit

/// A bubble with every optional set and every list non-empty, so that a check walking its
/// values meets every field the description types have: one the goldens leave `nil` too.
///
/// A field added to a description type is `nil` or empty here until it is set below, and
/// `EveryFieldShownTests.testTheFixtureSetsEveryOptional` says which.
enum EveryFieldFixture {
  static let bubble: BubbleDescription = {
    let group = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob"])
    let created = Date(timeIntervalSince1970: 1_761_043_320)
    let message = Message(
      id: "fixture-1", sender: "me", text: "Lunch at <noon> & \"on time\"",
      attachment: .photo, createdAt: created, serverTimestamp: created, sequenceNumber: 7,
      state: .delivered, deliveredTo: ["alice", "bob"],
      deliveredTimes: ["bob": created.addingTimeInterval(120)],
      readTimes: ["alice": created.addingTimeInterval(300)], isEdited: true)
    var previous = message
    previous.state = .sent
    previous.readBy = []
    previous.readTimes = [:]
    var bubble = BubbleDescriber(options: .init(style: .receiptBadge, messageInfo: true)).describe(
      message, in: group, previous: previous)
    // What one description never holds at once, set by hand.
    bubble.senderName = "Me, myself"
    bubble.instant = "2025-10-21T10:42:00Z"
    bubble.attachment?.isViewOnce = true
    bubble.status?.readInstant = "2025-10-21T10:47:00Z"
    bubble.status?.pause = .waitingForNetwork
    bubble.status?.upload = UploadIndicator(fraction: 0.25, percentText: "25%")
    bubble.status?.played = true
    bubble.editSync = .failed
    bubble.accessibility.hint = "Retry or delete this message."
    bubble.accessibility.defaultAction = .retry
    bubble.accessibility.timeLabel = "sent at 10:41 AM"
    bubble.actions = [
      BubbleAction(id: .retry, label: "Retry", isDestructive: false),
      BubbleAction(id: .delete, label: "Delete", isDestructive: true),
    ]
    bubble.transition.haptic = .confirm
    bubble.transition.announcement = Announcement(
      text: "Read by Alice", politeness: .assertive, trigger: .stateChange)
    bubble.runPosition = .middle
    bubble.emptyText = "Nothing to show"
    bubble.receipts?.failedCount = 1
    return bubble
  }()

  /// Described, not edited: an incoming group message with text and an attachment, whose
  /// spoken label names the sender, the attachment, the text and the state.
  static let incoming: BubbleDescription = {
    let group = Conversation(
      participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])
    let message = Message(
      id: "fixture-2", sender: "alice", text: "Look at this", attachment: .photo,
      createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .delivered)
    return BubbleDescriber().describe(message, in: group)
  }()
}
