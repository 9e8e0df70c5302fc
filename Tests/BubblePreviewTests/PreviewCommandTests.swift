import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import BubblePreviewCore

final class PreviewCommandTests: XCTestCase {
  /// The issue's example document, word for word.
  private let example = """
    {
      "viewer": "me",
      "participants": ["me", "alice", "bob"],
      "names": {"alice": "Alice", "bob": "Bob"},
      "options": {"style": "ticks", "groupPolicy": "allRecipients", "appearance": "light",
                  "increasedContrast": false, "differentiateWithoutColor": false,
                  "reduceMotion": false, "readReceipts": "shown", "locale": "en", "timeZone": "UTC"},
      "messages": [
        {"id": "m1", "sender": "me", "text": "Hello world",
         "createdAt": "2025-10-21T10:42:00Z", "serverTimestamp": "2025-10-21T10:42:01Z", "sequenceNumber": 42,
         "state": "read", "deliveredTo": ["alice", "bob"], "readBy": ["alice"],
         "previousState": "delivered", "attachment": null}
      ]
    }
    """

  func testRenderExampleGivesTheRendererDocumentForTheCoreDescription() throws {
    let run = PreviewRun(["render"], input: example)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.errors, "")
    let chat = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob"])
    let message = Message(
      id: "m1", sender: "me", text: "Hello world",
      createdAt: Date(timeIntervalSince1970: 1_761_043_320),
      serverTimestamp: Date(timeIntervalSince1970: 1_761_043_321), sequenceNumber: 42, state: .read,
      deliveredTo: ["alice", "bob"], readBy: ["alice"])
    var previous = message
    previous.state = .delivered
    previous.readBy = []
    let bubble = BubbleDescriber(options: .init(groupPolicy: .allRecipients)).describe(
      message, in: chat, previous: previous)
    // The input chose an appearance, so the document draws as described.
    XCTAssertEqual(run.output, JSONRenderer(colorScheme: .asDescribed).render([bubble]))
    // The app says read; its state is a floor, and under allRecipients read means
    // everyone read, though the receipts alone would keep it delivered (an app that wants
    // them to decide reports sent). It was shown delivered, so it moves on to read.
    XCTAssertEqual(bubble.accessibilityLabel, "Hello world, read by everyone")
    XCTAssertEqual(bubble.status?.state, .read)
    XCTAssertNotEqual(bubble.transition, .none)
  }

  func testRenderThreadOrdersMergesAndSeparatesDays() throws {
    let input = documentJSON(
      messages: [
        #"{"id": "m2", "sender": "alice", "text": "Second", "createdAt": "2025-10-22T00:10:00Z", "serverTimestamp": "2025-10-22T00:10:00Z", "state": "delivered"}"#,
        #"{"id": "m1", "sender": "me", "text": "First", "createdAt": "2025-10-21T23:50:00Z", "state": "failed"}"#,
        #"{"id": "m1", "sender": "me", "text": "First", "createdAt": "2025-10-21T23:50:00Z", "serverTimestamp": "2025-10-21T23:51:00Z", "state": "sent"}"#,
      ],
      extra: #""options": {"timeZone": "UTC", "now": "2025-10-22T08:00:00Z"}"#)
    let run = PreviewRun(["render", "--thread"], input: input)
    XCTAssertEqual(run.status, 0, run.errors)
    let document = try JSONDecoder().decode(
      JSONRenderer.Document.self, from: Data(run.output.utf8))
    XCTAssertEqual(document.bubbles.map(\.id), ["m1", "m2"])
    XCTAssertEqual(document.bubbles.map { $0.status?.state }, [.sent, nil])
    XCTAssertEqual(
      document.separators,
      [
        JSONRenderer.Document.Separator(index: 0, date: "2025-10-21", title: "Yesterday"),
        JSONRenderer.Document.Separator(index: 1, date: "2025-10-22", title: "Today"),
      ])
    let plain = PreviewRun(["render"], input: input)
    XCTAssertEqual(plain.status, 65, "without --thread a repeated id is an error")
    XCTAssertEqual(
      PreviewRun(["render", "--thread=yes"], input: input).errors,
      "bubble-preview: error: option '--thread' takes no value\n")
  }

  func testParticipantsDefaultToTheViewerAndEverySender() throws {
    let input = documentJSON(messages: [
      messageJSON(),
      #"{"id": "m2", "sender": "alice", "text": "Hi", "createdAt": "2025-10-21T10:43:00Z", "state": "delivered"}"#,
      #"{"id": "m3", "sender": "bob", "text": "Yo", "createdAt": "2025-10-21T10:44:00Z", "state": "delivered"}"#,
    ])
    let parsed = try PreviewInput(bytes: Array(input.utf8))
    XCTAssertEqual(parsed.conversation.participants, ["me", "alice", "bob"])
    XCTAssertEqual(parsed.conversation.kind, .group)
  }

  func testTwoAxisStateAndPendingSpelling() throws {
    let input = documentJSON(messages: [
      messageJSON(#""syncStatus": "synced", "status": "delivered""#),
      messageJSON(#""syncStatus": "pending""#, id: "m2"),
      messageJSON(#""state": "pending""#, id: "m3"),
      messageJSON(#""syncStatus": "failed", "status": "read""#, id: "m4"),
    ])
    let states = try PreviewInput(bytes: Array(input.utf8)).entries.map(\.message.state)
    XCTAssertEqual(states, [.delivered, .sending, .sending, .failed])
  }

  func testRenderFormats() {
    let html = PreviewRun(["render", "--format", "html"], input: documentJSON())
    XCTAssertEqual(html.status, 0)
    XCTAssertTrue(html.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
    XCTAssertFalse(
      html.output.contains("<body data-palette"), "no appearance chosen: follow the system")
    let pinned = PreviewRun(
      ["render", "--format=html"], input: documentJSON(extra: #""options": {"appearance": "dark"}"#)
    )
    XCTAssertTrue(pinned.output.contains("<body data-palette=\"dark\">"))
    let text = PreviewRun(["render", "--format", "text"], input: documentJSON())
    XCTAssertTrue(text.output.hasPrefix("shared by every bubble\n"), text.output)
    XCTAssertTrue(text.output.contains("\n\nbubble m1\n  role: outgoing, trailing\n"), text.output)
  }

  func testGalleryMatchesTheLibraryGallery() {
    let run = PreviewRun(["gallery", "--format", "json", "--style", "receiptBadge"])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      JSONRenderer().render(sections: Gallery.sections(options: .init(style: .receiptBadge))))
  }

  func testGalleryOfAllStylesHasAHeadingPerStyleAndSection() {
    let run = PreviewRun(["gallery"])
    XCTAssertEqual(run.status, 0)
    let headings = run.output.components(separatedBy: "<h2 ").count - 1
    XCTAssertEqual(headings, StatusStyle.allCases.count * Gallery.samples.count)
    XCTAssertTrue(run.output.contains(">Receipt badge: Group, some have read</h2>"))
    XCTAssertFalse(run.output.contains("<body data-palette"), "follows the system by default")
  }

  func testGalleryInArabicIsRightToLeft() {
    let run = PreviewRun(["gallery", "--locale", "ar", "--style", "receiptBadge"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"))
    XCTAssertTrue(run.output.contains("<title>فقاعات الرسائل: شارة القراءة</title>"))
    XCTAssertTrue(run.output.contains("<span class=\"badge-count\">٣</span>"))
  }

  func testGalleryAppearancePinsThePage() {
    let run = PreviewRun(["gallery", "--appearance", "dark", "--style", "ticks"])
    XCTAssertTrue(run.output.contains("<body data-palette=\"dark\">"))
    XCTAssertTrue(run.output.contains("<title>Message bubbles: Ticks</title>"))
  }

  /// Screenshots caught the status animations mid-play.
  ///
  /// A still page draws every status in its final state and keeps the notes of what would play.
  func testAStillPageHasNoAnimationButKeepsItsNotes() {
    // A read message that was delivered: its badge appears, scaling and fading in.
    let input = """
      {"viewer": "me", "participants": ["me", "alice"], "options": {"style": "receiptBadge"},
       "messages": [{"id": "m1", "sender": "me", "text": "Hi", "createdAt": "2025-10-21T10:42:00Z",
                     "state": "read", "previousState": "delivered"}]}
      """
    let animated = PreviewRun(["render", "--format", "html"], input: input).output
    let still = PreviewRun(["render", "--format", "html", "--no-motion"], input: input)
    XCTAssertEqual(still.status, 0, still.errors)
    for property in ["--msk-status-motion:", "--msk-status-reduced:"] {
      XCTAssertTrue(animated.contains(property), property)
      XCTAssertFalse(still.output.contains(property), property)
    }
    let note = "<p class=\"transition\" role=\"note\">animation: "
    XCTAssertTrue(animated.contains(note))
    XCTAssertTrue(still.output.contains(note), "the note still says what would play")
    let gallery = PreviewRun(["gallery", "--style", "receiptBadge", "--no-motion"])
    XCTAssertEqual(gallery.status, 0, gallery.errors)
    XCTAssertFalse(gallery.output.contains("--msk-status-motion:"))
    XCTAssertEqual(
      PreviewRun(["compose", "--no-motion"]).errors,
      "bubble-preview: error: unknown option '--no-motion' for 'compose'\n")
  }

  func testOutputFileIsWrittenWhole() throws {
    let folder = try temporaryFolder(self)
    let path = folder.appendingPathComponent("gallery.html").path
    let run = PreviewRun(["gallery", "--output", path])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.output, "")
    XCTAssertEqual(
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) },
      PreviewRun(["gallery"]).output)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["gallery.html"])
  }

  func testFailedRunNeverTouchesAnExistingOutput() throws {
    let folder = try temporaryFolder(self)
    let path = folder.appendingPathComponent("out.json").path
    try Data("good".utf8).write(to: URL(fileURLWithPath: path))
    let run = PreviewRun(["render", "--output", path], input: "{broken")
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(FileManager.default.contents(atPath: path), Data("good".utf8))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.json"],
      "no temporary file left")
  }

  func testOutputThatCannotBeCreated() throws {
    let folder = try temporaryFolder(self)
    let missing = folder.appendingPathComponent("no/such/dir/out.html").path
    let run = PreviewRun(["gallery", "--output", missing])
    XCTAssertEqual(run.status, 73)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: cannot write output '\(missing)': no such folder '\(folder.path)/no/such/dir'; nothing was written\n"
    )
    let intoFolder = PreviewRun(["gallery", "--output", folder.path])
    XCTAssertEqual(intoFolder.status, 73)
    XCTAssertEqual(
      intoFolder.errors,
      "bubble-preview: error: cannot write output '\(folder.path)': it is a folder; nothing was written\n"
    )
  }

  func testInputThatCannotBeRead() throws {
    let folder = try temporaryFolder(self)
    let missing = folder.appendingPathComponent("nope.json").path
    let run = PreviewRun(["render", "--input", missing])
    XCTAssertEqual(run.status, 66)
    XCTAssertEqual(
      run.errors, "bubble-preview: error: cannot read input '\(missing)': no such file\n")
    let asFolder = PreviewRun(["render", "--input", folder.path])
    XCTAssertEqual(asFolder.status, 66)
    XCTAssertEqual(
      asFolder.errors, "bubble-preview: error: cannot read input '\(folder.path)': it is a folder\n"
    )
  }

  func testInputFromAFile() throws {
    let folder = try temporaryFolder(self)
    let path = folder.appendingPathComponent("in.json").path
    try Data(documentJSON().utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(
      PreviewRun(["render", "--input", path]).output,
      PreviewRun(["render"], input: documentJSON()).output)
  }

  /// A descriptor is handed the renderer's chunks as bytes (no `String` per chunk); what
  /// reaches the file is exactly what the `String` path writes.
  func testChunksWrittenAsBytesEqualChunksWrittenAsStrings() throws {
    // 5,000 messages write several chunks in any format.
    let messages = (0..<5_000).map { index in
      #"{"id":"m\#(index)","sender":"\#(index % 3 == 0 ? "alice" : "me")","text":"caf\u00e9 \#(index) 👋🏽 <b>","createdAt":"2025-10-21T10:42:00Z","state":"read"}"#
    }
    let input = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8))
    let path = try temporaryFolder(self).appendingPathComponent("out.html").path
    for format in PreviewFormat.allCases {
      let strings = StringTarget()
      var stringSink = ChunkedOutput(target: strings)
      PreviewCommand.renderInput(input, format: format, into: &stringSink)
      stringSink.flush()

      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      XCTAssertGreaterThanOrEqual(descriptor, 0)
      let writer = DescriptorWriter(descriptor: descriptor, name: path, isPath: true)
      var byteSink = ChunkedOutput(target: writer)
      PreviewCommand.renderInput(input, format: format, into: &byteSink)
      byteSink.flush()
      close(descriptor)
      XCTAssertNil(writer.failure)

      let written = try Data(contentsOf: URL(fileURLWithPath: path))
      XCTAssertGreaterThan(written.count, 2 * ChunkedOutput.chunkSize, "\(format): many chunks")
      XCTAssertEqual(written, Data(strings.text.utf8), "\(format)")
    }
  }

  func testTwentyThousandMessagesStreamInBoundedChunks() throws {
    let messages = (0..<20_000).map { index in
      #"{"id":"m\#(index)","sender":"\#(index % 3 == 0 ? "alice" : "me")","text":"Message \#(index)","createdAt":"2025-10-21T10:42:00Z","state":"delivered"}"#
    }
    let input = try PreviewInput(bytes: Array(documentJSON(messages: messages).utf8))
    XCTAssertEqual(input.entries.count, 20_000)
    final class ChunkRecorder: OutputTarget {
      var chunks = 0
      var largest = 0
      var bytes = 0
      func write(_ text: String) {
        chunks += 1
        largest = max(largest, text.utf8.count)
        bytes += text.utf8.count
      }
    }
    let recorder = ChunkRecorder()
    var sink = ChunkedOutput(target: recorder)
    PreviewCommand.renderInput(input, format: .text, into: &sink)
    sink.flush()
    XCTAssertGreaterThan(recorder.bytes, 10_000_000)
    XCTAssertLessThan(
      recorder.largest, 70_000, "each chunk is about 64 KiB, never the whole output")
    XCTAssertGreaterThan(recorder.chunks, 150)
  }
}
