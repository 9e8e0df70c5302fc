import Foundation
import MessageStatusKit
import XCTest

/// The docs say how many languages the library speaks, and name them, as `Language.allCases`
/// does: a language added to the list and not to the docs fails here, naming the place.
final class LanguageCountTests: XCTestCase {
  private func read(_ path: String) throws -> String {
    try String(contentsOf: ReadmeFile.root.appendingPathComponent(path), encoding: .utf8)
  }

  func testTheDocsCountTheLanguagesOfTheList() throws {
    let count = Language.allCases.count
    let spelled = NumberFormatter.localizedString(from: count as NSNumber, number: .spellOut)
    let readme = try read("README.md")
    XCTAssertTrue(
      readme.contains(spelled.prefix(1).uppercased() + spelled.dropFirst() + " languages"),
      "README.md: say \"\(spelled) languages\"")
    let language = try read("Sources/MessageStatusKit/Languages/Language.swift")
    XCTAssertTrue(
      language.contains("Language.allCases.count         // \(count):"),
      "Language.swift: its example says another count")
    let article = try read(
      "Sources/MessageStatusKit/MessageStatusKit.docc/AccessibilityAndLanguages.md")
    XCTAssertTrue(
      article.contains("in \(count) languages, `Language.allCases`:"),
      "AccessibilityAndLanguages.md: say \"in \(count) languages\"")
    // The names after it, up to the sentence's end: "Simplified and Traditional Chinese" is two.
    let list = try XCTUnwrap(article.range(of: "`Language.allCases`: ")).upperBound
    let end = try XCTUnwrap(article.range(of: ". Each", range: list..<article.endIndex))
    let names = article[list..<end.lowerBound].replacingOccurrences(of: "\n", with: " ")
      .components(separatedBy: ", ").flatMap { $0.components(separatedBy: " and ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    XCTAssertEqual(names.count, count, "AccessibilityAndLanguages.md names \(names)")
  }
}
