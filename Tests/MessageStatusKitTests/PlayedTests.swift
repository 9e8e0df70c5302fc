import Foundation
import MessageStatusKit
import XCTest

/// A voice message played: past read, with its own symbol and words, per recipient in
/// groups, never taken back by a later failure, hidden with read receipts.
final class PlayedTests: XCTestCase {
  private func voice(_ state: DeliveryState = .read, playedBy: [UserID] = ["alice"]) -> Message {
    var message = Fixtures.outgoing(state, text: "", attachment: .voice)
    for user in playedBy { message.record(.played, for: user) }
    return message
  }

  func testAPlayedVoiceMessageShowsPlayAndSaysPlayed() throws {
    for style in StatusStyle.allCases {
      let bubble = Fixtures.describe(voice(), .init(style: style))
      let status = try XCTUnwrap(bubble.status)
      XCTAssertEqual(status.state, .read, "\(style): the five states stay five")
      XCTAssertTrue(status.played, "\(style)")
      switch status.content {
      case .symbols(let symbols, _): XCTAssertEqual(symbols, [.play], "\(style)")
      case .text(let text, _): XCTAssertEqual(text, "Played", "\(style)")
      case .badge(let badge): XCTAssertEqual(badge.symbol, .play, "\(style)")
      }
      XCTAssertEqual(status.accessibilityLabel, "Played", "\(style)")
      XCTAssertEqual(bubble.accessibilityLabel, "Voice message, played", "\(style)")
    }
  }

  /// Played differs from read by shape and words, with Differentiate Without Color too.
  func testPlayedDiffersFromReadInShapeAndWords() {
    for style in StatusStyle.allCases {
      for differentiate in [false, true] {
        let options = BubbleDescription.Options(
          style: style, differentiateWithoutColor: differentiate)
        let read = Fixtures.describe(voice(playedBy: []), options)
        let played = Fixtures.describe(voice(), options)
        XCTAssertNotEqual(read.status?.content, played.status?.content, "\(style)")
        XCTAssertNotEqual(read.accessibilityLabel, played.accessibilityLabel, "\(style)")
      }
    }
  }

  /// Only a voice message is played; hidden read receipts hide it too.
  func testWherePlayedIsNotShown() {
    var text = Fixtures.outgoing(.read)
    text.record(.played, for: "alice")
    XCTAssertEqual(Fixtures.describe(text).status?.played, false)
    XCTAssertEqual(Fixtures.describe(text).accessibilityLabel, "Hello world, read")
    let hidden = Fixtures.describe(voice(), .init(readReceipts: .hidden))
    XCTAssertEqual(hidden.status?.state, .delivered)
    XCTAssertEqual(hidden.status?.played, false)
    XCTAssertEqual(hidden.accessibilityLabel, "Voice message, delivered")
  }

  /// In a group, played by the policy's measure: everyone under allRecipients, one under
  /// anyRecipient; a stranger's report never counts.
  func testInAGroupByThePolicysMeasure() {
    let everyone = Set(Fixtures.groupRecipients)
    var some = Fixtures.outgoing(
      .read, text: "", attachment: .voice, deliveredTo: everyone, readBy: everyone)
    some.record(.played, for: "alice")
    some.record(.played, for: "mallory")
    let all = BubbleDescription.Options(groupPolicy: .allRecipients)
    let any = BubbleDescription.Options(groupPolicy: .anyRecipient)
    XCTAssertEqual(Fixtures.describe(some, in: Fixtures.group, all).status?.played, false)
    XCTAssertEqual(Fixtures.describe(some, in: Fixtures.group, any).status?.played, true)
    var every = some
    for user in Fixtures.groupRecipients { every.record(.played, for: user) }
    XCTAssertEqual(Fixtures.describe(every, in: Fixtures.group, all).status?.played, true)
    XCTAssertEqual(
      Fixtures.describe(every, in: Fixtures.group, all).accessibilityLabel,
      "Voice message, played, read by everyone")
  }

  /// The sender playing their own message, or a stranger, never counts; a failure for
  /// another recipient shows failed, not played; a group says its count beside played.
  func testWhoCountsAndWhatShows() {
    let me = voice(playedBy: ["me"])
    XCTAssertEqual(Fixtures.describe(me).status?.played, false)
    let everyone = Set(Fixtures.groupRecipients)
    var group = Fixtures.outgoing(
      .read, text: "", attachment: .voice, deliveredTo: everyone, readBy: ["alice", "bob"])
    group.record(.played, for: "alice")
    let any = BubbleDescription.Options(groupPolicy: .anyRecipient)
    XCTAssertEqual(
      Fixtures.describe(group, in: Fixtures.group, any).accessibilityLabel,
      "Voice message, played, read by 2 of 5")
    group.record(.failed, for: "carol")
    let failed = Fixtures.describe(group, in: Fixtures.group, any)
    XCTAssertEqual(failed.status?.state, .failed)
    XCTAssertEqual(failed.status?.played, false)
  }

  /// A status written before `played` existed decodes as not played.
  func testAnOlderStatusDecodesAsNotPlayed() throws {
    let json =
      #"{"state": "read", "content": {"kind": "symbols", "symbols": ["check", "check"], "color": "accent"}, "accessibilityLabel": "Read", "readInstant": null}"#
    let status = try JSONDecoder().decode(StatusIndicator.self, from: Data(json.utf8))
    XCTAssertFalse(status.played)
  }

  /// Played is a reader's outcome past read: it makes them a reader, and no later failure
  /// or skip takes it back in a merge.
  func testTheOutcomeIsPastReadAndIsKept() {
    var message = Fixtures.outgoing(.sent, text: "", attachment: .voice)
    message.record(.played, for: "bob", at: Fixtures.created)
    XCTAssertEqual(message.outcome(for: "bob"), .played)
    XCTAssertTrue(message.readBy.contains("bob"))
    XCTAssertEqual(message.readTimes["bob"], Fixtures.created)
    XCTAssertEqual(message.outcomes["bob"], .played)
    var late = Fixtures.outgoing(.sent, text: "", attachment: .voice)
    late.record(.failed, for: "bob")
    XCTAssertEqual(message.merging(late).outcome(for: "bob"), .played)
    // Reported the other way round, the receipt it brings outranks the failure.
    XCTAssertEqual(late.merging(message).outcome(for: "bob"), .played)
  }

  /// Played after read changes the symbol in place: a fade, nothing announced.
  func testTransition() {
    let bubble = Fixtures.describe(voice(), previous: voice(playedBy: []))
    XCTAssertTrue(bubble.transition.animated)
    XCTAssertNil(bubble.transition.haptic)
    XCTAssertNil(bubble.transition.announcement)
  }

  func testPlayedIsEncodedAndReadBack() throws {
    let message = voice()
    let data = try JSONEncoder().encode(message)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["outcomes"] as? [String: String], ["alice": "played"])
    XCTAssertEqual(try JSONDecoder().decode(Message.self, from: data), message)
    let status = try XCTUnwrap(Fixtures.describe(message).status)
    let encoded = try JSONEncoder().encode(status)
    XCTAssertTrue(String(decoding: encoded, as: UTF8.self).contains(#""played":true"#))
    XCTAssertEqual(try JSONDecoder().decode(StatusIndicator.self, from: encoded), status)
    let read = try JSONEncoder().encode(Fixtures.describe(voice(playedBy: [])).status)
    XCTAssertFalse(String(decoding: read, as: UTF8.self).contains("played"))
  }
}
