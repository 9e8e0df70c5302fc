import MessageStatusKit
import XCTest

@testable import MessageStatusRendering

/// What a screen reader and a reader of another script meet on a page.
///
/// Each message heard once, as its label says it; actions that name their message;
/// day headings that are headings; an operable button bubble; names and text laid out in
/// their own direction; reviewer notes in the page's language; runs drawn close together.
/// Chromium's own tree is checked in CI by `.ci/a11y-check.py`.
final class HTMLOneStopTests: XCTestCase {
  /// The start tag of the first element whose `class` begins with `kind`.
  private func tags(_ html: String, kind: String) -> [HTMLTokenizer.Tag] {
    HTMLTokenizer.tokens(html).compactMap { token in
      guard case .tag(let tag) = token, !tag.isEnd,
        let classes = tag.attributes.first(where: { $0.name == "class" })?.value,
        classes.split(separator: " ").first.map(String.init) == kind
      else { return nil }
      return tag
    }
  }

  private func value(_ tag: HTMLTokenizer.Tag, _ name: String) -> String? {
    tag.attributes.first { $0.name == name }?.value
  }

  func testEachMessageIsHeardOnceAsItsLabelSaysIt() throws {
    // Failures (buttons, actions) and a group thread (senders, attachments).
    let thread = try XCTUnwrap(ThreadGoldenCase.all.first).thread
    let bubbles =
      GoldenCase.failures.bubbles
      + thread.items.compactMap { item -> BubbleDescription? in
        if case .bubble(let bubble) = item { bubble } else { nil }
      }
    let html = HTMLRenderer().render(bubbles)
    XCTAssertEqual(
      HTMLExpectation.labels(in: HTMLTokenizer.tokens(html)), bubbles.map(HTMLExpectation.spoken))
    // What the bubble draws, its sender and its status row are hidden: the label says them,
    // and the time follows it in the same stop.
    for kind in ["text", "attachment", "sender", "meta"] {
      let found = tags(html, kind: kind)
      XCTAssertFalse(found.isEmpty, kind)
      for tag in found { XCTAssertEqual(value(tag, "aria-hidden"), "true", kind) }
    }
    XCTAssertFalse(html.contains("role=\"img\""))
    XCTAssertFalse(html.contains("role=\"group\""))
    XCTAssertFalse(html.contains(" aria-label="), "no name competes with the label's text")
  }

  func testActionsAreDescribedByTheirMessage() {
    let bubbles = GoldenCase.failures.bubbles
    let tokens = HTMLTokenizer.tokens(HTMLRenderer().render(bubbles))
    var contents: [String: String] = [:]
    var described: [(action: String, content: String?)] = []
    for (index, token) in tokens.enumerated() {
      guard case .tag(let tag) = token, !tag.isEnd else { continue }
      if let id = value(tag, "id"), id.hasPrefix("msk-c"),
        case .text(let text)? = tokens.dropFirst(index + 1).first
      {
        contents[id] = text
      }
      if tag.name == "button", let action = value(tag, "data-action"),
        let id = value(tag, "aria-describedby")
      {
        described.append((action, contents[id]))
      }
    }
    let expected = bubbles.flatMap { bubble in
      bubble.actions.map { ($0.id.rawValue, bubble.accessibility.contentLabel) }
    }
    XCTAssertEqual(described.map(\.action), expected.map(\.0))
    XCTAssertEqual(described.map(\.content), expected.map(\.1))
  }

  func testABubbleIsNoSecondButtonForItsDefaultAction() {
    let bubbles = GoldenCase.failures.bubbles
    let html = HTMLRenderer().render(bubbles)
    let shapes = tags(html, kind: "bubble")
    XCTAssertEqual(shapes.count, bubbles.count)
    for (shape, bubble) in zip(shapes, bubbles) {
      // Its actions are the buttons after it, each reachable once: the bubble is no second
      // button for its default action, which a pointer still triggers.
      XCTAssertEqual(shape.name, "div", bubble.id.rawValue)
      XCTAssertEqual(value(shape, "data-action"), bubble.accessibility.defaultAction?.rawValue)
      if let action = bubble.accessibility.defaultAction {
        XCTAssertTrue(bubble.actions.contains { $0.id == action }, bubble.id.rawValue)
      }
    }
    XCTAssertFalse(html.contains("<button type=\"button\" class=\"bubble"))
    XCTAssertTrue(bubbles.contains { $0.accessibility.role == .button })
    // A page with something to activate dispatches `bubbleaction`, once.
    XCTAssertEqual(html.components(separatedBy: "\(HTMLRenderer.eventScript)").count, 2)
    XCTAssertTrue(html.contains("new CustomEvent(\"bubbleaction\""))
    let fragment = HTMLRenderer(options: .init(document: .fragment)).render(bubbles)
    XCTAssertFalse(fragment.contains("<script"), "a fragment's host wires its own events")
  }

  func testDayHeadingsAreHeadingsBetweenTheDaysLists() throws {
    let thread = try XCTUnwrap(ThreadGoldenCase.all.first).thread
    let html = HTMLRenderer().render(thread: thread)
    let separators = thread.items.compactMap { item -> DaySeparator? in
      if case .daySeparator(let separator) = item { separator } else { nil }
    }
    XCTAssertEqual(separators.count, 2)
    for separator in separators {
      XCTAssertTrue(
        html.contains(
          "<h2 class=\"day\"><time datetime=\"\(separator.date)\">\(separator.title)</time></h2>\n"
            + "<ol class=\"thread\">"), separator.title)
    }
    XCTAssertFalse(html.contains("<li class=\"day\""))
    XCTAssertEqual(html.components(separatedBy: "<ol class=\"thread\">").count - 1, 2)
  }

  func testNamesAndTextKeepTheirOwnDirectionInARightToLeftPage() throws {
    let thread = try XCTUnwrap(ThreadGoldenCase.all.first { $0.name.hasSuffix("-ar") }).thread
    let html = HTMLRenderer().render(thread: thread)
    XCTAssertTrue(html.contains("<html lang=\"ar\" dir=\"rtl\">"))
    // The paragraph keeps the page's direction (its inset on the start side); the name is
    // isolated inside it.
    XCTAssertTrue(html.contains("<p class=\"sender\" aria-hidden=\"true\"><bdi>Alice</bdi></p>"))
    XCTAssertFalse(html.contains("class=\"sender\" dir="))
    // The text is a block of its own direction, so English starts at the left.
    XCTAssertTrue(HTMLRenderer().stylesheet().contains(".attachment,.text{display:block}"))
    XCTAssertTrue(html.contains("<span class=\"text\" dir=\"auto\" aria-hidden=\"true\">"))
  }

  func testReviewerNotesSpeakThePageLanguage() {
    func note(_ locale: String) -> String {
      let describer = BubbleDescriber(options: .init(locale: locale))
      let bubble = describer.describe(
        GoldenCase.outgoing("n", "Hi", .read, readBy: ["alice"]), in: GoldenCase.direct,
        previous: GoldenCase.outgoing("n", "Hi", .delivered))
      let html = HTMLRenderer().render([bubble])
      guard let start = html.range(of: "<p class=\"transition\" role=\"note\">"),
        let end = html.range(of: "</p>", range: start.upperBound..<html.endIndex)
      else { return "" }
      return String(html[start.upperBound..<end.lowerBound])
    }
    XCTAssertTrue(note("en").hasPrefix("animation: \u{2066}"), note("en"))
    XCTAssertTrue(note("de").hasPrefix("Animation: \u{2066}"), note("de"))
    XCTAssertTrue(note("ar").hasPrefix("التحريك: \u{2066}"), note("ar"))
    XCTAssertTrue(note("fr").hasPrefix("animation\u{00A0}: "), note("fr"))
    XCTAssertFalse(note("ar").contains("animation"))
    // One run of text: a screen reader meets the note as one piece, not five.
    for locale in ["en", "ar"] { XCTAssertFalse(note(locale).contains("<"), note(locale)) }
  }

  /// An empty bubble (no attachment, no text but spaces) shows what its label speaks, in
  /// the bubble's language, instead of a blank pill.
  func testAnEmptyBubbleShowsWhatItSays() {
    for (locale, words) in [("en", "Empty message"), ("ar", "رسالة فارغة"), ("ja", "空のメッセージ")] {
      let describer = BubbleDescriber(options: .init(locale: locale))
      for text in ["", "  \n "] {
        let bubble = describer.describe(
          GoldenCase.outgoing("e", text, .sent), in: GoldenCase.direct)
        XCTAssertTrue(bubble.accessibilityLabel.hasPrefix(words), bubble.accessibilityLabel)
        let html = HTMLRenderer().render([bubble])
        XCTAssertTrue(
          html.contains("<span class=\"text empty\" aria-hidden=\"true\">\(words)</span>"),
          locale)
      }
    }
    // A message with text shows its text only.
    let plain = BubbleDescriber().describe(
      GoldenCase.outgoing("p", "Hi", .sent), in: GoldenCase.direct)
    XCTAssertFalse(HTMLRenderer().render([plain]).contains("class=\"text empty\""))
  }

  /// A run's rows draw together, with one time under the last bubble, only where a row
  /// shows no status and no actions.
  ///
  /// Each bubble still speaks its own time. A bubble that
  /// shows a status (every bubble, or one the thread's placement leaves its own, such as one
  /// still sending) keeps it on the page, as its label speaks it: no status is hidden by
  /// the stylesheet alone.
  func testARunReadsAsOne() {
    let css = HTMLRenderer().stylesheet()
    XCTAssertTrue(
      css.contains(
        ".row[data-run=\"first\"]:not(:has(.actions,.status)),"
          + ".row[data-run=\"middle\"]:not(:has(.actions,.status)){margin-bottom:-10px}"))
    XCTAssertTrue(
      css.contains(
        ".row[data-run=\"first\"]:not(:has(.actions,.status))>.meta,"
          + ".row[data-run=\"middle\"]:not(:has(.actions,.status))>.meta{display:none}"))
    // Every rule that hides a row's meta spares a row with a status.
    for rule in css.split(separator: "}") where rule.contains(">.meta{display:none") {
      XCTAssertTrue(rule.contains(":not(:has(.actions,.status))"), String(rule))
    }
  }

  /// A run of three whose middle bubble is still sending, on the page: its clock is drawn
  /// (it was hidden with its row's meta, while its label said "sending").
  func testASendingBubbleInARunShowsItsClock() throws {
    let messages = ["m1", "m2", "m3"].enumerated().map { index, id in
      GoldenCase.outgoing(id, "Hi \(id)", index == 1 ? .sending : .delivered)
    }
    let thread = ThreadArranger(
      options: .init(locale: "en", timeZone: .gmt),
      thread: .init(order: .localTime, statusPlacement: .lastInRun)
    ).describe(messages, in: GoldenCase.direct)
    let html = HTMLRenderer().render(thread: thread)
    XCTAssertTrue(html.contains("data-state=\"sending\""))
    XCTAssertFalse(html.contains("<span class=\"label\">Hi m1, delivered"), "m1 speaks no status")
  }
}
