/// The words of an edit the server does not have yet (``Message/editSync``), for each
/// ``EditSync``.
package struct EditPhrases: Hashable, Sendable {
  /// One state's words.
  package struct Words: Hashable, Sendable {
    /// Spoken after the message's text in place of "edited", lowercase mid-sentence:
    /// "edit not saved".
    package var label: String
    /// Shown beside the time in place of "Edited": "Edit not saved".
    package var text: String

    /// Creates one state's words.
    package init(label: String, text: String) {
      self.label = label
      self.text = text
    }
  }

  /// Saved on the device, waiting to be sent.
  package var waiting: Words
  /// On its way to the server.
  package var syncing: Words
  /// The server did not take it; its text is also what is announced when it fails.
  package var failed: Words
  /// The action that tries a failed edit again: "Retry edit".
  package var retry: String

  /// Creates the words.
  package init(waiting: Words, syncing: Words, failed: Words, retry: String) {
    self.waiting = waiting
    self.syncing = syncing
    self.failed = failed
    self.retry = retry
  }

  /// The words for `state`.
  package subscript(state: EditSync) -> Words {
    get {
      switch state {
      case .waiting: waiting
      case .syncing: syncing
      case .failed: failed
      }
    }
    set {
      switch state {
      case .waiting: waiting = newValue
      case .syncing: syncing = newValue
      case .failed: failed = newValue
      }
    }
  }
}
