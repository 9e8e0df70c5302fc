import MessageStatusKit

/// The decoded messages, in document order, as one collection over the parts they were
/// decoded into: one part, or two when a large array was read in two halves.
///
/// Joining the halves would copy the second into the first while both are held (71 MB more
/// at 1,000,000 messages); reading across the parts costs one comparison an element.
struct EntryList: RandomAccessCollection, Sendable {
  /// The first part: the whole array, or its first half.
  private var head: [PreviewInput.Entry]
  /// The second half, or empty.
  private var tail: [PreviewInput.Entry]

  /// The entries of `head`, then those of `tail`.
  init(_ head: [PreviewInput.Entry] = [], then tail: [PreviewInput.Entry] = []) {
    self.head = head
    self.tail = tail
  }

  var startIndex: Int { 0 }
  var endIndex: Int { head.count + tail.count }

  subscript(position: Int) -> PreviewInput.Entry {
    position < head.count ? head[position] : tail[position - head.count]
  }

  /// The id of the message at `position`, read in place: subscripting the list copies the
  /// whole entry (a dozen reference counts), which the repeated-id check cannot afford per
  /// message.
  func id(at position: Int) -> MessageID {
    position < head.count ? head[position].message.id : tail[position - head.count].message.id
  }

  /// Calls `body` with the entry at `position`, read in place rather than copied.
  func withEntry<Result>(
    at position: Int, _ body: (PreviewInput.Entry) throws -> Result
  ) rethrows -> Result {
    position < head.count ? try body(head[position]) : try body(tail[position - head.count])
  }
}
