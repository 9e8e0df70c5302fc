import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// `bubble-preview phrases`: the String Catalog translators edit; and the one line a locale
/// without a phrasebook gets.
final class PhrasesCommandTests: XCTestCase {
  func testExportsEveryKeyOfEveryLanguage() throws {
    let run = PreviewRun(["phrases", "--export", "xcstrings"])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.errors, "")
    let catalog = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    XCTAssertEqual(catalog["sourceLanguage"] as? String, "en")
    let strings = try XCTUnwrap(catalog["strings"] as? [String: [String: Any]])
    let categories = Set(["zero", "one", "two", "few", "many", "other"])
    let phrasebooks = Language.allCases.map { ($0.code, $0.phrasebook) }
    for key in Phrasebook.keys where Phrasebook.english.phrase(forKey: key) != nil {
      let parts = key.split(separator: ".")
      let name =
        categories.contains(String(parts.last ?? ""))
        ? parts.dropLast().joined(separator: ".") : key
      let localizations = try XCTUnwrap(strings[name]?["localizations"] as? [String: Any], name)
      for (code, phrasebook) in phrasebooks where phrasebook.phrase(forKey: key) != nil {
        XCTAssertNotNil(localizations[code], "\(key) has no \(code)")
      }
    }
    // Every key tells translators where its words appear; a phrase added without a note
    // fails here.
    for (key, entry) in strings {
      XCTAssertNotNil(entry["comment"] as? String, "\(key) has no comment for translators")
    }
    // Russian varies by the four categories its rule uses for counts.
    let remaining = try XCTUnwrap(
      strings["composer.charactersRemaining"]?["localizations"] as? [String: [String: Any]])
    let russian = try XCTUnwrap(
      (remaining["ru"]?["variations"] as? [String: Any])?["plural"] as? [String: Any])
    XCTAssertEqual(Set(russian.keys), ["one", "few", "many", "other"])
    XCTAssertEqual(run.output, PreviewRun(["phrases"]).output, "the default export is xcstrings")
  }

  func testUnknownExportFormatIsAUsageError() {
    let run = PreviewRun(["phrases", "--export", "po"])
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: option '--export': unknown value \"po\"; expected one of xcstrings\n")
  }

  /// One line on standard error, once, for a locale no phrasebook speaks; none otherwise.
  func testALocaleWithoutPhrasebookIsSaidOnce() {
    let unknown = PreviewRun(["gallery", "--format", "text", "--locale", "sw-KE"])
    XCTAssertEqual(unknown.status, 0)
    XCTAssertEqual(
      unknown.errors, "bubble-preview: locale sw-KE: no phrasebook; English words, Swahili clocks\n"
    )
    XCTAssertTrue(unknown.output.contains("language: en"))
    let made = PreviewRun(["gallery", "--format", "text", "--locale", "qaa"])
    XCTAssertEqual(
      made.errors, "bubble-preview: locale qaa: no phrasebook; English words and clocks\n")
    let undetermined = PreviewRun(["gallery", "--format", "text", "--locale", "und"])
    XCTAssertEqual(
      undetermined.errors, "bubble-preview: locale und: no phrasebook; English words and clocks\n")
    XCTAssertEqual(PreviewRun(["gallery", "--format", "text", "--locale", "iw-IL"]).errors, "")
    let odd = PreviewRun(["gallery", "--format", "text", "--locale", "x\ny"])
    XCTAssertEqual(
      odd.errors, "bubble-preview: locale 'x\\ny': no phrasebook; English words and clocks\n")
    for language in Language.allCases {
      XCTAssertEqual(
        PreviewRun(["gallery", "--format", "text", "--locale", language.code]).errors, "",
        language.code)
    }
    let input = documentJSON(extra: #""options": {"locale": "is-IS"}"#)
    let render = PreviewRun(["render", "--format", "text"], input: input)
    XCTAssertEqual(render.status, 0, render.errors)
    XCTAssertEqual(
      render.errors,
      "bubble-preview: locale is-IS: no phrasebook; English words, Icelandic clocks\n")
    let compose = PreviewRun(
      ["compose", "--format", "text"],
      input: #"{"options": {"locale": "si"}, "drafts": [{"text": "Hej"}]}"#)
    XCTAssertEqual(compose.status, 0, compose.errors)
    XCTAssertEqual(
      compose.errors, "bubble-preview: locale si: no phrasebook; English words, Sinhala clocks\n")
  }
}

/// `render --phrases FILE`: a preview in an app's own words, from its String Catalog or an
/// object of keys and words; every problem names the file, and the key or catalog path.
final class RenderPhrasesTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-phrases-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  private let document = """
    {"viewer": "me", "participants": ["me", "alice"], "options": {"locale": "pl"},
     "messages": [{"id": "m1", "sender": "me", "text": "Hi",
       "createdAt": "2025-10-21T10:42:00Z", "state": "failed"}]}
    """

  private func file(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func testAppWordsReachThePreview() throws {
    let words = try file("words.json", #"{"retryAction": "Spróbuj jeszcze raz"}"#)
    let run = PreviewRun(["render", "--format", "text", "--phrases", words], input: document)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains(#"actions: retry "Spróbuj jeszcze raz", delete "Usuń""#))
    // The library's own export, read back, changes nothing.
    let export = try file("Chat.xcstrings", PreviewRun(["phrases"]).output)
    XCTAssertEqual(
      PreviewRun(["render", "--phrases", export], input: document).output,
      PreviewRun(["render"], input: document).output)
  }

  func testEveryProblemNamesTheFileAndWhere() throws {
    var cases: [(String, String, String)] = [
      (
        "typo.json", #"{"retryActon": "x"}"#,
        #"unknown phrase key "retryActon"; did you mean "retryAction"? (see 'bubble-preview "#
          + "phrases' for the keys)"
      ),
      (
        "number.json", #"{"retryAction": 1}"#,
        #""retryAction": expected the phrase's words as a string"#
      ),
      ("cut.json", "{", "is not JSON: line 1, column 2: unexpected end of input"),
      (
        "slot.json", #"{"labelReadBy.few": "{liczba}"}"#,
        ": {liczba} is not a slot of labelReadBy.few; it has {count}, {total}"
      ),
      (
        "slot.xcstrings",
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {"labelReadBy": {"#
          + #""localizations": {"pl": "#
          + #"{"variations": {"plural": {"few": {"stringUnit": {"value": "{liczba}"}}}}}}}}}"#,
        ": strings.labelReadBy.localizations.pl.variations.plural.few: {liczba} is not a slot "
          + "of labelReadBy.few; it has {count}, {total}"
      ),
    ]
    cases.append(
      (
        "old.xcstrings", #"{"sourceLanguage": "en", "strings": {}}"#,
        #": missing required field "version""#
      ))
    for (name, text, expected) in cases {
      let path = try file(name, text)
      let out = folder.appendingPathComponent("out.json").path
      let run = PreviewRun(["render", "--phrases", path, "--output", out], input: document)
      XCTAssertEqual(run.status, 65, name)
      XCTAssertTrue(
        run.errors.hasPrefix("bubble-preview: error: phrases file '\(path)'"), run.errors)
      XCTAssertTrue(run.errors.contains(expected), "\(name): \(run.errors)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: out), "no output for \(name)")
    }
    XCTAssertEqual(PreviewRun(["render", "--phrases", "-"], input: document).status, 64)
  }
}
