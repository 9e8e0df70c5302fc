import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// An app's own phrasebook is seen where it is heard: every format shows the words the
/// description carries, never the library's for the bubble's language.
final class AppPhrasebookTests: XCTestCase {
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
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(JSONRenderer().render([bubble]).utf8))
        as? [String: Any])
    let first = try XCTUnwrap((json["bubbles"] as? [[String: Any]])?.first)
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
}
