import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Renderers write into the sink as they go (that their output does not depend on the
/// process is `CrossProcessDeterminismTests`).
final class StreamingTests: XCTestCase {
  /// Records each write, to prove output arrives in chunks rather than as one final string.
  private struct RecordingSink: TextOutputStream {
    var writes: [String] = []
    mutating func write(_ string: String) { writes.append(string) }
  }

  private let renderers: [any BubbleRenderer] = [TextRenderer(), HTMLRenderer(), JSONRenderer()]

  func testEveryRendererStreamsInBoundedChunks() {
    // Enough bubbles for more than four 64 KiB chunks in every format (asserted below).
    let samples = GoldenCase.all.flatMap(\.bubbles)
    let bubbles = Array(repeating: samples, count: 4).flatMap { $0 }
    for renderer in renderers {
      let name = "\(type(of: renderer))"
      // What one bubble adds to the output, at most.
      let empty = renderer.render([BubbleDescription]()).utf8.count
      let largestBubble = samples.map { renderer.render([$0]).utf8.count - empty }.max() ?? 0
      var sink = RecordingSink()
      renderer.render(bubbles, into: &sink)
      let total = sink.writes.reduce(0) { $0 + $1.utf8.count }
      XCTAssertGreaterThan(total, 4 * 65_536, name)
      XCTAssertGreaterThanOrEqual(sink.writes.count, total / (65_536 + largestBubble), name)
      let largest = sink.writes.map(\.utf8.count).max() ?? 0
      XCTAssertLessThanOrEqual(
        largest, 65_536 + largestBubble + empty,
        "\(name): one write held \(largest) bytes, more than a chunk and a bubble")
      XCTAssertEqual(sink.writes.joined(), renderer.render(bubbles), name)
    }
  }

  func testNoOutputContainsARawCarriageReturn() {
    // A golden is read with CRLF as LF, so a raw CR in output could never match its golden.
    for golden in GoldenCase.all {
      for renderer in renderers {
        XCTAssertFalse(
          renderer.render(sections: golden.sections).unicodeScalars.contains("\r"),
          "\(golden.name) \(type(of: renderer))")
      }
    }
  }

  func testLazySequencesStreamWithoutAnArray() {
    let describer = BubbleDescriber()
    let lazy = (0..<1_000).lazy.map { index in
      describer.describe(
        GoldenCase.outgoing("m\(index)", "Message \(index)", .delivered), in: GoldenCase.direct)
    }
    var count = 0
    struct Counter: TextOutputStream {
      var bytes = 0
      mutating func write(_ string: String) { bytes += string.utf8.count }
    }
    var counter = Counter()
    JSONRenderer().render(lazy, into: &counter)
    count = counter.bytes
    XCTAssertEqual(count, JSONRenderer().render(Array(lazy)).utf8.count)
  }
}
