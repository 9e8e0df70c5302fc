import Foundation
import MessageStatusKit

/// Generated inputs: groups of a given size, mixed threads, many bubbles.
public enum BenchmarkFixtures {
  public static let epoch = Date(timeIntervalSince1970: 1_761_043_320)

  /// A group of `size` recipients plus the viewer; half have read, all have it.
  public static func group(size: Int) -> (Conversation, Message, [UserID]) {
    let members = (0..<size).map { UserID("member-\($0)") }
    let chat = Conversation(participants: members + ["me"], viewer: "me", kind: .group)
    let message = Message(
      id: "m", sender: "me", text: "Hello", createdAt: epoch, state: .sent,
      deliveredTo: Set(members), readBy: Set(members.prefix(size / 2)))
    return (chat, message, members + ["me"])
  }

  /// A 1:1 chat and an 8-person group.
  public static let direct = Conversation(
    participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])
  public static let group8: Conversation = {
    let members = (1...7).map { UserID("friend\($0)") }
    return Conversation(
      participants: members + ["me"], viewer: "me",
      displayNames: Dictionary(uniqueKeysWithValues: members.map { ($0, $0.rawValue.capitalized) }))
  }()

  /// `count` messages: half 1:1, half group; every state; incoming and outgoing.
  public static func thread(count: Int) -> [(Message, Conversation)] {
    let states = DeliveryState.allCases
    let groupMembers = Array(group8.participants.subtracting(["me"])).sorted {
      $0.rawValue < $1.rawValue
    }
    return (0..<count).map { index in
      let inGroup = index % 2 == 1
      let chat = inGroup ? group8 : direct
      let outgoing = index % 3 != 0
      let sender: UserID =
        outgoing ? "me" : (inGroup ? groupMembers[index % groupMembers.count] : "alice")
      let state = states[index % states.count]
      let readers =
        inGroup ? Set(groupMembers.prefix(index % 8)) : (state == .read ? ["alice"] : [])
      return (
        Message(
          id: MessageID("m\(index)"), sender: sender,
          text: "Message number \(index) — see you at 10:\(index % 60)",
          createdAt: epoch.addingTimeInterval(Double(index) * 37),
          serverTimestamp: state.serverHasIt
            ? epoch.addingTimeInterval(Double(index) * 37 + 1) : nil,
          sequenceNumber: state.serverHasIt ? Int64(index) : nil, state: state,
          deliveredTo: inGroup ? Set(groupMembers) : [], readBy: readers),
        chat
      )
    }
  }
}

extension BenchmarkFixtures {
  /// One describer per status style; bubble `i` of a fixture uses style `i % 4`.
  public static let describers = StatusStyle.allCases.map {
    BubbleDescriber(options: .init(style: $0))
  }

  /// `count` described bubbles of ``thread(count:)``, all four styles in turn.
  public static func bubbles(count: Int) -> [BubbleDescription] {
    thread(count: count).enumerated().map { index, entry in
      describers[index % describers.count].describe(entry.0, in: entry.1)
    }
  }
}

/// Discards output but counts it: rendering speed without the cost of keeping the result.
public struct CountingSink: TextOutputStream {
  /// UTF-8 bytes written so far.
  public var bytes = 0

  /// An empty sink.
  public init() {}

  /// Counts `string`'s bytes.
  public mutating func write(_ string: String) { bytes += string.utf8.count }
}

extension DeliveryState {
  /// Whether the server has the message (`sent`, `delivered` or `read`).
  var serverHasIt: Bool { ![.sending, .failed].contains(self) }
}
