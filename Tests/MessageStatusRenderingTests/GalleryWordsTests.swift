import MessageStatusKit
import MessageStatusRendering
import XCTest

/// The gallery's words: every language the library speaks has them,
/// complete, and a language without them would fail here rather than show English.
final class GalleryWordsTests: XCTestCase {
  func testEveryLanguageHasEveryGalleryWord() {
    let english = GalleryWords.forLanguage("en")
    for language in Language.allCases {
      guard let words = GalleryWords.byCode[language.code] else {
        XCTFail("GalleryWords.byCode has no words for \(language.code)")
        continue
      }
      XCTAssertEqual(words.sections.count, Gallery.samples.count, language.code)
      XCTAssertEqual(Set(words.sections).count, words.sections.count, language.code)
      for style in StatusStyle.allCases {
        XCTAssertNotNil(words.styles[style], "\(language.code) names no \(style)")
      }
      XCTAssertEqual(Set(words.styleAndSection.slots), [.name, .text], language.code)
      if language != .english {
        XCTAssertNotEqual(words.sections, english.sections, language.code)
      }
    }
    XCTAssertEqual(Set(GalleryWords.byCode.keys), Set(Language.allCases.map(\.code)))
  }

  func testAnAppsOwnLanguageGetsEnglishWordsAndAStyleWithoutANameItsIdentifier() {
    XCTAssertEqual(
      GalleryWords.forLanguage("qaa").sections, GalleryWords.forLanguage("en").sections)
    XCTAssertEqual(
      GalleryWords.forLanguage("pt-PT").sections, GalleryWords.byCode["pt-BR"]?.sections)
    let unnamed = GalleryWords(sections: [], styles: [:], styleAndSection: "{name}: {text}")
    XCTAssertEqual(unnamed.heading(style: .receiptBadge, section: "Group"), "receiptBadge: Group")
  }

  /// What follows a colon starts in lower case where the language's style guides ask it
  /// (Spanish, Russian, Polish …), and stays capital in English and German (a noun).
  func testTheWordAfterAColonIsCasedAsTheLanguageWritesIt() throws {
    let spanish = try XCTUnwrap(GalleryWords.byCode["es"])
    XCTAssertEqual(
      spanish.heading(style: .ticks, section: "Chat individual"), "Marcas: chat individual")
    XCTAssertEqual(spanish.joined(name: "Burbujas", text: "SMS leídos"), "Burbujas: SMS leídos")
    let russian = try XCTUnwrap(GalleryWords.byCode["ru"])
    XCTAssertTrue(
      try XCTUnwrap(russian.sections.first).first?.isUppercase == true, "a section alone")
    XCTAssertTrue(
      russian.heading(style: .ticks, section: russian.sections[0]).split(separator: ":")[1]
        .dropFirst().first?.isLowercase == true)
    XCTAssertEqual(
      GalleryWords.byCode["en"]?.heading(style: .ticks, section: "One-to-one"),
      "Ticks: One-to-one")
    XCTAssertEqual(
      GalleryWords.byCode["de"]?.heading(style: .ticks, section: "Einzelchat"),
      "Häkchen: Einzelchat")
    XCTAssertEqual(
      GalleryWords.byCode["tr"]?.joined(name: "Mesaj", text: "İki kişi"), "Mesaj: iki kişi")
    XCTAssertEqual(
      GalleryWords.byCode["nl"]?.joined(name: "Vinkjes", text: "Eén-op-ééngesprek"),
      "Vinkjes: één-op-ééngesprek")
  }

  /// Every language writes every sample message in its own words, as a person would text
  /// it: a language missing one would show English in its bubbles.
  func testEveryLanguageWritesEverySampleMessage() {
    let english = GalleryWords.english
    for language in Language.allCases {
      let words = GalleryWords.forLanguage(language.code)
      XCTAssertEqual(Set(words.texts.keys), Set(GallerySampleText.allCases), language.code)
      for sample in GallerySampleText.allCases {
        let text = words.text(sample)
        let context = "\(language.code) \(sample)"
        XCTAssertEqual(text, text.trimmingCharacters(in: .whitespacesAndNewlines), context)
        XCTAssertFalse(text.contains("  "), context)
        XCTAssertEqual(
          text.filter(\.isNewline).count, sample == .happyNewYear ? 1 : 0, context)
        if language != .english {
          XCTAssertNotEqual(text, english.text(sample), context)
        }
      }
    }
  }

  /// The gallery's bubbles and conversation rows say the language's own messages (before:
  /// English in every language), and an app's own language shows English's.
  func testTheGalleryShowsTheMessagesOfItsLanguage() {
    for code in Language.allCases.map(\.code) + ["qaa"] {
      let words = GalleryWords.forLanguage(code)
      let shown = Set(
        Gallery.sections(options: .init(locale: code)).flatMap(\.bubbles).map(\.text))
      let rows = Gallery.conversationRows(options: .init(locale: code))
      let written = Set(GallerySampleText.allCases.map(words.text))
      XCTAssertEqual(shown.subtracting([""]).subtracting(written), [], code)
      XCTAssertEqual(Set(rows.map(\.latest.text)).subtracting([""]).subtracting(written), [], code)
      XCTAssertTrue(shown.contains(words.text(.seeYouAtNoon)), code)
      XCTAssertTrue(rows.contains { $0.title == words.text(.designTeam) }, code)
    }
    XCTAssertTrue(
      Gallery.sections(options: .init(locale: "qaa")).flatMap(\.bubbles).contains {
        $0.text == "See you at noon"
      })
  }
}
