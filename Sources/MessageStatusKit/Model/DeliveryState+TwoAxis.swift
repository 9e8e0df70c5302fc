/// Whether the server has accepted a message, in apps that keep it apart from ``ServerStatus``.
package enum SyncStatus: String, Codable, CaseIterable, Hashable, Sendable {
  /// Waiting to reach the server.
  case pending = "pending"
  /// The server has it; ``ServerStatus`` says how far it got.
  case synced = "synced"
  /// The server refused it or could not be reached.
  case failed = "failed"
}

/// How far a synced message has got, in apps that keep it apart from ``SyncStatus``.
package enum ServerStatus: String, Codable, CaseIterable, Hashable, Sendable {
  /// Stored on the server.
  case sent = "sent"
  /// On the recipient's device.
  case delivered = "delivered"
  /// Opened by the recipient.
  case read = "read"
}

extension DeliveryState {
  /// Converts the two-axis form (sync state × server status) into the canonical state.
  ///
  /// `pending` becomes ``sending`` and `failed` becomes ``failed`` whatever the
  /// server status says; `synced` takes the server status.
  ///
  /// ```swift
  /// DeliveryState(sync: .synced, server: .delivered)  // .delivered
  /// DeliveryState(sync: .pending, server: .read)      // .sending
  /// ```
  ///
  /// - Parameters:
  ///   - sync: Whether the server has the message.
  ///   - server: How far it got once synced; ignored while pending or failed.
  package init(sync: SyncStatus, server: ServerStatus) {
    switch sync {
    case .pending: self = .sending
    case .failed: self = .failed
    case .synced:
      switch server {
      case .sent: self = .sent
      case .delivered: self = .delivered
      case .read: self = .read
      }
    }
  }

  /// The sync axis of this state, for converting back to the two-axis form.
  package var syncStatus: SyncStatus {
    switch self {
    case .sending: .pending
    case .failed: .failed
    case .sent, .delivered, .read: .synced
    }
  }

  /// The server axis of this state, or `nil` while the server does not have it.
  ///
  /// Together with ``syncStatus`` this makes the conversion lossless:
  /// `DeliveryState(sync: s.syncStatus, server: s.serverStatus ?? .sent) == s` for every state.
  package var serverStatus: ServerStatus? {
    switch self {
    case .sending, .failed: nil
    case .sent: .sent
    case .delivered: .delivered
    case .read: .read
    }
  }
}

extension DeliveryState {
  /// What is wrong with how a message gives its state.
  package enum FormProblem: Error {
    /// Both `state` and the `syncStatus` and `status` pair.
    case bothForms
    /// `syncStatus` is `synced`, without the `status` the server gave.
    case missingStatus
    /// `status` without `syncStatus`.
    case missingSyncStatus
    /// Neither form.
    case missingState
  }

  /// The state a message gives as `state` or as the `syncStatus` and `status` pair (never
  /// both): the one rule the command's reader and `Message`'s `Codable` follow.
  package static func reading(
    state: DeliveryState?, sync: SyncStatus?, server: ServerStatus?
  ) -> Result<DeliveryState, FormProblem> {
    switch (state, sync, server) {
    case (let state?, nil, nil): .success(state)
    case (_?, _, _): .failure(.bothForms)
    case (nil, let sync?, let server?): .success(DeliveryState(sync: sync, server: server))
    case (nil, .synced?, nil): .failure(.missingStatus)
    // Pending or failed: the server has no status for it.
    case (nil, let sync?, nil): .success(DeliveryState(sync: sync, server: .sent))
    case (nil, nil, _?): .failure(.missingSyncStatus)
    case (nil, nil, nil): .failure(.missingState)
    }
  }
}
