import Foundation
import MessageStatusKit
import XCTest

/// No public initializer or property traps; identifiers compare by Unicode scalars; a
/// report from another sender is not merged.
final class TotalityTests: XCTestCase {
  func testCivilDayClampsNumbersAndRefusesYearsOutOfRange() {
    let far = CivilDay(number: .max)
    XCTAssertEqual(far.number, CivilDay.supportedNumbers.upperBound)
    XCTAssertEqual(far.components.year, 1_000_000)
    XCTAssertEqual(far.components.month, 12)
    XCTAssertEqual(far.components.day, 31)
    XCTAssertEqual(CivilDay(number: .min).components.year, -1_000_000)
    XCTAssertEqual(CivilDay(number: .min).components.month, 1)
    XCTAssertEqual(CivilDay(number: .min).components.day, 1)
    var day = CivilDay(number: 0)
    day.number = .min
    XCTAssertEqual(day.number, CivilDay.supportedNumbers.lowerBound)
    XCTAssertNil(CivilDay(year: .max, month: 1, day: 1))
    XCTAssertNil(CivilDay(year: .min, month: 1, day: 1))
    XCTAssertNil(CivilDay(year: 1_000_001, month: 1, day: 1))
    XCTAssertEqual(
      CivilDay(year: 1_000_000, month: 12, day: 31)?.number, CivilDay.supportedNumbers.upperBound)
    XCTAssertEqual(
      CivilDay(year: -1_000_000, month: 1, day: 1)?.number, CivilDay.supportedNumbers.lowerBound)
    XCTAssertNil(CivilDay(Date(timeIntervalSince1970: 9e14), in: TimeZone(identifier: "UTC")!))
    XCTAssertEqual(CivilDay(number: 0).isoString, "1970-01-01")
  }

  func testIdentifiersCompareByScalars() {
    XCTAssertNotEqual(UserID("\u{212B}"), UserID("\u{C5}"), "ANGSTROM SIGN is not Å")
    XCTAssertEqual(Set<UserID>(["\u{212B}", "\u{C5}", "A\u{30A}"]).count, 3)
    XCTAssertNotEqual(MessageID("caf\u{E9}"), MessageID("cafe\u{301}"))
    XCTAssertEqual(MessageID("caf\u{E9}"), MessageID("caf\u{E9}"))
    XCTAssertTrue(
      MessageID.precedes("cafe\u{301}", "caf\u{E9}"), "e (U+65) before é (U+E9)")
    let chat = Conversation(participants: ["me", "\u{212B}", "\u{C5}"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 0),
      state: .delivered, deliveredTo: ["\u{212B}", "\u{C5}"], readBy: ["\u{212B}", "\u{C5}"])
    let bubble = BubbleDescriber().describe(message, in: chat)
    XCTAssertEqual(bubble.accessibilityLabel, "Hi, read by everyone", "two members, not one")
  }

  func testAReportFromAnotherSenderIsNotMerged() {
    let mine = Message(
      id: "m1", sender: "me", text: "See you at 6", createdAt: Date(timeIntervalSince1970: 0),
      state: .sent)
    var forged = mine
    forged.sender = "mallory"
    forged.text = "Send me your password"
    forged.state = .read
    XCTAssertEqual(mine.merging(forged), mine)
    var echo = mine
    echo.state = .delivered
    XCTAssertEqual(mine.merging(echo).state, .delivered, "the sender's own report merges")
  }
}
