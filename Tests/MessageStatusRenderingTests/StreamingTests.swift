import MessageStatusKit
import MessageStatusRendering
import XCTest

/// Renderers write into the sink as they go, and their output is deterministic.
final class StreamingTests: XCTestCase {
  /// Records each write, to prove output arrives in pieces rather than as one final string.
  private struct RecordingSink: TextOutputStream {
    var writes: [String] = []
    mutating func write(_ string: String) { writes.append(string) }
  }

  private let renderers: [any BubbleRenderer] = [TextRenderer(), HTMLRenderer(), JSONRenderer()]

  func testEveryRendererWritesOneBubbleAtATime() {
    let bubbles = GoldenCase.all.flatMap(\.bubbles)
    for renderer in renderers {
      var sink = RecordingSink()
      renderer.render(bubbles, into: &sink)
      XCTAssertGreaterThanOrEqual(sink.writes.count, bubbles.count, "\(type(of: renderer))")
      let largest = sink.writes.map(\.utf8.count).max() ?? 0
      XCTAssertLessThan(largest, 25_000, "\(type(of: renderer)): one write held \(largest) bytes")
      XCTAssertEqual(sink.writes.joined(), renderer.render(bubbles), "\(type(of: renderer))")
    }
  }

  func testRenderingIsDeterministic() {
    for golden in GoldenCase.all {
      for renderer in renderers {
        XCTAssertEqual(
          renderer.render(sections: golden.sections), renderer.render(sections: golden.sections),
          "\(golden.name) \(type(of: renderer))")
      }
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
