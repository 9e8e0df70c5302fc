import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// Bad input data: exit 65, one line naming the JSON path, nothing on standard output.
final class PreviewInputErrorTests: XCTestCase {
  private func assertDataError(
    _ input: String, _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let run = PreviewRun(["render"], input: input)
    XCTAssertEqual(run.status, 65, file: file, line: line)
    XCTAssertEqual(run.errors, "bubble-preview: error: \(message)\n", file: file, line: line)
    XCTAssertEqual(run.output, "", "nothing partial on standard output", file: file, line: line)
  }

  func testNotJSONGivesLineAndColumn() {
    assertDataError(
      "{\"viewer\": \"me\",\n  \"messages\": [}\n",
      "input is not JSON: line 2, column 16: unexpected '}'; expected a value")
    assertDataError(
      "", "input is not JSON: line 1, column 1: unexpected end of input; expected a value")
    assertDataError(
      "{\"viewer\": \"me\"} x",
      "input is not JSON: line 1, column 18: unexpected 'x' after the end of the document")
    assertDataError(
      "{'viewer': 1}",
      "input is not JSON: line 1, column 2: unexpected '''; expected a member name in double quotes"
    )
    assertDataError(
      "{\"a\": \"é\u{1}\"}",
      "input is not JSON: line 1, column 9: a control character (0x1) must be escaped in a string")
  }

  /// Messages are decoded as the document is checked: a syntax error anywhere after a
  /// message with a problem still wins, at its own line and column, and a message list
  /// with a problem is still checked as JSON to its end.
  func testASyntaxErrorAfterABadMessageWins() {
    let bad = #"{"id":"m1","sender":"me","createdAt":"2025-10-01T00:00:00Z","state":"lost"}"#
    assertDataError(
      "{\"viewer\": \"me\", \"messages\": [\(bad),\n {\"id\": \"m2\",\n \"é\": 1,]}",
      "input is not JSON: line 3, column 9: unexpected ']'; expected a member name in double quotes"
    )
    assertDataError(
      "{\"viewer\": \"me\", \"messages\": [\(bad),\n [1 2]]}",
      "input is not JSON: line 2, column 5: unexpected '2'; expected ',' or ']'")
    assertDataError(
      "{\"viewer\": \"me\", \"messages\": [\(bad)],\n\"names\": {\"a\": 1,}}",
      "input is not JSON: line 2, column 18: unexpected '}'; expected a member name in double quotes"
    )
    assertDataError(
      "{\"viewer\": \"me\", \"messages\": [\(bad)]}",
      #"messages[0].state: unknown value "lost"; expected one of sending, pending, sent, delivered, read, failed"#
    )
  }

  func testNotUTF8GivesTheByteOffset() {
    let run = PreviewRun(
      ["render"], bytes: Array(#"{"viewer": "m"#.utf8) + [0xFF] + Array(#""}"#.utf8))
    XCTAssertEqual(run.status, 65)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: error: input is not UTF-8: invalid byte sequence at byte offset 13\n")
  }

  func testWrongTypes() {
    assertDataError("[]", "input: expected an object, found an array")
    assertDataError(
      #"{"viewer": 7, "messages": []}"#, "viewer: expected a string, found a number")
    assertDataError(
      documentJSON(messages: ["42"]), "messages[0]: expected an object, found a number")
    assertDataError(
      documentJSON(messages: [messageJSON(#""readBy": "alice""#)]),
      "messages[0].readBy: expected an array of user ids, found a string")
    assertDataError(
      documentJSON(messages: [messageJSON(#""readBy": ["alice", 3]"#)]),
      "messages[0].readBy[1]: expected a user id, or an object with \"id\" and \"at\", found a number"
    )
    assertDataError(
      documentJSON(messages: [messageJSON(#""readBy": [{"id": "alice", "at": "noon"}]"#)]),
      "messages[0].readBy[0].at: \"noon\" is not an ISO 8601 date-time such as "
        + "\"2025-10-21T10:42:00Z\"")
    assertDataError(
      documentJSON(messages: [messageJSON(#""readBy": [{"at": "2025-10-21T10:45:00Z"}]"#)]),
      "messages[0].readBy[0]: missing required field \"id\"")
    assertDataError(
      documentJSON(messages: [messageJSON(#""readBy": [{"id": "alice", "when": 1}]"#)]),
      "messages[0].readBy[0]: unknown field \"when\"")
    assertDataError(
      documentJSON(messages: [messageJSON(#""edited": "yes""#)]),
      "messages[0].edited: expected true or false, found a string")
    assertDataError(
      documentJSON(extra: #""options": {"reduceMotion": "yes"}"#),
      "options.reduceMotion: expected true or false, found a string")
    assertDataError(
      documentJSON(extra: #""names": {"alice": null}"#),
      "names.alice: expected a string, found null")
    assertDataError(
      documentJSON(extra: #""names": {"al ice": 1}"#),
      #"names["al ice"]: expected a string, found a number"#)
    assertDataError(
      documentJSON(messages: [messageJSON(#""sequenceNumber": 4.5"#)]),
      "messages[0].sequenceNumber: 4.5 is not a whole number written in digits, of magnitude below 2^53 (9007199254740992)"
    )
  }

  func testMissingRequiredFields() {
    assertDataError(#"{"messages": []}"#, "input: missing required field \"viewer\"")
    assertDataError(#"{"viewer": "me"}"#, "input: missing required field \"messages\"")
    assertDataError(
      documentJSON(messages: [
        #"{"sender": "me", "createdAt": "2025-10-21T10:42:00Z", "state": "sent"}"#
      ]), "messages[0]: missing required field \"id\"")
    assertDataError(
      documentJSON(messages: [
        #"{"id": "m1", "createdAt": "2025-10-21T10:42:00Z", "state": "sent"}"#
      ]), "messages[0]: missing required field \"sender\"")
    assertDataError(
      documentJSON(messages: [#"{"id": "m1", "sender": "me", "state": "sent"}"#]),
      "messages[0]: missing required field \"createdAt\"")
    assertDataError(
      documentJSON(messages: [messageJSON(#""text": "again""#)]),
      "messages[0]: field \"text\" appears more than once")
  }

  func testUnknownEnumValuesListTheChoices() {
    assertDataError(
      documentJSON(messages: [messageJSON(), messageJSON(#""state": "seen""#, id: "m2")]),
      "messages[1].state: unknown value \"seen\"; expected one of sending, pending, sent, delivered, read, failed"
    )
    assertDataError(
      documentJSON(extra: #""options": {"style": "bubbles"}"#),
      "options.style: unknown value \"bubbles\"; expected one of "
        + StatusStyle.allCases.map(\.rawValue).joined(separator: ", "))
    assertDataError(
      documentJSON(messages: [messageJSON(#""attachment": "gif""#)]),
      "messages[0].attachment: unknown value \"gif\"; expected one of photo, video, file, voice, location, sticker, contact"
    )
    assertDataError(
      documentJSON(messages: [messageJSON(#""syncStatus": "done", "status": "sent""#)]),
      "messages[0].syncStatus: unknown value \"done\"; expected one of pending, synced, failed")
    assertDataError(
      documentJSON(messages: [messageJSON(#""previousState": "old""#)]),
      "messages[0].previousState: unknown value \"old\"; expected one of sending, pending, sent, delivered, read, failed"
    )
  }

  func testBadDates() {
    for bad in [
      "yesterday", "2025-10-21", "2025-13-01T00:00:00Z", "2025-02-30T10:00:00Z",
      "2025-10-21T10:42:00",
    ] {
      assertDataError(
        documentJSON(messages: [
          #"{"id": "m1", "sender": "me", "state": "sent", "createdAt": "\#(bad)"}"#
        ]),
        "messages[0].createdAt: \"\(bad)\" is not an ISO 8601 date-time such as \"2025-10-21T10:42:00Z\""
      )
    }
    assertDataError(
      documentJSON(messages: [messageJSON(#""serverTimestamp": "soon""#)]),
      "messages[0].serverTimestamp: \"soon\" is not an ISO 8601 date-time such as \"2025-10-21T10:42:00Z\""
    )
  }

  func testUnknownNamesSuggestTheNearest() {
    assertDataError(
      documentJSON(extra: #""options": {"apperance": "dark"}"#),
      "options: unknown field \"apperance\"; did you mean \"appearance\"?")
    assertDataError(
      documentJSON(messages: [messageJSON(#""readby": []"#)]),
      "messages[0]: unknown field \"readby\"; did you mean \"readBy\"?")
    assertDataError(
      #"{"viewer": "me", "messages": [], "colour": 1}"#, "input: unknown field \"colour\"")
    // Two neighbours swapped are one edit, as a typist makes them.
    assertDataError(
      documentJSON(extra: #""options": {"stlye": "ticks"}"#),
      "options: unknown field \"stlye\"; did you mean \"style\"?")
    // An option beside the messages says where it belongs.
    assertDataError(
      #"{"viewer": "me", "messages": [], "style": "ticks"}"#,
      "input: unknown field \"style\"; did you mean \"options.style\"?")
    assertDataError(
      documentJSON(extra: #""options": {"timeZone": "Mars/Olympus"}"#),
      "options.timeZone: unknown time zone \"Mars/Olympus\"; expected an IANA name such as "
        + "\"Europe/Paris\", or UTC with an offset from -12:00 to +14:00 such as \"UTC+5:30\"")
  }

  func testDuplicateMessageIDs() {
    assertDataError(
      documentJSON(messages: [messageJSON(), messageJSON(id: "m2"), messageJSON()]),
      "messages[2].id: duplicate message id \"m1\" (first used at messages[0].id)")
  }

  func testStateFormsMustBeOneOrTheOther() {
    assertDataError(
      documentJSON(messages: [
        messageJSON(#""state": "sent", "syncStatus": "synced", "status": "read""#)
      ]), "messages[0]: give either \"state\" or \"syncStatus\" with \"status\", not both")
    assertDataError(
      documentJSON(messages: [#"{"id": "m1", "sender": "me", "createdAt": "2025-10-21T10:42:00Z"}"#]
      ),
      "messages[0]: missing the delivery state; give \"state\", or \"syncStatus\" with \"status\"")
    assertDataError(
      documentJSON(messages: [messageJSON(#""syncStatus": "synced""#)]),
      "messages[0]: missing required field \"status\"")
    assertDataError(
      documentJSON(messages: [messageJSON(#""status": "read""#)]),
      "messages[0]: missing required field \"syncStatus\"")
  }

  func testEmptyRequiredStrings() {
    assertDataError(#"{"viewer": "", "messages": []}"#, "viewer: must not be empty")
    assertDataError(
      documentJSON(messages: [messageJSON(id: "")]), "messages[0].id: must not be empty")
  }
}

/// Read and delivery marks, and the thread's options, in the input document.
final class MarksInputTests: XCTestCase {
  private let messages = """
    "messages": [
      {"id": "m1", "sender": "me", "text": "Hi", "createdAt": "2025-10-21T10:42:00Z",
       "sequenceNumber": 41, "state": "sent"},
      {"id": "m2", "sender": "me", "text": "Still there?", "createdAt": "2025-10-21T10:44:00Z",
       "sequenceNumber": 42, "state": "sent"}]
    """

  private func document(_ members: String) -> String {
    #"{"viewer": "me", "participants": ["me", "alice"], "# + members + ", " + messages + "}"
  }

  private func labels(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("  label: ") }.map(String.init)
  }

  func testBadMarksNameTheirPath() {
    for (members, message) in [
      (
        #""readMarks": {"alice": {"message": "m9"}}"#,
        #"readMarks.alice.message: no message in the document has the id "m9""#
      ),
      (
        #""deliveryMarks": {"alice": {"time": "2025-10-21T10:42:00Z", "sequenceNumber": 1}}"#,
        #"deliveryMarks.alice: a mark has exactly one of "sequenceNumber", "time" or "message""#
      ),
      (
        #""readMarks": {"alice": {"sequencNumber": 1}}"#,
        #"readMarks.alice: unknown field "sequencNumber"; did you mean "sequenceNumber"?"#
      ),
      (#""readMarks": {"alice": 42}"#, "readMarks.alice: expected an object, found a number"),
      (
        #""options": {"runInterval": 90000}"#,
        "options.runInterval: 90000 is not a number of seconds from 0 to 86400"
      ),
    ] {
      let run = PreviewRun(["render"], input: document(members))
      XCTAssertEqual(run.status, 65, members)
      XCTAssertEqual(run.errors, "bubble-preview: error: \(message)\n", members)
      XCTAssertEqual(run.output, "", members)
    }
  }

  /// A mark by someone outside the conversation is ignored, as their receipts are, with a
  /// warning; the run succeeds.
  func testAMarkByAnOutsiderWarns() {
    let run = PreviewRun(
      ["render", "--format", "text"],
      input: document(#""readMarks": {"zed": {"sequenceNumber": 42}}"#))
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: warning: readMarks.zed: \"zed\" is not a participant, so the mark never counts\n"
    )
    XCTAssertEqual(
      labels(run.output), [#"  label: "Hi, sent""#, #"  label: "Still there?, sent""#])
  }

  /// Marks apply to every message they reach: a number to the messages numbered up to it,
  /// an id (in a thread) to that message and every one before it.
  func testMarksReadTheMessagesTheyReach() {
    let byNumber = PreviewRun(
      ["render", "--format", "text"],
      input: document(#""readMarks": {"alice": {"sequenceNumber": 41}}"#))
    XCTAssertEqual(
      labels(byNumber.output), [#"  label: "Hi, read""#, #"  label: "Still there?, sent""#])
    let byID = PreviewRun(
      ["render", "--format", "text", "--thread"],
      input: document(#""readMarks": {"alice": {"message": "m2"}}"#))
    XCTAssertEqual(
      labels(byID.output), [#"  label: "Hi, read""#, #"  label: "Still there?, read""#])
  }

  /// `options.runInterval` sets the thread's runs: two minutes apart, one run at the default
  /// five minutes, two at one minute.
  func testTheRunIntervalGroupsTheThread() {
    func runs(_ options: String) -> [String] {
      let run = PreviewRun(["render", "--format", "text", "--thread"], input: document(options))
      return run.output.split(separator: "\n").filter { $0.hasPrefix("  run: ") }
        .map { String($0.dropFirst(7).prefix { $0 != "," }) }
    }
    XCTAssertEqual(runs(#""options": {}"#), ["first", "last"])
    XCTAssertEqual(runs(#""options": {"runInterval": 60}"#), ["alone", "alone"])
  }

  /// Outcomes that name someone outside the conversation never count; the command says so
  /// once, with how many more, and succeeds.
  func testOutcomesNamingOutsidersWarnOnce() {
    let input = """
      {"viewer": "me", "participants": ["me", "alice"], "messages": [
        {"id": "m1", "sender": "me", "createdAt": "2025-10-21T10:42:00Z", "state": "sent",
         "readBy": ["alice", "zed"], "outcomes": {"yan": "failed"}},
        {"id": "m2", "sender": "me", "createdAt": "2025-10-21T10:43:00Z", "state": "sent",
         "outcomes": {"xia": "skipped", "alice": "failed"}}]}
      """
    let run = PreviewRun(["render", "--format", "text"], input: input)
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.errors,
      "bubble-preview: warning: messages[0].outcomes: \"yan\" is not a participant, so it never "
        + "counts (and 1 more outcomes naming non-participants); list everyone in "
        + "\"participants\"\n")
  }

  /// Input that contradicts itself is drawn as the library's rules say, and the command
  /// says what is contradictory, once per kind in the order met, located, and succeeds.
  func testContradictoryInputWarnsAndSucceeds() {
    let input = """
      {"viewer": "me", "participants": ["me", "alice"], "messages": [
        {"id": "m1", "sender": "zed", "createdAt": "2025-10-21T10:48:00Z", "state": "sent"},
        {"id": "m2", "sender": "me", "createdAt": "2025-10-21T10:48:00Z", "state": "read",
         "readAt": "2025-10-21T09:00:00Z", "readBy": ["me", "alice"]},
        {"id": "m3", "sender": "me", "createdAt": "2025-10-21T10:48:00Z",
         "serverTimestamp": "2025-10-21T10:00:00Z", "state": "read",
         "readBy": [{"id": "alice", "at": "2025-10-21T09:59:00Z"}]},
        {"id": "m4", "sender": "me", "createdAt": "2025-10-21T10:48:00Z", "state": "read",
         "readAt": "2025-10-21T10:45:00Z"}]}
      """
    let run = PreviewRun(["render", "--format", "text"], input: input)
    XCTAssertEqual(run.status, 0)
    let expected: [String] = [
      #"bubble-preview: warning: messages[0].sender: "zed" is not a participant of the "#
        + "conversation",
      "bubble-preview: warning: messages[1].readAt: 2025-10-21T09:00:00Z is before the "
        + "message was created (2025-10-21T10:48:00Z) (and 1 more like it)",
      "bubble-preview: warning: messages[1].readBy: names the message's own sender, whose "
        + "receipt never counts",
      "bubble-preview: warning: messages[2].serverTimestamp: 2025-10-21T10:00:00Z is more "
        + "than 300 s before the message was created (2025-10-21T10:48:00Z)",
    ]
    XCTAssertEqual(run.errors.split(separator: "\n").map(String.init), expected)
    // The second read-before-sent is the per-recipient time, named by its entry.
    let alone = input.replacingOccurrences(of: #""readAt": "2025-10-21T09:00:00Z", "#, with: "")
    XCTAssertTrue(
      PreviewRun(["render"], input: alone).errors.contains(
        #"warning: messages[2].readBy: "alice" at 2025-10-21T09:59:00Z is before the server "#
          + "accepted the message (2025-10-21T10:00:00Z)\n"))
  }

  /// A per-recipient failure in the input: the bubble says for whom and offers to resend.
  func testOutcomesReadFromTheInput() {
    let input = """
      {"viewer": "me", "participants": ["me", "alice", "bob"], "names": {"bob": "Bob"},
       "messages": [{"id": "m1", "sender": "me", "text": "Hi", "createdAt": "2025-10-21T10:42:00Z",
         "state": "sent", "readBy": ["alice"], "outcomes": {"bob": "failed"}}]}
      """
    let run = PreviewRun(["render", "--format", "text"], input: input)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(#"  label: "Hi, failed to send to Bob, read by 1 of 2""#), run.output)
    XCTAssertTrue(run.output.contains(#"  actions: resend "Retry", delete "Delete""#), run.output)
  }
}
