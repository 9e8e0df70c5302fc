import MessageStatusKit
import XCTest

final class TransitionTests: XCTestCase {
  private let forward = TransitionSpec(
    motion: .animated(.init(effects: [.scale, .opacity], curve: .easeInOut, duration: 0.2)),
    reducedMotion: .animated(.init(effects: [.opacity], curve: .easeInOut, duration: 0.2)))

  private func transition(
    _ old: DeliveryState?, _ new: DeliveryState, _ options: BubbleDescription.Options = .init()
  ) -> TransitionSpec {
    Fixtures.describe(
      Fixtures.outgoing(new), previous: old.map { Fixtures.outgoing($0) }, options
    ).transition
  }

  func testFirstAppearanceOfAnOutgoingBubbleIsNotAnimated() {
    for state in DeliveryState.allCases {
      XCTAssertEqual(transition(nil, state), .none, "\(state)")
    }
  }

  func testForwardProgressScalesAndFades() {
    XCTAssertEqual(transition(.sent, .delivered), forward)
    XCTAssertEqual(transition(.delivered, .read), forward)
  }

  func testSendingToSentPlaysALightImpact() {
    var expected = forward
    expected.haptic = .confirm
    XCTAssertEqual(transition(.sending, .sent), expected)
    XCTAssertEqual(transition(.sending, .read), expected, "skipping sent still confirms the send")
    XCTAssertEqual(transition(.failed, .sent), expected, "the server had it after all")
  }

  func testFailurePlaysAnErrorAndAnnouncesIt() {
    var expected = forward
    expected.haptic = .reject
    expected.announcement = Announcement(
      text: "Message failed to send", politeness: .assertive, trigger: .stateChange)
    XCTAssertEqual(transition(.sending, .failed), expected)
  }

  func testRetryIsAnimatedWithoutFeedback() {
    XCTAssertEqual(transition(.failed, .sending), forward)
  }

  func testIgnoredRegressionsAndUnchangedStatesDoNothing() {
    XCTAssertEqual(transition(.read, .delivered), .none)
    XCTAssertEqual(transition(.sent, .failed), .none)
    XCTAssertEqual(transition(.delivered, .sending), .none)
    for state in DeliveryState.allCases {
      XCTAssertEqual(transition(state, state), .none, "\(state)")
    }
  }

  func testReduceMotionFadesWithoutScaling() {
    let spec = transition(.sending, .failed, .init(reduceMotion: true))
    XCTAssertEqual(spec.effects, [.opacity])
    XCTAssertEqual(spec.reducedMotion, spec.motion, "with the option on, both are the fade")
    XCTAssertEqual(spec.haptic, .reject, "haptics are not motion")
    XCTAssertEqual(spec.announcement?.text, "Message failed to send")
  }

  func testEveryTransitionTableRow() {
    var rows: [String] = []
    for old in DeliveryState.allCases {
      rows.append(
        DeliveryState.allCases.map { new in
          let spec = transition(old, new)
          guard spec.animated else { return "-" }
          return spec.haptic.map { $0 == .confirm ? "L" : "E" } ?? "A"
        }.joined(separator: " "))
    }
    // A animated, L with light impact, E with error; rows old, columns new, both in
    // the order sending sent delivered read failed.
    XCTAssertEqual(
      rows.joined(separator: "\n"),
      """
      - L L L E
      - - A A -
      - - - A -
      - - - - -
      A L L L -
      """)
  }

  func testBadgeCountChangeRollsTheNumber() {
    let before = Fixtures.outgoing(
      .read, deliveredTo: Set(Fixtures.groupRecipients), readBy: ["alice"])
    var after = before
    after.readBy.insert("bob")
    let spec = Fixtures.describe(
      after, in: Fixtures.group, previous: before, .init(style: .receiptBadge)
    ).transition
    XCTAssertEqual(
      spec,
      TransitionSpec(
        motion: .animated(.init(effects: [.numericText], curve: .easeInOut, duration: 0.2)),
        reducedMotion: .animated(.init(effects: [.opacity], curve: .easeInOut, duration: 0.2))))
    XCTAssertEqual(spec.effects.map(\.target), [.badgeCount], "only the digits move")
    let reduced = Fixtures.describe(
      after, in: Fixtures.group, previous: before, .init(style: .receiptBadge, reduceMotion: true)
    ).transition
    XCTAssertEqual(reduced.effects, [.opacity])
  }

  func testHiddenReadReceiptsNeverRevealReadThroughATransition() {
    XCTAssertEqual(transition(.delivered, .read, .init(readReceipts: .hidden)), .none)
  }

  func testNewIncomingMessageIsAnnouncedWithoutAnimation() {
    let direct = Fixtures.describe(Fixtures.incoming()).transition
    XCTAssertEqual(
      direct.announcement,
      Announcement(text: "New message: Hello world", politeness: .polite, trigger: .appearance))
    XCTAssertFalse(direct.animated)
    XCTAssertNil(direct.haptic)
    XCTAssertEqual(
      Fixtures.describe(Fixtures.incoming(), in: Fixtures.group).transition.announcement?.text,
      "New message from Alice: Hello world")
    XCTAssertEqual(
      Fixtures.describe(Fixtures.incoming(text: "", attachment: .photo)).transition.announcement?
        .text,
      "New message: Photo")
  }

  func testUpdatedIncomingMessageIsNotAnnouncedAgain() {
    let message = Fixtures.incoming()
    XCTAssertEqual(Fixtures.describe(message, previous: message).transition, .none)
  }

  func testTransitionInitializerMatchesTheDescriber() {
    let old = Fixtures.describe(Fixtures.outgoing(.sending))
    let new = Fixtures.describe(Fixtures.outgoing(.sent))
    XCTAssertEqual(BubbleDescriber().transition(from: old, to: new).haptic, .confirm)
    XCTAssertEqual(BubbleDescriber().transition(from: nil, to: new), .none)
  }
}

final class StaleUpdateTests: XCTestCase {
  func testStaleUpdateNeverTakesTheBubbleBackwards() {
    let bubble = Fixtures.describe(
      Fixtures.outgoing(.delivered), previous: Fixtures.outgoing(.read))
    XCTAssertEqual(bubble.status?.state, .read)
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read")
    XCTAssertEqual(bubble.transition, .none)
  }

  func testLateFailureAfterSentKeepsSent() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.failed), previous: Fixtures.outgoing(.sent))
    XCTAssertEqual(bubble.status?.state, .sent)
    XCTAssertEqual(bubble.actions, [])
  }
}
