// Renders the benchmark's 100,000 bubbles in one format, repeatedly, for a profiler:
//
//   swift build -c release
//   perf record -g .build/release/render-profile html 10
//   valgrind --tool=callgrind .build/release/render-profile json 1
import BenchmarkSupport
import Foundation
import MessageStatusKit
import MessageStatusRendering

let arguments = CommandLine.arguments.dropFirst()
let format = arguments.first ?? "html"
let repetitions = arguments.dropFirst().first.flatMap { Int($0) } ?? 5
let bubbles = BenchmarkFixtures.bubbles(count: 100_000)
let renderer: any BubbleRenderer =
  switch format {
  case "text": TextRenderer()
  case "json": JSONRenderer()
  default: HTMLRenderer()
  }
let clock = ContinuousClock()
for _ in 0..<repetitions {
  var sink = CountingSink()
  let elapsed = clock.measure { renderer.render(bubbles, into: &sink) }
  print("\(format): \(sink.bytes) bytes in \(elapsed)")
}
