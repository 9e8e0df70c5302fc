import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Laws checked on thousands of seeded random cases per run.
///
/// The seed is printed in every failure; rerun one with `PROPERTY_SEED=<seed> swift test --filter
/// PropertyTests`.
final class PropertyTests: XCTestCase {
  private static let cases = 2_000
  private var baseSeed: UInt64 {
    ProcessInfo.processInfo.environment["PROPERTY_SEED"].flatMap { UInt64($0) } ?? 20_251_122
  }

  /// Runs `body` for `cases` seeds derived from the base seed.
  private func forAll(_ name: String, _ body: (inout SplitMix64, String) -> Void) {
    for index in 0..<Self.cases {
      let seed = baseSeed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
      var random = SplitMix64(seed: seed)
      body(&random, "\(name) seed \(seed)")
    }
  }

  func testMergeLaws() {
    forAll("merge") { random, seed in
      let start = random.element(of: DeliveryState.allCases)
      let updates = (0..<random.int(in: 0...6)).map { _ in
        random.element(of: DeliveryState.allCases)
      }
      let merged = start.merging(updates)
      XCTAssertEqual(merged.merging(merged), merged, seed)
      XCTAssertGreaterThanOrEqual(merged.progress, start.progress, seed)
      let progress = updates.filter { $0.progress > 0 }
      XCTAssertEqual(start.merging(progress), start.merging(random.shuffled(progress)), seed)
    }
  }

  func testMessageMergeUnionsReceipts() {
    forAll("message merge") { random, seed in
      let chat = random.conversation()
      let a = random.message(in: chat, id: "m")
      var b = random.message(in: chat, id: "m")
      // A report from another sender is not merged at all.
      if b.sender != a.sender { XCTAssertEqual(a.merging(b), a, seed) }
      b.sender = a.sender
      let merged = a.merging(b)
      XCTAssertEqual(merged.readBy, a.readBy.union(b.readBy), seed)
      XCTAssertEqual(merged.deliveredTo, a.deliveredTo.union(b.deliveredTo), seed)
      XCTAssertEqual(merged.state, a.state.merging(b.state), seed)
    }
  }

  func testDescriptionInvariants() {
    forAll("description") { random, seed in
      let chat = random.conversation()
      let message = random.message(in: chat, id: "m")
      let options = random.options()
      let bubble = BubbleDescriber(options: options).describe(message, in: chat)
      let phrases = Phrasebook.resolve(locale: options.locale)
      let label = bubble.accessibilityLabel
      XCTAssertFalse(label.isEmpty, seed)
      if BubbleDescription.showsText(message.text) {
        // Verbatim but for isolates and overrides: the library wraps each paragraph of
        // the text in an isolate, closes the text's own, drops a PDI that would close the
        // library's, and removes every embedding and override.
        func withoutIsolates(_ s: String) -> String {
          String(
            String.UnicodeScalarView(
              s.unicodeScalars.filter {
                !(0x2066...0x2069).contains($0.value) && !(0x202A...0x202E).contains($0.value)
                  && ![0x200E, 0x200F, 0x061C].contains($0.value)
              }))
        }
        // Scalar by scalar: with the isolates gone, a leading combining mark would join the
        // label's preceding character in a grapheme comparison.
        let text = withoutIsolates(message.text)
        let shown = withoutIsolates(label).range(of: text, options: .literal)
        XCTAssertTrue(text.isEmpty || shown != nil, seed)
      } else if let kind = message.attachment {
        XCTAssertTrue(label.contains(phrases.attachments[kind]), seed)
      } else {
        XCTAssertTrue(label.contains(phrases.emptyMessage), seed)
      }
      XCTAssertFalse(label.hasPrefix(phrases.separator), seed)
      switch bubble.role {
      case .incoming:
        XCTAssertNil(bubble.status, seed)
        // Nothing follows the content: the sender already says who wrote it.
        XCTAssertEqual(label, bubble.accessibility.contentLabel, seed)
        XCTAssertEqual(bubble.accessibility.stateDescription, "", seed)
      case .outgoing:
        guard let status = bubble.status else { return XCTFail(seed) }
        // The state's phrase ends the label, or starts its last part when some of a group
        // have read a message the policy does not yet call read ("delivered, read by 2 of 5").
        let statePhrase = phrases.labelStatus[status.state]
        XCTAssertTrue(
          label.hasSuffix(statePhrase) || status.state == .read
            || (!bubble.readers.isEmpty
              && bubble.accessibility.stateDescription.hasPrefix(statePhrase + phrases.separator)),
          seed)
        if case .badge(let badge) = status.content {
          let recipients = chat.participants.subtracting([message.sender]).count
          XCTAssertTrue((1...max(recipients, 1)).contains(badge.count), "\(seed): \(badge.count)")
        }
      }
    }
  }

  func testRenderersRoundTripAndWriteWellFormedHTML() throws {
    var failures = 0
    forAll("renderers") { random, seed in
      let chat = random.conversation()
      let describer = BubbleDescriber(options: random.options())
      let bubbles = (0..<random.int(in: 1...4)).map { index in
        describer.describe(random.message(in: chat, id: "m\(index)"), in: chat)
      }
      let json = JSONRenderer().render(bubbles)
      guard
        let document = try? JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
      else {
        failures += 1
        return XCTFail("\(seed): JSON does not decode")
      }
      XCTAssertEqual(document.bubbles, bubbles, seed)
      XCTAssertEqual(HTMLWellFormedness.problems(in: HTMLRenderer().render(bubbles)), [], seed)
    }
    XCTAssertEqual(failures, 0)
  }
}

/// Whether every non-void element the tokenizer sees is closed in order.
enum HTMLWellFormedness {
  static let void: Set<String> = ["meta", "path", "circle", "use"]

  static func problems(in html: String) -> [String] {
    var stack: [String] = []
    var problems: [String] = []
    for token in HTMLTokenizer.tokens(html) {
      guard case .tag(let tag) = token, !void.contains(tag.name) else { continue }
      if tag.isEnd {
        if stack.last == tag.name {
          stack.removeLast()
        } else {
          problems.append("</\(tag.name)> closes \(stack.last ?? "nothing")")
        }
      } else {
        stack.append(tag.name)
      }
    }
    return problems + stack.map { "<\($0)> never closed" }
  }
}

/// A small, fast, seedable generator (SplitMix64), so failures reproduce from the seed.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func bool() -> Bool { next() & 1 == 0 }

  mutating func element<T>(of values: [T]) -> T { values[int(in: 0...(values.count - 1))] }

  mutating func shuffled<T>(_ values: [T]) -> [T] {
    var copy = values
    for index in copy.indices.reversed() where index > 0 {
      copy.swapAt(index, int(in: 0...index))
    }
    return copy
  }

  private static let pieces = [
    "Hello", "world", " ", "👍🏽", "👩‍👩‍👧", "שלום", "مرحبا", "\u{202E}", "\u{2067}", "<b>", "&amp;",
    "\"", "'", "\u{0}", "\u{1B}", "\r\n", "\t", "e\u{301}", "\u{200B}", "99+", "{count}",
    "\u{FFFF}",
  ]

  mutating func text() -> String {
    (0..<int(in: 0...6)).map { _ in element(of: Self.pieces) }.joined()
  }

  mutating func conversation() -> Conversation {
    let others = (0..<int(in: 0...7)).map { UserID("u\($0)") }
    var names: [UserID: String] = [:]
    for user in others where bool() { names[user] = text() }
    return Conversation(
      participants: (bool() ? ["me"] : []) + others, viewer: "me", displayNames: names,
      kind: int(in: 0...3) == 0 ? .group : nil)
  }

  mutating func message(in chat: Conversation, id: String) -> Message {
    let everyone = Array(chat.participants) + ["outsider", "me"]
    func subset() -> Set<UserID> { Set(everyone.filter { _ in int(in: 0...2) == 0 }) }
    let sender: UserID = bool() ? "me" : element(of: Array(chat.participants) + ["stranger"])
    let seconds = Double(int(in: -2_000_000_000...2_000_000_000))
    return Message(
      id: MessageID(id), sender: sender, text: text(),
      attachment: int(in: 0...4) == 0 ? element(of: AttachmentKind.allCases) : nil,
      createdAt: Date(timeIntervalSince1970: seconds),
      serverTimestamp: bool() ? Date(timeIntervalSince1970: seconds + 1) : nil,
      sequenceNumber: bool() ? Int64(int(in: 0...1000)) : nil,
      state: element(of: DeliveryState.allCases), deliveredTo: subset(), readBy: subset(),
      readAt: bool() ? Date(timeIntervalSince1970: seconds + 60) : nil)
  }

  mutating func options() -> BubbleDescription.Options {
    BubbleDescription.Options(
      style: element(of: StatusStyle.allCases),
      groupPolicy: bool() ? element(of: GroupPolicy.allCases) : nil,
      appearance: element(of: Appearance.allCases), increasedContrast: bool(),
      differentiateWithoutColor: bool(), reduceMotion: bool(),
      readReceipts: element(of: ReadReceiptVisibility.allCases),
      failedBubbleTint: element(of: FailedBubbleTint.allCases),
      locale: element(of: ["en", "es", "fr", "de", "pt-BR", "ja", "ru", "ar", "ar-MA", "zz", ""]),
      timeZone: element(of: [TimeZone.gmt, TimeZone(identifier: "Asia/Tokyo") ?? .gmt]))
  }
}
