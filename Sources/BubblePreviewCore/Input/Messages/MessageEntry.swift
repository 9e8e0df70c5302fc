import Foundation
import MessageStatusKit

extension PreviewInput.Entry {
  /// The message (and how it was shown before) that `fields` describe.
  ///
  /// Fields are checked in a fixed order, whatever order the document wrote them in: `id`,
  /// `sender`, `createdAt`, the state, `attachment`, `text`, `serverTimestamp`,
  /// `sequenceNumber`, `deliveredTo`, `readBy`, `readAt`, `failure`, `previousState`. The
  /// first problem is the error. Receipt lists equal to ones read before share their
  /// storage through `receipts`.
  init(_ fields: borrowing ObjectReader<MessageField>, sharing receipts: inout SharedReceipts)
    throws(PreviewError)
  {
    if let problem = fields.problem { throw problem }
    let id = try fields.requiredString(.id)
    guard !id.isEmpty else { throw .emptyValue(path: fields.child(.id)) }
    let sender = UserID(rawValue: try fields.requiredString(.sender))
    guard let createdAt = try fields.date(.createdAt) else {
      throw .missingField(path: fields.path, field: MessageField.createdAt.name)
    }
    let state = try Self.state(fields)
    let attachment = try fields.choice(.attachment, of: AttachmentKind.self)
    let text = try fields.string(.text) ?? ""
    let serverTimestamp = try fields.date(.serverTimestamp)
    let sequenceNumber = try fields.integer(.sequenceNumber)
    let deliveredTo = try receipts.deliveredTo(of: fields)
    let readBy = try receipts.readBy(of: fields)
    let message = Message(
      id: MessageID(id), sender: sender, text: text, attachment: attachment,
      createdAt: createdAt, serverTimestamp: serverTimestamp, sequenceNumber: sequenceNumber,
      state: state, deliveredTo: deliveredTo.users, readBy: readBy.users,
      readTimes: readBy.times,
      readAt: try fields.date(.readAt),
      failure: try fields.choice(.failure, of: FailureKind.self) ?? .retryable)
    let previousState = try fields.choice(
      .previousState, DeliveryState.spellings, DeliveryState.init(spelling:))
    self.init(message: message, previousState: previousState)
  }

  /// The state, from `state` or from the `syncStatus` and `status` pair, never both.
  private static func state(_ fields: ObjectReader<MessageField>) throws(PreviewError)
    -> DeliveryState
  {
    let single = try fields.choice(.state, DeliveryState.spellings, DeliveryState.init(spelling:))
    let sync = try fields.choice(.syncStatus, of: SyncStatus.self)
    let server = try fields.choice(.status, of: ServerStatus.self)
    switch DeliveryState.reading(state: single, sync: sync, server: server) {
    case .success(let state): return state
    case .failure(.bothForms): throw .bothStateForms(path: fields.path)
    case .failure(.missingStatus):
      throw .missingField(path: fields.path, field: MessageField.status.name)
    case .failure(.missingSyncStatus):
      throw .missingField(path: fields.path, field: MessageField.syncStatus.name)
    case .failure(.missingState): throw .missingState(path: fields.path)
    }
  }
}
