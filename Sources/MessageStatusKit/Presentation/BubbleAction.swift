/// Something the user can do to a bubble: shown as a button, offered to assistive
/// technologies as a custom action.
public struct BubbleAction: Hashable, Codable, Sendable, Identifiable {
  /// Which action it is; the app maps it to code.
  public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
    /// Send a failed message again.
    case retry = "retry"
    /// Remove a failed message.
    case delete = "delete"
    /// Send a message again to the recipients it failed for
    /// (``RecipientOutcome/failed``), and to no one else.
    case resend = "resend"
    /// Send a message held for the user (``PauseReason/waitingForUser``).
    case send = "send"
    /// Stop an attachment's upload (``Message/upload``); what follows is the app's next
    /// report of the message.
    case cancel = "cancel"
    /// Send a failed edit again (``EditSync/failed``): the message itself was delivered,
    /// so this is not ``retry``, which would send it a second time.
    case retryEdit = "retryEdit"
  }

  /// Which action.
  public var id: Kind
  /// Its name in the description's language, shown on the button and spoken: "Retry".
  public var label: String
  /// Whether it destroys something (draw it in the destructive style; confirm if the app
  /// confirms such actions).
  public var isDestructive: Bool

  /// Creates an action.
  package init(id: Kind, label: String, isDestructive: Bool) {
    self.id = id
    self.label = label
    self.isDestructive = isDestructive
  }

  private enum CodingKeys: String, CodingKey {
    case id, label
    case isDestructive = "destructive"
  }
}
