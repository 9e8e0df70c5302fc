import Foundation
import XCTest

@testable import MessageStatusKit

/// `BubbleDescription.readers` and the labels that name them.
final class ReadersTests: XCTestCase {
  private let group = Conversation(
    participants: ["me", "alice", "bob", "carol", "dave"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob", "carol": "Carol", "dave": "Dave"])
  private let created = Date(timeIntervalSince1970: 1_761_043_320)

  private func message(readBy: Set<UserID> = [], times: [UserID: Date] = [:]) -> Message {
    Message(
      id: "m1", sender: "me", text: "Hi", createdAt: created, state: .read,
      deliveredTo: ["alice", "bob", "carol", "dave"], readBy: readBy, readTimes: times)
  }

  func testReadersComeInReadOrderThenByNameWithoutTheViewerOrStrangers() {
    let read = message(
      readBy: ["me", "stranger", "dave", "bob"],
      times: [
        "carol": created.addingTimeInterval(600), "alice": created.addingTimeInterval(60),
        "stranger": created,
      ])
    let bubble = BubbleDescriber().describe(read, in: group)
    XCTAssertEqual(bubble.readers.map(\.id), ["alice", "carol", "bob", "dave"])
    XCTAssertEqual(bubble.readers.map(\.initial), ["A", "C", "B", "D"])
    XCTAssertEqual(bubble.readers.map(\.timestamp), ["10:43 AM", "10:52 AM", nil, nil])
    XCTAssertEqual(bubble.readers.first?.instant, "2025-10-21T10:43:00Z")
  }

  /// Snapshot tests that `dump` a conversation see the same text before and after its
  /// readers were ranked.
  func testAConversationsDumpIsTheSameAfterItsReadersAreRanked() {
    var before = ""
    dump(group, to: &before)
    let readers = BubbleDescriber().describe(
      message(readBy: ["alice", "bob", "carol", "dave"]), in: group
    ).readers
    XCTAssertEqual(readers.count, 4)
    XCTAssertNotNil(group.readerRanks.made)
    var after = ""
    dump(group, to: &after)
    XCTAssertEqual(after, before)
  }

  /// The order by name a conversation ranks once is the order of comparing the names:
  /// over random groups with equal, empty, accented (two spellings), right-to-left and
  /// bidi-laden names, ids that are canonically equivalent but spelled apart, and read
  /// times that tie.
  func testRankedOrderIsTheOrderOfComparingNames() {
    let names = [
      "Ann", "ann", "Bob", "", " ", "\u{200B}", "Émile", "E\u{301}mile", "Zoë", "שרה",
      "\u{202E}evE", "Eve", "bob", "Ⅻ", "😀",
    ]
    for round in UInt64(0)..<200 {
      var generator = SeededGenerator(state: round)
      let count = Int.random(in: 3...40, using: &generator)
      var members = (0..<count).map { UserID("u\(Int(round) * 7 % 97)-\($0)") }
      members += ["\u{C9}", "E\u{301}", "e"]  // É twice (no name: the ids decide), and e
      var displayNames: [UserID: String] = [:]
      for member in members.dropLast(3) where Bool.random(using: &generator) {
        displayNames[member] = names.randomElement(using: &generator)
      }
      let chat = Conversation(
        participants: members + ["me"], viewer: "me", displayNames: displayNames, kind: .group)
      var times: [UserID: Date] = [:]
      let readBy = Set(members.filter { _ in Bool.random(using: &generator) } + ["me", "nobody"])
      for reader in readBy where Int.random(in: 0..<3, using: &generator) == 0 {
        times[reader] = created.addingTimeInterval(Double(Int.random(in: 0..<3, using: &generator)))
      }
      let read = Message(
        id: "m", sender: "me", text: "Hi", createdAt: created, state: .read,
        deliveredTo: Set(members), readBy: readBy, readTimes: times)
      let describer = BubbleDescriber()
      let compared = describer.readers(of: read, in: chat) { _ in nil }
      let ranked = describer.readers(of: read, in: chat) { _ in chat.readerRanks.order(in: chat) }
      XCTAssertEqual(ranked.map(\.id), compared.map(\.id), "seed \(round)")
      XCTAssertEqual(describer.describe(read, in: chat).readers, compared, "seed \(round)")
    }
  }

  /// Bubbles of one conversation described at once on many threads rank it once and list
  /// the same readers.
  func testOneConversationDescribedOnManyThreadsListsTheSameReaders() {
    let members = (0..<400).map { UserID("member\($0)") }
    let chat = Conversation(
      participants: members + ["me"], viewer: "me",
      displayNames: Dictionary(
        uniqueKeysWithValues: members.map { ($0, "Name \($0.rawValue.count)") }))
    let read = Message(
      id: "m", sender: "me", text: "Hi", createdAt: created, state: .read,
      deliveredTo: Set(members), readBy: Set(members))
    let expected = BubbleDescriber().readers(of: read, in: chat) { _ in nil }
    let results = LockedResults()
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      results.append(BubbleDescriber().describe(read, in: chat).readers.map(\.id))
    }
    XCTAssertEqual(results.all.count, 16)
    for ids in results.all { XCTAssertEqual(ids, expected.map(\.id)) }
  }

  /// What the threads of a test give back, behind a lock.
  private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UserID]] = []
    func append(_ value: [UserID]) { lock.withLock { values.append(value) } }
    var all: [[UserID]] { lock.withLock { values } }
  }

  /// A conversation whose names change orders its readers by the new names, its copies by
  /// theirs (the ranks are made again, not shared with the old names).
  func testReadersFollowRenamesAfterTheOrderWasMade() {
    var chat = group
    let read = message(readBy: ["alice", "bob", "carol", "dave"])
    XCTAssertEqual(
      BubbleDescriber().describe(read, in: chat).readers.map(\.id),
      ["alice", "bob", "carol", "dave"])
    let before = chat
    chat.displayNames["alice"] = "Zed"
    XCTAssertEqual(
      BubbleDescriber().describe(read, in: chat).readers.map(\.id),
      ["bob", "carol", "dave", "alice"])
    XCTAssertEqual(
      BubbleDescriber().describe(read, in: before).readers.map(\.id),
      ["alice", "bob", "carol", "dave"])
    chat.participants.insert("aaron")
    chat.displayNames["aaron"] = "Aaron"
    XCTAssertEqual(
      BubbleDescriber().describe(
        message(readBy: ["aaron", "alice", "bob", "carol", "dave"]), in: chat
      )
      .readers.map(\.id),
      ["aaron", "bob", "carol", "dave", "alice"])
  }

  func testOnlyOutgoingGroupMessagesWithReceiptsShownListReaders() {
    let read = message(readBy: ["alice"])
    let direct = Conversation(participants: ["me", "alice"], viewer: "me")
    XCTAssertEqual(BubbleDescriber().describe(read, in: direct).readers, [])
    XCTAssertEqual(
      BubbleDescriber(options: .init(readReceipts: .hidden)).describe(read, in: group).readers, [])
    var incoming = read
    incoming.sender = "bob"
    XCTAssertEqual(BubbleDescriber().describe(incoming, in: group).readers, [])
  }

  func testTheLabelNamesUpToNReadersThenCountsTheRest() {
    let read = message(
      readBy: ["alice", "bob", "carol"],
      times: [
        "alice": created, "bob": created.addingTimeInterval(1),
        "carol": created.addingTimeInterval(2),
      ])
    func label(_ named: Int) -> String {
      BubbleDescriber(options: .init(style: .receiptBadge, namedReaders: named))
        .describe(read, in: group).accessibility.stateDescription
    }
    XCTAssertEqual(label(0), "read by 3 of 4")
    XCTAssertEqual(label(1), "read by Alice and 2 others")
    XCTAssertEqual(label(2), "read by Alice, Bob, and 1 other")
    XCTAssertEqual(label(3), "read by Alice, Bob, and Carol")
    XCTAssertEqual(label(9), "read by Alice, Bob, and Carol")
    let everyone = message(readBy: ["alice", "bob", "carol", "dave"])
    XCTAssertEqual(
      BubbleDescriber(options: .init(namedReaders: 2)).describe(everyone, in: group)
        .accessibility.stateDescription, "read by everyone")
  }

  func testSpanishSaysEBeforeAnISound() {
    // What ICU 72's Spanish list formatter writes for each pair.
    let list = ListPattern(pair: " y ", middle: ", ", last: " y ", soundRule: .spanishConjunction)
    let expected = [
      "Isabel": "Ana e Isabel", "Hilda": "Ana e Hilda", "Hielo": "Ana y Hielo",
      "Hioba": "Ana e Hioba", "Olga": "Ana y Olga", "Íñigo": "Ana y Íñigo",
      "iglesia": "Ana e iglesia", "Hi": "Ana e Hi", "HIELO": "Ana y HIELO", "y": "Ana y y",
    ]
    for (word, joined) in expected {
      XCTAssertEqual(list.joined(["Ana", word]), joined)
    }
    XCTAssertEqual(list.joined(["Ana", "Bea", "Isabel"]), "Ana, Bea e Isabel")
  }

  func testHebrewSaysVavWithAHyphenBeforeAnotherScript() {
    // What ICU 72's Hebrew list formatter writes for each pair.
    let list = Phrasebook.hebrew.readers.list
    let expected = [
      "בוב": "אליס ובוב", "Bob": "אליס ו-Bob", "1בוב": "אליס ו-1בוב", "🙂": "אליס ו-🙂",
      "\u{FB20}": "אליס ו\u{FB20}", "\u{05F3}x": "אליס ו\u{05F3}x", "Ana": "אליס ו-Ana",
    ]
    for (word, joined) in expected {
      XCTAssertEqual(list.joined(["אליס", word]), joined, word)
    }
    XCTAssertEqual(list.joined(["אליס", "בוב", "Bob"]), "אליס, בוב ו-Bob")
    // The isolate a label puts around a name is not the name's first letter.
    XCTAssertEqual(
      list.joined(["\u{2068}אליס\u{2069}", "\u{2068}בוב\u{2069}"]),
      "\u{2068}אליס\u{2069} ו\u{2068}בוב\u{2069}")
    XCTAssertEqual(
      list.joined(["\u{2068}אליס\u{2069}", "\u{2068}Bob\u{2069}"]),
      "\u{2068}אליס\u{2069} ו-\u{2068}Bob\u{2069}")
  }

  func testMergingKeepsEachReadersEarliestTime() {
    var first = message(times: ["alice": created.addingTimeInterval(100)])
    first.merge(
      message(
        times: ["alice": created.addingTimeInterval(50), "bob": created.addingTimeInterval(70)]))
    XCTAssertEqual(
      first.readTimes,
      ["alice": created.addingTimeInterval(50), "bob": created.addingTimeInterval(70)])
    XCTAssertEqual(first.readBy, ["alice", "bob"])
  }

  func testReadByEntriesWithTimesDecodeAndEncodeBack() throws {
    let json = #"""
      {"id": "m1", "sender": "me", "createdAt": "2025-10-21T10:42:00Z", "state": "read",
       "readBy": ["bob", {"id": "alice", "at": "2025-10-21T10:45:00Z"}, {"id": "carol"}]}
      """#
    let decoded = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
    XCTAssertEqual(decoded.readBy, ["alice", "bob", "carol"])
    XCTAssertEqual(decoded.readTimes, ["alice": Date(timeIntervalSince1970: 1_761_043_500)])
    let again = try JSONDecoder().decode(Message.self, from: JSONEncoder().encode(decoded))
    XCTAssertEqual(again, decoded)
  }
}
