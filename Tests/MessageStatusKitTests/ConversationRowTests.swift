import Foundation
import MessageStatusKit
import XCTest

/// A conversation list's row: what it shows and says, from the conversation's latest
/// message, with the thread's rule for days.
final class ConversationRowTests: XCTestCase {
  /// 2025-10-21 12:00 UTC, a Tuesday.
  private let now = Date(timeIntervalSince1970: 1_761_048_000)
  private let hour = 3_600.0
  private let direct = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])
  private let group = Conversation(
    participants: ["me", "alice", "bob", "carol", "dave"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol", "dave": "Dave"])

  private func message(
    _ text: String, from sender: UserID = "me", state: DeliveryState = .sent,
    hoursAgo: Double = 1, attachment: AttachmentKind? = nil
  ) -> Message {
    Message(
      id: "m1", sender: sender, text: text, attachment: attachment,
      createdAt: now - hoursAgo * hour, state: state)
  }

  func testTheViewersOwnMessageShowsYouAndItsBubblesStatus() {
    let describer = BubbleDescriber()
    let latest = message("See you at 7", state: .read)
    let row = describer.describeRow(latest, in: direct, now: now)
    XCTAssertEqual(row.title, "Alice")
    XCTAssertEqual(row.preview, "You: See you at 7")
    XCTAssertEqual(row.time, "11:00 AM")
    XCTAssertEqual(row.date, "2025-10-21")
    XCTAssertEqual(row.accessibilityLabel, "Alice, You: See you at 7, read, 11:00 AM")
    // The same indicator as the bubble, without the bubble's first-appearance transition.
    XCTAssertEqual(row.latest.status, describer.describe(latest, in: direct).status)
    XCTAssertNil(row.latest.transition.announcement)
  }

  func testSomeoneElsesMessageIsNamedInAGroupOnly() {
    let describer = BubbleDescriber()
    let photo = message("", from: "bob", state: .delivered, attachment: .photo)
    let inGroup = describer.describeRow(photo, in: group, title: "Design team", now: now)
    XCTAssertEqual(inGroup.preview, "Bob: Photo")
    XCTAssertNil(inGroup.latest.status)
    XCTAssertEqual(inGroup.accessibilityLabel, "Design team, Bob: Photo, 11:00 AM")
    let alone = describer.describeRow(message("Hi", from: "alice"), in: direct, now: now)
    XCTAssertEqual(alone.preview, "Hi")
    XCTAssertEqual(alone.accessibilityLabel, "Alice, Hi, 11:00 AM")
  }

  func testTimesFollowTheThreadsDayHeadingsBeforeToday() {
    let describer = BubbleDescriber()
    let expected: [(hoursAgo: Double, time: String)] = [
      (1, "11:00 AM"), (11.5, "12:30 AM"), (12.5, "Yesterday"), (60, "Sunday"),
      (12 + 24 * 5, "Thursday"), (12 + 24 * 6, "Wednesday"), (12 + 24 * 7, "Tuesday, October 14"),
      (24 * 300, "December 25, 2024"),
    ]
    for (hoursAgo, time) in expected {
      let latest = message("Hi", hoursAgo: hoursAgo)
      let row = describer.describeRow(latest, in: direct, now: now)
      XCTAssertEqual(row.time, time, "\(hoursAgo) hours ago")
      guard hoursAgo > 12 else { continue }
      // One rule: the heading a thread gives the same day.
      let thread = ThreadArranger(thread: .init(now: now)).describe([latest], in: direct)
      guard case .daySeparator(let heading) = thread.items.first else {
        return XCTFail("no day heading")
      }
      XCTAssertEqual(row.time, heading.title)
      XCTAssertEqual(row.date, heading.date)
    }
    // Without a now, every day is a date.
    XCTAssertEqual(
      describer.describeRow(message("Hi"), in: direct).time, "October 21, 2025")
  }

  func testTimesAreTheLanguagesAndTheViewersZone() throws {
    let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
    let japanese = BubbleDescriber(options: .init(locale: "ja", timeZone: tokyo))
    // 23:00 JST the day before now's 21:00 JST.
    let row = japanese.describeRow(message("やあ", hoursAgo: 22), in: direct, now: now)
    XCTAssertEqual(row.time, "昨日")
    XCTAssertEqual(row.preview, "あなた：やあ")
    let arabic = BubbleDescriber(options: .init(locale: "ar"))
    let today = arabic.describeRow(message("مرحبا", hoursAgo: 1), in: direct, now: now)
    XCTAssertEqual(today.time, "١١:٠٠ ص")
  }

  func testAPreviewIsOneLine() {
    let describer = BubbleDescriber()
    let lines = message("One\nTwo\r\nThree\u{2028}Four")
    XCTAssertEqual(describer.describeRow(lines, in: direct).preview, "You: One Two Three Four")
    XCTAssertEqual(
      describer.describeRow(message(""), in: direct).preview, "You: Empty message")
  }

  /// Chinese and Japanese lines join without a space, as no space separates their words
  /// ("新年快樂！ 改天見" had one); Korean, Latin and mixed lines keep it, and a blank line
  /// is one space, not two.
  func testALineBreakBetweenChineseOrJapaneseCharactersIsNoSpace() {
    let cases: [(String, String)] = [
      ("新年快樂！\n改天見", "新年快樂！改天見"),
      ("あけましておめでとう！\r\nまた近いうちに", "あけましておめでとう！また近いうちに"),
      ("新年快乐\n\n回头见", "新年快乐回头见"),
      ("새해 복 많이 받아!\n곧 보자", "새해 복 많이 받아! 곧 보자"),
      ("새해\n복", "새해 복"),
      ("OK\n了解", "OK 了解"),
      ("了解\nOK", "了解 OK"),
      ("Happy new year!\nSee you soon", "Happy new year! See you soon"),
      ("One\n\nTwo", "One Two"),
    ]
    for (text, line) in cases {
      XCTAssertEqual(
        BubbleDescriber().describeRow(message(text), in: direct).preview, "You: " + line, text)
    }
  }

  func testAFailedRowSaysFailedWithoutTheBubblesTap() {
    let row = BubbleDescriber().describeRow(message("Hi", state: .failed), in: direct, now: now)
    XCTAssertEqual(row.latest.status?.state, .failed)
    XCTAssertEqual(row.accessibilityLabel, "Alice, You: Hi, failed to send, 11:00 AM")
  }

  func testMarksCountAsReceipts() {
    var marked = direct
    let latest = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: now - hour, sequenceNumber: 4, state: .sent)
    marked.markRead(upTo: .sequenceNumber(4), by: "alice")
    let row = BubbleDescriber().describeRow(latest, in: marked, now: now)
    XCTAssertEqual(row.latest.status?.state, .read)
  }

  func testAConversationWithoutATitleIsNamedByItsMembers() {
    let describer = BubbleDescriber()
    XCTAssertEqual(
      describer.describeRow(message("Hi"), in: group).title, "Alice, Bob, and 2 others")
    let three = Conversation(
      participants: ["me", "alice", "bob", "carol"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol"])
    XCTAssertEqual(describer.describeRow(message("Hi"), in: three).title, "Alice, Bob, and Carol")
    let notes = Conversation(participants: ["me"], viewer: "me", displayNames: ["me": "Me"])
    XCTAssertEqual(describer.describeRow(message("Hi"), in: notes).title, "Me")
    let french = BubbleDescriber(options: .init(locale: "fr"))
    XCTAssertEqual(french.describeRow(message("Salut"), in: three).title, "Alice, Bob et Carol")
  }

  func testRightToLeftLabelsIsolateNamesAndText() {
    let hebrew = BubbleDescriber(options: .init(locale: "he"))
    let row = hebrew.describeRow(message("Hi", from: "alice"), in: group, title: "Team", now: now)
    XCTAssertTrue(row.accessibilityLabel.hasPrefix("\u{2068}Team\u{2069}"), row.accessibilityLabel)
    XCTAssertTrue(row.preview.contains("\u{2068}Alice\u{2069}"), row.preview)
  }

  /// In every language the row's time is the bubble's clock today and the thread's day
  /// heading before it, which CI compares with CLDR: one rule, checked once.
  func testEveryLanguagesTimesAreTheClockAndTheDayHeadings() {
    for language in Language.allCases {
      let options = BubbleDescription.Options(locale: language.code)
      let describer = BubbleDescriber(options: options)
      for hoursAgo: Double in [1, 20, 60, 96, 720, 9_600] {
        let latest = message("Hi", hoursAgo: hoursAgo)
        let row = describer.describeRow(latest, in: direct, now: now)
        let thread = ThreadArranger(options: options, thread: .init(now: now))
          .describe([latest], in: direct)
        guard case .daySeparator(let heading) = thread.items.first,
          case .bubble(let bubble) = thread.items.last
        else { return XCTFail("no heading or bubble in \(language.code)") }
        let expected = heading.date == "2025-10-21" ? bubble.timestamp : heading.title
        XCTAssertEqual(row.time, expected, "\(language.code), \(hoursAgo) hours ago")
      }
    }
  }
}
