import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// The README and the articles list the command's `--format` and `--style` choices by
/// hand (`--format json|html|text`); each such list names every choice the command takes,
/// so a new format or style cannot be left out of them.
final class DocumentedChoicesTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The README and every DocC article, by path from the package's root.
  private static func documents() throws -> [(path: String, text: String)] {
    var paths = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = "Sources/\(module)/\(module).docc"
      let articles =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(catalog).path)) ?? []
      paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return try paths.map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// Every `--option a|b|c` list in the documents, as the choices it names.
  private static func lists(of option: String) throws -> [(path: String, choices: Set<String>)] {
    let pattern = try NSRegularExpression(pattern: "--\(option) ([A-Za-z]+(?:\\|[A-Za-z]+)+)")
    return try documents().flatMap { path, text in
      pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
        let list = String(text[Range(match.range(at: 1), in: text)!])
        return (path, Set(list.split(separator: "|").map(String.init)))
      }
    }
  }

  func testEveryFormatListNamesEveryFormat() throws {
    let lists = try Self.lists(of: "format")
    XCTAssertGreaterThanOrEqual(lists.count, 3)
    for (path, choices) in lists {
      XCTAssertEqual(choices, Set(OutputFormat.allCases.map(\.rawValue)), path)
    }
  }

  func testEveryStyleListNamesEveryStyleAndAll() throws {
    let lists = try Self.lists(of: "style")
    XCTAssertGreaterThanOrEqual(lists.count, 1)
    for (path, choices) in lists {
      XCTAssertEqual(choices, Set(StatusStyle.allCases.map(\.rawValue) + ["all"]), path)
    }
  }
}
