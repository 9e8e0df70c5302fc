import BubblePreviewCore
import Foundation
import MessageStatusComposer
import MessageStatusKit
import MessageStatusRendering
import XCTest

/// `bubble-preview compose`: the composer's description for other front ends.
final class ComposeCommandTests: XCTestCase {
  private let document = #"""
    {"options": {"limit": 20, "unit": "graphemes", "counterThreshold": 0.5, "locale": "de"},
     "drafts": [{"text": "Hallo"}, {"text": "Bis gleich, Alice!"}, {"text": "x", "previous": null}]}
    """#

  func testComposeGivesTheLibrarysDescriptionInEveryFormat() {
    let composer = Composer(limit: 20, unit: .graphemes, counterThreshold: 0.5, locale: "de")
    let expected = [
      composer.describe("Hallo"),
      // Without "previous", a draft follows the one before it: the counter appeared.
      composer.describe("Bis gleich, Alice!", previous: "Hallo"),
      // `null` reads as absent: it follows the draft before it too, so it was edited.
      composer.describe("x", previous: "Bis gleich, Alice!"),
    ]
    XCTAssertEqual(expected.map(\.interaction), [.untouched, .edited, .edited])
    XCTAssertEqual(expected[1].announcement, "2 Zeichen übrig")
    for format in OutputFormat.allCases {
      let run = PreviewRun(["compose", "--format", format.rawValue], input: document)
      XCTAssertEqual(run.status, 0, run.errors)
      var text = ""
      format.render(composers: expected, into: &text)
      XCTAssertEqual(run.output, text, format.rawValue)
    }
  }

  func testBadComposeInputNamesThePath() {
    let cases: [(String, String)] = [
      (#"{"drafts": [{"text": 1}]}"#, "drafts[0].text: expected a string, found a number"),
      (#"{"drafts": [{"txt": "a"}]}"#, #"drafts[0]: unknown field "txt"; did you mean "text"?"#),
      (
        #"{"limit": 10, "drafts": []}"#,
        #"input: unknown field "limit"; did you mean "options.limit"?"#
      ),
      (#"{"options": {"limit": 0}, "drafts": []}"#, "options.limit:"),
      (#"{"options": {"limit": 2147483648}, "drafts": []}"#, "from 1 to 2147483647"),
      (#"{"options": {"counterThreshold": 2}, "drafts": []}"#, "options.counterThreshold:"),
      (#"{"options": {"unit": "bytes"}, "drafts": []}"#, #"options.unit: unknown value "bytes""#),
      (#"{"options": {}}"#, "input: missing required field \"drafts\""),
    ]
    for (input, message) in cases {
      let run = PreviewRun(["compose"], input: input)
      XCTAssertEqual(run.status, 65, input)
      XCTAssertTrue(run.errors.contains(message), "\(input): \(run.errors)")
      XCTAssertEqual(run.output, "", input)
    }
  }

  func testComposeHasHelp() {
    let run = PreviewRun(["help", "compose"], input: "")
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.hasPrefix("USAGE: bubble-preview compose"))
  }
}
