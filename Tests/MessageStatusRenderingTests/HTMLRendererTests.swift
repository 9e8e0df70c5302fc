import MessageStatusKit
import XCTest

@testable import MessageStatusRendering

final class HTMLRendererTests: XCTestCase {
  static let elements: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "main", "h1", "h2", "section", "ol", "li",
    "p", "div", "span", "svg", "symbol", "use", "path", "button", "bdi", "time", "ul",
  ]
  static let attributes: Set<String> = [
    "lang", "charset", "name", "content", "class", "id", "style", "role", "aria-label",
    "aria-labelledby", "aria-hidden", "dir", "type", "viewbox", "fill", "stroke", "href", "d",
    "data-role", "data-state", "data-pause", "data-upload", "data-played", "pathlength",
    "data-edit-sync", "data-view-once",
    "data-action",
    "data-destructive", "data-kind",
    "data-palette",
    "data-run", "datetime", "data-id", "aria-describedby", "hidden",
  ]

  func testHostileTextNeverBecomesMarkup() {
    for golden in GoldenCase.all {
      // The page's one script is the renderer's own, written once at most.
      let page = HTMLRenderer().render(sections: golden.sections)
      let script = "\(HTMLRenderer.eventScript)"
      XCTAssertLessThanOrEqual(page.components(separatedBy: "<script").count, 2, golden.name)
      let html = page.replacingOccurrences(of: script, with: "")
      XCTAssertFalse(html.contains("<script"), golden.name)
      for token in HTMLTokenizer.tokens(html) {
        switch token {
        case .tag(let tag):
          XCTAssertTrue(Self.elements.contains(tag.name), "\(golden.name): <\(tag.name)>")
          for attribute in tag.attributes {
            XCTAssertTrue(
              Self.attributes.contains(attribute.name),
              "\(golden.name): <\(tag.name) \(attribute.name)=…>")
          }
        case .comment(let body): XCTFail("\(golden.name): comment <!--\(body)-->")
        case .text, .doctype: break
        }
      }
    }
  }

  func testUserTextSurvivesAsTextAndLabels() {
    let bubbles = GoldenCase.hostileText.bubbles
    let tokens = HTMLTokenizer.tokens(HTMLRenderer().render(bubbles))
    var texts: [String] = []
    let labels = HTMLExpectation.labels(in: tokens)
    for (index, token) in tokens.enumerated() {
      guard case .tag(let tag) = token, !tag.isEnd else { continue }
      let classes = tag.attributes.first { $0.name == "class" }?.value
        .split(separator: " ").first.map(String.init)
      if classes == "text", case .text(let text)? = tokens.dropFirst(index + 1).first {
        texts.append(text)
      }
    }
    XCTAssertEqual(texts, bubbles.map { HTMLExpectation.visible($0.text) })
    XCTAssertEqual(labels, bubbles.map { HTMLExpectation.visible(HTMLExpectation.spoken($0)) })
  }

  func testForbiddenCodePointsBecomeVisibleStandIns() {
    let html = HTMLRenderer(options: .init(document: .fragment)).render([
      BubbleDescriber().describe(
        GoldenCase.outgoing("c", "a\u{0}b\u{1B}c\u{7F}d\u{85}e\u{FFFE}f\rg\r\nh\n", .sent),
        in: GoldenCase.direct)
    ])
    XCTAssertTrue(html.contains(">a␀b␛c␡d\u{FFFD}e\u{FFFD}f\ng\nh\n</span>"), html)
  }

  /// Every symbol is defined once on the page, from the paths the JSON carries, and drawn
  /// by reference.
  func testEverySymbolHasADrawing() {
    let html = HTMLRenderer().render(GoldenCase.all.flatMap(\.bubbles))
    for symbol in Symbol.allCases {
      let id = "msk-symbol-\(symbol.rawValue)"
      XCTAssertEqual(html.components(separatedBy: "<symbol id=\"\(id)\"").count, 2, "\(symbol)")
      XCTAssertTrue(html.contains("<use href=\"#\(id)\"/>"), "\(symbol) never drawn")
      // The page draws the paths the JSON carries, not drawings of its own.
      for path in symbol.drawing.paths {
        XCTAssertTrue(html.contains("<path d=\"\(path.data)\""), "\(symbol): \(path.data)")
      }
    }
  }

  func testFailedBubblesHaveRealButtons() {
    let html = HTMLRenderer().render(GoldenCase.failedTint.bubbles)
    XCTAssertTrue(
      html.contains(
        "<div class=\"actions\"><button type=\"button\" data-action=\"retry\""
          + " aria-describedby=\"msk-c2\">Retry</button><button type=\"button\""
          + " data-action=\"delete\" aria-describedby=\"msk-c2\" data-destructive=\"true\">"
          + "Delete</button></div>"), html)
  }

  func testPageDeclaresLanguageAndBothColorSchemes() {
    let html = HTMLRenderer().render(GoldenCase.attachments.bubbles)
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
    XCTAssertTrue(html.contains("@media (prefers-color-scheme:dark){:root{--msk-accent:#3D8BFF;"))
    XCTAssertTrue(html.contains("@media (prefers-reduced-motion:reduce)"))
    XCTAssertFalse(html.contains("<script"), "nothing to activate, so no script")
    XCTAssertFalse(html.contains("http://") || html.contains("https://"), "no external resources")
  }

  func testAnimationFollowsTheTransitionAndReduceMotion() {
    let moving = HTMLRenderer().render(GoldenCase.transitions(reduceMotion: false).bubbles)
    let curve = "cubic-bezier(0.42,0,0.58,1)"
    XCTAssertTrue(
      moving.contains(
        "--msk-status-motion:msk-scale 0.2s \(curve) both,msk-opacity 0.2s \(curve) both;"
          + "--msk-status-reduced:msk-opacity 0.2s \(curve) both"), moving)
    XCTAssertTrue(moving.contains("--msk-count-motion:msk-numericText 0.2s \(curve) both"))
    let still = HTMLRenderer().render(GoldenCase.transitions(reduceMotion: true).bubbles)
    XCTAssertFalse(still.contains("msk-scale 0.2s"))
    XCTAssertTrue(still.contains("--msk-status-motion:msk-opacity 0.2s \(curve) both"))
  }

  func testFragmentHasNoDocumentShell() {
    let html = HTMLRenderer(options: .init(document: .fragment)).render(
      GoldenCase.attachments.bubbles)
    XCTAssertTrue(html.hasPrefix("<style>"))
    XCTAssertFalse(html.contains("<html") || html.contains("<body"))
    XCTAssertTrue(html.hasSuffix("</svg>\n</div>\n"), "the symbols its bubbles draw close it")
    XCTAssertTrue(html.contains("</ol>\n<svg class=\"symbols\""))
  }

  func testPinnedSchemeMarksEveryRow() {
    let html = HTMLRenderer(options: .init(colorScheme: .asDescribed))
      .render(GoldenCase.failedTint.bubbles)
    XCTAssertEqual(
      html.components(
        separatedBy: "data-role=\"outgoing\" data-palette="
      ).count - 1, 4)
  }
}
