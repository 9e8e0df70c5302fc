import Foundation
import MessageStatusKit
import XCTest

/// The description's invariants that live in its types: the instant beside each time,
/// corners decided by the core, one list of actions, and values that survive `Codable`.
final class DescriptionContractTests: XCTestCase {
  private func instant(_ seconds: Double) -> String? {
    var message = Fixtures.outgoing(.sent)
    message.createdAt = Date(timeIntervalSince1970: seconds)
    return Fixtures.describe(message).instant
  }

  func testTheInstantIsISO8601InUTCWithMillisecondsOnlyWhenThereAreSome() {
    XCTAssertEqual(instant(1_761_043_320), "2025-10-21T10:42:00Z")
    XCTAssertEqual(instant(1_761_043_320.25), "2025-10-21T10:42:00.250Z")
    XCTAssertEqual(instant(1_761_043_320.0009), "2025-10-21T10:42:00Z", "below a millisecond")
    XCTAssertEqual(instant(-0.5), "1969-12-31T23:59:59.500Z")
    XCTAssertEqual(instant(951_782_400), "2000-02-29T00:00:00Z", "a leap day")
    XCTAssertEqual(instant(-62_167_219_200), "0000-01-01T00:00:00Z")
    XCTAssertEqual(instant(253_402_300_799), "9999-12-31T23:59:59Z")
    XCTAssertNil(instant(-62_167_219_201), "before year 0")
    XCTAssertNil(instant(253_402_300_800), "after year 9999")
    XCTAssertNil(instant(.nan))
    XCTAssertNil(instant(.infinity))
    XCTAssertNil(instant(-1e300))
  }

  func testTheInstantIsTheTimeTheTimestampShows() {
    let incoming = Fixtures.describe(Fixtures.incoming())
    XCTAssertEqual(incoming.instant, "2025-10-21T10:42:01Z", "the server's time, as shown")
    XCTAssertEqual(incoming.timestamp, "10:42 AM")
  }

  func testTheReadTimeHasItsInstantWhenItIsShown() {
    let read = Fixtures.outgoing(.read, readAt: Date(timeIntervalSince1970: 1_761_047_100))
    let words = Fixtures.describe(read, .init(style: .text)).status
    XCTAssertEqual(words?.content, .text("Read 11:45 AM", color: .secondary))
    XCTAssertEqual(words?.readInstant, "2025-10-21T11:45:00Z")
    XCTAssertEqual(Fixtures.describe(read).status?.readInstant, "2025-10-21T11:45:00Z")
    let hidden = Fixtures.describe(read, .init(style: .text, readReceipts: .hidden)).status
    XCTAssertNil(hidden?.readInstant, "hidden receipts hide when it was read")
    XCTAssertNil(Fixtures.describe(Fixtures.outgoing(.read)).status?.readInstant, "no time given")
  }

  func testCornersJoinOnTheSendersSideWhereRunBubblesMeet() {
    let metrics = Metrics.standard
    func corners(_ alignment: Alignment, _ run: RunPosition?) -> [Double] {
      let c = Corners(alignment: alignment, runPosition: run, metrics: metrics)
      return [c.topLeading, c.topTrailing, c.bottomTrailing, c.bottomLeading]
    }
    XCTAssertEqual(corners(.trailing, nil), [18, 18, 18, 18])
    XCTAssertEqual(corners(.trailing, .alone), [18, 18, 18, 18])
    XCTAssertEqual(corners(.trailing, .first), [18, 18, 6, 18])
    XCTAssertEqual(corners(.trailing, .middle), [18, 6, 6, 18])
    XCTAssertEqual(corners(.trailing, .last), [18, 6, 18, 18])
    XCTAssertEqual(corners(.leading, .first), [18, 18, 18, 6])
    XCTAssertEqual(corners(.leading, .middle), [6, 18, 18, 6])
    XCTAssertEqual(corners(.leading, .last), [6, 18, 18, 18])
    var bubble = Fixtures.describe(Fixtures.outgoing(.sent))
    bubble.runPosition = .middle
    XCTAssertEqual(
      bubble.corners, Corners(alignment: .trailing, runPosition: .middle, metrics: metrics))
  }

  func testTheLabelIsTheContentAndTheStateJoined() {
    for chat in [Fixtures.direct, Fixtures.group] {
      for message in [Fixtures.incoming(), Fixtures.outgoing(.failed), Fixtures.outgoing(.read)] {
        for locale in ["en", "ar", "ja"] {
          let bubble = Fixtures.describe(message, in: chat, .init(locale: locale))
          let a11y = bubble.accessibility
          let separator = Phrasebook.resolve(locale: locale).separator
          XCTAssertEqual(
            a11y.label,
            a11y.stateDescription.isEmpty
              ? a11y.contentLabel : a11y.contentLabel + separator + a11y.stateDescription)
          XCTAssertEqual(a11y.stateDescription.isEmpty, message.sender != "me")
        }
      }
    }
    let group = Fixtures.describe(Fixtures.incoming(), in: Fixtures.group)
    XCTAssertEqual(group.accessibility.contentLabel, "Alice: Hello world")
    // The sender says who wrote it: nothing follows the content.
    XCTAssertEqual(group.accessibility.stateDescription, "")
    XCTAssertEqual(group.accessibility.label, "Alice: Hello world")
  }

  func testAFirstAppearanceCarriesTheTransitionFromNothing() {
    let messages = [
      Fixtures.incoming(), Fixtures.incoming(from: "erin"), Fixtures.incoming(text: ""),
      Fixtures.incoming(text: "  ", attachment: .photo), Fixtures.incoming(text: "שלום"),
      Fixtures.outgoing(.sent), Fixtures.outgoing(.failed),
    ]
    var announced = 0
    for chat in [Fixtures.direct, Fixtures.group] {
      for message in messages {
        for locale in ["en", "ar", "ja"] {
          let describer = BubbleDescriber(options: .init(locale: locale))
          let bubble = describer.describe(message, in: chat)
          var still = bubble
          still.transition = .none
          XCTAssertEqual(bubble.transition, describer.transition(from: nil, to: still))
          if bubble.transition.announcement != nil { announced += 1 }
        }
      }
    }
    XCTAssertEqual(announced, 2 * 5 * 3, "every incoming message announces itself")
  }

  func testEveryValueSurvivesCodable() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    func roundTrip<Value: Codable & Equatable>(_ value: Value, line: UInt = #line) throws {
      let decoded = try decoder.decode(Value.self, from: encoder.encode(value))
      XCTAssertEqual(decoded, value, line: line)
    }
    let options = BubbleDescription.Options(
      style: .receiptBadge, groupPolicy: .allRecipients, appearance: .dark,
      increasedContrast: true, differentiateWithoutColor: true, reduceMotion: true,
      readReceipts: .hidden, failedBubbleTint: .destructive, locale: "pt-BR", hourCycle: .h23,
      timeZone: try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo")))
    try roundTrip(options)
    try roundTrip(Fixtures.group)
    try roundTrip(Fixtures.direct)
    for message in [Fixtures.incoming(), Fixtures.outgoing(.failed)] {
      try roundTrip(Fixtures.describe(message, previous: message))
    }
    var badge = Fixtures.outgoing(.delivered)
    badge.readBy = ["alice", "bob"]
    let described = Fixtures.describe(
      badge, in: Fixtures.group, previous: Fixtures.outgoing(.delivered),
      .init(style: .receiptBadge))
    try roundTrip(described)
    try roundTrip(Fixtures.describe(Fixtures.outgoing(.read), .init(style: .text)))
    let thread = ThreadArranger().describe(
      [Fixtures.outgoing(.sent), Fixtures.incoming()], in: Fixtures.direct)
    try roundTrip(thread)
  }

  func testOptionsDecodeWithDefaultsAndRejectAnUnknownTimeZone() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(
      try decoder.decode(BubbleDescription.Options.self, from: Data("{}".utf8)), .init())
    let some = try decoder.decode(
      BubbleDescription.Options.self,
      from: Data(#"{"style": "circles", "timeZone": "Europe/Paris"}"#.utf8))
    XCTAssertEqual(some.style, .circles)
    XCTAssertEqual(some.timeZone.identifier, "Europe/Paris")
    XCTAssertThrowsError(
      try decoder.decode(
        BubbleDescription.Options.self, from: Data(#"{"timeZone": "Mars/Olympus"}"#.utf8)))
  }

  func testAConversationWithoutAKindInfersIt() throws {
    let chat = try JSONDecoder().decode(
      Conversation.self,
      from: Data(#"{"participants": ["me", "a", "b"], "viewer": "me"}"#.utf8))
    XCTAssertEqual(chat.kind, .group)
    XCTAssertEqual(chat.displayNames, [:])
  }

  func testMotionReadsEffectsAndCurvesByNameToo() throws {
    let motion = try JSONDecoder().decode(
      TransitionSpec.Motion.self,
      from: Data(
        #"{"animated": true, "effects": ["scale", {"name": "opacity"}], "curve": "easeInOut", "duration": 0.2}"#
          .utf8))
    XCTAssertEqual(
      motion, .animated(.init(effects: [.scale, .opacity], curve: .easeInOut, duration: 0.2)))
  }

  func testEverySymbolHasDistinctNamesOnEveryPlatformAndADrawing() {
    XCTAssertEqual(Set(Symbol.allCases.map(\.rawValue)).count, Symbol.allCases.count)
    XCTAssertEqual(Set(Symbol.allCases.map(\.sfSymbolName)).count, Symbol.allCases.count)
    let material = Symbol.allCases.map { "\($0.materialSymbol.name) \($0.materialSymbol.filled)" }
    XCTAssertEqual(Set(material).count, Symbol.allCases.count)
    for symbol in Symbol.allCases {
      let paths = symbol.drawing.paths
      XCTAssertFalse(paths.isEmpty, "\(symbol)")
      for path in paths {
        XCTAssertTrue(path.fill != nil || path.stroke != nil, "\(symbol): an invisible path")
        XCTAssertTrue(path.data.hasPrefix("M"), "\(symbol): \(path.data)")
      }
    }
  }

  func testARowOfSymbolsOverlapsOnlyRepeatsThatSaySo() {
    let metrics = Metrics.standard
    XCTAssertEqual(Symbol.leadingOffsets(in: [], metrics: metrics), [])
    XCTAssertEqual(Symbol.leadingOffsets(in: [.clock], metrics: metrics), [0])
    XCTAssertEqual(
      Symbol.leadingOffsets(in: [.checkmark, .checkmark], metrics: metrics), [0, -6.6])
    XCTAssertEqual(
      Symbol.leadingOffsets(in: [.checkmarkCircleFill, .checkmarkCircleFill], metrics: metrics),
      [0, 1])
    XCTAssertEqual(Symbol.leadingOffsets(in: [.clock, .checkmark], metrics: metrics), [0, 1])
  }

  func testActionsCarryTheirSpokenNamesInTheirLanguage() {
    let bubble = Fixtures.describe(Fixtures.outgoing(.failed), .init(locale: "de"))
    XCTAssertEqual(bubble.actions.map(\.id), [.retry, .delete])
    XCTAssertEqual(bubble.actions.map(\.label), ["Erneut versuchen", "Löschen"])
    XCTAssertEqual(bubble.actions.map(\.isDestructive), [false, true])
    XCTAssertEqual(bubble.id, "m1", "a bubble is identified by its message")
  }
}
