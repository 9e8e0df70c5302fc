import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import BubblePreviewCore

/// `bubble-preview conversations`: a list document's rows, each the library's.
final class ConversationsCommandTests: XCTestCase {
  private let document = #"""
    {"options": {"now": "2025-10-21T12:00:00Z", "locale": "en-GB"},
     "conversations": [
       {"viewer": "me", "participants": ["me", "alice"], "names": {"alice": "Alice"},
        "messages": [
          {"id": "a2", "sender": "me", "text": "See you at 7", "createdAt": "2025-10-21T10:42:00Z",
           "serverTimestamp": "2025-10-21T10:42:01Z", "state": "sent"},
          {"id": "a1", "sender": "alice", "text": "Dinner?", "createdAt": "2025-10-21T10:40:00Z",
           "serverTimestamp": "2025-10-21T10:40:01Z", "state": "read"},
          {"id": "a2", "sender": "me", "text": "See you at 7", "createdAt": "2025-10-21T10:42:00Z",
           "state": "read", "readBy": ["alice"]}]},
       {"title": "Design team", "viewer": "me", "participants": ["me", "bob", "carol"],
        "names": {"bob": "Bob"},
        "messages": [{"id": "b1", "sender": "bob", "text": "", "attachment": "photo",
                      "createdAt": "2025-10-20T09:00:00Z", "state": "delivered"}]}]}
    """#

  func testEachConversationIsItsLatestMessagesRowAsTheLibraryDescribesIt() throws {
    let now = Date(timeIntervalSince1970: 1_761_048_000)
    let describer = BubbleDescriber(options: .init(locale: "en-GB"))
    let direct = Conversation(
      participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])
    let group = Conversation(
      participants: ["me", "bob", "carol"], viewer: "me", displayNames: ["bob": "Bob"])
    let date = { (text: String) in try ISO8601.read(text).get() }
    // The two reports of a2 merged: read, and after a1 by the server's time.
    var latest = Message(
      id: "a2", sender: "me", text: "See you at 7", createdAt: try date("2025-10-21T10:42:00Z"),
      serverTimestamp: try date("2025-10-21T10:42:01Z"), state: .sent)
    latest.merge(
      Message(
        id: "a2", sender: "me", text: "See you at 7",
        createdAt: try date("2025-10-21T10:42:00Z"), state: .read, readBy: ["alice"]))
    let photo = Message(
      id: "b1", sender: "bob", text: "", attachment: .photo,
      createdAt: try date("2025-10-20T09:00:00Z"), state: .delivered)
    let rows = [
      describer.describeRow(latest, in: direct, now: now),
      describer.describeRow(photo, in: group, title: "Design team", now: now),
    ]
    XCTAssertEqual(rows.map(\.preview), ["You: See you at 7", "Bob: Photo"])
    XCTAssertEqual(rows.map(\.time), ["10:42", "Yesterday"])
    XCTAssertEqual(rows[0].latest.status?.state, .read)
    for format in OutputFormat.allCases {
      let run = PreviewRun(["conversations", "--format", format.rawValue], input: document)
      XCTAssertEqual(run.status, 0, run.errors)
      XCTAssertEqual(
        run.output,
        PreviewCommand.renderer(format, title: describer.phrases.page.title, pinned: false)
          .render(rows: rows), format.rawValue)
    }
    // The JSON document gives the rows back.
    let json = PreviewRun(["conversations"], input: document).output
    let decoded = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
    XCTAssertEqual(decoded.rows, rows)
  }

  func testBadConversationsNameTheirPathInTheList() {
    let cases: [(String, String)] = [
      (#"{"conversations": {}}"#, "conversations: expected an array, found an object"),
      (#"{"conversations": [1]}"#, "conversations[0]: expected an object, found a number"),
      (#"{}"#, #"input: missing required field "conversations""#),
      (
        #"{"conversations": [{"viewer": "me", "messages": [{"id": "m", "sender": "me", "text": "", "createdAt": "2025-10-21T10:42:00Z", "state": "sen"}]}]}"#,
        #"conversations[0].messages[0].state: unknown value "sen""#
      ),
      (
        #"{"conversations": [{"viewer": "me", "messages": []}]}"#,
        "conversations[0].messages: must not be empty"
      ),
      (
        #"{"conversations": [{"viewer": "me", "options": {}, "messages": []}]}"#,
        #"conversations[0]: unknown field "options""#
      ),
      (
        #"{"conversations": [{"messages": []}]}"#,
        #"conversations[0]: missing required field "viewer""#
      ),
      (
        #"{"conversations": [{"viewer": "me", "names": {"a b": 1}, "messages": []}]}"#,
        #"conversations[0].names["a b"]: expected a string"#
      ),
    ]
    for (input, expected) in cases {
      let run = PreviewRun(["conversations"], input: input)
      XCTAssertEqual(run.status, 65, input)
      XCTAssertTrue(run.errors.contains(expected), "\(input)\n\(run.errors)")
    }
  }

  func testARenderDocumentHasNoTitle() {
    let run = PreviewRun(["render"], input: documentJSON(extra: #""title": "Team""#))
    XCTAssertEqual(run.status, 65)
    XCTAssertTrue(run.errors.contains(#"input: unknown field "title""#), run.errors)
  }

  func testTheGalleryShowsTheSampleListInEveryFormat() {
    for format in OutputFormat.allCases {
      let run = PreviewRun(["gallery", "--conversations", "--format", format.rawValue])
      XCTAssertEqual(run.status, 0, run.errors)
      XCTAssertTrue(run.output.contains("See you at 7"), format.rawValue)
    }
  }

  func testTheExampleRendersInEveryFormat() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/conversations.json")
    for format in OutputFormat.allCases {
      let run = PreviewRun(
        ["conversations", "--input", url.path, "--format", format.rawValue])
      XCTAssertEqual(run.status, 0, run.errors)
      XCTAssertEqual(run.errors, "")
    }
    let text = PreviewRun(["conversations", "--input", url.path, "--format", "text"]).output
    XCTAssertTrue(text.contains(#"label: "Alice, You: See you at 7, read, 11:42""#), text)
  }
}
