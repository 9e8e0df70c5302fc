import MessageStatusKit

/// What the messages of a document say that contradicts their conversation or themselves.
///
/// ``Conversation/inconsistencies(of:)`` finds them; here they are one warning line per
/// kind, for its first message, with how many more there are. The command renders as the
/// library describes; the warnings only say what a backend likely got wrong.
enum InconsistencyWarnings {
  /// The warning lines for `entries` in `conversation`, in the order their first
  /// messages are met.
  static func warnings(_ entries: EntryList, in conversation: Conversation) -> [String] {
    var first: [Inconsistency.Kind: String] = [:]
    var counts: [Inconsistency.Kind: Int] = [:]
    var kinds: [Inconsistency.Kind] = []
    for (offset, part) in entries.parts {
      for index in part.indices {
        let message = part[index].message
        for found in conversation.inconsistencies(of: message) {
          counts[found.kind, default: 0] += 1
          guard first[found.kind] == nil else { continue }
          kinds.append(found.kind)
          first[found.kind] = line(found, of: message, at: "messages[\(offset + index)]")
        }
      }
    }
    return kinds.compactMap { kind in
      guard let line = first[kind], let count = counts[kind] else { return nil }
      let more = count > 1 ? " (and \(count - 1) more like it)" : ""
      return "bubble-preview: warning: " + ErrorText.oneLine(line) + more + "\n"
    }
  }

  /// `found` as the command says it: its JSON path (a per-recipient time is an entry of
  /// `readBy` or `deliveredTo`, so the recipient's id is quoted after it), the sender
  /// quoted where it is the subject, and the reason.
  private static func line(_ found: Inconsistency, of message: Message, at base: String)
    -> String
  {
    let lists = ["readTimes": "readBy", "deliveredTimes": "deliveredTo"]
    if let dot = found.field.firstIndex(of: "."), let list = lists[String(found.field[..<dot])] {
      let id = String(found.field[found.field.index(after: dot)...])
      return JSONPath.member(base, list) + ": " + ErrorText.quote(id) + " at " + found.reason
    }
    let subject =
      found.kind == .senderOutsideConversation ? ErrorText.quote(message.sender.rawValue) + " " : ""
    return JSONPath.member(base, found.field) + ": " + subject + found.reason
  }
}
