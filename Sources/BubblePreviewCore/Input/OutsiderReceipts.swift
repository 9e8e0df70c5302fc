import MessageStatusKit

/// Receipts and outcomes that name someone outside the conversation: they never count (as
/// the library's rule says), and the command says so once, on standard error.
enum OutsiderReceipts {
  /// One warning line for the first receipt or outcome in `entries` that names someone who
  /// is not one of `conversation`'s participants, with how many more there are; `nil` when
  /// there is none.
  static func warning(_ entries: EntryList, in conversation: Conversation) -> String? {
    let participants = conversation.participants
    var first: String?
    var count = 0
    for (offset, part) in entries.parts {
      for index in part.indices {
        let message = part[index].message
        for (member, ids) in [
          ("deliveredTo", message.deliveredTo), ("readBy", message.readBy),
          (
            "outcomes",
            Set(message.outcomes.keys).subtracting(message.deliveredTo)
              .subtracting(message.readBy)
          ),
        ] {
          for id in ids where !participants.contains(id) {
            count += 1
            if first == nil {
              first =
                "messages[\(offset + index)].\(member): \(ErrorText.quote(id.rawValue)) is not a "
                + "participant"
            }
          }
        }
      }
    }
    guard let first else { return nil }
    let more = count > 1 ? " (and \(count - 1) more receipts naming non-participants)" : ""
    return "bubble-preview: warning: \(first), so it never counts\(more); list everyone in "
      + "\"participants\"\n"
  }
}
