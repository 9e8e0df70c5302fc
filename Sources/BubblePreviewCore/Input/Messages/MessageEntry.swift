import Foundation
import MessageStatusKit

extension PreviewInput.Entry {
  /// The message (and how it was shown before) that `fields` describe.
  ///
  /// Fields are checked in a fixed order, whatever order the document wrote them in: `id`,
  /// `sender`, `createdAt`, the state, `attachment`, `text`, `serverTimestamp`,
  /// `sequenceNumber`, `deliveredTo`, `readBy`, `readAt`, `failure`, `previousState`. The
  /// first problem is the error.
  init(_ fields: inout MessageFields) throws(PreviewError) {
    let id = try fields.requiredString(.id)
    guard !id.isEmpty else { throw .emptyValue(path: fields.child(.id)) }
    let sender = try fields.requiredUser(.sender)
    guard let createdAt = try fields.date(.createdAt) else {
      throw .missingField(path: fields.path, field: MessageField.createdAt.name)
    }
    let state = try Self.state(fields)
    let attachment = try fields.choice(.attachment, Spellings.attachments)
    let message = Message(
      id: MessageID(id), sender: sender, text: try fields.string(.text) ?? "",
      attachment: attachment, createdAt: createdAt,
      serverTimestamp: try fields.date(.serverTimestamp),
      sequenceNumber: try fields.integer(.sequenceNumber), state: state,
      deliveredTo: try fields.receipts(.deliveredTo),
      readBy: try fields.receipts(.readBy),
      readAt: try fields.date(.readAt),
      failure: try fields.choice(.failure, Spellings.failures) ?? .retryable)
    let previousState = try fields.choice(.previousState, Spellings.states)
    self.init(message: message, previousState: previousState)
  }

  /// The accepted spellings of each choice, made once.
  private enum Spellings {
    static let states = Choices(DeliveryState.spellings, DeliveryState.init(spelling:))
    static let attachments = Choices<AttachmentKind>()
    static let failures = Choices<FailureKind>()
    static let syncStatuses = Choices<SyncStatus>()
    static let serverStatuses = Choices<ServerStatus>()
  }

  /// The state, from `state` or from the `syncStatus` and `status` pair, never both.
  private static func state(_ fields: MessageFields) throws(PreviewError) -> DeliveryState {
    let single = try fields.choice(.state, Spellings.states)
    let sync = try fields.choice(.syncStatus, Spellings.syncStatuses)
    let server = try fields.choice(.status, Spellings.serverStatuses)
    switch (single, sync, server) {
    case (let state?, nil, nil):
      return state
    case (_?, _, _):
      throw .bothStateForms(path: fields.path)
    case (nil, let sync?, let server?):
      return DeliveryState(sync: sync, server: server)
    case (nil, .synced?, nil):
      throw .missingField(path: fields.path, field: MessageField.status.name)
    case (nil, let sync?, nil):
      return DeliveryState(sync: sync, server: .sent)  // pending or failed: no server status
    case (nil, nil, _?):
      throw .missingField(path: fields.path, field: MessageField.syncStatus.name)
    case (nil, nil, nil):
      throw .missingState(path: fields.path)
    }
  }
}
