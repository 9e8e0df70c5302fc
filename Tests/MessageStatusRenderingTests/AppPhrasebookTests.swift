import Foundation
import MessageStatusComposer
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// An app's own phrasebook is seen where it is heard: every format shows the words the
/// description carries, never the library's for the bubble's language.
final class AppPhrasebookTests: XCTestCase {
  /// The bubble's object in the JSON document the renderer writes for it alone.
  private func jsonObject(of bubble: BubbleDescription) throws -> [String: Any] {
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(JSONRenderer().render([bubble]).utf8))
        as? [String: Any])
    return try XCTUnwrap((document["bubbles"] as? [[String: Any]])?.first)
  }

  private func emptyBubble(_ phrasebook: Phrasebook) -> BubbleDescription {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: " ", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      state: .sent)
    return BubbleDescriber(phrasebook: phrasebook).describe(message, in: chat)
  }

  /// "Nothing here" over English's "Empty message": heard, and shown in text, HTML and JSON.
  func testAnOverriddenEmptyMessageIsShownInEveryFormat() throws {
    let phrasebook = Phrasebook.resolve(locale: "en").overriding { key, _ in
      key == "emptyMessage" ? "Nothing here" : nil
    }
    let bubble = emptyBubble(phrasebook)
    XCTAssertEqual(bubble.accessibility.label, "Nothing here, sent")
    XCTAssertEqual(bubble.emptyText, "Nothing here")
    for format in OutputFormat.allCases {
      let output = format.renderer().render([bubble])
      XCTAssertTrue(output.contains("Nothing here"), "\(format)")
      XCTAssertFalse(output.contains("Empty message"), "\(format) shows the library's words")
    }
    let first = try jsonObject(of: bubble)
    XCTAssertEqual(first["emptyText"] as? String, "Nothing here")
  }

  /// A bubble with text or an attachment carries no empty words, and its JSON no key.
  func testOnlyAnEmptyBubbleCarriesEmptyText() {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let describer = BubbleDescriber()
    let date = Date(timeIntervalSince1970: 1_761_043_320)
    let texted = describer.describe(
      Message(id: "m1", sender: "me", text: "Hi", createdAt: date, state: .sent), in: chat)
    let photo = describer.describe(
      Message(id: "m2", sender: "me", text: "", attachment: .photo, createdAt: date, state: .sent),
      in: chat)
    XCTAssertNil(texted.emptyText)
    XCTAssertNil(photo.emptyText)
    XCTAssertFalse(JSONRenderer().render([texted, photo]).contains("emptyText"))
  }

  /// Text of spaces and invisible characters beside a photo shows nothing: the description
  /// carries no text, and no format draws any (the renderers read no rule of their own).
  func testInvisibleTextBesideAnAttachmentIsCarriedAsNone() throws {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let bubble = BubbleDescriber().describe(
      Message(
        id: "m1", sender: "me", text: " \u{200B}\u{2060} ", attachment: .photo,
        createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .sent),
      in: chat)
    XCTAssertEqual(bubble.text, "")
    XCTAssertNil(bubble.emptyText)
    XCTAssertEqual(bubble.accessibility.contentLabel, "Photo")
    let html = HTMLRenderer().render([bubble])
    XCTAssertFalse(html.contains("class=\"text"), "a text span for invisible text")
    let first = try jsonObject(of: bubble)
    XCTAssertEqual(first["text"] as? String, "")
    XCTAssertTrue(TextRenderer().render([bubble]).contains("text: \"\""))
  }

  /// An app's words for an edit ("Changed" shown, "changed" heard) are what every format
  /// shows and what the label says; the library's "Edited" appears in none.
  func testOverriddenEditedWordsAreShownInEveryFormat() {
    let phrasebook = Phrasebook.resolve(locale: "en").overriding { key, _ in
      switch key {
      case "edited": "Changed"
      case "labelEdited": "changed"
      default: nil
      }
    }
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let bubble = BubbleDescriber(phrasebook: phrasebook).describe(
      Message(
        id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
        state: .sent, isEdited: true),
      in: chat)
    XCTAssertEqual(bubble.accessibility.label, "Hi, changed, sent")
    XCTAssertEqual(bubble.edited, "Changed")
    for format in OutputFormat.allCases {
      let output = format.renderer().render([bubble])
      XCTAssertTrue(output.contains("Changed"), "\(format)")
      XCTAssertFalse(output.contains("Edited"), "\(format) shows the library's words")
    }
    XCTAssertTrue(HTMLRenderer().render([bubble]).contains("<span class=\"edited\">Changed</span>"))
  }

  /// The page's own words come from the describer's phrasebook too: its title and the
  /// reviewer notes' labels, overridden, are what the HTML page writes.
  func testOverriddenPageWordsAreWhatThePageWrites() {
    let phrasebook = Phrasebook.resolve(locale: "en").overriding { key, _ in
      switch key {
      case "page.title": "Our chat"
      case "page.animation": "Motion"
      default: nil
      }
    }
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    var message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      state: .sent)
    let previous = message
    message.state = .delivered
    let bubble = BubbleDescriber(phrasebook: phrasebook).describe(
      message, in: chat, previous: previous)
    let html = HTMLRenderer().render([bubble])
    XCTAssertTrue(html.contains("<title>Our chat</title>"), html)
    XCTAssertTrue(html.contains("<h1>Our chat</h1>"))
    XCTAssertTrue(html.contains("Motion: "), "the transition note's label")
    XCTAssertFalse(html.contains("Message bubbles"))
    // A page asked for in another language takes that language's words.
    let french = HTMLRenderer(options: .init(language: "fr")).render([bubble])
    XCTAssertFalse(french.contains("<title>Our chat</title>"))
    // The words are no part of the description's value.
    XCTAssertEqual(bubble, BubbleDescriber().describe(message, in: chat, previous: previous))
  }

  /// A composer page takes its title from the composer's phrasebook too.
  func testAComposerPageTakesItsPhrasebooksTitle() {
    let phrasebook = Phrasebook.resolve(locale: "en").overriding { key, _ in
      key == "page.composerTitle" ? "Write to us" : nil
    }
    let composer = Composer(phrasebook: phrasebook).describe("Hello")
    var html = ""
    HTMLRenderer().render(composers: [composer], into: &html)
    XCTAssertTrue(html.contains("<title>Write to us</title>"), html)
    XCTAssertEqual(composer, Composer().describe("Hello"))
  }
}
