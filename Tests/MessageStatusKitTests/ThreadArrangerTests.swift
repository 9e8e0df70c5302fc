import Foundation
import MessageStatusKit
import XCTest

final class ThreadArrangerTests: XCTestCase {
  private let t0 = Date(timeIntervalSince1970: 1_761_043_320)  // 2025-10-21 10:42 UTC

  private func message(
    _ id: String, from sender: UserID = "me", at minutes: Double, server: Double? = nil,
    sequence: Int64? = nil, state: DeliveryState = .sent, readBy: Set<UserID> = []
  ) -> Message {
    Message(
      id: MessageID(id), sender: sender, text: id, createdAt: t0.addingTimeInterval(minutes * 60),
      serverTimestamp: server.map { t0.addingTimeInterval($0 * 60) }, sequenceNumber: sequence,
      state: state, readBy: readBy)
  }

  private func ids(_ layout: ThreadLayout) -> [String] { layout.messages.map(\.id.rawValue) }

  func testServerOrderBeatsSkewedLocalClocks() {
    // Bob's phone is 10 minutes fast: by local time his reply would jump ahead of the question.
    let question = message("question", from: "alice", at: 0, server: 0.1, sequence: 1)
    let reply = message("reply", from: "bob", at: 10.5, server: 0.6, sequence: 2)
    let next = message("next", from: "alice", at: 1, server: 1.1, sequence: 3)
    let byServer = ThreadArranger().arrange([reply, next, question])
    XCTAssertEqual(ids(byServer), ["question", "reply", "next"])
    let byLocal = ThreadArranger(thread: .init(order: .localTime)).arrange([reply, next, question])
    XCTAssertEqual(ids(byLocal), ["question", "next", "reply"], "the option keeps the old order")
  }

  func testTiesBreakBySequenceThenID() {
    let a = message("b", at: 0, server: 1, sequence: 7)
    let b = message("a", at: 0, server: 1, sequence: 8)
    let c = message("c", at: 0, server: 1)
    let d = message("0", at: 0, server: 1)
    XCTAssertEqual(ids(ThreadArranger().arrange([c, b, d, a])), ["b", "a", "0", "c"])
  }

  func testUnconfirmedMessagesComeLastByLocalTime() {
    let sending = message("sending", at: -30, state: .sending)
    let failed = message("failed", at: -40, state: .failed)
    let confirmed = message("confirmed", at: 5, server: 5, sequence: 1)
    XCTAssertEqual(
      ids(ThreadArranger().arrange([sending, confirmed, failed])),
      ["confirmed", "failed", "sending"])
  }

  func testDuplicatesMergeWithoutRegressing() {
    let echoes = [
      message("m1", at: 0, state: .failed),
      message("m1", at: 0, state: .sending),  // retry
      message("m1", at: 0, server: 0.2, sequence: 4, state: .sent),
      message("m1", at: 0, state: .failed),  // a late failure report
      message("m2", from: "alice", at: 1, server: 1, sequence: 5, state: .delivered),
      message("m3", at: 2, server: 2, sequence: 6, state: .read, readBy: ["alice"]),
      message("m3", at: 2, server: 2, sequence: 6, state: .delivered),  // stale receipt
    ]
    let layout = ThreadArranger().arrange(echoes)
    XCTAssertEqual(ids(layout), ["m1", "m2", "m3"])
    XCTAssertEqual(layout.messages.map(\.state), [.sent, .delivered, .read])
    XCTAssertEqual(layout.messages[0].sequenceNumber, 4)
    XCTAssertEqual(layout.messages[2].readBy, ["alice"])
  }

  func testRunsGroupSameSenderWithinFiveMinutes() {
    let layout = ThreadArranger().arrange([
      message("a1", from: "alice", at: 0, server: 0),
      message("a2", from: "alice", at: 1, server: 1),
      message("a3", from: "alice", at: 6, server: 6),  // 5 minutes after a2: still the run
      message("a4", from: "alice", at: 11.5, server: 11.5),  // 5.5 minutes: a new run
      message("m1", at: 12, server: 12),
      message("b1", from: "bob", at: 13, server: 13),
      message("b2", from: "bob", at: 14, server: 14),
    ])
    XCTAssertEqual(layout.runPositions, [.first, .middle, .last, .alone, .alone, .first, .last])
  }

  func testRunIntervalIsConfigurable() {
    let arranger = ThreadArranger(thread: .init(runInterval: 30))
    let layout = arranger.arrange([
      message("1", at: 0, server: 0), message("2", at: 0.4, server: 0.4),
      message("3", at: 1.5, server: 1.5),
    ])
    XCTAssertEqual(layout.runPositions, [.first, .last, .alone])
  }

  func testDaySeparatorsFollowTheViewersTimeZone() throws {
    let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
    // 14:58 and 15:01 UTC are 23:58 and 00:01 in Tokyo: a new day there, not in London.
    let late = Date(timeIntervalSince1970: 1_761_058_680)  // 2025-10-21 14:58 UTC
    let messages = [
      Message(
        id: "late", sender: "me", text: "", createdAt: late, serverTimestamp: late, state: .sent),
      Message(
        id: "early", sender: "me", text: "", createdAt: late.addingTimeInterval(180),
        serverTimestamp: late.addingTimeInterval(180), state: .sent),
    ]
    let now = late.addingTimeInterval(3600)
    let inTokyo = ThreadArranger(options: .init(timeZone: tokyo), thread: .init(now: now))
      .arrange(messages)
    XCTAssertEqual(
      inTokyo.separators,
      [
        DaySeparator(date: "2025-10-21", title: "Yesterday"),
        DaySeparator(date: "2025-10-22", title: "Today"),
      ])
    XCTAssertEqual(inTokyo.separatorIndices, [0, 1])
    XCTAssertEqual(inTokyo.runPositions, [.alone, .alone], "a day change breaks a run")
    let inUTC = ThreadArranger(thread: .init(now: now)).arrange(messages)
    XCTAssertEqual(inUTC.separators, [DaySeparator(date: "2025-10-21", title: "Today")])
    XCTAssertEqual(inUTC.separatorIndices, [0])
    XCTAssertEqual(inUTC.runPositions, [.first, .last])
  }

  /// Three days back is the weekday in every language; without "now", a full date.
  ///
  /// The whole ladder, region by region, is in `DayHeadingTests`.
  func testOlderDaysAreWeekdaysThenDates() {
    let messages = [message("old", at: -3 * 24 * 60, server: -3 * 24 * 60)]
    let cases = [
      ("en", "Saturday"), ("de", "Samstag"), ("fr", "Samedi"), ("ja", "土曜日"),
      ("ru", "Суббота"), ("pt-BR", "Sábado"), ("es", "Sábado"), ("ar", "السبت"),
    ]
    for (locale, title) in cases {
      let layout = ThreadArranger(options: .init(locale: locale), thread: .init(now: t0)).arrange(
        messages)
      XCTAssertEqual(layout.separators.first?.title, title, locale)
    }
    XCTAssertEqual(
      ThreadArranger().arrange(messages).separators.first?.title, "October 18, 2025",
      "no now: dates only")
  }

  func testDescribedThreadShowsTheSenderNameOncePerRun() {
    let chat = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me", displayNames: ["alice": "Alice"])
    let thread = ThreadArranger().describe(
      [
        message("a1", from: "alice", at: 0, server: 0),
        message("a2", from: "alice", at: 1, server: 1),
      ], in: chat)
    XCTAssertEqual(thread.bubbles.map(\.senderName), ["Alice", nil])
    XCTAssertEqual(thread.bubbles.map(\.runPosition), [.first, .last])
    XCTAssertEqual(
      thread.bubbles[1].accessibilityLabel, "Alice: a2", "the label keeps it")
  }

  func testArrivalAnnouncementsSummariseBeyondThree() {
    let chat = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me", displayNames: ["alice": "Alice"])
    let arranger = ThreadArranger()
    let three = (1...3).map { message("n\($0)", from: "alice", at: Double($0)) }
    XCTAssertEqual(
      arranger.arrivalAnnouncements(for: three + [message("mine", at: 4)], in: chat),
      ["New message from Alice: n1", "New message from Alice: n2", "New message from Alice: n3"])
    let five = (1...5).map { message("n\($0)", from: "alice", at: Double($0)) }
    XCTAssertEqual(arranger.arrivalAnnouncements(for: five, in: chat), ["5 new messages"])
    XCTAssertEqual(
      ThreadArranger(options: .init(locale: "ru")).arrivalAnnouncements(for: five, in: chat),
      ["5 новых сообщений"])
    XCTAssertEqual(arranger.arrivalAnnouncements(for: [Message](), in: chat), [])
  }

  /// `[a, a, b]` used to give "New message from Alice: a" twice, and
  /// four messages plus one repeat "5 new messages".
  func testArrivalAnnouncementsCountDistinctMessages() {
    let chat = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me", displayNames: ["alice": "Alice"])
    let arranger = ThreadArranger()
    let a = message("a", from: "alice", at: 1)
    let b = message("b", from: "alice", at: 2)
    XCTAssertEqual(
      arranger.arrivalAnnouncements(for: [a, a, b], in: chat),
      ["New message from Alice: a", "New message from Alice: b"])
    let four = (1...4).map { message("n\($0)", from: "alice", at: Double($0)) }
    XCTAssertEqual(
      arranger.arrivalAnnouncements(for: four + [four[1]], in: chat), ["4 new messages"])
  }

  func testHundredThousandMessagesArrange() {
    // Generated: 100,000 reports of 80,000 ids (a fifth are echoes), shuffled by a fixed LCG.
    var seed: UInt64 = 42
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let senders: [UserID] = ["me", "alice", "bob", "carol"]
    var reports: [Message] = []
    reports.reserveCapacity(100_000)
    for index in 0..<100_000 {
      let id = index < 80_000 ? index : Int(next() % 80_000)
      let confirmed = id % 50 != 0
      reports.append(
        message(
          "m\(id)", from: senders[id % 4], at: Double(id) * 0.5,
          server: confirmed ? Double(id) * 0.5 + 0.01 : nil, sequence: confirmed ? Int64(id) : nil,
          state: confirmed ? [.sent, .delivered, .read][Int(next() % 3)] : .failed))
    }
    for index in reports.indices.reversed() {
      reports.swapAt(index, Int(next() % UInt64(index + 1)))
    }
    let layout = ThreadArranger(thread: .init(now: t0)).arrange(reports)
    XCTAssertEqual(layout.messages.count, 80_000)
    XCTAssertEqual(Set(layout.messages.map(\.id)).count, 80_000)
    XCTAssertEqual(layout.runPositions.count, 80_000)
    let confirmed = layout.messages.prefix { $0.serverTimestamp != nil }
    XCTAssertEqual(confirmed.count, 80_000 - 1_600)
    XCTAssertTrue(
      zip(confirmed, confirmed.dropFirst()).allSatisfy {
        ($0.sequenceNumber ?? 0) < ($1.sequenceNumber ?? 0)
      })
    XCTAssertEqual(layout.separatorIndices.first, 0)
    XCTAssertTrue(layout.separators.count > 20)
  }
}

final class CivilDayTests: XCTestCase {
  func testDaysAndDatesAreInverse() {
    for number in stride(from: -800_000, through: 800_000, by: 997) {
      let day = CivilDay(number: number)
      let (year, month, dayOfMonth) = day.components
      XCTAssertEqual(CivilDay(year: year, month: month, day: dayOfMonth), day, "\(number)")
    }
    XCTAssertEqual(CivilDay(year: 1970, month: 1, day: 1)?.number, 0)
    XCTAssertEqual(CivilDay(year: 2025, month: 10, day: 21)?.isoString, "2025-10-21")
  }

  func testImpossibleDatesAreNil() {
    XCTAssertNil(CivilDay(year: 2025, month: 2, day: 29))
    XCTAssertNotNil(CivilDay(year: 2024, month: 2, day: 29))
    XCTAssertNil(CivilDay(year: 1900, month: 2, day: 29))
    XCTAssertNotNil(CivilDay(year: 2000, month: 2, day: 29))
    XCTAssertNil(CivilDay(year: 2025, month: 13, day: 1))
    XCTAssertNil(CivilDay(year: 2025, month: 4, day: 31))
    XCTAssertNil(CivilDay(year: 2025, month: 1, day: 0))
  }
}
