import Foundation
import MessageStatusKit

/// Bubbles as a busy app shows them.
///
/// Half one-to-one, half in a group of eight; incoming and outgoing; every delivery state;
/// readers from none to all; every status style in turn, in both chats. The document sizes the JSON
/// contract promises are measured on 1,000 of them.
enum MixedBubbles {
  static func make(count: Int) -> [BubbleDescription] {
    let epoch = Date(timeIntervalSince1970: 1_761_043_320)
    let members = (1...7).map { UserID("friend\($0)") }
    let direct = Conversation(
      participants: ["me", "alice"], viewer: "me", displayNames: ["alice": "Alice"])
    let group = Conversation(
      participants: members + ["me"], viewer: "me",
      displayNames: Dictionary(uniqueKeysWithValues: members.map { ($0, $0.rawValue.capitalized) }))
    let describers = StatusStyle.allCases.map { BubbleDescriber(options: .init(style: $0)) }
    let states = DeliveryState.allCases
    return (0..<count).map { index in
      let inGroup = index % 2 == 1
      let outgoing = index % 3 != 0
      let sender: UserID = outgoing ? "me" : (inGroup ? members[index % members.count] : "alice")
      let state = states[index % states.count]
      let readers: Set<UserID> =
        inGroup ? Set(members.prefix(index % 8)) : (state == .read ? ["alice"] : [])
      let message = Message(
        id: MessageID("m\(index)"), sender: sender,
        text: "Message number \(index) — see you at 10:\(index % 60)",
        createdAt: epoch.addingTimeInterval(Double(index) * 37),
        serverTimestamp: ![.sending, .failed].contains(state)
          ? epoch.addingTimeInterval(Double(index) * 37 + 1) : nil,
        sequenceNumber: ![.sending, .failed].contains(state) ? Int64(index) : nil, state: state,
        deliveredTo: inGroup ? Set(members) : [], readBy: readers)
      // The style steps every ten bubbles, a whole cycle of five states in both chats, so
      // each style meets every state in each chat whatever the number of styles (stepping
      // with the chat, two of four styles only ever met groups; stepping every other
      // bubble, five styles would each meet two states).
      return describers[index / 10 % describers.count].describe(
        message, in: inGroup ? group : direct)
    }
  }
}
