public import Foundation

/// The members of a message object in the input contract, in the order
/// `Schemas/input.schema.json` lists them: the one list that `Message`'s decoding and the
/// preview command's reader both read.
///
/// `previousState` (how the bubble was shown before) belongs to the command's document,
/// not to the message: ``Message/init(reading:)`` does not ask for it.
@usableFromInline package enum MessageMember: Int, CaseIterable, CodingKey, Sendable {
  case id, sender, text, createdAt, serverTimestamp, sequenceNumber, state, syncStatus, status
  case deliveredTo, readBy, outcomes, readAt, previousState, attachment, failure, edited, pause
  case upload, editSync, revision, viewOnce
}

/// What reads one message object's members: `Message`'s `Decodable` conformance, and the
/// preview command's reader of the input document's bytes.
///
/// ``Message/init(reading:)`` asks for each member once, in one order, so the two read one
/// contract and report the same first problem; each reader says how a problem is reported
/// (a `DecodingError`, or the command's error with the member's JSON path).
@usableFromInline package protocol MessageMemberReading {
  /// How a problem is reported.
  associatedtype Failure: Error

  /// A string member that must be there.
  func requiredString(_ member: MessageMember) throws(Failure) -> String
  /// A string member, `nil` when absent or `null`.
  func string(_ member: MessageMember) throws(Failure) -> String?
  /// An ISO 8601 date-time.
  func date(_ member: MessageMember) throws(Failure) -> Date?
  /// A whole number.
  func integer(_ member: MessageMember) throws(Failure) -> Int64?
  /// `true` or `false`.
  func bool(_ member: MessageMember) throws(Failure) -> Bool?
  /// A string member naming a case of `Value` by its raw value.
  func choice<Value: RawRepresentable & CaseIterable>(_ member: MessageMember, of: Value.Type)
    throws(Failure) -> Value? where Value.RawValue == String
  /// The state: `state`, or the `syncStatus` and `status` pair (never both).
  func state() throws(Failure) -> DeliveryState
  /// The users `deliveredTo` names, and when it reached each where it says.
  mutating func deliveredTo() throws(Failure) -> (users: Set<UserID>, times: [UserID: Date])
  /// The users `readBy` names, and when each read the message where it says.
  mutating func readBy() throws(Failure) -> (users: Set<UserID>, times: [UserID: Date])
  /// What `outcomes` says of each recipient it names.
  mutating func outcomes() throws(Failure) -> [UserID: RecipientOutcome]
  /// `upload`: an object with a `fraction` from 0 to 1, or without one when unknown.
  func upload() throws(Failure) -> UploadProgress?
  /// The problem of a required member that is absent.
  func missing(_ member: MessageMember) -> Failure
}

extension Message {
  /// The message a reader's members describe: each member is read here and only here, in
  /// this order (`id`, `sender`, `createdAt`, the state, `attachment`, `text`,
  /// `serverTimestamp`, `sequenceNumber`, `deliveredTo`, `readBy`, `outcomes`, `readAt`,
  /// `failure`, `edited`, `pause`, `upload`, `editSync`, `revision`, `viewOnce`);
  /// the first problem is the error.
  // Inlinable so that the command's reader is specialized here, not called through the
  // protocol: `render --format json` of 100,000 messages took 0.92x the time (15 pairs,
  // quartiles 0.90-0.93), and so stays at the speed of the reader it replaced.
  @inlinable package init<Reader: MessageMemberReading>(reading reader: inout Reader)
    throws(Reader.Failure)
  {
    let id = try reader.requiredString(.id)
    let sender = try reader.requiredString(.sender)
    guard let createdAt = try reader.date(.createdAt) else { throw reader.missing(.createdAt) }
    let state = try reader.state()
    let attachment = try reader.choice(.attachment, of: AttachmentKind.self)
    let text = try reader.string(.text) ?? ""
    let serverTimestamp = try reader.date(.serverTimestamp)
    let sequenceNumber = try reader.integer(.sequenceNumber)
    let deliveredTo = try reader.deliveredTo()
    let readBy = try reader.readBy()
    let outcomes = try reader.outcomes()
    self.init(
      id: MessageID(id), sender: UserID(sender), text: text, attachment: attachment,
      createdAt: createdAt, serverTimestamp: serverTimestamp, sequenceNumber: sequenceNumber,
      state: state, deliveredTo: deliveredTo.users, deliveredTimes: deliveredTo.times,
      readBy: readBy.users, readTimes: readBy.times,
      readAt: try reader.date(.readAt),
      failure: try reader.choice(.failure, of: FailureKind.self) ?? .retryable,
      isEdited: try reader.bool(.edited) ?? false,
      pause: try reader.choice(.pause, of: PauseReason.self),
      upload: try reader.upload(),
      editSync: try reader.choice(.editSync, of: EditSync.self),
      revision: try reader.integer(.revision),
      isViewOnce: try reader.bool(.viewOnce) ?? false)
    for (recipient, outcome) in outcomes { record(outcome, for: recipient) }
  }
}
