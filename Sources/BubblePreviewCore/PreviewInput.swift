import Foundation
import MessageStatusKit

/// The input document of `bubble-preview render`, validated.
///
/// Every problem is a ``PreviewError`` naming its JSON path. See
/// `Schemas/input.schema.json`.
struct PreviewInput {
  struct Entry {
    var message: Message
    var previous: Message?
  }

  var conversation: Conversation
  var options: BubbleDescription.Options
  /// The viewer's "now" for a thread's "Today" and "Yesterday", from `options.now`.
  var now: Date?
  /// Whether the document chose an appearance (the HTML page is then pinned to it).
  var appearanceChosen: Bool
  var entries: [Entry]

  static let topFields = ["viewer", "participants", "names", "options", "messages"]
  static let optionFields = [
    "style", "groupPolicy", "appearance", "increasedContrast", "differentiateWithoutColor",
    "reduceMotion", "readReceipts", "failedBubbleTint", "locale", "hourCycle", "timeZone", "now",
  ]
  static let messageFields = [
    "id", "sender", "text", "createdAt", "serverTimestamp", "sequenceNumber", "state",
    "syncStatus", "status", "deliveredTo", "readBy", "readAt", "previousState", "attachment",
    "failure",
  ]

  /// Validates `bytes` as UTF-8 JSON in the input document's shape.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - allowRepeatedIDs: Whether the same id may appear again (a thread merges repeated
  ///     reports of one message); otherwise a repeated id is an error.
  init(bytes: [UInt8], allowRepeatedIDs: Bool = false) throws(PreviewError) {
    if let offset = Self.firstInvalidUTF8(bytes) { throw .notUTF8(offset: offset) }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw .notJSON(line: error.line, column: error.column, reason: error.reason)
    }
    let document = try JSONObjectReader(root, at: "input", fields: Self.topFields)
    let viewer = try document.requiredString("viewer")
    guard !viewer.isEmpty else { throw .emptyValue(path: "viewer") }

    options = try Self.readOptions(document)
    let optionsReader = try document.value("options").map { value throws(PreviewError) in
      try JSONObjectReader(value, at: "options", fields: Self.optionFields)
    }
    appearanceChosen = optionsReader?.has("appearance") ?? false
    now = try optionsReader?.date("now")

    var names: [UserID: String] = [:]
    if let value = document.value("names") {
      guard case .object(let pairs) = value else {
        throw .wrongType(path: "names", expected: "an object", found: value.kindDescription)
      }
      for (key, name) in pairs {
        guard case .string(let text) = name else {
          throw .wrongType(
            path: JSONObjectReader.path("names", key), expected: "a string",
            found: name.kindDescription)
        }
        names[UserID(key)] = text
      }
    }

    guard let messagesValue = document.value("messages") else {
      throw .missingField(path: "input", field: "messages")
    }
    guard case .array(let messageValues) = messagesValue else {
      throw .wrongType(path: "messages", expected: "an array", found: messagesValue.kindDescription)
    }
    var entries: [Entry] = []
    entries.reserveCapacity(messageValues.count)
    var senders: [UserID] = []
    // Ids compare by Unicode scalars (MessageID's ==), as servers compare them.
    var firstReport: [MessageID: (index: Int, sender: UserID)] = [:]
    for (index, value) in messageValues.enumerated() {
      let path = "messages[\(index)]"
      let entry = try Self.readMessage(value, at: path)
      let id = entry.message.id
      if let first = firstReport[id] {
        guard allowRepeatedIDs else {
          throw .duplicateMessageID(
            path: path + ".id", id: id.rawValue, firstPath: "messages[\(first.index)].id")
        }
        // A thread merges reports of one message; a report from someone else is not one.
        guard first.sender == entry.message.sender else {
          throw .reportFromAnotherSender(
            path: path + ".sender", id: id.rawValue, sender: entry.message.sender.rawValue,
            firstSender: first.sender.rawValue, firstPath: "messages[\(first.index)].sender")
        }
      } else {
        firstReport[id] = (index, entry.message.sender)
      }
      senders.append(entry.message.sender)
      entries.append(entry)
    }
    self.entries = entries

    let participants: [UserID]
    if let listed = try document.strings("participants") {
      participants = listed.map(UserID.init(rawValue:))
    } else {
      participants = [UserID(viewer)] + senders
    }
    conversation = Conversation(
      participants: participants, viewer: UserID(viewer), displayNames: names)
  }

  private static func readOptions(
    _ document: JSONObjectReader
  ) throws(PreviewError) -> BubbleDescription.Options {
    var options = BubbleDescription.Options()
    guard let value = document.value("options") else { return options }
    let reader = try JSONObjectReader(value, at: "options", fields: optionFields)
    func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> [String]
    where T.RawValue == String {
      T.allCases.map(\.rawValue)
    }
    if let style = try reader.choice("style", names(StatusStyle.self), StatusStyle.init(rawValue:))
    {
      options.style = style
    }
    options.groupPolicy = try reader.choice(
      "groupPolicy", names(GroupPolicy.self), GroupPolicy.init(rawValue:))
    if let appearance = try reader.choice(
      "appearance", names(Appearance.self), Appearance.init(rawValue:))
    {
      options.appearance = appearance
    }
    options.increasedContrast = try reader.bool("increasedContrast") ?? false
    options.differentiateWithoutColor = try reader.bool("differentiateWithoutColor") ?? false
    options.reduceMotion = try reader.bool("reduceMotion") ?? false
    if let receipts = try reader.choice(
      "readReceipts", names(ReadReceiptVisibility.self), ReadReceiptVisibility.init(rawValue:))
    {
      options.readReceipts = receipts
    }
    if let tint = try reader.choice(
      "failedBubbleTint", names(FailedBubbleTint.self), FailedBubbleTint.init(rawValue:))
    {
      options.failedBubbleTint = tint
    }
    if let locale = try reader.string("locale") {
      guard !locale.isEmpty else { throw .emptyValue(path: "options.locale") }
      options.locale = locale
    }
    if let cycle = try reader.choice("hourCycle", names(HourCycle.self), HourCycle.init(rawValue:))
    {
      options.hourCycle = cycle
    }
    if let zone = try reader.string("timeZone") {
      guard let timeZone = TimeZone(identifier: zone) else {
        throw .unknownTimeZone(path: "options.timeZone", value: zone)
      }
      options.timeZone = timeZone
    }
    return options
  }

  private static func readMessage(_ value: JSONValue, at path: String) throws(PreviewError) -> Entry
  {
    let reader = try JSONObjectReader(value, at: path, fields: messageFields)
    let id = try reader.requiredString("id")
    guard !id.isEmpty else { throw .emptyValue(path: path + ".id") }
    let sender = try reader.requiredString("sender")
    guard let createdAt = try reader.date("createdAt") else {
      throw .missingField(path: path, field: "createdAt")
    }
    let state = try readState(reader, at: path)
    let attachment = try reader.choice(
      "attachment", AttachmentKind.allCases.map(\.rawValue), AttachmentKind.init(rawValue:))
    let message = Message(
      id: MessageID(id), sender: UserID(sender), text: try reader.string("text") ?? "",
      attachment: attachment, createdAt: createdAt,
      serverTimestamp: try reader.date("serverTimestamp"),
      sequenceNumber: try reader.integer("sequenceNumber"), state: state,
      deliveredTo: Set((try reader.strings("deliveredTo") ?? []).map(UserID.init(rawValue:))),
      readBy: Set((try reader.strings("readBy") ?? []).map(UserID.init(rawValue:))),
      readAt: try reader.date("readAt"),
      failure: try reader.choice(
        "failure", FailureKind.allCases.map(\.rawValue), FailureKind.init(rawValue:))
        ?? .retryable)
    let previousState = try reader.choice(
      "previousState", DeliveryState.spellings, DeliveryState.init(spelling:))
    return Entry(message: message, previous: previousState.map { previous(of: message, in: $0) })
  }

  private static func readState(
    _ reader: JSONObjectReader, at path: String
  ) throws(PreviewError) -> DeliveryState {
    let single = try reader.choice("state", DeliveryState.spellings, DeliveryState.init(spelling:))
    let sync = try reader.choice(
      "syncStatus", SyncStatus.allCases.map(\.rawValue), SyncStatus.init(rawValue:))
    let server = try reader.choice(
      "status", ServerStatus.allCases.map(\.rawValue), ServerStatus.init(rawValue:))
    switch (single, sync, server) {
    case (let state?, nil, nil):
      return state
    case (_?, _, _):
      throw .bothStateForms(path: path)
    case (nil, let sync?, let server?):
      return DeliveryState(sync: sync, server: server)
    case (nil, .synced?, nil):
      throw .missingField(path: path, field: "status")
    case (nil, let sync?, nil):
      return DeliveryState(sync: sync, server: .sent)  // pending or failed: no server status
    case (nil, nil, _?):
      throw .missingField(path: path, field: "syncStatus")
    case (nil, nil, nil):
      throw .missingState(path: path)
    }
  }

  /// The message as it was shown in `state`: receipts it could not have had yet removed.
  private static func previous(of message: Message, in state: DeliveryState) -> Message {
    var previous = message
    previous.state = state
    if state.progress < DeliveryState.read.progress { previous.readBy = [] }
    if state.progress < DeliveryState.delivered.progress { previous.deliveredTo = [] }
    return previous
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
