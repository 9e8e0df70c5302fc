import Foundation
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// Every case of the catalogue, in every format, against its golden.
final class RendererGoldenTests: XCTestCase {
  func testTextGoldens() {
    for golden in GoldenCase.all {
      assertGolden(
        of: golden.sections, as: GoldenFormat(TextRenderer()), named: golden.name, in: "text")
    }
  }

  func testHTMLGoldens() {
    for golden in GoldenCase.all {
      let renderer = HTMLRenderer(
        options: .init(
          document: .page(title: "MessageStatusKit: \(golden.name)"),
          colorScheme: golden.colorScheme))
      assertGolden(of: golden.sections, as: GoldenFormat(renderer), named: golden.name, in: "html")
    }
  }

  func testJSONGoldens() {
    for golden in GoldenCase.all {
      // The same appearance as the HTML golden: pinned pages draw as described.
      let renderer = JSONRenderer(
        appearance: golden.colorScheme == .asDescribed ? .asDescribed : .system)
      assertGolden(of: golden.sections, as: GoldenFormat(renderer), named: golden.name, in: "json")
    }
  }

  func testThreadGoldens() {
    let renderers: [(String, any BubbleRenderer)] = [
      ("text", TextRenderer()), ("html", HTMLRenderer()), ("json", JSONRenderer()),
    ]
    for golden in ThreadGoldenCase.all {
      for (folder, renderer) in renderers {
        assertGolden(
          of: golden.thread,
          as: GoldenFormat(fileExtension: type(of: renderer).fileExtension) {
            renderer.render(thread: $0)
          },
          named: golden.name, in: folder)
      }
    }
  }

  func testNoGoldenIsOrphaned() throws {
    for (folder, fileExtension) in [("text", "txt"), ("html", "html"), ("json", "json")] {
      let produced = Set(
        (GoldenCase.all.map(\.name) + ThreadGoldenCase.all.map(\.name)).map {
          "\($0).\(fileExtension)"
        })
      let onDisk = try Set(
        FileManager.default.contentsOfDirectory(atPath: goldensFolder(folder).path))
      XCTAssertEqual(
        onDisk.subtracting(produced).sorted(), [], "goldens no case produces in \(folder)/")
    }
  }

  func testCaseNamesAreUnique() {
    XCTAssertEqual(Set(GoldenCase.all.map(\.name)).count, GoldenCase.all.count)
  }

  func testLongMessageIsTenThousandCharacters() {
    XCTAssertEqual(GoldenCase.longMessage.bubbles.first?.text.count, 10_000)
  }
}
