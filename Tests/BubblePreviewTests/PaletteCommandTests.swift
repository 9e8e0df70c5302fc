import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// `bubble-preview palette` and `--palette`: a brand palette's failing pairs on the table,
/// on standard error and on the page; a bad palette file's located error.
final class PaletteCommandTests: XCTestCase {
  private static let palettes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Examples/palettes")
  private static let standard = palettes.appendingPathComponent("standard.json").path
  private static let mint = palettes.appendingPathComponent("mint.json").path

  func testTheStandardPalettePasses() throws {
    let run = PreviewRun(["palette", "--input", Self.standard])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.errors, "")
    let lines = run.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1 + 36 + 1)
    XCTAssertEqual(
      lines.first?.split(separator: " ", omittingEmptySubsequences: true).first, "variant")
    XCTAssertEqual(lines.last, "All 36 pairs meet WCAG 2.2 contrast.")
    XCTAssertFalse(run.output.contains("fails"))
    // The example file is the library's palette, colour for colour.
    let file = try PaletteInput.palette(
      from: Array(Data(contentsOf: URL(fileURLWithPath: Self.standard))))
    XCTAssertEqual(file, Palette.standard)
  }

  func testAMintPaletteFailsTwelvePairsWithSuggestionsThatPass() throws {
    let run = PreviewRun(["palette", "--input", Self.mint])
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors, "bubble-preview: 12 of 36 colour pairs are below WCAG 2.2 contrast\n")
    let failing = run.output.split(separator: "\n").filter { $0.contains(" fails ") }
    XCTAssertEqual(failing.count, 12)
    XCTAssertTrue(run.output.hasSuffix("12 of 36 pairs are below WCAG 2.2 contrast.\n"))
    // Each suggestion, adopted alone in a copy of the file, makes its pair pass.
    let palette = try PaletteInput.palette(
      from: Array(Data(contentsOf: URL(fileURLWithPath: Self.mint))))
    for check in palette.contrastChecks() where !check.passes {
      let suggestion = try XCTUnwrap(check.suggestion)
      var adopted = palette
      let column = Palette.Column { token in
        token == suggestion.token ? suggestion.color : palette.color(token, in: check.variant)
      }
      switch check.variant {
      case .light: adopted.light = column
      case .dark: adopted.dark = column
      case .lightIncreasedContrast: adopted.lightIncreasedContrast = column
      case .darkIncreasedContrast: adopted.darkIncreasedContrast = column
      }
      let after = adopted.contrastChecks().first {
        $0.variant == check.variant && $0.foreground == check.foreground
          && $0.background == check.background
      }
      XCTAssertEqual(after?.passes, true, check.description)
    }
  }

  func testTheGalleryNamesEachFailingPairOnceAndOnThePage() {
    let run = PreviewRun(["gallery", "--palette", Self.mint, "--style", "ticks"])
    XCTAssertEqual(run.status, 0, run.errors)
    let warnings = run.errors.split(separator: "\n")
    XCTAssertEqual(warnings.count, 12)
    XCTAssertEqual(Set(warnings).count, 12)
    XCTAssertEqual(
      warnings.first,
      "bubble-preview: warning: palette file '\(Self.mint)': light: outgoingText #FFFFFF on "
        + "outgoingBubble #3EB489 is 2.59:1, needs 4.5:1; outgoingBubble #2E8566 would give 4.5:1")
    // Above the bubbles: the notice and its twelve pairs.
    let notice = run.output.range(
      of: "<section class=\"palette-check\" aria-labelledby=\"palette-check\">")
    let firstBubble = run.output.range(of: "<li class=\"row")
    XCTAssertNotNil(notice)
    XCTAssertLessThan(
      try XCTUnwrap(notice).lowerBound, try XCTUnwrap(firstBubble).lowerBound)
    XCTAssertEqual(run.output.components(separatedBy: "<li>light: ").count - 1, 4)
    XCTAssertEqual(run.output.components(separatedBy: "<li>").count - 1, 12)
    XCTAssertTrue(
      run.output.contains(
        "<li>light: outgoingText #FFFFFF / outgoingBubble #3EB489 — 2.59:1 (4.5:1) → "
          + "outgoingBubble #2E8566</li>"))
    XCTAssertTrue(run.output.contains("--msk-outgoingBubble:#3EB489;"))
  }

  func testAPassingPaletteSaysNothing() {
    let run = PreviewRun(["gallery", "--palette", Self.standard])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.output, PreviewRun(["gallery"]).output)
    XCTAssertFalse(run.output.contains("palette-check"))
  }

  func testRenderUsesThePaletteForJSONAndWarns() {
    let run = PreviewRun(["render", "--palette", Self.mint], input: documentJSON())
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.errors.split(separator: "\n").count, 12)
    XCTAssertTrue(run.output.contains(##""outgoingBubble": "#3EB489""##), run.output)
  }

  func testABadPaletteFileGetsALocatedError() throws {
    let folder = try temporaryFolder(self)
    func run(_ text: String) throws -> PreviewRun {
      let file = folder.appendingPathComponent("brand.json")
      try Data(text.utf8).write(to: file)
      return PreviewRun(["gallery", "--palette", file.path])
    }
    var mint = try String(contentsOfFile: Self.mint, encoding: .utf8)
    let path = folder.appendingPathComponent("brand.json").path
    let prefix = "bubble-preview: error: palette file '\(path)'"
    mint = mint.replacingOccurrences(
      of: "\"failedText\": \"#FFFFFF\"", with: "\"failedText\": \"white\"")
    var result = try run(mint)
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(
      result.errors,
      prefix + ": palette.light.failedText: \"white\" is not a colour; expected #RRGGBB such as "
        + "\"#0A62D0\"\n")
    XCTAssertEqual(result.output, "")
    // A sign is no hex digit: "#-00000" was once read as black and graded "21:1 passes".
    let signed = try String(contentsOfFile: Self.mint, encoding: .utf8).replacingOccurrences(
      of: "\"failedText\": \"#FFFFFF\"", with: "\"failedText\": \"#-00000\"")
    result = try run(signed)
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(
      result.errors,
      prefix + ": palette.light.failedText: \"#-00000\" is not a colour; expected #RRGGBB such as "
        + "\"#0A62D0\"\n")
    result = try run(
      #"{"light": {}, "dark": {}, "lightIncreasedContrast": {}, "darkIncreasedContras": {}}"#)
    XCTAssertEqual(
      result.errors,
      prefix + ": palette: unknown field \"darkIncreasedContras\"; did you mean "
        + "\"darkIncreasedContrast\"?\n")
    result = try run(#"{"light": {"accent": 3}}"#)
    XCTAssertEqual(result.errors, prefix + ": palette: missing required field \"dark\"\n")
    result = try run("{\"light\": ")
    XCTAssertEqual(
      result.errors,
      prefix + " is not JSON: line 1, column 11: unexpected end of input; expected a value\n")
    let missing = PreviewRun([
      "gallery", "--palette", folder.appendingPathComponent("none.json").path,
    ])
    XCTAssertEqual(missing.status, 66)
    XCTAssertTrue(missing.errors.hasPrefix("bubble-preview: error: cannot read palette file '"))
  }

  func testStandardInputCannotFeedBothInputAndPalette() {
    let run = PreviewRun(["render", "--palette", "-"], input: documentJSON())
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: standard input can feed --input or --palette, not both; give "
        + "one of them a file\n")
  }
}
