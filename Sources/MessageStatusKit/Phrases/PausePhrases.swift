/// The words of a paused send (``Message/pause``), for each ``PauseReason``.
package struct PausePhrases: Hashable, Sendable {
  /// One reason's words.
  package struct Words: Hashable, Sendable {
    /// The status part of the bubble's label, lowercase mid-sentence: "waiting for network".
    package var label: String
    /// The status indicator's own label: "Waiting for network".
    package var icon: String
    /// What the `text` style shows: "Waiting for network".
    package var text: String

    /// Creates one reason's words.
    package init(label: String, icon: String, text: String) {
      self.label = label
      self.icon = icon
      self.text = text
    }
  }

  /// Waiting for a connection.
  package var waitingForNetwork: Words
  /// Held until the user sends it: "not sent, tap to send".
  package var waitingForUser: Words
  /// The hint of a bubble held for the user, a full sentence ("Send or delete this
  /// message.").
  package var hint: String

  /// Creates the words.
  package init(waitingForNetwork: Words, waitingForUser: Words, hint: String) {
    self.waitingForNetwork = waitingForNetwork
    self.waitingForUser = waitingForUser
    self.hint = hint
  }

  /// The words for `reason`.
  package subscript(reason: PauseReason) -> Words {
    get {
      switch reason {
      case .waitingForNetwork: waitingForNetwork
      case .waitingForUser: waitingForUser
      }
    }
    set {
      switch reason {
      case .waitingForNetwork: waitingForNetwork = newValue
      case .waitingForUser: waitingForUser = newValue
      }
    }
  }
}
