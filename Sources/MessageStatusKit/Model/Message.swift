public import Foundation

/// One chat message and everything known about its delivery.
///
/// ```swift
/// let message = Message(
///   id: "m1", sender: "me", text: "Hello world",
///   createdAt: Date(timeIntervalSince1970: 1_761_043_320), state: .read,
///   readBy: ["alice"])
/// ```
public struct Message: Hashable, Codable, Sendable {
  /// The message's identifier, unique within its conversation.
  public var id: MessageID
  /// Who wrote it.
  ///
  /// Messages from the conversation's viewer are outgoing.
  public var sender: UserID
  /// What the user typed; may be empty when the message only has an attachment.
  public var text: String
  /// When the sender's device created it (the sender's clock).
  public var createdAt: Date
  // `Optional<T>`, not `T?`, so the initializer returns the value it builds instead of a
  // copy (see the note in BubbleDescription.swift).
  /// When the server accepted it, once known; preferred over ``createdAt`` for display.
  public var serverTimestamp: Optional<Date>
  /// The server's ordering number within the conversation, once known.
  public var sequenceNumber: Optional<Int64>
  /// The delivery state the app knows of (for groups, see ``deliveredTo`` and ``readBy`` too).
  public var state: DeliveryState
  // Three bytes in the padding after `state`: a message is no larger for it.
  /// How far its attachment's upload has gone, while it is ``DeliveryState/sending`` and the
  /// app reports it: the app sets it and clears it; a later report never moves it back
  /// (``merge(_:)``).
  ///
  /// Ignored without an ``attachment``, while paused (``pause``), and once the message is
  /// further along than sending.
  public var upload: Optional<UploadProgress>
  /// Recipients whose devices have the message.
  ///
  /// Ids outside the conversation never count.
  public var deliveredTo: Set<UserID>
  /// When the message reached each recipient, for the recipients the server gives a time.
  ///
  /// Every one is in ``deliveredTo`` too; a message-info screen lists them with it
  /// (``BubbleDescription/deliveredTo``).
  public var deliveredTimes: [UserID: Date]
  /// Recipients who opened the message; each also counts as delivered.
  public var readBy: Set<UserID>
  /// When each reader opened the message, for the readers the server gives a time.
  ///
  /// Every one is in ``readBy`` too; a reader without a time read it at an unknown time.
  public var readTimes: [UserID: Date]
  /// The outcomes the receipt lists do not say: the recipients it did not reach, and why
  /// (``RecipientOutcome/failed`` or ``RecipientOutcome/skipped``), and the readers who
  /// played it (``RecipientOutcome/played``, each in ``readBy`` too): the rest of
  /// ``outcome(for:)``, written by ``record(_:for:at:)``.
  package var unlisted: [UserID: RecipientOutcome]
  /// When the message was read, if the app knows; the `text` style shows "Read 10:42 AM".
  public var readAt: Optional<Date>
  // The one-byte properties come last, together: a message is 139 bytes, not 146, and a
  // million held by the preview command take 8 MB less.
  /// What the message carries besides text, if anything.
  public var attachment: Optional<AttachmentKind>
  /// Whether a ``DeliveryState/failed`` message can be retried.
  ///
  /// Default ``FailureKind/retryable``; ignored in other states.
  public var failure: FailureKind
  /// Whether its sender edited it after sending: the bubble shows "Edited" beside the
  /// time, and its label says "edited" after the text.
  public var isEdited: Bool
  /// Whether its photo or video can be opened once only (view-once media): its attachment
  /// says so ("View-once photo"), and once its recipients opened it (``RecipientOutcome/played``)
  /// its status says "Opened".
  ///
  /// Ignored for a message without a photo or video.
  public var isViewOnce: Bool
  /// Why a message still ``DeliveryState/sending`` is paused, if it is: the app sets it and
  /// clears it; the latest report wins (``merge(_:)``).
  ///
  /// Ignored once the message is further along than sending (a late report of a pause does
  /// not take a sent message back).
  public var pause: Optional<PauseReason>
  /// Where an edit stands while the server does not have it yet, if the app reports one:
  /// the app sets it and clears it once the edit is saved; the latest report wins
  /// (``merge(_:)``).
  ///
  /// Beside the delivery state, never instead of it: an edit never takes a delivered or read
  /// message back. Shown for the viewer's own messages the server has (sent, delivered or
  /// read), which it marks as edited; ignored for any other.
  public var editSync: Optional<EditSync>
  /// Where this report stands among the app's reports of the message, if the app gives a
  /// number that grows with each (a version the server keeps, an edit's time in
  /// milliseconds): a report with a lower revision than one merged before it is older, so
  /// its transient states (``pause``, ``upload``, ``editSync``) and its content (``text``,
  /// ``attachment``) do not replace newer ones; its receipts still count (``merge(_:)``).
  ///
  /// Without a revision on either report, the later one wins, as reports arrive.
  public var revision: Optional<Int64>

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - id: The message's identifier.
  ///   - sender: Who wrote it.
  ///   - text: What the user typed; empty when there is only an attachment.
  ///   - attachment: What it carries besides text.
  ///   - createdAt: The sender's local creation time.
  ///   - serverTimestamp: The server's time, once known.
  ///   - sequenceNumber: The server's ordering number, once known.
  ///   - state: The delivery state.
  ///   - deliveredTo: Recipients whose devices have it.
  ///   - deliveredTimes: When it reached them, where known (each is added to `deliveredTo`).
  ///   - readBy: Recipients who opened it.
  ///   - readTimes: When readers opened it, where known (each is added to `readBy`).
  ///   - readAt: When it was read, if known.
  ///   - failure: Whether a failed message can be retried.
  ///   - isEdited: Whether its sender edited it after sending.
  ///   - pause: Why a send is paused, if it is.
  ///   - upload: How far its attachment's upload has gone, if the app reports it.
  ///   - editSync: Where an edit stands while the server does not have it yet.
  ///   - revision: Where this report stands among the app's reports of the message.
  ///   - isViewOnce: Whether its photo or video can be opened once only.
  public init(
    id: MessageID, sender: UserID, text: String, attachment: AttachmentKind? = nil,
    createdAt: Date, serverTimestamp: Date? = nil, sequenceNumber: Int64? = nil,
    state: DeliveryState, deliveredTo: Set<UserID> = [], deliveredTimes: [UserID: Date] = [:],
    readBy: Set<UserID> = [], readTimes: [UserID: Date] = [:], readAt: Date? = nil,
    failure: FailureKind = .retryable,
    isEdited: Bool = false, pause: PauseReason? = nil, upload: UploadProgress? = nil,
    editSync: EditSync? = nil, revision: Int64? = nil, isViewOnce: Bool = false
  ) {
    self.id = id
    self.sender = sender
    self.text = text
    self.attachment = attachment
    self.createdAt = createdAt
    self.serverTimestamp = serverTimestamp
    self.sequenceNumber = sequenceNumber
    self.state = state
    self.deliveredTo =
      deliveredTimes.isEmpty ? deliveredTo : deliveredTo.union(deliveredTimes.keys)
    self.deliveredTimes = deliveredTimes
    self.readBy = readTimes.isEmpty ? readBy : readBy.union(readTimes.keys)
    self.readTimes = readTimes
    self.readAt = readAt
    self.unlisted = [:]
    self.failure = failure
    self.isEdited = isEdited
    self.isViewOnce = isViewOnce
    self.pause = pause
    self.upload = upload
    self.editSync = editSync
    self.revision = revision
  }
}

extension Message {
  /// Decodes a message as `Message` encodes it, and every message the command's input
  /// document accepts (`Schemas/input.schema.json`): dates as ISO 8601 strings (any offset,
  /// fractional seconds) or as the decoder's date strategy reads them; the state as `state`
  /// (a case name, or `pending` for sending) or as the `syncStatus` and `status`
  /// pair; `text`, `deliveredTo` and `readBy` optional; `null` the same as absent.
  ///
  /// A `readBy` entry is a reader's id, or `{"id": …, "at": …}` with the time they read; a
  /// `deliveredTo` entry the same, with the time it reached them.
  public init(from decoder: any Decoder) throws {
    var members = DecodedMembers(c: try decoder.container(keyedBy: MessageMember.self))
    try self.init(reading: &members)
  }

  /// Encodes every property under its name, `state` as its raw value; absent values are
  /// left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: MessageMember.self)
    try c.encode(id, forKey: .id)
    try c.encode(sender, forKey: .sender)
    try c.encode(text, forKey: .text)
    try c.encodeIfPresent(attachment, forKey: .attachment)
    try c.encode(createdAt, forKey: .createdAt)
    try c.encodeIfPresent(serverTimestamp, forKey: .serverTimestamp)
    try c.encodeIfPresent(sequenceNumber, forKey: .sequenceNumber)
    try c.encode(state, forKey: .state)
    // By id (its scalars, as ids compare), so that equal messages encode equally; a
    // receipt with a time as an object.
    try c.encode(
      deliveredTo.sorted(by: UserID.precedes).map { ReadReceipt(id: $0, at: deliveredTimes[$0]) },
      forKey: .deliveredTo)
    try c.encode(
      readBy.sorted(by: UserID.precedes).map { ReadReceipt(id: $0, at: readTimes[$0]) },
      forKey: .readBy)
    try c.encodeIfPresent(readAt, forKey: .readAt)
    try c.encode(failure, forKey: .failure)
    // Only the outcomes the receipt lists do not say, and only when there are some.
    // An object keyed by id; an array of `{"id", "outcome"}` where two ids are one key
    // (equal as strings, two people as ids: U+212B and U+00C5).
    if !unlisted.isEmpty {
      var byID: [String: RecipientOutcome] = [:]
      var apart = true
      for (id, outcome) in unlisted where byID.updateValue(outcome, forKey: id.rawValue) != nil {
        apart = false
        break
      }
      if apart {
        try c.encode(byID, forKey: .outcomes)
      } else {
        try c.encode(
          unlisted.sorted { UserID.precedes($0.key, $1.key) }.map {
            OutcomeEntry(id: $0.key, outcome: $0.value)
          }, forKey: .outcomes)
      }
    }
    // Only when edited: the encoding of a message that is not is as it was.
    if isEdited { try c.encode(true, forKey: .edited) }
    try c.encodeIfPresent(pause, forKey: .pause)
    try c.encodeIfPresent(upload, forKey: .upload)
    try c.encodeIfPresent(editSync, forKey: .editSync)
    try c.encodeIfPresent(revision, forKey: .revision)
    if isViewOnce { try c.encode(true, forKey: .viewOnce) }
  }
}

/// A message's members as a `Decoder` holds them.
private struct DecodedMembers: MessageMemberReading {
  let c: KeyedDecodingContainer<MessageMember>

  func requiredString(_ member: MessageMember) throws -> String {
    try c.decode(String.self, forKey: member)
  }

  func string(_ member: MessageMember) throws -> String? {
    try c.decodeIfPresent(String.self, forKey: member)
  }

  /// An ISO 8601 string, or a date as the decoder's date strategy reads it.
  func date(_ member: MessageMember) throws -> Date? {
    guard c.contains(member), try !c.decodeNil(forKey: member) else { return nil }
    guard let text = try? c.decode(String.self, forKey: member) else {
      return try c.decode(Date.self, forKey: member)
    }
    switch ISO8601.read(text) {
    case .success(let date): return date
    case .failure(let problem):
      throw DecodingError.dataCorruptedError(
        forKey: member, in: c,
        debugDescription:
          "\(text) is not an ISO 8601 date-time in the years 1 to 9999 (\(problem))")
    }
  }

  func integer(_ member: MessageMember) throws -> Int64? {
    try c.decodeIfPresent(Int64.self, forKey: member)
  }

  func bool(_ member: MessageMember) throws -> Bool? {
    try c.decodeIfPresent(Bool.self, forKey: member)
  }

  func choice<Value: RawRepresentable & CaseIterable>(_ member: MessageMember, of: Value.Type)
    throws -> Value? where Value.RawValue == String
  {
    guard let spelling = try string(member) else { return nil }
    guard let value = Value(rawValue: spelling) else {
      throw DecodingError.dataCorruptedError(
        forKey: member, in: c,
        debugDescription: "\(spelling) is not one of \(Value.allCases.map(\.rawValue))")
    }
    return value
  }

  /// `state`, or the `syncStatus` and `status` pair (never both), as the command reads them.
  func state() throws -> DeliveryState {
    var single: DeliveryState?
    if let spelling = try string(.state) {
      guard let state = DeliveryState(spelling: spelling) else {
        throw DecodingError.dataCorruptedError(
          forKey: .state, in: c,
          debugDescription: "\(spelling) is not one of \(DeliveryState.spellings)")
      }
      single = state
    }
    let reading = DeliveryState.reading(
      state: single, sync: try choice(.syncStatus, of: SyncStatus.self),
      server: try choice(.status, of: ServerStatus.self))
    switch reading {
    case .success(let state): return state
    case .failure(let problem):
      let (member, text): (MessageMember, String) =
        switch problem {
        case .bothForms: (.state, "state and the syncStatus and status pair are two forms; use one")
        case .missingStatus: (.status, "a synced message needs its status")
        case .missingSyncStatus: (.syncStatus, "status needs syncStatus")
        case .missingState: (.state, "no state, and no syncStatus and status pair")
        }
      throw DecodingError.keyNotFound(
        member, .init(codingPath: c.codingPath, debugDescription: text))
    }
  }

  func deliveredTo() throws -> (users: Set<UserID>, times: [UserID: Date]) {
    try receipts(.deliveredTo)
  }

  func outcomes() throws -> [UserID: RecipientOutcome] {
    guard c.contains(.outcomes), try !c.decodeNil(forKey: .outcomes) else { return [:] }
    var given: [(UserID, String)]
    do {
      given = try c.decode([String: String].self, forKey: .outcomes).map {
        (UserID($0.key), $0.value)
      }
    } catch DecodingError.typeMismatch(_, let context)
      where context.codingPath.count == c.codingPath.count + 1
    {
      // The array form, for ids an object's keys cannot keep apart.
      given = try c.decode([OutcomeEntry<String>].self, forKey: .outcomes).map {
        ($0.id, $0.outcome)
      }
    }
    var outcomes: [UserID: RecipientOutcome] = [:]
    for (id, spelling) in given {
      guard let outcome = RecipientOutcome(rawValue: spelling) else {
        throw DecodingError.dataCorruptedError(
          forKey: .outcomes, in: c,
          debugDescription:
            "\(spelling) is not one of \(RecipientOutcome.allCases.map(\.rawValue))")
      }
      outcomes[id] = outcome
    }
    return outcomes
  }

  func readBy() throws -> (users: Set<UserID>, times: [UserID: Date]) {
    try receipts(.readBy)
  }

  func upload() throws -> UploadProgress? {
    try c.decodeIfPresent(UploadProgress.self, forKey: .upload)
  }

  /// A receipt list: ids, or objects with an id and a time; a recipient listed twice keeps
  /// the earlier time.
  private func receipts(_ member: MessageMember) throws -> (
    users: Set<UserID>, times: [UserID: Date]
  ) {
    var readers = Set<UserID>()
    var times: [UserID: Date] = [:]
    for receipt in try c.decodeIfPresent([ReadReceipt].self, forKey: member) ?? [] {
      readers.insert(receipt.id)
      if let at = receipt.at { times[receipt.id] = min(times[receipt.id] ?? at, at) }
    }
    return (readers, times)
  }

  func missing(_ member: MessageMember) -> any Error {
    DecodingError.keyNotFound(
      member, .init(codingPath: c.codingPath, debugDescription: "no \(member.stringValue)"))
  }
}

/// One recipient's outcome in the array form of `outcomes`: `{"id": …, "outcome": …}`.
private struct OutcomeEntry<Outcome: Codable>: Codable {
  var id: UserID
  var outcome: Outcome
}

/// A `readBy` or `deliveredTo` entry: a recipient's id, or an object with the id and when
/// they read it (it reached them).
private struct ReadReceipt: Codable {
  var id: UserID
  var at: Date?

  private enum CodingKeys: String, CodingKey { case id, at }

  init(id: UserID, at: Date?) {
    self.id = id
    self.at = at
  }

  init(from decoder: any Decoder) throws {
    if let id = try? decoder.singleValueContainer().decode(UserID.self) {
      self.init(id: id, at: nil)
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    var at: Date?
    if let text = try c.decodeIfPresent(String.self, forKey: .at) {
      switch ISO8601.read(text) {
      case .success(let date): at = date
      case .failure(let problem):
        throw DecodingError.dataCorruptedError(
          forKey: .at, in: c,
          debugDescription:
            "\(text) is not an ISO 8601 date-time in the years 1 to 9999 (\(problem))")
      }
    }
    self.init(id: try c.decode(UserID.self, forKey: .id), at: at)
  }

  func encode(to encoder: any Encoder) throws {
    guard let at else {
      var single = encoder.singleValueContainer()
      try single.encode(id)
      return
    }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(ISOInstant.string(from: at) ?? "", forKey: .at)
  }
}
