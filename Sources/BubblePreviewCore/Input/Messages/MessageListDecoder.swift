import MessageStatusKit

/// The `messages` array, decoded from the bytes straight into entries: no tree of
/// ``JSONValue``s, no dictionary per object, member names matched as bytes.
///
/// It keeps the command's order of errors:
/// - syntax errors are thrown at once, at the same line and column as ``JSONParser/parse(_:)``
///   reports them, and they win over any problem with the content;
/// - the first message with a problem stops decoding (the rest is only checked as JSON) and
///   its error is kept in ``MessageList/failure``, for the caller to report after the members
///   it checks first;
/// - within a message, an unknown or repeated member (the first in document order) wins over
///   a value of the wrong type, and values are checked in ``PreviewInput/Entry``'s fixed order;
/// - ``firstRepeatedID(in:allowRepeatedIDs:)`` then checks each decoded message against the
///   ids before it (a repeated id is an error for a list, and for a thread only when someone
///   else sent the first report); its problem comes before the decoding problem, which is at
///   a later message.
enum MessageListDecoder {
  /// The messages decoded, in order, and the problem with the first one that could not be.
  struct MessageList {
    /// The messages before the first with a problem (all of them, when none has one).
    var entries: [PreviewInput.Entry] = []
    /// The problem of message `entries.count`, if there is one.
    var failure: PreviewError?
  }

  /// Decodes the array at the cursor (which is at its `[`).
  static func decode(_ parser: inout JSONParser) throws(JSONSyntaxError) -> MessageList {
    var list = MessageList()
    if try parser.open(UInt8(ascii: "]")) { return list }
    // The array grows as messages come: room reserved for the most messages the bytes
    // could hold (one per 64) was about 2.2 times the document in address space, which
    // failed under `ulimit -v` for documents that fit.
    var fields = MessageFields(document: parser.bytes)
    repeat {
      parser.skipWhitespace()
      if list.failure != nil {
        _ = try parser.parseValue()
        continue
      }
      fields.reset(index: list.entries.count)
      if let problem = try message(&parser, into: &fields, appendingTo: &list.entries) {
        list.failure = problem
      }
    } while try !parser.commaOrClose(UInt8(ascii: "]"))
    return list
  }

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
    in entries: [PreviewInput.Entry], allowRepeatedIDs: Bool
  ) -> (index: Int, error: PreviewError)? {
    var capacity = 16
    while capacity < 2 * entries.count { capacity <<= 1 }
    let mask = capacity - 1
    var firstReports = [UInt32](repeating: 0, count: capacity)
    for index in entries.indices {
      // Ids compare by Unicode scalars (MessageID's ==), as servers compare them.
      let id = entries[index].message.id
      var slot = id.hashValue & mask
      while true {
        let stored = firstReports[slot]
        if stored == 0 {
          firstReports[slot] = UInt32(truncatingIfNeeded: index + 1)
          break
        }
        let first = Int(stored) - 1
        if entries[first].message.id == id {
          if let problem = repeated(
            entries[index].message, at: index, first: entries[first].message, firstIndex: first,
            allowed: allowRepeatedIDs)
          {
            return (index, problem)
          }
          break
        }
        slot = (slot + 1) & mask
      }
    }
    return nil
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

  /// One message: its members into `fields`, then the entry they make, appended to
  /// `entries`; or the message's problem, with nothing appended.
  ///
  /// The entry is appended here rather than returned: an entry is about 140 bytes with a
  /// dozen references, and returning it through a `Result` copied it once more per message.
  static func message(
    _ parser: inout JSONParser, into fields: inout MessageFields,
    appendingTo entries: inout [PreviewInput.Entry]
  ) throws(JSONSyntaxError) -> PreviewError? {
    guard parser.current == UInt8(ascii: "{") else {
      let value = try parser.parseValue()
      return .wrongType(path: fields.path, expected: "an object", found: value.kindDescription)
    }
    // The first unknown or repeated member; `failed` is tested per member instead of the
    // optional error, whose every test copied it.
    var problem: PreviewError?
    var failed = false
    if try !parser.open(UInt8(ascii: "}")) {
      repeat {
        try parser.expectMemberName()
        let nameStart = parser.index
        let field: MessageField?
        var unknownName: String?
        if let known = MessageField.plainName(in: parser.bytes, at: nameStart + 1) {
          field = known.field
          parser.index = known.closingQuote + 1
        } else {
          parser.index = nameStart
          let name = try parser.parseString()
          field = MessageField.named(name)
          unknownName = name
        }
        try parser.colon(afterNameAt: nameStart)
        guard !failed, let field else {
          if !failed, let unknownName {
            problem = .unknownField(
              path: fields.path, field: unknownName,
              suggestion: nearest(unknownName, among: MessageField.names))
            failed = true
          }
          _ = try parser.parseValue()
          continue
        }
        if fields.contains(field) {
          problem = .duplicateField(path: fields.path, field: field.name)
          failed = true
          _ = try parser.parseValue()
          continue
        }
        let value = try member(&parser, repeated: &fields.repeated)
        fields.set(field, value)
      } while try !parser.commaOrClose(UInt8(ascii: "}"))
    }
    if failed { return problem }
    do {
      var entry = try PreviewInput.Entry(&fields)
      entry.message.deliveredTo = fields.shared(entry.message.deliveredTo)
      entry.message.readBy = fields.shared(entry.message.readBy)
      entries.append(entry)
      return nil
    } catch {
      return error
    }
  }

  /// The value at the cursor, as much of it as a message field needs.
  ///
  /// - Parameter repeated: Receipt lists read before, reused when the same bytes come again.
  private static func member(
    _ parser: inout JSONParser, repeated: inout RepeatedValues
  ) throws(JSONSyntaxError) -> MessageMember {
    if parser.current == UInt8(ascii: "\""), let ascii = parser.plainASCIIString() {
      return .ascii(ascii)
    }
    guard parser.current == UInt8(ascii: "[") else {
      switch try parser.parseValue() {
      case .null: return .null
      case .string(let string): return .string(string)
      case .number(let number, let literal): return .number(number, literal: literal)
      case let other: return .other(kind: other.kindDescription)
      }
    }
    let start = parser.index
    if let known = repeated.receipts(at: start, of: parser.bytes) {
      parser.index += known.length
      return .receipts(known.receipts)
    }
    var receipts = Set<UserID>()
    var mixed: (position: Int, kind: String)?
    if try parser.open(UInt8(ascii: "]")) { return .receipts(receipts) }
    var position = 0
    repeat {
      parser.skipWhitespace()
      if mixed == nil, parser.current == UInt8(ascii: "\"") {
        receipts.insert(UserID(rawValue: try parser.parseString()))
      } else {
        let element = try parser.parseValue()
        if mixed == nil { mixed = (position, element.kindDescription) }
      }
      position += 1
    } while try !parser.commaOrClose(UInt8(ascii: "]"))
    if let mixed { return .mixedArray(firstNonString: mixed.position, kind: mixed.kind) }
    repeated.keep(receipts: receipts, readFrom: parser.bytes[start..<parser.index])
    return .receipts(receipts)
  }
}
