import Foundation
import MessageStatusComposer
import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import MessageStatusTesting

/// HTML goldens link one stylesheet golden kept beside them, checked and recorded with each
/// page, so a CSS change is one reviewed diff.
final class GoldenCompanionTests: XCTestCase {
  private var sandbox: GoldenSandbox!
  private var captured: [String] = []
  private var capturing = false

  override func setUpWithError() throws {
    sandbox = try GoldenSandbox()
    captured = []
  }

  override func tearDown() {
    sandbox.remove()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append(description)
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  private func capture<Result>(
    _ environment: [String: String] = [:], _ body: () throws -> Result
  ) rethrows -> Result {
    capturing = true
    defer { capturing = false }
    return try sandbox.run(environment, body)
  }

  private static let bubbles: [BubbleDescription] = {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m1", sender: "me", text: "Hi", createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      state: .read)
    return [BubbleDescriber().describe(message, in: chat)]
  }()

  private func file(_ name: String) -> URL {
    sandbox.root.appendingPathComponent("Goldens/html/\(name)")
  }

  private func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func testEveryHTMLFormatLinksTheSharedStylesheetInsteadOfHoldingIt() {
    let page = HTMLRenderer(options: .init(colorScheme: .asDescribed)).render(Self.bubbles)
    let golden = GoldenFormat<[BubbleDescription]>.html.render(Self.bubbles)
    XCTAssertTrue(page.contains(HTMLRenderer.sharedStylesheet))
    XCTAssertFalse(golden.contains(HTMLRenderer.sharedStylesheet))
    XCTAssertTrue(golden.contains("<link rel=\"stylesheet\" href=\"messagestatuskit.css\">\n"))
    // What the page adds (its palette's colours, its sizes) stays in its own <style>.
    XCTAssertTrue(golden.contains("<style>\n"))
    let link = "<link rel=\"stylesheet\" href=\"messagestatuskit.css\">\n"
    XCTAssertEqual(golden.count, page.count - HTMLRenderer.sharedStylesheet.count + link.count)
    let thread = ThreadArranger(thread: .init(now: Date(timeIntervalSince1970: 1_761_043_320)))
      .describe([], in: Conversation(participants: ["me"], viewer: "me"))
    for (format, text) in [
      (GoldenFormat<[BubbleDescription]>.html.companion, golden),
      (
        GoldenFormat<[BubbleDescription]>.stillHTML.companion,
        GoldenFormat<[BubbleDescription]>.stillHTML.render(Self.bubbles)
      ),
      (
        GoldenFormat<BubbleDescription>.html.companion,
        GoldenFormat<BubbleDescription>.html.render(Self.bubbles[0])
      ),
      (
        GoldenFormat<ThreadDescription>.html.companion,
        GoldenFormat<ThreadDescription>.html.render(thread)
      ),
      (
        GoldenFormat<ThreadDescription>.stillHTML.companion,
        GoldenFormat<ThreadDescription>.stillHTML.render(thread)
      ),
      (
        GoldenFormat<[ComposerDescription]>.html.companion,
        GoldenFormat<[ComposerDescription]>.html.render([])
      ),
    ] {
      XCTAssertEqual(format, GoldenCompanion.stylesheet)
      XCTAssertFalse(text.contains(HTMLRenderer.sharedStylesheet))
      XCTAssertTrue(text.contains("href=\"messagestatuskit.css\""))
    }
    XCTAssertNil(GoldenFormat<[BubbleDescription]>.text.companion)
    XCTAssertNil(GoldenFormat<[BubbleDescription]>.json.companion)
  }

  func testANewPageIsRecordedWithTheStylesheetBesideIt() {
    let failure = capture {
      checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html")
    }
    guard case .recorded? = failure else {
      return XCTFail("expected a recorded golden, got \(String(describing: failure))")
    }
    XCTAssertEqual(read("page.html"), GoldenFormat<[BubbleDescription]>.html.render(Self.bubbles))
    XCTAssertEqual(read("messagestatuskit.css"), HTMLRenderer.sharedStylesheet)
    // The next run matches both.
    XCTAssertNil(capture { checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html") })
  }

  func testAChangedStylesheetFailsAPageThatMatchesAndIsRecordedOnce() throws {
    _ = capture { checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html") }
    try Data("body{color:red}\n".utf8).write(to: file("messagestatuskit.css"))
    captured = []
    let failure = capture {
      checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html", record: .never)
    }
    guard case .mismatch(let mismatch)? = failure else {
      return XCTFail("expected a mismatch, got \(String(describing: failure))")
    }
    XCTAssertEqual(mismatch.golden.lastPathComponent, "messagestatuskit.css")
    XCTAssertEqual(read("messagestatuskit.css"), "body{color:red}\n", "never mode writes nothing")
    // Recorded with the page under the same mode: a new page of another name writes it
    // back, as no test owns it.
    let other = capture {
      checkGolden(of: Self.bubbles, as: .html, named: "other", in: "html", record: .failed)
    }
    guard case .recorded? = other else {
      return XCTFail("expected the new page recorded, got \(String(describing: other))")
    }
    XCTAssertEqual(read("messagestatuskit.css"), HTMLRenderer.sharedStylesheet)
    XCTAssertNil(
      capture {
        checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html", record: .failed)
      })
  }

  func testAPageThatMatchesWithAChangedStylesheetRewritesOnlyTheStylesheet() throws {
    _ = capture { checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html") }
    let page = read("page.html")
    try Data("body{color:red}\n".utf8).write(to: file("messagestatuskit.css"))
    let rewritten = capture {
      checkGolden(of: Self.bubbles, as: .html, named: "page", in: "html", record: .failed)
    }
    guard case .recorded(let recording)? = rewritten else {
      return XCTFail("expected the stylesheet rewritten, got \(String(describing: rewritten))")
    }
    XCTAssertEqual(recording.golden.lastPathComponent, "messagestatuskit.css")
    XCTAssertEqual(read("messagestatuskit.css"), HTMLRenderer.sharedStylesheet)
    XCTAssertEqual(read("page.html"), page)
  }

  /// A page changed below the first screenful is framed from a copy elsewhere; the copy
  /// still loads the stylesheet from beside the page.
  func testAReviewFrameCopyLoadsTheStylesheetFromBesideThePage() throws {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let bubbles = (0..<40).map { index in
      BubbleDescriber().describe(
        Message(
          id: MessageID("m\(index)"), sender: "me", text: "Message \(index)",
          createdAt: Date(timeIntervalSince1970: 1_761_043_320 + Double(index * 60)),
          state: .delivered), in: chat)
    }
    _ = capture { checkGolden(of: bubbles, as: .html, named: "tall", in: "html") }
    let golden = try XCTUnwrap(read("tall.html"))
    try Data(golden.replacingOccurrences(of: "Message 39", with: "Message 99").utf8)
      .write(to: file("tall.html"))
    let failure = capture {
      checkGolden(of: bubbles, as: .html, named: "tall", in: "html", record: .never)
    }
    guard case .mismatch? = failure else {
      return XCTFail("expected a mismatch, got \(String(describing: failure))")
    }
    let frames = sandbox.root.appendingPathComponent("artifacts/review/frames")
    let copies = try FileManager.default.contentsOfDirectory(atPath: frames.path)
    XCTAssertFalse(copies.isEmpty, "the change is below the first screenful")
    // The golden's copy loads it from the golden folder, the output's from its artifact's.
    let folders = [
      "expected": file("tall.html").deletingLastPathComponent().absoluteString,
      "actual": sandbox.root.appendingPathComponent("artifacts/html/", isDirectory: true)
        .absoluteString,
    ]
    for copy in copies {
      let side = try XCTUnwrap(copy.split(separator: "-").last?.split(separator: ".").first)
      let folder = try XCTUnwrap(folders[String(side)], copy)
      let text = try String(contentsOf: frames.appendingPathComponent(copy), encoding: .utf8)
      XCTAssertTrue(text.contains("<head>\n<base href=\"\(folder)\">\n"), copy)
    }
    // The page kept for review has the stylesheet beside it.
    XCTAssertEqual(
      FileManager.default.contents(
        atPath: sandbox.root.appendingPathComponent("artifacts/html/messagestatuskit.css").path),
      Data(HTMLRenderer.sharedStylesheet.utf8))
  }
}
