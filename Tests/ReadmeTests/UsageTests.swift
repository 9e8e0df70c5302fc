import Foundation
import MessageStatusKit
import XCTest

/// The README's usage example (`UsageExample.swift`, a plain function), and the values it shows,
/// checked against the README's own table.
final class UsageTests: XCTestCase {
  func testUsageExampleAndItsTable() throws {
    showReadReceipts()
    let example = try XCTUnwrap(UsageExample.shown, "the example did not run")
    let (bubble, status) = (example.bubble, example.status)
    let badge = try XCTUnwrap(example.badge, "the example's bubble has no badge")
    let badgeFill = try XCTUnwrap(example.badgeFill)
    XCTAssertEqual(status?.state, .read, "the receipts prove more than .delivered")
    let rows: [(String, String)] = [
      ("bubble.accessibility.label", "\"\(bubble.accessibility.label)\""),
      ("bubble.timestamp", "\"\(bubble.timestamp)\""),
      ("bubble.instant", "\"\(bubble.instant ?? "nil")\""),
      ("status?.state", ".\(status?.state.rawValue ?? "nil")"),
      ("badge.displayText", "\"\(badge.displayText)\""),
      ("status?.accessibilityLabel", "\"\(status?.accessibilityLabel ?? "nil")\""),
      ("badgeFill.hexString", "\"\(badgeFill.hexString)\""),
      ("bubble.background", ".\(bubble.background.rawValue)"),
    ]
    let table = try ReadmeFile.block(marked: "test Tests/ReadmeTests/UsageTests.swift#table")
    let readmeRows = table.split(separator: "\n")
    XCTAssertEqual(readmeRows.count, rows.count)
    for (line, (expression, value)) in zip(readmeRows, rows) {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      XCTAssertEqual(words.first, expression)
      XCTAssertTrue(
        words.last?.trimmingCharacters(in: .whitespaces).hasPrefix(value) ?? false,
        "README says \(line), the code gives \(value)")
    }
  }
}

/// The README's table of one label in five languages, checked against the library.
final class LanguagesTableTests: XCTestCase {
  func testEachLineIsWhatTheLibrarySays() throws {
    // The usage example's chat and message, in each language.
    let chat = Conversation(
      participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob"])
    func bubble(_ locale: String, readers: Set<UserID>) -> BubbleDescription {
      let message = Message(
        id: "m1", sender: "me", text: "Hello world",
        createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .delivered,
        readBy: readers)
      return BubbleDescriber(options: .init(style: .receiptBadge, locale: locale)).describe(
        message, in: chat)
    }
    let table = try ReadmeFile.block(marked: "test Tests/ReadmeTests/UsageTests.swift#languages")
    let lines = table.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.map { String($0.prefix(2)) }, ["en", "de", "ru", "ja", "ar"])
    for line in lines {
      let locale = String(line.prefix(2))
      let three = bubble(locale, readers: ["alice", "bob", "carol"])
      XCTAssertTrue(
        line.contains(three.accessibilityLabel), "\(line) | \(three.accessibilityLabel)")
      XCTAssertTrue(line.hasSuffix(three.timestamp), "\(line) | \(three.timestamp)")
      if locale == "ru" {
        let one = bubble(locale, readers: ["alice"]).accessibilityLabel
        let oneReader = try XCTUnwrap(one.split(separator: ",").last).trimmingCharacters(
          in: .whitespaces)
        XCTAssertTrue(line.contains("(1: \(oneReader))"), "\(line) | \(oneReader)")
      }
    }
  }
}

/// The README's table of day headings, checked against the library.
final class DayHeadingsTableTests: XCTestCase {
  func testEachRowIsWhatTheLibraryWrites() throws {
    let now = Date(timeIntervalSince1970: 1_761_048_000)  // 2025-10-21T12:00:00Z, a Tuesday
    let table = try ReadmeFile.block(
      marked: "test Tests/ReadmeTests/UsageTests.swift#dayHeadings")
    let rows = table.split(separator: "\n").dropFirst().map {
      $0.components(separatedBy: "  ").filter { !$0.isEmpty }.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    XCTAssertEqual(rows.map { $0.first ?? "" }, ["en-US", "en-GB", "de", "ja"])
    for row in rows {
      let locale = row[0]
      let messages = [0.0, 1, 4, 164, 365].enumerated().map { index, days in
        Message(
          id: MessageID("m\(index)"), sender: "alice", text: "Hi",
          createdAt: now.addingTimeInterval(-days * 86_400), state: .read)
      }
      let thread = ThreadArranger(
        describer: BubbleDescriber(options: .init(locale: locale)), thread: .init(now: now)
      ).describe(messages, in: Conversation(participants: ["me", "alice"], viewer: "me"))
      let titles = thread.items.compactMap { item -> String? in
        if case .daySeparator(let separator) = item { return separator.title }
        return nil
      }
      XCTAssertEqual(Array(row.dropFirst()), titles.reversed(), locale)
    }
  }
}
