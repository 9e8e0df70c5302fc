import Foundation
import MessageStatusKit
import MessageStatusRendering
import MessageStatusTesting
import XCTest

/// Every case of the catalogue, in every format of `OutputFormat.allCases`, against its
/// golden in the folder named by the format: a new format gets its goldens by being listed.
final class RendererGoldenTests: XCTestCase {
  func testEveryFormatsGoldens() {
    for format in OutputFormat.allCases {
      for golden in GoldenCase.all {
        // A pinned case draws as described in every format that has colours.
        let renderer = format.renderer(
          for: PageOptions(
            title: "MessageStatusKit: \(golden.name)", colorScheme: golden.colorScheme))
        assertGolden(
          of: golden.sections,
          as: GoldenFormat(fileExtension: format.fileExtension) {
            LinkedStylesheet.golden(
              renderer.render(sections: $0), format: format, folder: format.rawValue)
          },
          named: golden.name, in: format.rawValue)
      }
    }
  }

  func testThreadGoldens() {
    for format in OutputFormat.allCases {
      let renderer = format.renderer()
      for golden in ThreadGoldenCase.all {
        assertGolden(
          of: golden.thread,
          as: GoldenFormat(fileExtension: format.fileExtension) {
            LinkedStylesheet.golden(
              renderer.render(thread: $0), format: format, folder: format.rawValue)
          },
          named: golden.name, in: format.rawValue)
      }
    }
  }

  /// The sample conversation list in three languages and time zones: its relative times
  /// ("Yesterday", weekdays, dates), previews and labels, read as a reviewer would.
  static let conversationLists: [(name: String, locale: String, zone: String)] = [
    ("conversations-en-GB", "en-GB", "Europe/London"),
    ("conversations-ja", "ja", "Asia/Tokyo"),
    ("conversations-ar", "ar", "Asia/Riyadh"),
  ]

  func testConversationListGoldens() throws {
    for format in OutputFormat.allCases {
      let renderer = format.renderer()
      for list in Self.conversationLists {
        let zone = try XCTUnwrap(TimeZone(identifier: list.zone))
        let rows = Gallery.conversationRows(options: .init(locale: list.locale, timeZone: zone))
        assertGolden(
          of: rows,
          as: GoldenFormat(fileExtension: format.fileExtension) {
            LinkedStylesheet.golden(
              renderer.render(rows: $0), format: format, folder: format.rawValue)
          },
          named: list.name, in: format.rawValue)
      }
    }
  }

  /// The stylesheet every HTML golden links in place of its own copy: a change of a rule
  /// is a diff of this one file.
  func testTheSharedStylesheetGolden() {
    assertGolden(
      of: HTMLRenderer.sharedStylesheet, as: GoldenFormat(fileExtension: "css") { $0 },
      named: "messagestatuskit", in: "html")
  }

  func testNoGoldenIsOrphaned() throws {
    for format in OutputFormat.allCases {
      let produced = Set(
        (GoldenCase.all.map(\.name) + ThreadGoldenCase.all.map(\.name)
          + Self.conversationLists.map(\.name)).map {
            "\($0).\(format.fileExtension)"
          }
          + (format == .html ? [LinkedStylesheet.fileName] : []))
      let onDisk = try Set(
        FileManager.default.contentsOfDirectory(atPath: goldensFolder(format.rawValue).path))
      XCTAssertEqual(
        onDisk.subtracting(produced).sorted(), [],
        "goldens no case produces in \(format.rawValue)/")
    }
  }

  func testCaseNamesAreUnique() {
    XCTAssertEqual(Set(GoldenCase.all.map(\.name)).count, GoldenCase.all.count)
  }

  func testLongMessageIsTenThousandCharacters() {
    XCTAssertEqual(GoldenCase.longMessage.bubbles.first?.text.count, 10_000)
  }
}
