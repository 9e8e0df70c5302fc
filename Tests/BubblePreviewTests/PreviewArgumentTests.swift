import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import BubblePreviewCore

/// Usage errors: exit 64, one line naming the problem.
final class PreviewArgumentTests: XCTestCase {
  private func assertUsageError(
    _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let run = PreviewRun(arguments)
    XCTAssertEqual(run.status, 64, file: file, line: line)
    XCTAssertEqual(run.errors, "bubble-preview: error: \(message)\n", file: file, line: line)
    XCTAssertEqual(run.output, "", file: file, line: line)
  }

  func testMissingCommand() {
    assertUsageError(
      [],
      "missing command; expected gallery, render, conversations, compose, palette or phrases (see 'bubble-preview --help')"
    )
  }

  func testUnknownCommandSuggestsTheNearest() {
    assertUsageError(["galery"], "unknown command 'galery'; did you mean 'gallery'?")
    assertUsageError(["rendr"], "unknown command 'rendr'; did you mean 'render'?")
    assertUsageError(
      ["preview"],
      "unknown command 'preview'; expected gallery, render, conversations, compose, palette or phrases (see 'bubble-preview --help')"
    )
  }

  func testUnknownFlagSuggestsTheNearest() {
    assertUsageError(
      ["gallery", "--fromat", "html"],
      "unknown option '--fromat' for 'gallery'; did you mean '--format'?")
    assertUsageError(
      ["render", "--ouptut", "x"],
      "unknown option '--ouptut' for 'render'; did you mean '--output'?")
    assertUsageError(["render", "--style", "ticks"], "unknown option '--style' for 'render'")
  }

  func testMissingValue() {
    assertUsageError(["gallery", "--format"], "option '--format' needs a value")
    assertUsageError(
      ["gallery", "--output", "--format", "html"], "option '--output' needs a value")
  }

  func testInvalidValuesListTheChoices() {
    assertUsageError(
      ["gallery", "--format", "pdf"],
      "option '--format': unknown value \"pdf\"; expected one of "
        + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
    assertUsageError(
      ["gallery", "--style", "bubbles"],
      "option '--style': unknown value \"bubbles\"; expected one of "
        + StatusStyle.allCases.map(\.rawValue).joined(separator: ", ") + ", all")
    assertUsageError(
      ["gallery", "--appearance", "sepia"],
      "option '--appearance': unknown value \"sepia\"; expected one of light, dark")
  }

  func testRepeatedAndStrayArguments() {
    assertUsageError(
      ["gallery", "--format", "html", "--format=json"], "option '--format' is given more than once")
    assertUsageError(["gallery", "extra"], "unexpected argument 'extra'")
    assertUsageError(["--version", "now"], "unexpected argument 'now'")
  }

  func testFlagsTakeValuesInBothSpellings() throws {
    XCTAssertEqual(
      try PreviewAction.parse([
        "gallery", "--format=text", "--style", "circles", "--appearance=dark",
      ]),
      .gallery(GalleryArguments(format: .text, styles: [.circles], appearance: .dark, locale: "en"))
    )
    XCTAssertEqual(
      try PreviewAction.parse(["render", "--input", "-", "--format", "html"]),
      .render(RenderArguments(input: nil, format: .html, output: nil)))
    XCTAssertEqual(try PreviewAction.parse(["render"]), .render(RenderArguments()))
    XCTAssertEqual(
      try PreviewAction.parse(["gallery", "--style", "all"]), .gallery(GalleryArguments()))
  }

  func testHelpAndVersion() {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = PreviewRun(arguments)
      XCTAssertEqual(run.status, 0)
      XCTAssertTrue(
        run.output.hasPrefix("bubble-preview: see and hear every message bubble state."))
    }
    for arguments in [["gallery", "--help"], ["help", "gallery"]] {
      let run = PreviewRun(arguments)
      XCTAssertEqual(run.status, 0)
      XCTAssertTrue(
        run.output.hasPrefix(
          "USAGE: bubble-preview gallery [--format \(OutputFormat.usage(first: .html))]"))
    }
    XCTAssertTrue(PreviewRun(["render", "-h"]).output.hasPrefix("USAGE: bubble-preview render"))
    let version = PreviewRun(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(
      version.output, "bubble-preview 0.1.0 (MessageStatusKit; JSON schema version 3)\n")
  }

  /// One table feeds parsing and help: every flag a subcommand lists is accepted and
  /// documented in its help, and every other flag is refused with a suggestion.
  func testEachSubcommandAcceptsAndDocumentsExactlyItsFlags() throws {
    for subcommand in PreviewSubcommand.allCases {
      let help = PreviewHelp.text(for: subcommand)
      for flag in PreviewFlag.allCases {
        let arguments = [subcommand.rawValue, flag.rawValue] + (flag.isSwitch ? [] : ["x"])
        if subcommand.flags.contains(flag) {
          XCTAssertTrue(
            help.contains("\n  \(flag.rawValue)  "), "\(subcommand) help lists \(flag.rawValue)")
          XCTAssertTrue(
            help.contains("[" + flag.rawValue), "\(subcommand) usage shows \(flag.rawValue)")
          do {
            _ = try PreviewAction.parse(arguments)
          } catch .unknownFlag {
            XCTFail("\(subcommand) refuses its own \(flag.rawValue)")
          } catch {}  // a bad value ("x") is another matter
        } else {
          XCTAssertFalse(help.contains("\n  \(flag.rawValue) "), "\(subcommand) help")
          XCTAssertThrowsError(try PreviewAction.parse(arguments)) { error in
            guard case .unknownFlag(let name, let command, _) = error as? PreviewError else {
              return XCTFail("\(error)")
            }
            XCTAssertEqual(name, flag.rawValue)
            XCTAssertEqual(command, subcommand.rawValue)
          }
        }
      }
    }
  }
}
