import MessageStatusKit

/// A document's entries, in order, kept as the two arrays the two halves of a large
/// `messages` array were decoded into: joining them would copy every entry and hold both
/// copies at once (about 80 MB more at 1,000,000 messages).
struct EntryList: RandomAccessCollection {
  /// The entries of the first half (all of them, for a document read in one pass).
  private(set) var first: [PreviewInput.Entry]
  /// The entries after them.
  private(set) var second: [PreviewInput.Entry]

  init(_ first: [PreviewInput.Entry], _ second: [PreviewInput.Entry] = []) {
    self.first = first
    self.second = second
  }

  var startIndex: Int { 0 }
  var endIndex: Int { first.count + second.count }

  subscript(position: Int) -> PreviewInput.Entry {
    position < first.count ? first[position] : second[position - first.count]
  }

  /// The two arrays, and the position of each one's first entry: loops over many entries
  /// read them here, in place (an entry read through the subscript is a copy of a dozen
  /// strings and sets).
  var parts: [(offset: Int, entries: [PreviewInput.Entry])] {
    [(0, first), (first.count, second)]
  }

  /// The id of the message at `position`, read in place.
  func id(at position: Int) -> MessageID {
    position < first.count ? first[position].message.id : second[position - first.count].message.id
  }
}
