// Renders the benchmark's 100,000 bubbles in one format, or reads the command's input
// document of 100,000 messages, repeatedly, for a profiler:
//
//   swift build -c release
//   perf record -g .build/release/render-profile html 10
//   valgrind --tool=callgrind .build/release/render-profile json 1
//   perf record -g .build/release/render-profile input 20
//   perf record -g .build/release/render-profile describe 50    # 10,000 bubbles each time
//   .build/release/render-profile input-document > input.json   # the document itself
//   .build/release/render-profile check-baselines   # each baseline does the library's work
//   .build/release/render-profile group500 100000   # one bubble, 500 members, delivery only:
//                                                   # p50 and p99 of single calls
//   .build/release/render-profile first              # the first description in this process
//   .build/release/render-profile marks 100000       # a thread of N messages in a group of
//                                                    # 1,000 members, each with a read mark
//   .build/release/render-profile lists 100000       # the same thread, marks expanded into
//                                                    # per-message receipt lists
//   .build/release/render-profile outcomes500 100000 # one bubble, 500 members, outcomes:
//                                                    # p50 and p99 of single calls
import BenchmarkSupport
import BubblePreviewCore
import Foundation
import MessageStatusKit
import MessageStatusRendering

let arguments = CommandLine.arguments.dropFirst()
let format = arguments.first ?? "html"
let repetitions = arguments.dropFirst().first.flatMap { Int($0) } ?? 5
let clock = ContinuousClock()
/// Describes `message` alone `repetitions` times, timing each call, and prints the p50 and
/// p99: the latency of one bubble, not a loop's throughput.
func printLatency(_ name: String, of message: Message, in chat: Conversation) {
  let describer = BubbleDescriber()
  var times: [Duration] = []
  times.reserveCapacity(repetitions)
  var bytes = 0
  for _ in 0..<repetitions {
    let start = clock.now
    bytes += describer.describe(message, in: chat).accessibility.label.utf8.count
    times.append(clock.now - start)
  }
  times.sort()
  print(
    "\(name): \(repetitions) calls (\(bytes) label bytes): p50 \(times[times.count / 2]),"
      + " p99 \(times[times.count * 99 / 100])")
}

switch format {
case "check-baselines":
  // What the benchmark checks before it times anything, for CI: a baseline that no longer
  // writes what the library writes stops here (exit 1, by a trap), not in a benchmark run.
  BaselineCheck.verify(Array(BenchmarkFixtures.bubbles(count: 2_400)))
  print("baselines: the HTML rows, the text and the JSON do the library's work")
case "input-document":
  FileHandle.standardOutput.write(Data(BenchmarkFixtures.inputDocument(count: 100_000)))
case "describe":
  let thread = BenchmarkFixtures.thread(count: 10_000)
  let describers = BenchmarkFixtures.describers
  for _ in 0..<repetitions {
    var count = 0
    let elapsed = clock.measure {
      for (index, (message, chat)) in thread.enumerated() {
        count += describers[index & 3].describe(message, in: chat).accessibility.label.utf8.count
      }
    }
    print("describe: 10000 bubbles (\(count) label bytes) in \(elapsed)")
  }
case "group500":
  // A 500-member group's message that every member has and nobody has read, described alone
  // each time: the latency of one bubble, not a loop's throughput.
  let members = (0..<500).map { UserID("member-\($0)") }
  let chat = Conversation(participants: members + ["me"], viewer: "me", kind: .group)
  let message = Message(
    id: "m", sender: "me", text: "Hello", createdAt: BenchmarkFixtures.epoch, state: .sent,
    deliveredTo: Set(members))
  printLatency("group500", of: message, in: chat)
case "marks", "lists":
  // A thread of `repetitions` messages in a group of 1,000 members, 1 in 100 of them the
  // viewer's, every member with a read mark (a sequence number) and a delivery mark a
  // little further; "lists" gives the same facts as each message's own receipt lists.
  let count = repetitions
  let members = (0..<1_000).map { UserID("member-\($0)") }
  var chat = Conversation(participants: members + ["me"], viewer: "me", kind: .group)
  var readUpTo: [Int64] = []
  for index in members.indices {
    // Most have read nearly everything; some lag behind by up to a fifth of the thread.
    let behind = Int64((index * 7_919) % max(count / 5, 1))
    readUpTo.append(Int64(count) - 1 - behind)
  }
  var messages: [Message] = []
  messages.reserveCapacity(count)
  for index in 0..<count {
    let sender = index % 100 == 0 ? UserID("me") : members[index % members.count]
    var message = Message(
      id: MessageID("m\(index)"), sender: sender, text: "Message \(index)",
      createdAt: BenchmarkFixtures.epoch.addingTimeInterval(Double(index) * 20),
      serverTimestamp: BenchmarkFixtures.epoch.addingTimeInterval(Double(index) * 20 + 1),
      sequenceNumber: Int64(index), state: .sent)
    if format == "lists" && sender == "me" {
      for (position, member) in members.enumerated() where readUpTo[position] >= Int64(index) {
        message.readBy.insert(member)
      }
      message.deliveredTo = Set(members)
    }
    messages.append(message)
  }
  if format == "marks" {
    for (position, member) in members.enumerated() {
      chat.markRead(upTo: .sequenceNumber(readUpTo[position]), by: member)
      chat.markDelivered(upTo: .sequenceNumber(Int64(count)), by: member)
    }
  }
  let arranger = ThreadArranger(options: .init(timeZone: .gmt))
  var readers = 0
  let elapsed = clock.measure {
    let thread = arranger.describe(messages, in: chat)
    readers = thread.bubbles.reduce(0) { $0 + $1.readers.count }
  }
  print("\(format): \(count) messages, 1000 members, \(readers) readers listed, in \(elapsed)")
case "outcomes500":
  // A 500-member group's message with an outcome per recipient: 300 delivered, 150 read
  // with times, 40 pending, 10 failed; described alone each time.
  let members = (0..<500).map { UserID("member-\($0)") }
  let chat = Conversation(participants: members + ["me"], viewer: "me", kind: .group)
  var message = Message(
    id: "m", sender: "me", text: "Hello", createdAt: BenchmarkFixtures.epoch, state: .sent)
  for (index, member) in members.enumerated() {
    switch index % 50 {
    case 0: message.record(.failed, for: member)
    case 1...4: message.record(.pending, for: member)
    case 5...19:
      message.record(
        .read, for: member, at: BenchmarkFixtures.epoch.addingTimeInterval(Double(index)))
    default: message.record(.delivered, for: member)
    }
  }
  printLatency("outcomes500", of: message, in: chat)
case "first":
  // Options, phrasebook, describer and one bubble, as an app's first screen makes them.
  let elapsed = clock.measure {
    let chat = Conversation(participants: ["me", "alice"], viewer: "me")
    let message = Message(
      id: "m", sender: "me", text: "Hello", createdAt: BenchmarkFixtures.epoch, state: .sent)
    _ = BubbleDescriber().describe(message, in: chat).accessibility.label
  }
  print("first: one description in a fresh process in \(elapsed)")
case "input":
  let document = BenchmarkFixtures.inputDocument(count: 100_000)
  for _ in 0..<repetitions {
    var count = 0
    let elapsed = try clock.measure { count = try InputReading.messageCount(in: document) }
    print("input: \(count) messages, \(document.count) bytes in \(elapsed)")
  }
default:
  let bubbles = BenchmarkFixtures.bubbles(count: 100_000)
  let renderer: any BubbleRenderer =
    switch format {
    case "text": TextRenderer()
    case "json": JSONRenderer()
    default: HTMLRenderer()
    }
  for _ in 0..<repetitions {
    var sink = CountingSink()
    let elapsed = clock.measure { renderer.render(bubbles, into: &sink) }
    print("\(format): \(sink.bytes) bytes in \(elapsed)")
  }
}
