import Foundation
import MessageStatusComposer
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Every phrase of the catalogue appears in some output.
///
/// Translators are never asked for words no user sees: each key's words are marked (`⟦12⟧`
/// before them), and the gallery's samples with every other kind of message in every
/// style, a thread with every kind of day heading and its arrival announcements, a
/// conversation list and the composer in every state are rendered as text, HTML and JSON.
/// Each key's mark must be found in some language (a language leaves out keys it has no use
/// for: English has no `few`); a plural phrase counts by any of its forms, and the weekday
/// and month tables by any of their names.
final class EveryPhraseShownTests: XCTestCase {
  /// The name a key is counted under: a plural phrase's or a day table's key without its
  /// last part.
  private static func group(_ key: String) -> String {
    let parts = key.split(separator: ".")
    let categories: Set<Substring> = ["zero", "one", "two", "few", "many", "other", "none"]
    if let last = parts.last,
      categories.contains(last) || key.hasPrefix("thread.days.weekdays.")
        || key.hasPrefix("thread.days.months.")
    {
      return parts.dropLast().joined(separator: ".")
    }
    return key
  }

  private let start = Date(timeIntervalSince1970: 1_761_043_320)  // 2025-10-21T10:42:00Z
  private let utc = TimeZone(secondsFromGMT: 0) ?? .current
  private let everyone: Set<UserID> = ["alice", "bob", "carol", "dave", "erin"]

  /// Every kind of message the describer has words for, beside the gallery's samples: each
  /// state arriving after "sending", a permanent failure, failures for some recipients by
  /// name and by count, edits in every stage, every attachment, an empty message, an
  /// afternoon message.
  private var samples: [Gallery.Sample] {
    var all = Gallery.samples.flatMap(\.samples)
    func add(_ message: Message, previous: DeliveryState? = .sending) {
      var before = message
      before.state = previous ?? .sending
      all.append(
        Gallery.Sample(
          message: message, conversation: Gallery.group,
          previous: previous == nil ? nil : before))
    }
    func message(
      _ id: String, from sender: UserID = "me", _ state: DeliveryState, text: String = "Hi",
      attachment: AttachmentKind? = nil, at date: Date? = nil
    ) -> Message {
      Message(
        id: MessageID(id), sender: sender, text: text, attachment: attachment,
        createdAt: date ?? start, state: state,
        deliveredTo: [.delivered, .read].contains(state) ? everyone : [],
        readBy: state == .read ? ["alice", "bob"] : [])
    }
    for state in DeliveryState.allCases {
      add(message("s-\(state)", state))
    }
    var permanent = message("permanent", .failed)
    permanent.failure = .permanent
    add(permanent)
    for (id, failed) in [("one-failed", ["carol"]), ("three-failed", ["carol", "dave", "erin"])] {
      var some = message(id, .delivered)
      for recipient in failed { some.record(.failed, for: UserID(recipient)) }
      add(some)
    }
    for sync in [nil] + EditSync.allCases {
      var edited = message("edit-\(String(describing: sync))", .read)
      edited.isEdited = true
      edited.editSync = sync
      add(edited, previous: nil)
    }
    for kind in AttachmentKind.allCases {
      add(message("in-\(kind)", from: "alice", .read, text: "", attachment: kind), previous: nil)
    }
    add(message("empty", from: "bob", .read, text: " "), previous: nil)
    add(message("afternoon", .read, at: start.addingTimeInterval(5 * 3_600)), previous: nil)
    return all
  }

  /// Everything the outputs show in `language`, with every phrase marked; HTML and text in
  /// one style only (their words are the description's), JSON in every style, with readers
  /// counted and named.
  private func outputs(_ language: Language, marks: [String: String]) -> String {
    let base = language.phrasebook
    let marked = base.overriding { key, _ in
      base.phrase(forKey: key).flatMap { words in marks[key].map { $0 + words } }
    }
    var all = ""
    let styles = StatusStyle.allCases.flatMap { style in [(style, 0), (style, 3)] }
    for (index, (style, named)) in styles.enumerated() {
      let options = BubbleDescription.Options(
        style: style, locale: language.code, timeZone: utc, namedReaders: named,
        messageInfo: true)
      let describer = BubbleDescriber(options: options, phrasebook: marked)
      let bubbles = samples.map {
        describer.describe($0.message, in: $0.conversation, previous: $0.previous)
      }
      var messages: [Message] = []
      for (index, days) in [0.0, 1, 3, 30, 400].enumerated() {
        messages.append(
          Message(
            id: MessageID("m\(index)"), sender: index.isMultiple(of: 2) ? "alice" : "me",
            text: "Hi", createdAt: start.addingTimeInterval(-days * 86_400), state: .read,
            readBy: ["alice"]))
      }
      let arranger = ThreadArranger(describer: describer, thread: .init(now: start))
      let thread = arranger.describe(messages, in: Gallery.group)
      // Five arriving at once are announced as one ("5 new messages").
      all += arranger.arrivalAnnouncements(
        for: ["alice", "bob", "carol", "dave", "erin"].map {
          Message(id: MessageID($0), sender: UserID($0), text: "Hi", createdAt: start, state: .read)
        }, in: Gallery.group
      ).joined()
      let rows = samples.map {
        describer.describeRow($0.message, in: $0.conversation, now: start)
      }
      let renderers: [any BubbleRenderer] =
        index == 0
        ? [
          JSONRenderer(), TextRenderer(),
          HTMLRenderer(palette: Self.failing),
        ] : [JSONRenderer()]
      for renderer in renderers {
        all += renderer.render(bubbles)
        all += renderer.render(thread: thread)
        all += renderer.render(rows: rows)
      }
    }
    let composer = Composer(limit: 10, phrasebook: marked)
    let drafts = [
      composer.describe(""), composer.describe(" ", interaction: .sendAttempted),
      composer.describe("Hello"), composer.describe("Hello worl"),
      composer.describe("Hello world, again"),
      composer.describe(bytes: [0x48, 0xFF], interaction: .edited),
    ]
    for format in OutputFormat.allCases {
      format.render(composers: drafts, into: &all)
    }
    return all
  }

  /// A brand palette whose white on mint fails, so the page says so.
  private static let failing: Palette = {
    var palette = Palette.standard
    palette.light.outgoingBubble = SRGBColor(hex: 0x3EB489)
    palette.light.outgoingText = SRGBColor(hex: 0xFFFFFF)
    return palette
  }()

  /// Keys whose words are not shown as they are but change other words: French's elision
  /// ("de" before a vowel becomes "d’"), which `ElisionTests` checks.
  private static let unmarked: Set<String> = ["elision.word", "elision.elided"]

  /// The numbers of the marks (`⟦12⟧`) in `text`, found in one pass.
  private static func marksFound(in text: String) -> Set<Int> {
    var found = Set<Int>()
    var number: Int?
    for scalar in text.unicodeScalars {
      switch scalar {
      case "⟦": number = 0
      case "0"..."9" where number != nil:
        number = (number ?? 0) * 10 + Int(scalar.value - 48)
      case "⟧":
        if let number { found.insert(number) }
        number = nil
      default: number = nil
      }
    }
    return found
  }

  func testEveryPhraseOfTheCatalogueAppearsInSomeOutput() {
    let keys = Phrasebook.keys.filter { !Self.unmarked.contains($0) }
    let marks = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, "⟦\($0)⟧") })
    var unseen = Set(keys.map(Self.group))
    // English says nearly every phrase; another language is rendered only for the keys
    // English leaves out (Korean's "외", a plural form English has no use for).
    for language in Language.allCases where !unseen.isEmpty {
      let own = keys.filter { language.phrasebook.phrase(forKey: $0) != nil }
      guard language == .english || own.contains(where: { unseen.contains(Self.group($0)) })
      else { continue }
      for index in Self.marksFound(in: outputs(language, marks: marks)) {
        unseen.remove(Self.group(keys[index]))
      }
    }
    XCTAssertEqual(unseen.sorted(), [], "phrases no output shows")
  }
}
