import Foundation
import MessageStatusKit
import XCTest

/// An app's own phrasebook reaches every word: built from the public phrase types alone
/// (here a pseudo-language that brackets each English phrase, as translators' test builds
/// do), passed to a describer, a thread arranger through it, and a composer.
final class OwnPhrasebookTests: XCTestCase {
  static let pseudo = Phrasebook(
    language: "en-XA",
    pluralRule: Language.english.pluralRule,
    separator: " ⁞ ",
    clock: .twelveHour(am: "⟦am⟧", pm: "⟦pm⟧"),
    labelStatus: PerState(
      sending: "⟦sending⟧", sent: "⟦sent⟧", delivered: "⟦delivered⟧", read: "⟦read⟧",
      failed: "⟦failed to send, tap to retry⟧"),
    labelReadBy: PluralPhrase(other: "⟦read by {count} of {total}⟧"),
    labelReceived: "⟦received⟧",
    labelSenderPrefixed: "⟦{name}⟧ {text}",
    emptyMessage: "⟦Empty message⟧",
    iconLabel: PerState(
      sending: "⟦Sending⟧", sent: "⟦Sent⟧", delivered: "⟦Delivered⟧", read: "⟦Read⟧",
      failed: "⟦Failed to send. Tap to retry.⟧"),
    iconReadBy: PluralPhrase(other: "⟦Read by {count} of {total}⟧"),
    statusText: PerState(
      sending: "⟦Sending…⟧", sent: "⟦Sent⟧", delivered: "⟦Delivered⟧", read: "⟦Read⟧",
      failed: "⟦Failed to send⟧"),
    statusTextReadAt: "⟦Read {time}⟧",
    badgeOverflow: "⟦99+⟧",
    retryAction: "⟦Retry⟧",
    deleteAction: "⟦Delete⟧",
    failedHint: "⟦Retry or delete this message.⟧",
    labelFailedPermanently: "⟦failed to send⟧",
    iconFailedPermanently: "⟦Failed to send.⟧",
    permanentFailureHint: "⟦This message cannot be sent. You can delete it.⟧",
    announceFailed: "⟦Message failed to send⟧",
    announceNewMessage: "⟦New message⟧ {text}",
    announceNewMessageFrom: "⟦New message from {name}⟧ {text}",
    attachments: AttachmentNames(
      photo: "⟦Photo⟧", video: "⟦Video⟧", file: "⟦File⟧", voice: "⟦Voice message⟧",
      location: "⟦Location⟧", sticker: "⟦Sticker⟧", contact: "⟦Contact⟧"),
    composer: ComposerPhrases(
      charactersRemaining: PluralPhrase(other: "⟦{count} characters remaining⟧"),
      charactersOver: PluralPhrase(other: "⟦{count} characters over the limit⟧"),
      counterLabel: "⟦Character count⟧", send: "⟦Send⟧",
      fieldLabel: "⟦Message⟧", fieldHint: "⟦Type a message to send.⟧",
      emptyError: "⟦Message cannot be empty⟧",
      tooLongError: PluralPhrase(other: "⟦Message is too long by {count} characters⟧"),
      invalidEncodingError: "⟦Message contains text that cannot be read⟧",
      sendDisabledEmpty: "⟦Type a message first⟧",
      sendDisabledTooLong: PluralPhrase(other: "⟦Remove {count} characters to send⟧")),
    thread: ThreadPhrases(
      today: "⟦Today⟧", yesterday: "⟦Yesterday⟧",
      days: DayHeadings(
        weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map { "⟦\($0)⟧" },
        months: (1...12).map { "⟦M\($0)⟧" },
        thisYear: "{weekday} {day2}·{month}", otherYear: "{year}·{month}·{day}"),
      newMessages: PluralPhrase(other: "⟦{count} new messages⟧")))

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
          XCTAssertTrue(described.accessibilityLabel.contains(" ⁞ "), described.accessibilityLabel)
        }
      }
    }
    XCTAssertGreaterThan(checked, 300)
  }

  func testDayHeadingsAndTheComposerSpeakIt() {
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
    let composer = Composer(limit: 10, phrasebook: Self.pseudo)
    let description = composer.describe("")
    for word in [
      description.fieldLabel, description.sendButton.accessibilityLabel,
      description.sendButton.disabledReason ?? "",
    ] {
      XCTAssertTrue(word.contains("⟦"), word)
    }
  }
}
