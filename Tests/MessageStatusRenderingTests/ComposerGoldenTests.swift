import Foundation
import MessageStatusComposer
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

  /// Every composer case in every format of `OutputFormat.allCases`.
  func testComposerGoldens() {
    for golden in Case.all {
      for format in OutputFormat.allCases {
        let page = PageOptions(title: "Composer: \(golden.name)")
        assertGolden(
          of: golden.composers,
          as: GoldenFormat(fileExtension: format.fileExtension) {
            var text = ""
            format.render(composers: $0, for: page, into: &text)
            return LinkedStylesheet.golden(text, format: format, folder: "composer")
          },
          named: golden.name, in: "composer")
      }
    }
  }

  func testNoComposerGoldenIsOrphaned() throws {
    let produced = Set(
      Case.all.flatMap { golden in
        OutputFormat.allCases.map { "\(golden.name).\($0.fileExtension)" }
      })
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
