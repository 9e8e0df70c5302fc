import Foundation
import MessageStatusKit
import MessageStatusRendering

/// Whole threads, rendered by every format.
struct ThreadGoldenCase {
  var name: String
  var thread: ThreadDescription

  /// The Tokyo group in every language: day headings, times, names and the failed
  /// message's words as each language writes them.
  static let all: [ThreadGoldenCase] = Language.allCases.map { groupInTokyo(locale: $0.code) }

  /// A group chat in Tokyo across midnight: a failed message retried until sent, a read
  /// receipt that arrives before the delivered one, echoes of the same message, runs, and a
  /// message still sending at the end.
  static func groupInTokyo(locale: String) -> ThreadGoldenCase {
    let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    let chat = Conversation(
      participants: ["me", "alice", "bob"], viewer: "me",
      displayNames: ["me": "Me", "alice": "Alice", "bob": "Bob"])
    // 2025-10-21 14:40 UTC = 23:40 in Tokyo.
    let start = Date(timeIntervalSince1970: 1_761_057_600)
    func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }
    var sequence: Int64 = 100
    func report(
      _ id: String, _ sender: UserID, _ text: String, minute: Double, confirmed: Bool = true,
      state: DeliveryState = .delivered, deliveredTo: Set<UserID> = [], readBy: Set<UserID> = [],
      attachment: AttachmentKind? = nil
    ) -> Message {
      sequence += 1
      return Message(
        id: MessageID(id), sender: sender, text: text, attachment: attachment,
        createdAt: at(minute - 0.02), serverTimestamp: confirmed ? at(minute) : nil,
        sequenceNumber: confirmed ? sequence : nil, state: state, deliveredTo: deliveredTo,
        readBy: readBy)
    }
    let reports: [Message] = [
      report("a1", "alice", "Anyone still up?", minute: 0),
      report("a2", "alice", "The train is delayed", minute: 1),
      report("b1", "bob", "Me! What happened?", minute: 3),
      // My reply failed, was retried, and the server finally took it.
      report(
        "m1", "me", "Same here, stuck at Shibuya", minute: 5, confirmed: false, state: .failed),
      report(
        "m1", "me", "Same here, stuck at Shibuya", minute: 5, confirmed: false, state: .sending),
      report(
        "m1", "me", "Same here, stuck at Shibuya", minute: 6, state: .sent, deliveredTo: ["alice"]),
      // Read by both, but the read receipt overtook the delivered one.
      report(
        "m2", "me", "Let's share a taxi", minute: 7, state: .read, deliveredTo: ["alice", "bob"],
        readBy: ["alice", "bob"]),
      report("m2", "me", "Let's share a taxi", minute: 7, state: .delivered, deliveredTo: ["bob"]),
      // Past midnight in Tokyo: a new day.
      report("a3", "alice", "", minute: 22, attachment: .location),
      report("a4", "alice", "Meet here", minute: 23),
      report("b2", "bob", "On my way 🚕", minute: 24),
      report("m3", "me", "Be there in 5", minute: 26, confirmed: false, state: .sending),
    ]
    let arranger = ThreadArranger(
      options: .init(style: .ticks, locale: locale, timeZone: tokyo),
      thread: .init(now: at(60)))
    return ThreadGoldenCase(
      name: "thread-group-tokyo" + (locale == "en" ? "" : "-\(locale)"),
      thread: arranger.describe(reports, in: chat))
  }
}
