public import MessageStatusKit

/// What a renderer writes: a list of bubbles, titled sections of them, a thread, or the
/// rows of a list of conversations.
///
/// The list may be any sequence, so a long one can be described lazily while it is
/// written; sections and threads are arrays (the type parameter is unused for them).
public enum BubbleDocument<Bubbles: Sequence<BubbleDescription>> {
  /// One list of bubbles, in display order.
  case list(Bubbles)
  /// Titled groups of bubbles (a gallery), in order.
  case sections([BubbleSection])
  /// A whole thread: bubbles and day headings, with run positions.
  case thread(ThreadDescription)
  /// A list of conversations, one row each (see `BubbleDescriber.describeRow`).
  case rows([ConversationRow])
}

extension BubbleDocument: Sendable where Bubbles: Sendable {}
