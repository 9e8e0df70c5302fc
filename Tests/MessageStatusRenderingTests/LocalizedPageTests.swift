import Foundation
import MessageStatusComposer
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

  /// In a document whose bubbles alternate languages, each row's own words (an empty
  /// bubble's, the transition note's) are in its bubble's language: the renderer keeps
  /// each language's words, and a cache that missed a change would repeat the first.
  func testEachRowWritesItsOwnWordsWhenLanguagesAlternate() {
    let chat = Conversation(participants: ["me", "a"], viewer: "me")
    let locales = ["de", "en", "de", "ar", "en"]
    let bubbles = locales.enumerated().map { index, locale in
      func message(_ state: DeliveryState) -> Message {
        Message(
          id: MessageID("m\(index)"), sender: "me", text: "",
          createdAt: Date(timeIntervalSince1970: 0), state: state)
      }
      return BubbleDescriber(options: .init(locale: locale)).describe(
        message(.sent), in: chat, previous: message(.sending))
    }
    let html = HTMLRenderer().render(bubbles)
    func texts(after marker: String) -> [String] {
      html.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "<" }) }
    }
    let words = locales.map { Phrasebook.resolve(locale: $0) }
    XCTAssertEqual(Set(words.map(\.emptyMessage)).count, 3, "three languages, three words")
    XCTAssertEqual(
      texts(after: "<span class=\"text empty\" aria-hidden=\"true\">"), words.map(\.emptyMessage))
    let notes = texts(after: "<p class=\"transition\" role=\"note\">")
    XCTAssertEqual(notes.count, locales.count)
    for (note, words) in zip(notes, words) {
      XCTAssertTrue(note.hasPrefix(words.page.animation + words.page.colon), note)
    }
  }
}
