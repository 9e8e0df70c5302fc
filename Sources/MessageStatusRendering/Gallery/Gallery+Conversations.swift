package import Foundation
package import MessageStatusKit

extension Gallery {
  /// The sample conversation list's "now": 2025-10-21 12:00 UTC, a Tuesday.
  package static let listNow = Date(timeIntervalSince1970: 1_761_048_000)

  /// The sample conversation list, newest first: the viewer's read message today, a group
  /// photo yesterday, a failed send on Saturday, a group without a title in August, and
  /// two lines from last year; each row described by the core.
  package static func conversationRows(options: BubbleDescription.Options) -> [ConversationRow] {
    let describer = BubbleDescriber(options: options)
    let words = GalleryWords.forLanguage(describer.phrases.language)
    let hour = 3_600.0
    let carol = Conversation(
      participants: ["me", "carol"], viewer: "me", displayNames: ["carol": "Carol"])
    let dave = Conversation(
      participants: ["me", "dave"], viewer: "me", displayNames: ["dave": "Dave"])
    let rows: [(Message, Conversation, String?)] = [
      (
        Message(
          id: "l1", sender: "me", text: words.text(.seeYouAtSeven), createdAt: startDate,
          state: .read, deliveredTo: ["alice"], readBy: ["alice"]),
        direct, nil
      ),
      (
        Message(
          id: "l2", sender: "bob", text: "", attachment: .photo,
          createdAt: startDate - 20 * hour, state: .delivered),
        group, words.text(.designTeam)
      ),
      (
        Message(
          id: "l3", sender: "me", text: words.text(.canYouSendTheFile),
          createdAt: startDate - 74 * hour, state: .failed),
        carol, nil
      ),
      (
        Message(
          id: "l4", sender: "me", text: words.text(.lunchOnFriday),
          createdAt: Date(timeIntervalSince1970: 1_755_165_600), state: .delivered,
          deliveredTo: ["alice", "bob", "carol", "dave", "erin"]),
        group, nil
      ),
      (
        Message(
          id: "l5", sender: "dave", text: words.text(.happyNewYear),
          createdAt: Date(timeIntervalSince1970: 1_735_560_000), state: .read),
        dave, nil
      ),
    ]
    return rows.map { message, conversation, title in
      describer.describeRow(message, in: conversation, title: title, now: listNow)
    }
  }
}
