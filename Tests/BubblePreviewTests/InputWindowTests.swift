import Foundation
import MessageStatusKit
import XCTest

@testable import BubblePreviewCore

/// A regular file is read a window at a time, and the bytes of decoded messages are
/// dropped; whatever the window's size, the result is that of the bytes read whole: the
/// same messages, and the same errors with the same lines and columns.
final class InputWindowTests: XCTestCase {
  /// Windows this small cut every message, name, string and UTF-8 sequence somewhere.
  private let readSizes = [7, 64, 4_096]

  /// `count` messages with accented, emoji and escaped texts and receipt lists, `names`
  /// before the array and options after it; `separator` between the messages.
  private func document(
    _ count: Int, separator: String = ",\n",
    text: (Int) -> String = {
      "Café \($0) 🙂 \\\"quoted\\\" \\u00e9"
    }
  ) -> String {
    let messages = (0..<count).map { index in
      messageJSON(
        #""text": "\#(text(index))", "state": "delivered", "deliveredTo": ["alice", "bob"]"#,
        id: "m\(index)"
      ).replacingOccurrences(of: #""text": "Hello world", "#, with: "")
    }
    return #"{"viewer": "me", "names": {"alice": "Alice", "bob": "Bøb"}, "messages": ["#
      + messages.joined(separator: separator) + #"], "options": {"locale": "fr"}}"#
  }

  /// What reading `text` gives: from the bytes held whole, or from a file in windows of
  /// `readSize` bytes; and the largest the window became.
  private func read(_ bytes: [UInt8], readSize: Int?) throws -> (
    result: Result<[Message], PreviewError>, capacity: Int
  ) {
    guard let readSize else {
      let result = Result { () throws(PreviewError) in
        try PreviewInput(bytes: bytes).entries.map(\.message)
      }
      return (result, bytes.count)
    }
    let window = InputWindow(file: try inputFile(bytes), readSize: readSize)
    let result = Result { () throws(PreviewError) in
      try PreviewInput(window: window).entries.map(\.message)
    }
    return (result, window.capacity)
  }

  /// A temporary file holding `bytes`, and its path.
  private func written(_ bytes: [UInt8]) throws -> String {
    let path = try temporaryFolder(self).appendingPathComponent("input.json").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A temporary file holding `bytes`, opened as the command opens its input.
  private func inputFile(_ bytes: [UInt8]) throws -> InputFile {
    guard case .file(let file) = try InputReader.source(path: try written(bytes), limit: 1 << 30)
    else { throw XCTSkip("not read as a regular file") }
    return file
  }

  /// `result` in words that compare: the messages' count and whether they equal
  /// `expected`'s, or the error.
  private func summary(
    _ result: Result<[Message], PreviewError>, against expected: Result<[Message], PreviewError>
  ) -> String {
    switch (result, expected) {
    case (.success(let messages), .success(let others)):
      "\(messages.count) messages" + (messages == others ? "" : ", not the expected ones")
    case (.success(let messages), _): "\(messages.count) messages"
    case (.failure(let error), _): "error: \(error)"
    }
  }

  /// Checks that every window size reads `text` as the whole bytes do.
  @discardableResult
  private func assertSameInWindows(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Result<[Message], PreviewError> {
    try assertSameInWindows(Array(text.utf8), file: file, line: line)
  }

  /// Checks that every window size reads `bytes` as the whole bytes do.
  @discardableResult
  private func assertSameInWindows(
    _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line
  ) throws -> Result<[Message], PreviewError> {
    let whole = try read(bytes, readSize: nil).result
    for readSize in readSizes {
      let windowed = try read(bytes, readSize: readSize).result
      XCTAssertEqual(
        summary(windowed, against: whole), summary(whole, against: whole),
        "windows of \(readSize) bytes", file: file, line: line)
    }
    return whole
  }

  func testWindowsGiveTheMessagesOfTheWholeBytes() throws {
    let messages = try assertSameInWindows(document(300)).get()
    XCTAssertEqual(messages.count, 300)
    XCTAssertEqual(messages.last?.text, "Café 299 🙂 \"quoted\" é")
  }

  func testTheWindowStaysSmallWhileTheFileIsLarge() throws {
    let bytes = Array(document(5_000).utf8)
    let (result, capacity) = try read(bytes, readSize: 4_096)
    XCTAssertEqual(try result.get().count, 5_000)
    XCTAssertLessThan(capacity, 4 * 4_096, "the window held \(capacity) of \(bytes.count) bytes")
  }

  func testAMessageLargerThanTheWindowIsReadWhole() throws {
    let long = String(repeating: "é", count: 50_000)
    let messages = try assertSameInWindows(document(3) { $0 == 1 ? long : "short" }).get()
    XCTAssertEqual(messages[1].text, long)
  }

  func testAnEmptyArrayAfterMuchWhitespace() throws {
    let text = #"{"viewer": "me", "messages": ["# + String(repeating: " \n", count: 3_000) + "]}"
    XCTAssertEqual(try assertSameInWindows(text).get(), [])
  }

  func testASyntaxErrorLateInAOneLineDocumentKeepsItsColumn() throws {
    var text = document(200, separator: ", ")
    // Columns count Unicode scalars: "é" and "🙂" are one each, whatever their bytes.
    let before = text.unicodeScalars.count - 40
    text.insert("?", at: text.index(text.endIndex, offsetBy: -40))
    let result = try assertSameInWindows(text)
    guard case .failure(.notJSON(let line, let column, _)) = result else {
      return XCTFail("no syntax error: \(result)")
    }
    XCTAssertEqual([line, column], [1, before + 1])
    XCTAssertGreaterThan(column, 30_000, "a column counted across the windows dropped")
  }

  func testAColumnCountsTheCharactersOfTheBytesDropped() throws {
    // Accented texts first, plain ones after: dropped bytes and the bytes moved in their
    // place hold different numbers of characters.
    var text = document(2_300, separator: ", ") {
      $0 < 300 ? String(repeating: "é", count: 100) : "plain \($0)"
    }
    // Before the array's `]`.
    let end = try XCTUnwrap(text.range(of: #"], "options""#)).lowerBound
    let before = text[..<end].unicodeScalars.count
    text.insert("?", at: end)
    let result = try assertSameInWindows(text)
    guard case .failure(.notJSON(_, let column, _)) = result else {
      return XCTFail("no syntax error: \(result)")
    }
    XCTAssertEqual(column, before + 1)
  }

  func testASyntaxErrorIsNotReadPastAndNothingAfterItIsKept() throws {
    var text = document(5_000)
    text = text.replacingOccurrences(of: #""id": "m100","#, with: #""id": "m100" "#)
    let (result, capacity) = try read(Array(text.utf8), readSize: 4_096)
    guard case .failure(.notJSON(let line, _, _)) = result else {
      return XCTFail("no syntax error: \(result)")
    }
    XCTAssertEqual(line, 101)
    XCTAssertLessThanOrEqual(capacity, 4 * 4_096, "the window held \(capacity) bytes")
  }

  func testAWindowThatGrewForOneLargeMessageGivesTheRoomBack() throws {
    let long = String(repeating: "a", count: 1 << 20)
    let bytes = Array(document(5_000) { $0 == 10 ? long : "short \($0)" }.utf8)
    let (result, capacity) = try read(bytes, readSize: 4_096)
    XCTAssertEqual(try result.get()[10].text, long)
    XCTAssertLessThan(capacity, 64 << 10, "the window held \(capacity) bytes")
  }

  func testASyntaxErrorOnALaterLineKeepsItsLineAndColumn() throws {
    var text = document(200)
    text.insert("?", at: text.index(text.endIndex, offsetBy: -40))
    let result = try assertSameInWindows(text)
    guard case .failure(.notJSON(let line, _, _)) = result else {
      return XCTFail("no syntax error: \(result)")
    }
    XCTAssertEqual(line, 200)
  }

  func testInvalidUTF8LateWinsOverAnEarlierSyntaxError() throws {
    var bytes = Array(document(200).utf8)
    bytes.insert(UInt8(ascii: "?"), at: 30)
    bytes.insert(0xFF, at: bytes.count - 20)
    let whole = try assertSameInWindows(bytes)
    guard case .failure(.notUTF8(let offset)) = whole else { return XCTFail("\(whole)") }
    XCTAssertEqual(offset, bytes.count - 21)
  }

  func testAFileGrownPastTheLimitWinsOverInvalidUTF8BeforeIt() throws {
    // The file was measured within the limit when it was opened, and grew.
    var bytes = Array(document(200).utf8)
    bytes.insert(0xFF, at: 100)
    let path = try written(bytes)
    let file = InputFile(
      descriptor: open(path, O_RDONLY), path: path, limit: 10_000, size: 9_000)
    XCTAssertThrowsError(try PreviewInput(window: InputWindow(file: file, readSize: 64))) {
      XCTAssertEqual(
        ($0 as? PreviewError)?.description,
        PreviewError.inputTooLarge(path: path, limit: 10_000).description)
    }
  }

  func testAProblemWithALateMessage() throws {
    let text = document(200).replacingOccurrences(of: #""id": "m190""#, with: #""id": 190"#)
    XCTAssertThrowsError(try assertSameInWindows(text).get()) { error in
      XCTAssertEqual(
        (error as? PreviewError)?.description,
        "messages[190].id: expected a string, found a number")
    }
  }

  func testATruncatedDocument() throws {
    let bytes = Array(document(200).utf8.prefix(10_000))
    let whole = try assertSameInWindows(bytes)
    guard case .failure(.notJSON) = whole else { return XCTFail("\(whole)") }
  }

  /// A file that shrinks while it is read (another process rewrites it) is said to have
  /// changed, with both sizes: not a syntax error at a column past its new end.
  func testAFileThatShrankWhileReadSaysSo() throws {
    let whole = Array(document(2_000).utf8)
    let path = try written(Array(whole.prefix(whole.count / 2)))
    // Measured whole when it was opened; half of it is left to read.
    let file = InputFile(
      descriptor: open(path, O_RDONLY), path: path, limit: 1 << 30, size: whole.count)
    XCTAssertThrowsError(try PreviewInput(window: InputWindow(file: file, readSize: 4_096))) {
      let error = $0 as? PreviewError
      XCTAssertEqual(
        error?.description,
        "input \(ErrorText.quote(path, mark: "'")) changed while it was read (\(whole.count) bytes "
          + "when opened, \(whole.count / 2) read)")
      XCTAssertEqual(error?.exitCode, 74)
    }
  }

  /// A file that grows while it is read is said to have changed as soon as it is read past
  /// the size it measured.
  func testAFileThatGrewWhileReadSaysSo() throws {
    let bytes = Array(document(2_000).utf8)
    let path = try written(bytes)
    let file = InputFile(
      descriptor: open(path, O_RDONLY), path: path, limit: 1 << 30, size: bytes.count - 100)
    XCTAssertThrowsError(try PreviewInput(window: InputWindow(file: file, readSize: 4_096))) {
      guard case .inputChanged(path, let measured, let read) = $0 as? PreviewError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(measured, bytes.count - 100)
      XCTAssertGreaterThan(read, measured)
    }
  }

  /// Standard input redirected from a file a shell read a line of first is read from
  /// where it stands: what is left is the size it must keep, not the whole file's.
  func testAFileReadWholeFromWhereItsDescriptorStands() throws {
    let bytes = Array("skipped line\n".utf8) + Array(document(20).utf8)
    let path = try written(bytes)
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    XCTAssertEqual(lseek(descriptor, 13, SEEK_SET), 13)
    let read = try InputReader.readAll(descriptor: descriptor, name: "-", limit: 1 << 30)
    XCTAssertEqual(read, Array(bytes.dropFirst(13)))
  }

  func testADescriptorAlreadyReadFromIsReadFromWhereItStands() throws {
    // As Darwin's `/dev/fd/N` shares a descriptor: the document starts at its offset.
    let bytes = Array(document(20).utf8)
    let path = try written(Array("not JSON, already read\n".utf8) + bytes)
    let descriptor = open(path, O_RDONLY)
    XCTAssertEqual(lseek(descriptor, 23, SEEK_SET), 23)
    let file = InputFile(
      descriptor: descriptor, path: path, limit: 1 << 30, size: 23 + bytes.count)
    let messages = try PreviewInput(window: InputWindow(file: file, readSize: 64)).entries
    XCTAssertEqual(messages.map(\.message.id.rawValue), (0..<20).map { "m\($0)" })
  }

  func testAnEntryTakes176Bytes() {
    // A message's one-byte properties are declared together, last: with `attachment`
    // between `text` and `createdAt`, a message took 146 bytes and an entry 152. The
    // recipients a message failed for or skipped (one dictionary reference) made it 148;
    // declared after `readAt`, it would have made it 155. When it reached each recipient
    // (one more reference) made it 156, and an entry 160: 8 MB more for a million messages.
    // Why a send is paused is one more byte among the one-byte properties: 157, in the
    // same 160; where an edit stands while it is not saved is one more: 158, in the same
    // 160. The app's revision of a report (an optional 64-bit number, 9 bytes, aligned to
    // 8) made it 169, and an entry 176: 16 MB more for a million messages, the price of
    // ordering reports that arrive out of order.
    XCTAssertEqual(MemoryLayout<Message>.size, 169)
    XCTAssertEqual(MemoryLayout<PreviewInput.Entry>.stride, 176)
  }

  func testTwoHalvesFromAFileGiveTheEntriesOfOnePass() throws {
    let bytes = Array(document(2_000).utf8)
    let window = InputWindow(file: try inputFile(bytes), readSize: 4_096)
    var parser = JSONParser(bytes: window.bytes)
    let start = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "[")))
    parser.index = start
    window.advance(&parser, keeping: start)
    let list = try MessageListDecoder.decode(&parser, in: window, splitAbove: 0)
    XCTAssertFalse(list.entries.second.isEmpty, "decoded in two halves")
    XCTAssertEqual(list.entries.map(\.message), try read(bytes, readSize: nil).result.get())
    XCTAssertEqual(
      String(decoding: window.bytes[parser.index...], as: UTF8.self),
      #", "options": {"locale": "fr"}}"#)
  }
}
