import Foundation
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// The composer in every format, in `Goldens/composer/`.
final class ComposerGoldenTests: XCTestCase {
  /// A composer with a 20-character limit, typed into step by step; the user tries to
  /// send at the step `sendAttempt`.
  struct Case {
    var name: String
    var composers: [ComposerDescription]

    static func typing(_ locale: String, _ steps: [String], sendAttempt: Int? = nil) -> Case {
      let composer = Composer(limit: 20, locale: locale)
      var previous: String?
      var composers: [ComposerDescription] = []
      for (step, draft) in steps.enumerated() {
        composers.append(
          composer.describe(
            draft, previous: previous, interaction: step == sendAttempt ? .sendAttempted : nil))
        previous = draft
      }
      return Case(name: "composer-\(locale)", composers: composers)
    }

    static let all: [Case] = [
      typing(
        "en",
        [
          "", "   ", "Hello", "  See you at noon  ", "See you at noon!!!!",
          "See you at noon, Alice", "See you at noon, Al", "Line one\n\u{202E}evil",
        ], sendAttempt: 1),
      typing("ru", ["", "Привет", "Увидимся в полдень!!!", "Увидимся в полдень, Маша"]),
      typing(
        "ar", ["", "", "مرحبا", "نلتقي عند الظهر يا سارة", "نلتقي عند الظهر يا سارة العزيزة"],
        sendAttempt: 1),
    ]
  }

  func testComposerGoldens() {
    for golden in Case.all {
      assertGolden(
        of: golden.composers,
        as: GoldenFormat(fileExtension: "txt") { TextRenderer().render(composers: $0) },
        named: golden.name, in: "composer")
      assertGolden(
        of: golden.composers,
        as: GoldenFormat(fileExtension: "json") { JSONRenderer().render(composers: $0) },
        named: golden.name, in: "composer")
      let html = HTMLRenderer(options: .init(document: .page(title: "Composer: \(golden.name)")))
      assertGolden(
        of: golden.composers,
        as: GoldenFormat(fileExtension: "html") { html.render(composers: $0) },
        named: golden.name, in: "composer")
    }
  }

  func testNoComposerGoldenIsOrphaned() throws {
    let produced = Set(
      Case.all.flatMap { golden in ["txt", "json", "html"].map { "\(golden.name).\($0)" } })
    let onDisk = try Set(
      FileManager.default.contentsOfDirectory(atPath: goldensFolder("composer").path))
    XCTAssertEqual(onDisk.subtracting(produced).sorted(), [])
  }
}

extension TextRenderer {
  /// The composer blocks as one string, for goldens.
  func render(composers: [ComposerDescription]) -> String {
    var text = ""
    render(composers: composers, into: &text)
    return text
  }
}

extension JSONRenderer {
  /// The composer document as one string, for goldens.
  func render(composers: [ComposerDescription]) -> String {
    var text = ""
    render(composers: composers, into: &text)
    return text
  }
}

extension HTMLRenderer {
  /// The composer page as one string, for goldens.
  func render(composers: [ComposerDescription]) -> String {
    var text = ""
    render(composers: composers, into: &text)
    return text
  }
}
