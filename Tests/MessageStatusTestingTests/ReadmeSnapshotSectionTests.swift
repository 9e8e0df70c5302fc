import Foundation
import XCTest

/// The documentation's snapshot examples (README and the golden-testing article) are the
/// sample package's files, which CI builds and runs.
final class ReadmeSnapshotSectionTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func testEverySnippetIsItsFile() throws {
    let catalog = "Sources/MessageStatusTesting/MessageStatusTesting.docc"
    let articles = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent(catalog).path
    ).filter { $0.hasSuffix(".md") }.sorted()
    let readme = try ([Self.read("README.md")] + articles.map { try Self.read("\(catalog)/\($0)") })
      .joined()
    // A whole file, or a region of one (`path#name`, its lines between the markers).
    let parts = readme.components(separatedBy: "<!-- readme: ").dropFirst()
      .filter {
        $0.hasPrefix("file Examples/SnapshotTests/Tests/")
          || $0.hasPrefix("region Examples/SnapshotTests/Tests/")
      }
    XCTAssertEqual(parts.count, 2, "the XCTest and the Swift Testing example")
    for part in parts {
      let target = try XCTUnwrap(part.components(separatedBy: " -->\n").first)
        .split(separator: " ").dropFirst().joined(separator: " ")
      let afterFence = try XCTUnwrap(part.components(separatedBy: "```swift\n").dropFirst().first)
      let block = try XCTUnwrap(afterFence.components(separatedBy: "```\n").first)
      let pieces = target.split(separator: "#").map(String.init)
      var expected = try Self.read(pieces[0])
      if pieces.count == 2 {
        let begin = try XCTUnwrap(expected.range(of: "// readme:begin \(pieces[1])\n"))
        let end = try XCTUnwrap(expected.range(of: "// readme:end \(pieces[1])"))
        expected = String(expected[begin.upperBound..<end.lowerBound])
      }
      XCTAssertEqual(block, expected, "the copy of \(target) is stale")
    }
  }

  func testThePackageManifestNamesTheSampleProducts() throws {
    let readme = try Self.read("README.md")
    let manifest = try Self.read("Examples/SnapshotTests/Package.swift")
    let testTarget = try XCTUnwrap(manifest.components(separatedBy: ".testTarget(").last)
    let products = testTarget.components(separatedBy: "\n")
      .filter { $0.contains(".product(name:") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .map {
        $0.replacingOccurrences(
          of: "package: libraryPackage", with: #"package: "MessageStatusKit""#)
      }
    XCTAssertEqual(products.count, 3)
    for product in products {
      XCTAssertTrue(readme.contains(product), "README's Package.swift lacks \(product)")
    }
  }
}
