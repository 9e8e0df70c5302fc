import Foundation
import MessageStatusKit

extension MessageMember: ObjectField {}

extension PreviewInput.Entry {
  /// The message (and how it was shown before) that `fields` describe.
  ///
  /// The message's members are read by `Message.init(reading:)`, the one declaration of
  /// them that `Message`'s decoding shares, in its order; `previousState` last. The first
  /// problem is the error. Receipt lists equal to ones read before share their storage
  /// through `receipts`.
  init(_ fields: borrowing ObjectReader<MessageMember>, sharing receipts: inout SharedReceipts)
    throws(PreviewError)
  {
    if let problem = fields.problem { throw problem }
    // The receipts move in and back out (a copy would copy the sets on their first change).
    var members = Members(fields: copy fields, receipts: SharedReceipts())
    swap(&members.receipts, &receipts)
    defer { swap(&members.receipts, &receipts) }
    let message = try Message(reading: &members)
    let previousState = try fields.choice(
      .previousState, DeliveryState.spellings, DeliveryState.init(spelling:))
    self.init(message: message, previousState: previousState)
  }
}

/// The members of a message's `upload`.
enum UploadField: Int, ObjectField { case fraction }

/// A message's members as the command's reader holds them, each problem with its JSON path.
private struct Members: MessageMemberReading {
  let fields: ObjectReader<MessageMember>
  var receipts: SharedReceipts

  /// A string member that must be there; an id must not be empty either.
  func requiredString(_ member: MessageMember) throws(PreviewError) -> String {
    let string = try fields.requiredString(member)
    if member == .id, string.isEmpty { throw .emptyValue(path: fields.child(member)) }
    return string
  }

  func string(_ member: MessageMember) throws(PreviewError) -> String? {
    try fields.string(member)
  }

  func date(_ member: MessageMember) throws(PreviewError) -> Date? {
    try fields.date(member)
  }

  func integer(_ member: MessageMember) throws(PreviewError) -> Int64? {
    try fields.integer(member)
  }

  func bool(_ member: MessageMember) throws(PreviewError) -> Bool? {
    try fields.bool(member)
  }

  func choice<Value: RawRepresentable & CaseIterable>(_ member: MessageMember, of: Value.Type)
    throws(PreviewError) -> Value? where Value.RawValue == String
  {
    try fields.choice(member, of: Value.self)
  }

  /// The state, from `state` or from the `syncStatus` and `status` pair, never both.
  func state() throws(PreviewError) -> DeliveryState {
    let single = try fields.choice(.state, DeliveryState.spellings, DeliveryState.init(spelling:))
    let sync = try fields.choice(.syncStatus, of: SyncStatus.self)
    let server = try fields.choice(.status, of: ServerStatus.self)
    switch DeliveryState.reading(state: single, sync: sync, server: server) {
    case .success(let state): return state
    case .failure(.bothForms): throw .bothStateForms(path: fields.path)
    case .failure(.missingStatus): throw missing(.status)
    case .failure(.missingSyncStatus): throw missing(.syncStatus)
    case .failure(.missingState): throw .missingState(path: fields.path)
    }
  }

  mutating func deliveredTo() throws(PreviewError) -> (users: Set<UserID>, times: [UserID: Date]) {
    let receipts = try receipts.deliveredTo(of: fields)
    return (receipts.users, receipts.times)
  }

  mutating func readBy() throws(PreviewError) -> (users: Set<UserID>, times: [UserID: Date]) {
    let receipts = try receipts.readBy(of: fields)
    return (receipts.users, receipts.times)
  }

  /// `outcomes`: an object whose members are recipients' ids and whose values name a
  /// ``RecipientOutcome``.
  func outcomes() throws(PreviewError) -> [UserID: RecipientOutcome] {
    guard fields.has(.outcomes) else { return [:] }
    var outcomes: [UserID: RecipientOutcome] = [:]
    for (id, spelling) in try fields.stringMembers(.outcomes) {
      guard let outcome = RecipientOutcome(rawValue: spelling) else {
        throw .unknownValue(
          path: JSONPath.member(fields.child(.outcomes), id.rawValue), value: spelling,
          expected: RecipientOutcome.allCases.map(\.rawValue))
      }
      outcomes[id] = outcome
    }
    return outcomes
  }

  /// `upload`: an object whose `fraction`, when there is one, is a number from 0 to 1.
  func upload() throws(PreviewError) -> UploadProgress? {
    guard let upload = try fields.object(.upload, UploadField.self) else { return nil }
    if let problem = upload.problem { throw problem }
    guard let fraction = try upload.number(.fraction) else { return .unknown }
    guard (0...1).contains(fraction) else {
      let literal: String
      if case .number(_, let written) = upload.value(.fraction) {
        literal = written
      } else {
        literal = String(fraction)
      }
      throw .invalidNumber(
        path: upload.child(.fraction), value: literal, expected: "a fraction from 0 to 1")
    }
    return UploadProgress(fraction: fraction)
  }

  func missing(_ member: MessageMember) -> PreviewError {
    .missingField(path: fields.path, field: member.name)
  }
}
