import Foundation
import MessageStatusKit
import XCTest

/// Adding a receipt or a later report never presents less: the app's state is a floor,
/// and receipts can only raise it (the state model article, "Never backwards").
final class NeverBackwardsTests: XCTestCase {
  /// How far a presented state has got.
  ///
  /// A failure is the one documented exception and ranks with sending (it is the latest
  /// report, not progress); a voice message played ranks past read.
  private func rank(_ bubble: BubbleDescription) -> Int {
    guard let status = bubble.status else { return -1 }
    return status.state.progress + (status.played ? 1 : 0)
  }

  /// The options a property test varies.
  private struct Setting: Hashable {
    let style: StatusStyle
    let policy: GroupPolicy
    let receipts: ReadReceiptVisibility
  }

  /// How many readers the bubble shows or counts.
  private func readersShown(_ bubble: BubbleDescription) -> Int {
    max(bubble.readers.count, bubble.status?.badge?.count ?? 0)
  }

  /// A group of six: the app reports delivered (✓✓), then three read receipts arrive.
  func testThreeReceiptsDoNotTakeADeliveredGroupMessageBackToSent() {
    var message = Fixtures.outgoing(.delivered)
    let before = Fixtures.describe(message, in: Fixtures.group, .init(style: .ticks))
    XCTAssertEqual(before.status?.state, .delivered)
    message.readBy = ["alice", "bob", "carol"]
    message.deliveredTo = ["alice", "bob", "carol"]
    let after = Fixtures.describe(message, in: Fixtures.group, .init(style: .ticks))
    XCTAssertEqual(after.status?.state, .delivered)
    XCTAssertEqual(after.status?.symbols, [.checkmark, .checkmark])
    // Described as an update of what was shown: no step back, and nothing to animate.
    var shown = message
    shown.readBy = []
    shown.deliveredTo = []
    let update = BubbleDescriber(options: .init(style: .ticks)).describe(
      message, in: Fixtures.group, previous: shown)
    XCTAssertEqual(update.status?.state, .delivered)
    XCTAssertEqual(update.transition, .none)
  }

  /// The app reports read (blue ✓✓); the first reader's receipt does not lower it.
  func testTheFirstReadersReceiptDoesNotLowerARead() {
    var message = Fixtures.outgoing(.read)
    XCTAssertEqual(Fixtures.describe(message, in: Fixtures.group, .init()).status?.state, .read)
    message.readBy = ["alice"]
    let bubble = Fixtures.describe(message, in: Fixtures.group, .init())
    XCTAssertEqual(bubble.status?.state, .read)
    XCTAssertEqual(bubble.status?.color, .accent)
    // Under allRecipients the app's read says everyone read: one receipt does not lower it.
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by everyone")
    let badge = Fixtures.describe(message, in: Fixtures.group, .init(style: .receiptBadge))
    XCTAssertEqual(badge.status?.badge?.count, 1)
  }

  /// Random group and one-to-one messages, half of them voice messages, each given random
  /// additions one at a time (a receipt, a reader with a time, a reader who played it, a
  /// later state report), each report pausing or resuming the send and reporting its
  /// upload at random: in every style, policy and receipt setting, no addition presents
  /// less (played ranks past read), counts fewer readers or, described with `previous:`,
  /// presents less than what was shown; a pause shows only while the message is sending,
  /// an upload's fraction never moves back, and an edit's sync (the latest report's) never
  /// changes the delivery shown; view-once media stays so; reports carry random revisions,
  /// so some are stale.
  func testNoAdditionEverPresentsLessInAnyStyleOrPolicy() {
    var random = SeededGenerator(state: 56)
    let chats = [Fixtures.group, Fixtures.direct]
    let people: [UserID] = Fixtures.groupRecipients + ["me", "zed"]
    var checked = 0
    // Prepared once: resolving a language for each of the 28,800 checks was a fifth of
    // the test's time.
    var describers: [Setting: BubbleDescriber] = [:]
    for style in StatusStyle.allCases {
      for policy in GroupPolicy.allCases {
        for receipts in [ReadReceiptVisibility.shown, .hidden] {
          describers[Setting(style: style, policy: policy, receipts: receipts)] = BubbleDescriber(
            options: .init(style: style, groupPolicy: policy, readReceipts: receipts))
        }
      }
    }
    for trial in 0..<200 {
      let chat = chats[trial % 2]
      // Voice messages, photos (some view-once) and text.
      var message = Fixtures.outgoing(
        DeliveryState.allCases[random.below(5)],
        attachment: [.voice, .voice, .photo, nil][trial % 4])
      message.isViewOnce = trial % 8 == 2
      for _ in 0..<random.below(3) { message.deliveredTo.insert(people[random.below(7)]) }
      for _ in 0..<random.below(2) { message.readBy.insert(people[random.below(7)]) }
      for _ in 0..<6 {
        var update = message
        update.deliveredTo = []
        update.readBy = []
        update.readTimes = [:]
        // A transient state the app sets: the latest report's, whatever it says.
        update.pause = [nil, PauseReason.waitingForNetwork, .waitingForUser][random.below(3)]
        update.upload =
          [nil, .unknown, UploadProgress(fraction: Double(random.below(11)) / 10)][random.below(3)]
        update.editSync = [nil, EditSync.waiting, .syncing, .failed][random.below(4)]
        // The app's revision, at random: a report older than the last is stale.
        update.revision = random.below(3) == 0 ? nil : Int64(random.below(8))
        // The sender's choice, reported late by some reports.
        update.isViewOnce = update.isViewOnce || random.below(6) == 0
        switch random.below(5) {
        case 4: update.record(.played, for: people[random.below(7)])
        case 0: update.deliveredTo = [people[random.below(7)]]
        case 1: update.readBy = [people[random.below(7)]]
        case 2:
          let reader = people[random.below(7)]
          update.readBy = [reader]
          update.readTimes = [reader: Fixtures.created.addingTimeInterval(60)]
        default:
          // Progress only: a failure or a retry is the documented exception.
          update.state = [.sent, .delivered, .read][random.below(3)]
        }
        let next = message.merging(update)
        for style in StatusStyle.allCases {
          for policy in GroupPolicy.allCases {
            for receipts in [ReadReceiptVisibility.shown, .hidden] {
              let describer = describers[Setting(style: style, policy: policy, receipts: receipts)]!
              let before = describer.describe(message, in: chat)
              let after = describer.describe(next, in: chat)
              let shownAsUpdate = describer.describe(update, in: chat, previous: message)
              // Built only for a failure's message: describing two messages is most of a trial's time.
              let context = {
                "\(message) + \(update) in \(chat.kind), \(style) \(policy) \(receipts)"
              }
              if message.state != .failed {
                XCTAssertGreaterThanOrEqual(rank(after), rank(before), context())
                XCTAssertGreaterThanOrEqual(rank(shownAsUpdate), rank(before), context())
              }
              XCTAssertGreaterThanOrEqual(readersShown(after), readersShown(before), context())
              if next.upload == nil {
                XCTAssertEqual(after.status, shownAsUpdate.status, context())
              } else {
                // The merged upload keeps the further fraction; the update alone says its own.
                XCTAssertEqual(after.status?.state, shownAsUpdate.status?.state, context())
              }
              if let was = before.status?.upload?.fraction, let now = after.status?.upload?.fraction
              {
                XCTAssertGreaterThanOrEqual(now, was, context())
              }
              // An edit's sync is the latest report's, shown only once the server has the
              // message; the rank checks above hold with it, so an edit never takes the
              // delivery back.
              if let sync = after.editSync {
                XCTAssertEqual(sync, next.editSync, context())
                XCTAssertTrue(next.isEdited, context())
                XCTAssertTrue(
                  next.state.progress > 0 || after.status.map { $0.state.progress > 0 } == true,
                  context())
              }
              // View-once media stays so; opened ranks with played, past read.
              if before.attachment?.isViewOnce == true {
                XCTAssertEqual(after.attachment?.isViewOnce, true, context())
              }
              if after.status?.pause != nil {
                XCTAssertEqual(after.status?.state, .sending, context())
                XCTAssertEqual(after.status?.pause, next.pause, context())
              }
              checked += 1
            }
          }
        }
        message = next
      }
    }
    XCTAssertEqual(checked, 200 * 6 * StatusStyle.allCases.count * GroupPolicy.allCases.count * 2)
  }

  /// Random marks added one at a time to random group and one-to-one conversations: no
  /// mark ever presents less, in every style and policy.
  func testNoMarkEverPresentsLess() {
    var random = SeededGenerator(state: 5_600)
    let people: [UserID] = Fixtures.groupRecipients + ["me", "zed"]
    for trial in 0..<200 {
      var chat = trial % 2 == 0 ? Fixtures.group : Fixtures.direct
      var message = Fixtures.outgoing(DeliveryState.allCases[random.below(5)])
      message.sequenceNumber = 5
      message.serverTimestamp = Fixtures.serverTime
      message.readBy = [people[random.below(7)]]
      for _ in 0..<5 {
        var next = chat
        let member = people[random.below(7)]
        let mark: ReceiptMark =
          switch random.below(3) {
          case 0: .sequenceNumber(Int64(random.below(10)))
          case 1: .time(Fixtures.serverTime.addingTimeInterval(Double(random.below(3) - 1)))
          default: .message(random.below(2) == 0 ? "m1" : "m9")
          }
        let read = random.below(2) == 0
        // The documented exception: a newer mark by message id replaces an older one,
        // which only a thread can order.
        let held = (read ? chat.readMarks : chat.deliveryMarks)[member] ?? []
        if mark.isMessageMark && held.contains(where: \.isMessageMark) { continue }
        if read {
          next.markRead(upTo: mark, by: member)
        } else {
          next.markDelivered(upTo: mark, by: member)
        }
        for style in StatusStyle.allCases {
          for policy in GroupPolicy.allCases {
            let describer = BubbleDescriber(options: .init(style: style, groupPolicy: policy))
            let before = describer.describe(message, in: chat)
            let after = describer.describe(message, in: next)
            let context = { "\(message) \(mark) by \(member), \(style) \(policy)" }
            XCTAssertGreaterThanOrEqual(rank(after), rank(before), context())
            XCTAssertGreaterThanOrEqual(readersShown(after), readersShown(before), context())
          }
        }
        chat = next
      }
    }
  }
}

extension ReceiptMark {
  fileprivate var isMessageMark: Bool {
    if case .message = self { return true }
    return false
  }
}
