import Foundation
import MessageStatusComposer
import MessageStatusKit
import XCTest

/// The README's snippets about threads, merging, the composer and the clock, compiled and run
/// (their `assert`s run in the debug build `swift test` uses), with what their comments say
/// checked after each.
final class ThreadSnippetTests: XCTestCase {
  private let start = Date(timeIntervalSince1970: 1_761_043_320)  // 2025-10-21 10:42 UTC
  private let chat = Conversation(
    participants: ["me", "alice", "bob"], viewer: "me", displayNames: ["alice": "Alice"])

  func testDescribingAThread() throws {
    let zone = try XCTUnwrap(TimeZone(identifier: "UTC"))
    let messages = (0..<3).map { index in
      Message(
        id: MessageID("m\(index)"), sender: "me", text: "Hi", createdAt: start, state: .sent)
    }
    // readme:begin describer
    let describer = BubbleDescriber(options: .init(style: .ticks, locale: "en", timeZone: zone))
    let bubbles = messages.map { describer.describe($0, in: chat) }
    // readme:end describer
    XCTAssertEqual(bubbles.map(\.timestamp), ["10:42 AM", "10:42 AM", "10:42 AM"])
  }

  func testMerging() {
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: start, state: .delivered,
      deliveredTo: ["alice"])
    let serverEcho = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: start, state: .read, readBy: ["bob"])
    // readme:begin merging
    assert(DeliveryState.read.merging(.delivered) == .read)  // a stale receipt is ignored
    assert(DeliveryState.sent.merging(.failed) == .sent)  // a late failure is ignored
    assert(DeliveryState.failed.merging(.sent) == .sent)  // the server had it after all
    let merged = message.merging(serverEcho)  // states merged, receipt sets unioned
    // readme:end merging
    XCTAssertEqual(merged.state, .read)
    XCTAssertEqual(merged.deliveredTo, ["alice"])
    XCTAssertEqual(merged.readBy, ["bob"])
  }

  func testComposerAndThread() throws {
    let draft = String(repeating: "a", count: 9_001)
    let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
    let now = start  // 19:42 in Tokyo
    let yesterday = start.addingTimeInterval(-86_400)
    let reports = (0..<7).map { (index: Int) -> Message in
      let day: Date = index < 2 ? yesterday : start
      let sent = day.addingTimeInterval(Double(index) * 60)
      return Message(
        id: MessageID("m\(index)"), sender: index == 1 ? "alice" : "me", text: "Hi",
        createdAt: sent, serverTimestamp: sent, state: .delivered)
    }
    let batch = (0..<5).map { index in
      Message(
        id: MessageID("n\(index)"), sender: "alice", text: "Hi", createdAt: start,
        state: .delivered)
    }
    // readme:begin composer
    let composer = Composer(limit: 10_000, unit: .graphemes, locale: "en")
    assert(composer.validate("  \n") == .empty)
    assert(composer.validate(String(repeating: "a", count: 10_001)) == .tooLong(by: 1))
    assert(composer.validate(bytes: [0x48, 0xFF]) == .invalidEncoding)
    let counter = composer.describe(draft).counter  // "999 characters remaining" (past 9,000)
    let feedback = composer.send(draft)  // accepted: confirm haptic, clears the draft
    //                                      (rejected: reject haptic, keeps it)
    // readme:end composer

    // readme:begin thread
    let arranger = ThreadArranger(
      options: .init(locale: "en", timeZone: tokyo),
      thread: .init(order: .serverTime, runInterval: 300, now: now))
    let thread = arranger.describe(reports, in: chat)  // ordered, merged, grouped
    let days = thread.items.compactMap {  // ["Yesterday", "Today"], before bubbles 0 and 2
      if case .daySeparator(let day) = $0 { day.title } else { nil }
    }
    let runs = thread.bubbles.map(\.runPosition)  // [.alone, .alone, .first, .middle, …, .last]
    let arrivals = arranger.arrivalAnnouncements(for: batch, in: chat)  // ["5 new messages"]
    // readme:end thread
    XCTAssertEqual(counter.text, "999 characters remaining")
    XCTAssertTrue(feedback.accepted)
    XCTAssertTrue(feedback.clearsDraft)
    XCTAssertEqual(days, ["Yesterday", "Today"])
    let rows = thread.items.map {
      if case .bubble(let bubble) = $0 { bubble.id.rawValue } else { "day" }
    }
    XCTAssertEqual(rows.prefix(4), ["day", rows[1], rows[2], "day"])
    XCTAssertEqual(rows.filter { $0 == "day" }.count, 2)
    XCTAssertEqual(runs, [RunPosition.alone, .alone, .first, .middle, .middle, .middle, .last])
    XCTAssertEqual(arrivals, ["5 new messages"])
  }

  func testTheRegionDecidesTheClock() {
    let m = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: start.addingTimeInterval(4 * 3_600),
      state: .sent)
    // readme:begin clock
    let british = BubbleDescriber(options: .init(locale: "en-GB")).describe(m, in: chat)
    let h23 = BubbleDescriber(options: .init(locale: "en", hourCycle: .h23)).describe(m, in: chat)
    assert(british.timestamp == "14:42" && h23.timestamp == "14:42")
    // readme:end clock
    XCTAssertEqual(british.timestamp, "14:42")
    XCTAssertEqual(h23.timestamp, "14:42")
  }
}
