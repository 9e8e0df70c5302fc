import Foundation
import MessageStatusKit
import XCTest

/// An app's own phrasebook reaches every word: made with the public API alone, a
/// language code, a plural rule and words by key (here a pseudo-language that brackets each
/// English phrase, as translators' test builds do), passed to a describer, a thread
/// arranger through it, and a composer.
final class OwnPhrasebookTests: XCTestCase {
  /// The pseudo-language's words that are not English's bracketed.
  private static let own: [String: String] = {
    var words = [
      "separator": " ⁞ ", "clock.am": "⟦am⟧", "clock.pm": "⟦pm⟧",
      "labelSenderPrefixed": "⟦{name}⟧ {text}", "announceNewMessage": "⟦New message⟧ {text}",
      "announceNewMessageFrom": "⟦New message from {name}⟧ {text}",
      "thread.days.thisYear": "{weekday} {day2}·{month}",
      "thread.days.otherYear": "{year}·{month}·{day}",
    ]
    let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    for (day, short) in zip(days, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) {
      words["thread.days.weekdays.\(day)"] = "⟦\(short)⟧"
    }
    let months = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december",
    ]
    for (index, month) in months.enumerated() {
      words["thread.days.months.\(month)"] = "⟦M\(index + 1)⟧"
    }
    return words
  }()

  static let pseudo = Phrasebook(language: "en-XA", pluralRule: "one: i = 1 and v = 0") { key in
    own[key] ?? Phrasebook.english.phrase(forKey: key).map { "⟦\($0)⟧" }
  }

  func testThePseudoLanguageIsAnAppsOwn() {
    XCTAssertEqual(Self.pseudo.language, "en-XA")
    XCTAssertEqual(Self.pseudo.phrase(forKey: "retryAction"), "⟦Retry⟧")
    XCTAssertEqual(Self.pseudo.phrase(forKey: "thread.days.weekdays.sunday"), "⟦Sun⟧")
    // Keys English leaves out stay out.
    XCTAssertNil(Self.pseudo.phrase(forKey: "attachmentAgreement.labelReceived"))
  }

  private let start = Date(timeIntervalSince1970: 1_761_043_320)  // 2025-10-21T10:42:00Z
  private let group = Conversation(
    participants: ["me", "alice", "bob", "carol"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob"])

  /// Every message kind the describer has words for: each state, a permanent failure, read
  /// by some and by all, incoming with and without an attachment, an empty message.
  private var messages: [Message] {
    var all = DeliveryState.allCases.map { state in
      Message(
        id: MessageID("out-\(state)"), sender: "me", text: "Hello", createdAt: start,
        state: state, deliveredTo: state == .delivered ? ["alice", "bob", "carol"] : [],
        readBy: state == .read ? ["alice", "bob"] : [], readAt: state == .read ? start : nil)
    }
    all.append(
      Message(
        id: "permanent", sender: "me", text: "Too big", createdAt: start, state: .failed,
        failure: .permanent))
    all.append(
      Message(
        id: "all-read", sender: "me", text: "Hi", createdAt: start, state: .read,
        readBy: ["alice", "bob", "carol"]))
    for kind in AttachmentKind.allCases {
      all.append(
        Message(
          id: MessageID("in-\(kind)"), sender: "alice", text: "", attachment: kind,
          createdAt: start.addingTimeInterval(-86_400), state: .read))
    }
    all.append(Message(id: "empty", sender: "bob", text: " ", createdAt: start, state: .read))
    return all
  }

  /// The library's own words in a description (no user text): each must be the
  /// phrasebook's, bracketed, where the English description has words.
  private func libraryWords(_ bubble: BubbleDescription) -> [String] {
    var words = [bubble.timestamp, bubble.accessibility.stateDescription]
    words += [bubble.accessibility.hint, bubble.attachment?.label].compactMap { $0 }
    words += bubble.actions.map(\.label)
    words += [bubble.transition.announcement?.text].compactMap { $0 }
    if let status = bubble.status {
      words.append(status.accessibilityLabel)
      if case .text(let text, _) = status.content { words.append(text) }
    }
    if bubble.text.trimmingCharacters(in: .whitespaces).isEmpty, bubble.attachment == nil {
      words.append(bubble.accessibility.contentLabel)
    }
    return words
  }

  func testEveryWordOfEveryDescriptionIsThePhrasebooks() {
    var checked = 0
    for style in StatusStyle.allCases {
      let options = BubbleDescription.Options(
        style: style, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
      let english = BubbleDescriber(options: options)
      let own = BubbleDescriber(options: options, phrasebook: Self.pseudo)
      for message in messages {
        var sending = message
        sending.state = .sending
        for previous in [nil, sending] {
          let described = own.describe(message, in: group, previous: previous)
          XCTAssertEqual(described.language, "en-XA")
          let words = libraryWords(described)
          XCTAssertEqual(
            words.count,
            libraryWords(english.describe(message, in: group, previous: previous)).count)
          for word in words where word.contains(where: \.isLetter) {
            XCTAssertTrue(word.contains("⟦"), "\(style) \(message.id): \(word)")
            checked += 1
          }
          // The separator joins the content and the state, which only outgoing bubbles have.
          XCTAssertEqual(
            described.accessibilityLabel.contains(" ⁞ "), described.role == .outgoing,
            described.accessibilityLabel)
        }
      }
    }
    XCTAssertGreaterThan(checked, 300)
  }

  func testDayHeadingsSpeakIt() {
    let describer = BubbleDescriber(
      options: .init(timeZone: TimeZone(secondsFromGMT: 0) ?? .current), phrasebook: Self.pseudo)
    var messages = messages
    for (id, days) in [("weekday", 3.0), ("this-year", 30), ("other-year", 400)] {
      messages.append(
        Message(
          id: MessageID(id), sender: "alice", text: "Hi",
          createdAt: start.addingTimeInterval(-days * 86_400), state: .read))
    }
    let thread = ThreadArranger(describer: describer, thread: .init(now: start)).describe(
      messages, in: group)
    let titles = thread.items.compactMap { item -> String? in
      if case .daySeparator(let separator) = item { return separator.title }
      return nil
    }
    // 2025-10-21 is a Tuesday: 3 days earlier a Saturday, 30 days earlier 21 September,
    // 400 days earlier 16 September 2024.
    XCTAssertEqual(
      titles, ["2024·⟦M9⟧·16", "⟦Sun⟧ 21·⟦M9⟧", "⟦Sat⟧", "⟦Yesterday⟧", "⟦Today⟧"])
  }
}
