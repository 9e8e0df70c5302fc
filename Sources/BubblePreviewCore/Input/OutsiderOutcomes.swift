import MessageStatusKit

/// Per-recipient outcomes that name someone outside the conversation: they never count (as
/// receipts from outside never do), and the command says so once, on standard error.
///
/// Only outcomes are checked: most messages have none, so the check costs nothing where
/// there are none, where checking every receipt list of a document cost 7 % of rendering
/// it (`Benchmarks/README.md`, section 24).
enum OutsiderOutcomes {
  /// One warning line for the first outcome in `entries` that names someone who is not one
  /// of `conversation`'s participants, with how many more there are; `nil` when there is
  /// none.
  static func warning(_ entries: EntryList, in conversation: Conversation) -> String? {
    var first: String?
    var count = 0
    for (offset, part) in entries.parts {
      for index in part.indices where !part[index].message.unlisted.isEmpty {
        for id in part[index].message.unlisted.keys where !conversation.isParticipant(id) {
          count += 1
          if first == nil {
            first =
              "messages[\(offset + index)].outcomes: \(ErrorText.quote(id.rawValue)) is not a "
              + "participant"
          }
        }
      }
    }
    guard let first else { return nil }
    let more = count > 1 ? " (and \(count - 1) more outcomes naming non-participants)" : ""
    return "bubble-preview: warning: \(first), so it never counts\(more); list everyone in "
      + "\"participants\"\n"
  }
}
