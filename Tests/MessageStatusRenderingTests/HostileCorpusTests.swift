import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Every corpus entry, as message text, sender name and caption, through every renderer:
/// each format's reader gets every text back in its own bubble; HTML keeps it as text, text
/// output spells out what is invisible and reads back to the same scalars, JSON round-trips
/// exactly.
final class HostileCorpusTests: XCTestCase {
  private let describer = BubbleDescriber(options: .init(style: .receiptBadge))

  private func bubbles(for text: String) -> [BubbleDescription] {
    Self.described[text] ?? Self.describe(text)
  }

  /// Each entry as an outgoing failed message, an incoming one from a sender so named, and
  /// a read photo's caption.
  private static func describe(_ text: String) -> [BubbleDescription] {
    let describer = BubbleDescriber(options: .init(style: .receiptBadge))
    let chat = Conversation(
      participants: ["me", "mallory", "bob"], viewer: "me", displayNames: ["mallory": text])
    return [
      describer.describe(GoldenCase.outgoing("out", text, .failed), in: chat),
      describer.describe(GoldenCase.incoming("in", text, from: "mallory"), in: chat),
      describer.describe(GoldenCase.outgoing("caption", text, .read, attachment: .photo), in: chat),
    ]
  }

  /// Every entry described once for all the tests below: describing the megabyte entries
  /// in a debug build was a second of each test that reads them.
  private static let described: [String: [BubbleDescription]] = Dictionary(
    HostileCorpus.entries.map { ($0.text, describe($0.text)) },
    uniquingKeysWith: { first, _ in first })

  func testCorpusIsLargeAndVaried() {
    XCTAssertGreaterThanOrEqual(HostileCorpus.entries.count, 60)
    XCTAssertEqual(Set(HostileCorpus.entries.map(\.id)).count, HostileCorpus.entries.count)
    XCTAssertGreaterThanOrEqual(
      HostileCorpus.entries.first { $0.id == "one-megabyte" }?.text.utf8.count ?? 0, 1 << 20)
    XCTAssertEqual(HostileCorpus.entries.first { $0.id == "ten-thousand" }?.text.count, 10_000)
  }

  /// Every format of `OutputFormat.allCases`, a new one included, keeps every entry in.
  ///
  /// No entry writes a raw control character (ASCII whitespace aside: HTML keeps a tab as a
  /// tab; JSON's and the text's own tests hold them to more), and every document ends as
  /// that format's empty document ends, so no text closes it early. The megabyte entries
  /// are the other tests'.
  func testEveryFormatEscapesControlsAndEndsAsItsEmptyDocument() {
    for format in OutputFormat.allCases {
      let renderer = format.renderer()
      let ending = renderer.render([BubbleDescription]()).split(
        separator: "\n", omittingEmptySubsequences: false
      ).suffix(2).joined(separator: "\n")
      for (id, text) in HostileCorpus.entries where text.utf8.count < 1 << 16 {
        let output = renderer.render(bubbles(for: text))
        let raw = output.unicodeScalars.first {
          ($0.value < 0x20 && !["\n", "\t", "\r", "\u{C}"].contains($0))
            || (0x7F...0x9F).contains($0.value)
        }
        XCTAssertNil(raw.map { String($0.value, radix: 16) }, "\(format) \(id)")
        XCTAssertTrue(output.hasSuffix(ending), "\(format) \(id): ends otherwise")
      }
    }
  }

  /// How a format's reader gets the message texts back from a document, and what the
  /// format shows of a bubble's text (`nil`: nothing).
  struct FormatReader: Sendable {
    var texts: @Sendable (String) throws -> [String]
    var shown: @Sendable (BubbleDescription) -> String?
  }

  /// The reader of each format.
  ///
  /// A format of `OutputFormat.allCases` without one fails
  /// ``testEveryFormatGivesEveryEntryBackInItsPlace``, so a new format's escaping is
  /// tested against a reader of that format from its first run.
  static let readers: [OutputFormat: FormatReader] = [
    .html: FormatReader(
      texts: { document in
        let tokens = HTMLTokenizer.tokens(document)
        return tokens.indices.compactMap { index in
          guard case .tag(let tag) = tokens[index], !tag.isEnd,
            tag.attributes.first(where: { $0.name == "class" })?.value
              .split(separator: " ").first == "text"
          else { return nil }
          if case .text(let value)? = tokens.dropFirst(index + 1).first { return value }
          return ""
        }
      },
      shown: { bubble in
        bubble.showsNothing
          ? "Empty message"
          : BubbleDescription.showsText(bubble.text) ? HTMLExpectation.visible(bubble.text) : nil
      }),
    .text: FormatReader(
      texts: { document in
        try document.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("  text: ") }.map {
          guard let text = TextUnescaping.unquote(String($0.dropFirst("  text: ".count))) else {
            throw Unreadable(what: String($0))
          }
          return text
        }
      },
      shown: { $0.text }),
    .json: FormatReader(
      texts: { document in
        let object = try JSONSerialization.jsonObject(with: Data(document.utf8))
        let bubbles = (object as? [String: Any])?["bubbles"] as? [[String: Any]] ?? []
        return try bubbles.map {
          guard let text = $0["text"] as? String else { throw Unreadable(what: "\($0)") }
          return text
        }
      },
      shown: { $0.text }),
  ]

  /// What a reader could not read.
  struct Unreadable: Error {
    var what: String
  }

  /// Every entry comes back from every format's document exactly, in its own bubble.
  ///
  /// A plain bubble stands before and after each hostile one, so a text that spills into a
  /// neighbour moves it. The megabyte entries are the per-format tests' below (6 s more
  /// here, in a debug build).
  func testEveryFormatGivesEveryEntryBackInItsPlace() throws {
    for format in OutputFormat.allCases {
      guard let reader = Self.readers[format] else {
        XCTFail("\(format): HostileCorpusTests.readers has no reader for it")
        continue
      }
      let renderer = format.renderer()
      let chat = Conversation(participants: ["me", "bob"], viewer: "me")
      let plain = describer.describe(GoldenCase.outgoing("plain", "Plain", .read), in: chat)
      for (id, text) in HostileCorpus.entries where text.utf8.count < 1 << 16 {
        let bubbles = bubbles(for: text).flatMap { [plain, $0] } + [plain]
        let texts: [String]
        do {
          texts = try reader.texts(renderer.render(bubbles))
        } catch {
          XCTFail("\(format) \(id): \(error)")
          continue
        }
        XCTAssertEqual(
          texts.map { Array($0.unicodeScalars) },
          bubbles.compactMap(reader.shown).map { Array($0.unicodeScalars) }, "\(format) \(id)")
      }
    }
  }

  func testHTMLKeepsEveryEntryAsText() {
    for (id, text) in HostileCorpus.entries {
      let bubbles = bubbles(for: text)
      let tokens = HTMLTokenizer.tokens(
        HTMLRenderer(options: .init(document: .fragment)).render(bubbles))
      var texts: [String] = []
      var senders: [String] = []
      let labels = HTMLExpectation.labels(in: tokens)
      for (index, token) in tokens.enumerated() {
        switch token {
        case .comment: XCTFail("\(id): a comment appeared")
        case .doctype: XCTFail("\(id): markup declaration appeared")
        case .text: break
        case .tag(let tag):
          XCTAssertTrue(HTMLRendererTests.elements.contains(tag.name), "\(id): <\(tag.name)>")
          for attribute in tag.attributes {
            XCTAssertTrue(
              HTMLRendererTests.attributes.contains(attribute.name), "\(id): \(attribute.name)")
          }
          guard !tag.isEnd else { continue }
          // The element's kind is its first class; the others are colours.
          let classes = tag.attributes.first { $0.name == "class" }?.value
            .split(separator: " ").first.map(String.init)
          let following: String? = {
            if case .text(let value)? = tokens.dropFirst(index + 1).first { return value }
            return nil
          }()
          if classes == "text" { texts.append(following ?? "") }
          if classes == "sender", case .text(let name)? = tokens.dropFirst(index + 2).first {
            senders.append(name)  // inside its `<bdi>`
          }
        }
      }
      // An empty bubble shows the words its label speaks, not a blank.
      let expectedTexts = bubbles.filter { BubbleDescription.showsText($0.text) || $0.showsNothing }
        .map {
          $0.showsNothing ? "Empty message" : HTMLExpectation.visible($0.text)
        }
      XCTAssertTrue(
        texts.elementsEqual(expectedTexts) { Array($0.unicodeScalars) == Array($1.unicodeScalars) },
        id)
      XCTAssertTrue(
        labels.elementsEqual(bubbles.map { HTMLExpectation.visible(HTMLExpectation.spoken($0)) }) {
          Array($0.unicodeScalars) == Array($1.unicodeScalars)
        }, id)
      if let name = bubbles[1].senderName, !name.isEmpty {
        XCTAssertEqual(
          senders.map { Array($0.unicodeScalars) },
          [Array(HTMLExpectation.visible(name).unicodeScalars)], id)
      }
    }
  }

  func testTextOutputShowsEverythingAndReadsBackExactly() {
    for (id, text) in HostileCorpus.entries {
      let output = TextRenderer().render(bubbles(for: text))
      let hidden = output.unicodeScalars.filter { $0 != "\n" && VisibleEscaping.isInvisible($0) }
      XCTAssertEqual(hidden.count, 0, "\(id): hidden \(hidden.map { String($0.value, radix: 16) })")
      let quoted = output.split(separator: "\n").first { $0.hasPrefix("  text: ") }
      let decoded = quoted.flatMap {
        TextUnescaping.unquote(String($0.dropFirst("  text: ".count)))
      }
      // Exactly the description's text (the message's, less the bidi controls that could
      // reorder what is shown: see BidiIsolationTests).
      let kept = bubbles(for: text).first?.text ?? ""
      XCTAssertEqual(decoded.map { Array($0.unicodeScalars) }, Array(kept.unicodeScalars), id)
    }
  }

  func testJSONRoundTripsExactly() throws {
    for (id, text) in HostileCorpus.entries {
      let bubbles = bubbles(for: text)
      let json = JSONRenderer().render(bubbles)
      let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
      XCTAssertEqual(document.bubbles, bubbles, id)
      XCTAssertEqual(
        document.bubbles.map { Array($0.text.unicodeScalars) },
        bubbles.map { Array($0.text.unicodeScalars) }, id)
      XCTAssertEqual(
        document.bubbles.map { Array($0.accessibilityLabel.unicodeScalars) },
        bubbles.map { Array($0.accessibilityLabel.unicodeScalars) }, id)
      // Foundation's own parser reads it too, to the same number of bubbles.
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
      XCTAssertEqual(((object as? [String: Any])?["bubbles"] as? [Any])?.count, bubbles.count, id)
    }
  }
}

/// Reads back a value the text renderer quoted: `\"`, `\\`, `\n`, `\t`, `\r`, `\u{…}`.
enum TextUnescaping {
  static func unquote(_ quoted: String) -> String? {
    var scalars = Array(quoted.unicodeScalars)
    guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { return nil }
    scalars = Array(scalars.dropFirst().dropLast())
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "\\", index < scalars.count else {
        result.append(scalar)
        continue
      }
      let next = scalars[index]
      index += 1
      switch next {
      case "\"", "\\": result.append(next)
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "u":
        guard index < scalars.count, scalars[index] == "{",
          let close = scalars[index...].firstIndex(of: "}"),
          let value = UInt32(
            String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { return nil }
        result.append(decoded)
        index = close + 1
      default: return nil
      }
    }
    return String(result)
  }
}
