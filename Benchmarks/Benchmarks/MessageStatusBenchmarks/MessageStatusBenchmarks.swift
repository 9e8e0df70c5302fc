import Benchmark
import BenchmarkSupport
import BubblePreviewCore
import Foundation
import MessageStatusKit
import MessageStatusRendering

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .nanoseconds, warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 100_000)

  // 1. Group aggregation: ours against the array baseline, same data, same run. The
  // baseline runs twice: on the `[String]` identifiers apps keep, and on our `UserID`
  // (whose cached hash also makes the baseline's `==` cheaper).
  for size in [2, 8, 64, 256, 1_024, 5_000] {
    let (chat, message, participants) = BenchmarkFixtures.group(size: size)
    let readBy = Array(message.readBy)
    let deliveredTo = Array(message.deliveredTo)
    let strings = (
      participants.map(\.rawValue), deliveredTo.map(\.rawValue), readBy.map(\.rawValue)
    )
    let slow = Benchmark.Configuration(
      maxDuration: .seconds(2), maxIterations: size >= 1_024 ? 20 : 10_000)
    Benchmark("Aggregation/ours/\(size)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(ReceiptSummary(message: message, in: chat).evidence(policy: .allRecipients))
      }
    }
    Benchmark("Aggregation/baseline String/\(size)", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(
          Baseline.aggregate(
            participants: strings.0, sender: "me", deliveredTo: strings.1, readBy: strings.2))
      }
    }
    Benchmark("Aggregation/baseline UserID/\(size)", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(
          Baseline.aggregate(
            participants: participants, sender: UserID("me"), deliveredTo: deliveredTo,
            readBy: readBy))
      }
    }
  }

  // 2. Describing a 10,000-message mixed thread, all four styles, timestamps included.
  let thread = BenchmarkFixtures.thread(count: 10_000)
  let describers = BenchmarkFixtures.describers
  Benchmark(
    "Describe/10k mixed bubbles", configuration: .init(maxDuration: .seconds(3), maxIterations: 200)
  ) {
    benchmark in
    for _ in benchmark.scaledIterations {
      for (index, (message, chat)) in thread.enumerated() {
        blackHole(describers[index & 3].describe(message, in: chat))
      }
    }
  }

  // 3. Rendering 100,000 bubbles.
  let many = BenchmarkFixtures.bubbles(count: 100_000)
  // The fixture repeats every 120 bubbles; 2,400 cover every combination many times.
  BaselineCheck.verify(Array(many.prefix(2_400)))
  if ProcessInfo.processInfo.environment["PRINT_OUTPUT_SIZES"] != nil {
    var html = CountingSink()
    var text = CountingSink()
    var json = CountingSink()
    HTMLRenderer().render(many, into: &html)
    TextRenderer().render(many, into: &text)
    JSONRenderer().render(many, into: &json)
    print(
      "output bytes for 100,000 bubbles: html \(html.bytes), text \(text.bytes), json \(json.bytes)"
    )
    print("baselines checked against the renderers on the first 2,400 bubbles: same output")
  }
  let heavy = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(6),
    maxIterations: 5)
  Benchmark("Render/HTML/ours/100k", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations {
      var sink = CountingSink()
      HTMLRenderer().render(many, into: &sink)
      blackHole(sink.bytes)
    }
  }
  Benchmark("Render/HTML/baseline/100k", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(Baseline.htmlRows(many).utf8.count) }
  }
  Benchmark("Render/text/ours/100k", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations {
      var sink = CountingSink()
      TextRenderer().render(many, into: &sink)
      blackHole(sink.bytes)
    }
  }
  Benchmark("Render/text/baseline/100k", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Baseline.text(many, palette: .standard).utf8.count)
    }
  }
  Benchmark("Render/JSON/ours/100k", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations {
      var sink = CountingSink()
      JSONRenderer().render(many, into: &sink)
      blackHole(sink.bytes)
    }
  }
  Benchmark("Render/JSON/JSONEncoder sortedKeys/100k", configuration: heavy) { benchmark in
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    for _ in benchmark.scaledIterations { blackHole((try? encoder.encode(many))?.count ?? 0) }
  }

  // 4. Ordering, de-duplicating and grouping 100,000 reports (80,000 ids).
  let reports: [Message] = {
    var seed: UInt64 = 7
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let base = BenchmarkFixtures.thread(count: 80_000).map(\.0)
    var all = base + (0..<20_000).map { _ in base[Int(next() % 80_000)] }
    for index in all.indices.reversed() where index > 0 {
      all.swapAt(index, Int(next() % UInt64(index + 1)))
    }
    return all
  }()
  // Arranging is no public API of its own: a thread is merged, ordered and described in one
  // call, and a one-to-one chat keeps the describing of each bubble light.
  let arranger = ThreadArranger(thread: .init(now: BenchmarkFixtures.epoch))
  let chat = Conversation(participants: ["me", "alice"], viewer: "me")
  Benchmark("Thread/describe/100k reports", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(arranger.describe(reports, in: chat).items.count)
    }
  }

  // 80,000 reports of one message, each from one more reader: merging must stay linear in
  // the receipts (each report used to copy every receipt gathered so far).
  let oneMessage: [Message] = (0..<80_000).map { index in
    let reader = UserID("u\(index)")
    return Message(
      id: "m1", sender: "me", text: "Hi", createdAt: BenchmarkFixtures.epoch, state: .delivered,
      deliveredTo: [reader], readBy: [reader])
  }
  Benchmark("Thread/merge/80k reports of one id", configuration: heavy) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(arranger.describe(oneMessage, in: chat).items.count)
    }
  }

  // 5. Reading the command's input: 100,000 messages (18.4 MB), ours against JSONDecoder.
  let document = BenchmarkFixtures.inputDocument(count: 100_000)
  let documentData = Data(document)
  precondition((try? InputReading.messageCount(in: document)) == 100_000)
  precondition(
    (try? JSONDecoder().decode(DecodableInput.self, from: documentData))?.messages.count
      == 100_000)
  let reading = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(6), maxIterations: 20)
  Benchmark("Input/ours/100k messages", configuration: reading) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? InputReading.messageCount(in: document))
    }
  }
  Benchmark("Input/JSONDecoder/100k messages", configuration: reading) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? JSONDecoder().decode(DecodableInput.self, from: documentData).messages.count)
    }
  }
}
