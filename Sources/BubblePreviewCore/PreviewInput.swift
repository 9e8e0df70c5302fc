import Foundation
import MessageStatusKit

/// The input document of `bubble-preview render`, validated.
///
/// Every problem is a ``PreviewError`` naming its JSON path. See
/// `Schemas/input.schema.json`.
struct PreviewInput {
  /// One message of the document.
  struct Entry {
    /// The message as it is now.
    var message: Message
    /// The state it was shown in before (`previousState`), for the transition.
    var previousState: DeliveryState?

    /// The message as it was shown in ``previousState``.
    ///
    /// Receipts it could not have had yet are removed. It is made when it is described, so
    /// a million entries do not hold two messages each.
    var previous: Message? {
      guard let previousState else { return nil }
      var previous = message
      previous.state = previousState
      if previousState.progress < DeliveryState.read.progress { previous.readBy = [] }
      if previousState.progress < DeliveryState.delivered.progress { previous.deliveredTo = [] }
      return previous
    }
  }

  var conversation: Conversation
  var options: BubbleDescription.Options
  /// The viewer's "now" for a thread's "Today" and "Yesterday", from `options.now`.
  var now: Date?
  /// Whether the document chose an appearance (the HTML page is then pinned to it).
  var appearanceChosen: Bool
  var entries: [Entry]

  /// The members of the document.
  enum Field: String, CaseIterable {
    case viewer, participants, names, options, messages
  }

  /// The members of `options`.
  enum OptionField: String, CaseIterable {
    case style, groupPolicy, appearance, increasedContrast, differentiateWithoutColor
    case reduceMotion, readReceipts, failedBubbleTint, locale, hourCycle, timeZone, now
  }

  /// Validates `bytes` as UTF-8 JSON in the input document's shape.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - allowRepeatedIDs: Whether the same id may appear again (a thread merges repeated
  ///     reports of one message); otherwise a repeated id is an error.
  init(bytes: [UInt8], allowRepeatedIDs: Bool = false) throws(PreviewError) {
    // The messages are decoded from the bytes as the document is parsed; everything else
    // becomes a small tree. Problems are reported in the order they always were: UTF-8,
    // then syntax, then the members in the order checked below.
    var decoded: MessageListDecoder.MessageList?
    let root: JSONValue
    do {
      (root, decoded) = try Self.parse(bytes)
    } catch {
      if let offset = Self.firstInvalidUTF8(bytes) { throw .notUTF8(offset: offset) }
      throw .notJSON(line: error.line, column: error.column, reason: error.reason)
    }
    let document = try JSONObjectReader<Field>(root, at: "input")
    let viewer = try document.requiredString(.viewer)
    guard !viewer.isEmpty else { throw .emptyValue(path: "viewer") }

    let optionsReader = try document.value(.options).map { value throws(PreviewError) in
      try JSONObjectReader<OptionField>(value, at: "options")
    }
    options =
      try optionsReader.map { reader throws(PreviewError) in
        try Self.readOptions(reader)
      } ?? BubbleDescription.Options()
    appearanceChosen = optionsReader?.has(.appearance) ?? false
    now = try optionsReader?.date(.now)

    var names: [UserID: String] = [:]
    if let value = document.value(.names) {
      guard case .object(let pairs) = value else {
        throw .wrongType(path: "names", expected: "an object", found: value.kindDescription)
      }
      for (key, name) in pairs {
        guard case .string(let text) = name else {
          throw .wrongType(
            path: JSONPath.member("names", key), expected: "a string",
            found: name.kindDescription)
        }
        // A repeated key is an error here as in every other object; ids compare by
        // scalars, as `UserID` does.
        guard names.updateValue(text, forKey: UserID(key)) == nil else {
          throw .duplicateField(path: "names", field: key)
        }
      }
    }

    guard let messagesValue = document.value(.messages) else {
      throw .missingField(path: "input", field: "messages")
    }
    guard case .array = messagesValue, let decoded else {
      throw .wrongType(path: "messages", expected: "an array", found: messagesValue.kindDescription)
    }
    if let problem = MessageListDecoder.firstRepeatedID(
      in: decoded.entries, allowRepeatedIDs: allowRepeatedIDs)
    {
      throw problem.error
    }
    if let failure = decoded.failure { throw failure }
    let entries = decoded.entries
    self.entries = entries
    try Self.checkLocalDays(entries, now: now, in: options.timeZone)

    let participants: [UserID]
    if let listed = try document.strings(.participants) {
      participants = listed.map(UserID.init(rawValue:))
    } else {
      participants = [UserID(viewer)] + entries.map(\.message.sender)
    }
    conversation = Conversation(
      participants: participants, viewer: UserID(viewer), displayNames: names)
  }

  /// Every date falls in the years 0001 to 9999 in the viewer's time zone too: a day
  /// separator of `9999-12-31T23:00:00Z` in `Pacific/Kiritimati` would be `10000-01-01`.
  private static func checkLocalDays(
    _ entries: [PreviewInput.Entry], now: Date?, in zone: TimeZone
  )
    throws(PreviewError)
  {
    func check(_ date: Date?, _ path: @autoclosure () -> String) throws(PreviewError) {
      guard let date, let day = CivilDay(date, in: zone),
        !(1...9999).contains(day.components.year)
      else { return }
      throw .dateOutsideYearsLocally(
        path: path(), instant: ISOInstant.string(from: date) ?? "\(date)",
        zone: zone.identifier, day: day.isoString)
    }
    try check(now, "options.now")
    for (index, entry) in entries.enumerated() {
      let message = entry.message
      try check(message.createdAt, "messages[\(index)].createdAt")
      try check(message.serverTimestamp, "messages[\(index)].serverTimestamp")
      try check(message.readAt, "messages[\(index)].readAt")
    }
  }

  private static func readOptions(
    _ reader: JSONObjectReader<OptionField>
  ) throws(PreviewError) -> BubbleDescription.Options {
    var options = BubbleDescription.Options()
    func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> [String]
    where T.RawValue == String {
      T.allCases.map(\.rawValue)
    }
    if let style = try reader.choice(.style, names(StatusStyle.self), StatusStyle.init(rawValue:)) {
      options.style = style
    }
    options.groupPolicy = try reader.choice(
      .groupPolicy, names(GroupPolicy.self), GroupPolicy.init(rawValue:))
    if let appearance = try reader.choice(
      .appearance, names(Appearance.self), Appearance.init(rawValue:))
    {
      options.appearance = appearance
    }
    options.increasedContrast = try reader.bool(.increasedContrast) ?? false
    options.differentiateWithoutColor = try reader.bool(.differentiateWithoutColor) ?? false
    options.reduceMotion = try reader.bool(.reduceMotion) ?? false
    if let receipts = try reader.choice(
      .readReceipts, names(ReadReceiptVisibility.self), ReadReceiptVisibility.init(rawValue:))
    {
      options.readReceipts = receipts
    }
    if let tint = try reader.choice(
      .failedBubbleTint, names(FailedBubbleTint.self), FailedBubbleTint.init(rawValue:))
    {
      options.failedBubbleTint = tint
    }
    if let locale = try reader.string(.locale) {
      guard !locale.isEmpty else { throw .emptyValue(path: "options.locale") }
      options.locale = locale
    }
    if let cycle = try reader.choice(.hourCycle, names(HourCycle.self), HourCycle.init(rawValue:)) {
      options.hourCycle = cycle
    }
    if let zone = try reader.string(.timeZone) {
      guard TimeZoneName.isValid(zone), let timeZone = TimeZone(identifier: zone) else {
        throw .unknownTimeZone(path: "options.timeZone", value: zone)
      }
      options.timeZone = timeZone
    }
    return options
  }

  /// The document's tree, with the first `messages` array decoded beside it (and standing in
  /// the tree as an empty array).
  private static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError)
    -> (JSONValue, MessageListDecoder.MessageList?)
  {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
      var decoded: MessageListDecoder.MessageList?
      var parser = JSONParser(bytes: buffer)
      parser.skipWhitespace()
      let root: JSONValue
      if parser.current == UInt8(ascii: "{") {
        root = try parser.parseObject { key, parser throws(JSONSyntaxError) in
          guard key == "messages", decoded == nil, parser.current == UInt8(ascii: "[") else {
            return nil
          }
          decoded = try MessageListDecoder.decode(&parser)
          return .array([])  // stands for the decoded list
        }
      } else {
        root = try parser.parseValue()
      }
      try parser.finish()
      return (root, decoded)
    }
  }

  /// The byte offset of the first invalid UTF-8 sequence, or `nil` if the bytes are valid.
  ///
  /// The standard library's validator answers first (it checks many bytes at a time); only
  /// an invalid document is walked scalar by scalar to find the offset.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    if #available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *) {
      if String(validating: bytes, as: UTF8.self) != nil { return nil }
    }
    return firstInvalidUTF8Offset(bytes)
  }

  private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }
}
