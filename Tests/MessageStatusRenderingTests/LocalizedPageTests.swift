import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Before, a page made by `HTMLRenderer()` kept the English title and heading on
/// Arabic and German pages, and the compose page's title was "bubble-preview compose".
final class LocalizedPageTests: XCTestCase {
  private func page(_ locale: String) -> String {
    let message = Message(
      id: "m", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      state: .sent)
    let bubble = BubbleDescriber(options: .init(locale: locale)).describe(
      message, in: Conversation(participants: ["me", "a"], viewer: "me"))
    return HTMLRenderer().render([bubble])
  }

  func testTheDefaultPageIsTitledInItsLanguage() {
    for (locale, title) in [
      ("en", "Message bubbles"), ("de", "Nachrichtenblasen"), ("ar", "فقاعات الرسائل"),
      ("ja", "メッセージの吹き出し"), ("pt-BR", "Balões de mensagens"),
    ] {
      let html = page(locale)
      XCTAssertTrue(html.contains("<title>\(title)</title>"), locale)
      XCTAssertTrue(html.contains("<h1>\(title)</h1>"), locale)
    }
    let titled = HTMLRenderer(options: .init(document: .page(title: "Thread"))).render(
      [
        BubbleDescription
      ]())
    XCTAssertTrue(titled.contains("<title>Thread</title>"), "a given title stays")
  }

  func testTheComposerPageIsTitledInItsLanguage() {
    for (locale, title) in [("en", "Message composer"), ("ar", "كتابة رسالة")] {
      var html = ""
      HTMLRenderer().render(
        composers: [Composer(limit: 10, locale: locale).describe("Hi")], into: &html)
      XCTAssertTrue(html.contains("<title>\(title)</title>"), locale)
    }
  }
}
