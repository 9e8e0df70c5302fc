import Foundation
import MessageStatusKit
import MessageStatusRendering
import XCTest

@testable import BubblePreviewCore

/// Describing on a second thread gives the descriptions the renderer would make itself, in
/// the same order, and a reader that stops early does not leave the producer waiting.
final class DescribedAheadTests: XCTestCase {
  private func input(count: Int) throws -> PreviewInput {
    let messages = (0..<count).map { index in
      #"{"id":"m\#(index)","sender":"\#(index % 3 == 0 ? "alice" : "me")","text":"Message \#(index)","createdAt":"2025-10-21T10:42:00Z","state":"\#(["sending", "sent", "delivered", "read", "failed"][index % 5])"\#(index % 7 == 0 ? #","previousState":"sending""# : "")}"#
    }
    return try PreviewInput(
      bytes: Array(
        documentJSON(messages: messages, extra: #""participants":["me","alice","bob"]"#).utf8))
  }

  func testSameDescriptionsInTheSameOrder() throws {
    // Not a multiple of the chunk size, so the last chunk is short.
    let input = try input(count: 3 * DescribedAhead.chunkSize + 17)
    let describer = BubbleDescriber(options: input.options)
    let expected = input.entries.map {
      describer.describe($0.message, in: input.conversation, previous: $0.previous)
    }
    let ahead = Array(
      DescribedAhead(entries: input.entries, describer: describer, conversation: input.conversation)
    )
    XCTAssertEqual(ahead.count, expected.count)
    XCTAssertEqual(ahead, expected)
  }

  func testChunksOfBubblesThatListManyReadersHoldFewOfThem() throws {
    // 1,000 readers a bubble: a chunk of 1,024 such descriptions held about 100 MB.
    let readers = (0..<1_000).map { "\"user\($0)\"" }.joined(separator: ",")
    let messages = (0..<60).map { index in
      messageJSON(#""state": "read", "readBy": [\#(readers)]"#, id: "m\(index)")
    }
    let input = try PreviewInput(
      bytes: Array(
        documentJSON(messages: messages, extra: #""participants": ["me", \#(readers)]"#).utf8))
    let describer = BubbleDescriber(options: input.options)
    var sizes: [Int] = []
    var described = 0
    DescribedAhead(entries: input.entries, describer: describer, conversation: input.conversation)
      .forEachChunk { chunk in
        sizes.append(chunk.count)
        described += chunk.count
        XCTAssertEqual(chunk.first?.readers.count, 1_000)
      }
    XCTAssertEqual(described, 60)
    // Each bubble weighs 10 + 1,000: eleven reach the chunk's weight of 10,240.
    XCTAssertEqual(sizes, [11, 11, 11, 11, 11, 5])
  }

  func testTheProducerEndsOnceEveryChunkIsReadWhileTheReaderLives() throws {
    // Once every chunk is read the producer ends, without waiting for the reader to go
    // away.
    let input = try input(count: 3 * DescribedAhead.chunkSize + 1)
    let ended = DispatchSemaphore(value: 0)
    var iterator = DescribedAhead(
      entries: input.entries, describer: BubbleDescriber(options: input.options),
      conversation: input.conversation, producerEnded: { ended.signal() }
    ).makeIterator()
    var count = 0
    while iterator.next() != nil { count += 1 }
    XCTAssertEqual(count, input.entries.count)
    XCTAssertEqual(
      ended.wait(timeout: .now() + 10), .success, "the producer still waits for its reader")
    withExtendedLifetime(iterator) {}
  }

  func testAReaderThatStopsEarlyReleasesTheProducer() throws {
    let input = try input(count: 20 * DescribedAhead.chunkSize)
    let describer = BubbleDescriber(options: input.options)
    let ended = DispatchSemaphore(value: 0)
    for _ in 0..<20 {
      var iterator = DescribedAhead(
        entries: input.entries, describer: describer, conversation: input.conversation,
        producerEnded: { ended.signal() }
      ).makeIterator()
      XCTAssertEqual(iterator.next()?.id, "m0")
      // The iterator goes away here; the producer, blocked on a full queue, must stop
      // rather than hold its thread (20 leaked threads would each hold 4 chunks).
    }
    // Each producer stops at its next chunk; allow them up to 10 s on a loaded machine.
    let deadline = DispatchTime.now() + 10
    let stopped = (0..<20).filter { _ in ended.wait(timeout: deadline) == .success }.count
    XCTAssertEqual(stopped, 20, "producers still running after their readers left")
  }

  func testTheCommandWritesWhatRenderingTheDescriptionsWrites() throws {
    // Above the threshold the command describes ahead; every format must write exactly
    // what its renderer writes for the descriptions made on this thread.
    let input = try input(count: 2 * DescribedAhead.chunkSize + 5)
    let describer = BubbleDescriber(options: input.options)
    let bubbles = input.entries.map {
      describer.describe($0.message, in: input.conversation, previous: $0.previous)
    }
    let title = describer.phrases.page.title
    for format in PreviewFormat.allCases {
      let target = StringTarget()
      var sink = ChunkedOutput(target: target)
      PreviewCommand.renderInput(input, format: format, into: &sink)
      sink.flush()
      var expected = ""
      PreviewCommand.renderer(format, title: title, pinned: input.appearanceChosen)
        .render(bubbles, into: &expected)
      XCTAssertGreaterThan(
        expected.utf8.count, ChunkedOutput.chunkSize, "\(format): more than a chunk")
      XCTAssertEqual(target.text, expected, "\(format)")
    }
  }
}
