import MessageStatusKit

/// The `messages` array, each message read by one ``ObjectReader`` into an entry as the
/// document is checked: the array is read once.
///
/// The first message with a problem stops decoding (the rest is only checked as JSON); its
/// error is kept in ``MessageList/failure``, for the caller to report after the members it
/// checks first, and after any syntax error later in the document. Within a message, an
/// unknown or repeated member (the first in document order) wins over a value of the wrong
/// type, and values are checked in ``PreviewInput/Entry``'s fixed order.
/// ``firstRepeatedID(in:allowRepeatedIDs:)`` then checks each decoded message against the
/// ids before it; its problem comes before the decoding problem, which is at a later
/// message.
enum MessageListDecoder {
  /// The messages decoded, in order, and the problem with the first one that could not be.
  struct MessageList {
    /// The messages before the first with a problem (all of them, when none has one).
    var entries = EntryList([])
    /// The problem of message `entries.count`, if there is one.
    var failure: PreviewError?
  }

  /// Decodes the array at the parser's cursor (its `[`) and moves past it.
  ///
  /// - Parameters:
  ///   - window: The document's window, which drops the bytes of decoded messages.
  ///   - splitAbove: The fewest bytes after the cursor worth decoding in two halves at
  ///     once (``twoHalvesThreshold``).
  static func decode(
    _ parser: inout JSONParser, in window: InputWindow, splitAbove: Int = twoHalvesThreshold
  ) throws(JSONSyntaxError) -> MessageList {
    window.advance(&parser, keeping: parser.index)
    if window.remaining(after: parser.index) >= splitAbove,
      let split = elementStart(nearMiddleOf: parser, in: window)
    {
      return try inTwoHalves(&parser, in: window, splitAt: split)
    }
    var list = MessageList()
    if try open(&parser, in: window) { return list }
    _ = try elements(&parser, in: window, into: &list, until: nil)
    return list
  }

  /// Consumes the array's `[` and the whitespace after it (reading more while the window
  /// ends in it); `true` when the array is empty.
  static func open(_ parser: inout JSONParser, in window: InputWindow)
    throws(JSONSyntaxError) -> Bool
  {
    while true {
      var opened = parser
      let empty = try opened.open(UInt8(ascii: "]"))
      if empty || opened.index < opened.bytes.count || window.exhausted {
        parser = opened
        return empty
      }
      window.grow(&parser, from: parser.index)
    }
  }

  /// Reads elements from the cursor (after the array's `[`) into `list`, through the
  /// array's `]`; or, with `stop` (a document position), until the next element starts exactly
  /// there (`true`).
  ///
  /// An element is read with the `,` or `]` after it; when that fails and the window has
  /// more to read, the window reads more and the element is read again.
  static func elements(
    _ parser: inout JSONParser, in window: InputWindow, into list: inout MessageList,
    until stop: Int?
  ) throws(JSONSyntaxError) -> Bool {
    // A message takes about 160 bytes of JSON or more: the array grows rarely. An array
    // the caller reserved (empty) is taken as it is.
    var decoded = list.entries.first
    list.entries = EntryList([])
    let ahead = stop.map { $0 - window.offset(of: parser.index) }
    decoded.reserveCapacity((ahead ?? window.remaining(after: parser.index)) / 160)
    defer { list.entries = EntryList(decoded) }
    var fields = ObjectReader<MessageMember>(in: parser.bytes, path: "messages")
    var receipts = SharedReceipts()
    let keeping = parser.index
    while true {
      window.advance(&parser, keeping: keeping)
      parser.skipWhitespace()
      if let stop, window.offset(of: parser.index) == stop { return true }
      let start = parser
      let failure = list.failure
      let count = decoded.count
      do {
        try element(&parser, at: count, into: &decoded, &list.failure, &fields, &receipts)
        if try parser.commaOrClose(UInt8(ascii: "]")) { return false }
      } catch {
        // An error where the window's bytes end may be an element cut short.
        guard window.mayHaveCut(parser) else { throw error }
        parser = start
        list.failure = failure
        decoded.removeSubrange(count...)
        window.grow(&parser, from: parser.index)
      }
    }
  }

  /// Reads the element at the cursor, the message at `position`: into `decoded`, or its
  /// problem into `failure`; after a problem, elements are only checked.
  private static func element(
    _ parser: inout JSONParser, at position: Int, into decoded: inout [PreviewInput.Entry],
    _ failure: inout PreviewError?, _ fields: inout ObjectReader<MessageMember>,
    _ receipts: inout SharedReceipts
  ) throws(JSONSyntaxError) {
    if failure != nil {
      try parser.skipValue()
    } else if parser.current != UInt8(ascii: "{") {
      let value = try parser.readValue()
      failure = .wrongType(
        path: "messages[\(position)]", expected: "an object", found: value.kindDescription)
    } else {
      try fields.read(&parser, position: position)
      do {
        decoded.append(try PreviewInput.Entry(fields, sharing: &receipts))
      } catch {
        failure = error
      }
    }
  }
}

extension MessageListDecoder {
  /// The first message whose id came before, when that is an error: its position and the
  /// error.
  ///
  /// It runs once the document is parsed, in a table of positions only: open addressing
  /// over a power-of-two array of `UInt32`s (0 is empty, else position + 1), at most half
  /// full, keyed by the id's hash and compared by id. At 1,000,000 messages that is 8 MB,
  /// where a `[MessageID: Int]` took about 70 MB on top of the messages.
  ///
  /// - Parameter allowRepeatedIDs: Whether an id may come again (reports of one message that
  ///   a thread merges).
  static func firstRepeatedID(
    in entries: EntryList, allowRepeatedIDs: Bool
  ) -> (index: Int, error: PreviewError)? {
    var capacity = 16
    while capacity < 2 * entries.count { capacity <<= 1 }
    let mask = capacity - 1
    var firstReports = [UInt32](repeating: 0, count: capacity)
    for (offset, part) in entries.parts {
      for index in part.indices {
        if let problem = check(part[index].message.id, at: offset + index) { return problem }
      }
    }
    return nil

    func check(_ id: MessageID, at index: Int) -> (index: Int, error: PreviewError)? {
      // Ids compare by Unicode scalars (MessageID's ==), as servers compare them.
      var slot = id.hash & mask
      while true {
        let stored = firstReports[slot]
        if stored == 0 {
          firstReports[slot] = UInt32(truncatingIfNeeded: index + 1)
          break
        }
        let first = Int(stored) - 1
        if entries.id(at: first) == id {
          let problem = repeated(
            entries[index].message, at: index, first: entries[first].message, firstIndex: first,
            allowed: allowRepeatedIDs)
          return problem.map { (index, $0) }
        }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  /// The problem with a second report of a message, if it is one.
  private static func repeated(
    _ message: Message, at index: Int, first: Message, firstIndex: Int, allowed: Bool
  ) -> PreviewError? {
    guard allowed else {
      return .duplicateMessageID(
        path: "messages[\(index)].id", id: message.id.rawValue,
        firstPath: "messages[\(firstIndex)].id")
    }
    // A thread merges reports of one message; a report from someone else is not one.
    guard first.sender == message.sender else {
      return .reportFromAnotherSender(
        path: "messages[\(index)].sender", id: message.id.rawValue,
        sender: message.sender.rawValue, firstSender: first.sender.rawValue,
        firstPath: "messages[\(firstIndex)].sender")
    }
    return nil
  }
}
