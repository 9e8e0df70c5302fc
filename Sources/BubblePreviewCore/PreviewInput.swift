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
      if previousState.progress < DeliveryState.read.progress {
        previous.readBy = []
        previous.readTimes = [:]
      }
      if previousState.progress < DeliveryState.delivered.progress { previous.deliveredTo = [] }
      return previous
    }
  }

  var conversation: Conversation
  var options: BubbleDescription.Options
  /// How a thread is ordered and grouped: `options.runInterval`, `options.order`,
  /// `options.statusPlacement` and `options.now`.
  var thread: ThreadOptions
  /// What the document says that is not wrong but likely a mistake (a mark by someone who
  /// is not a participant), one line each, for standard error.
  var warnings: [String] = []
  /// The viewer's "now" for a thread's "Today" and "Yesterday", from `options.now`.
  var now: Date?
  /// Whether the document chose an appearance (the HTML page is then pinned to it).
  var appearanceChosen: Bool
  var entries: EntryList
  /// The conversation's name, in a list document (`bubble-preview list`).
  var title: String?

  /// The members of the document.
  enum Field: Int, ObjectField {
    case viewer, participants, names, options, messages, readMarks, deliveryMarks, title

    /// An option written beside the messages goes under `options`.
    static func elsewhere(_ name: String) -> String? {
      OptionField(stringValue: name).map { "options." + $0.name }
    }
  }

  /// The members of `options`.
  enum OptionField: Int, ObjectField {
    case style, groupPolicy, appearance, increasedContrast, differentiateWithoutColor
    case reduceMotion, readReceipts, failedBubbleTint, locale, hourCycle, timeZone, now
    case namedReaders, messageInfo, runInterval, order, statusPlacement
  }

  /// Validates `bytes` as UTF-8 JSON in the input document's shape.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - allowRepeatedIDs: Whether the same id may appear again (a thread merges repeated
  ///     reports of one message); otherwise a repeated id is an error.
  ///   - listed: Whether the document is one conversation of a list document, which has a
  ///     `title` and takes its options from the list.
  init(
    bytes: some Collection<UInt8>, allowRepeatedIDs: Bool = false, listed: Bool = false
  ) throws(PreviewError) {
    let copied = Array(bytes)
    self = try copied.withUnsafeBufferPointer { (document) throws(PreviewError) in
      try PreviewInput(
        window: InputWindow(whole: document), allowRepeatedIDs: allowRepeatedIDs, listed: listed)
    }
  }

  /// ``init(bytes:allowRepeatedIDs:)``, the document read from `window`.
  ///
  /// Problems are reported in this order: UTF-8, then syntax (anywhere in the document),
  /// then the members in the order checked below.
  init(
    window: InputWindow, allowRepeatedIDs: Bool = false, listed: Bool = false
  ) throws(PreviewError) {
    // The messages are decoded as the document is checked, in one pass.
    var decoded = MessageListDecoder.MessageList()
    let document = try ObjectReader<Field>.document(window) {
      (field, parser) throws(JSONSyntaxError) -> JSONValue? in
      guard field == .messages, parser.current == UInt8(ascii: "[") else { return nil }
      let start = parser.index
      decoded = try MessageListDecoder.decode(&parser, in: window)
      // What follows the array is read whole.
      window.readRest(&parser)
      return .array(at: start, end: parser.index)
    }
    // A render document has no title; a listed conversation takes the list's options.
    for (field, belongs) in [(Field.title, listed), (.options, !listed)]
    where !belongs && document.has(field) {
      throw .unknownField(
        path: JSONPath.document, field: field.name,
        suggestion: nil)
    }
    title = try document.string(.title)
    let viewer = try document.requiredString(.viewer)
    guard !viewer.isEmpty else { throw .emptyValue(path: "viewer") }

    let optionsReader = try document.object(.options, OptionField.self)
    options =
      try optionsReader.map { reader throws(PreviewError) in
        try Self.readOptions(reader)
      } ?? BubbleDescription.Options()
    appearanceChosen = optionsReader?.has(.appearance) ?? false
    now = try optionsReader?.date(.now)
    thread = ThreadOptions(
      order: try optionsReader?.choice(.order, of: ThreadOptions.Order.self) ?? .serverTime,
      runInterval: try optionsReader.flatMap(Self.readRunInterval) ?? 300,
      statusPlacement: try optionsReader?.choice(
        .statusPlacement, of: ThreadOptions.StatusPlacement.self) ?? .everyBubble,
      now: now)

    let names = try document.stringMembers(.names)

    guard let messagesValue = document.value(.messages) else {
      throw .missingField(path: "input", field: "messages")
    }
    guard case .array = messagesValue else {
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
    try MarksInput.read(
      from: document, into: &conversation, messages: entries, warnings: &warnings)
    if let outsiders = OutsiderOutcomes.warning(entries, in: conversation) {
      warnings.append(outsiders)
    }
    warnings += InconsistencyWarnings.warnings(entries, in: conversation)
  }

  /// `options.runInterval`: seconds from 0 to one day.
  static func readRunInterval(
    _ reader: ObjectReader<OptionField>
  ) throws(PreviewError) -> TimeInterval? {
    guard let seconds = try reader.number(.runInterval) else { return nil }
    guard (0...86_400).contains(seconds) else {
      throw .invalidNumber(
        path: reader.child(.runInterval),
        value: abs(seconds) < 1e15 && seconds == seconds.rounded()
          ? String(Int64(seconds)) : String(seconds),
        expected: "a number of seconds from 0 to 86400")
    }
    return seconds
  }

  /// Every date falls in the years 0001 to 9999 in the viewer's time zone too: a day
  /// separator of `9999-12-31T23:00:00Z` in `Pacific/Kiritimati` would be `10000-01-01`.
  private static func checkLocalDays(
    _ entries: EntryList, now: Date?, in zone: TimeZone
  )
    throws(PreviewError)
  {
    // No time zone is a day or more from UTC: a date two days inside the years 0001 to
    // 9999 in UTC is inside them everywhere, and needs no zone's offset.
    let safe = -62_135_596_800.0 + 172_800..<253_402_300_800.0 - 172_800
    func check(_ date: Date?, _ path: @autoclosure () -> String) throws(PreviewError) {
      guard let date, !safe.contains(date.timeIntervalSince1970),
        let day = CivilDay(date, in: zone),
        !(1...9999).contains(day.components.year)
      else { return }
      throw .dateOutsideYearsLocally(
        path: path(), instant: ISOInstant.string(from: date) ?? "\(date)",
        zone: zone.identifier, day: day.isoString)
    }
    try check(now, "options.now")
    for (offset, part) in entries.parts {
      for index in part.indices {
        let position = offset + index
        try check(part[index].message.createdAt, "messages[\(position)].createdAt")
        try check(part[index].message.serverTimestamp, "messages[\(position)].serverTimestamp")
        try check(part[index].message.readAt, "messages[\(position)].readAt")
      }
    }
  }

  static func readOptions(
    _ reader: ObjectReader<OptionField>
  ) throws(PreviewError) -> BubbleDescription.Options {
    var options = BubbleDescription.Options()
    if let style = try reader.choice(.style, of: StatusStyle.self) {
      options.style = style
    }
    options.groupPolicy = try reader.choice(.groupPolicy, of: GroupPolicy.self)
    if let appearance = try reader.choice(.appearance, of: Appearance.self) {
      options.appearance = appearance
    }
    options.increasedContrast = try reader.bool(.increasedContrast) ?? false
    options.differentiateWithoutColor = try reader.bool(.differentiateWithoutColor) ?? false
    options.reduceMotion = try reader.bool(.reduceMotion) ?? false
    if let receipts = try reader.choice(.readReceipts, of: ReadReceiptVisibility.self) {
      options.readReceipts = receipts
    }
    if let tint = try reader.choice(.failedBubbleTint, of: FailedBubbleTint.self) {
      options.failedBubbleTint = tint
    }
    if let locale = try reader.string(.locale) {
      guard !locale.isEmpty else { throw .emptyValue(path: "options.locale") }
      options.locale = locale
    }
    if let cycle = try reader.choice(.hourCycle, of: HourCycle.self) {
      options.hourCycle = cycle
    }
    if let zone = try reader.string(.timeZone) {
      guard TimeZoneName.isValid(zone), let timeZone = TimeZone(identifier: zone) else {
        throw .unknownTimeZone(path: "options.timeZone", value: zone)
      }
      options.timeZone = timeZone
    }
    if let named = try reader.integer(.namedReaders) {
      guard (0...1_000).contains(named) else {
        throw .invalidNumber(
          path: reader.child(.namedReaders), value: String(named),
          expected: "a whole number of readers from 0 to 1000")
      }
      options.namedReaders = Int(named)
    }
    options.messageInfo = try reader.bool(.messageInfo) ?? false
    return options
  }
}
