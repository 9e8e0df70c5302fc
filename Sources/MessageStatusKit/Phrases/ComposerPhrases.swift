/// The composer's words in one language.
package struct ComposerPhrases: Hashable, Sendable {
  /// "{count} characters remaining", plural-aware.
  package var charactersRemaining: PluralPhrase
  /// "{count} characters over the limit", plural-aware.
  package var charactersOver: PluralPhrase
  /// The counter's accessibility label: "Character count".
  package var counterLabel: String
  /// The send button's name: "Send".
  package var send: String
  /// The text field's accessibility label and placeholder: "Message".
  package var fieldLabel: String
  /// The text field's hint, naming no gesture of one platform, such as "Type a message to send.".
  package var fieldHint: String
  /// Why a blank draft cannot be sent: "Message cannot be empty".
  package var emptyError: String
  /// Why a draft of invalid bytes cannot be sent: "Message contains text that cannot be read".
  package var invalidEncodingError: String
  /// The disabled send button's reason for a blank draft: "Type a message first".
  package var sendDisabledEmpty: String
  /// What ends a spoken sentence that has no punctuation of its own: "." (Japanese "。",
  /// after which the next sentence follows without a space).
  package var sentenceEnd: String

  /// Creates the composer phrases; all but the sentence end are required.
  package init(
    charactersRemaining: PluralPhrase, charactersOver: PluralPhrase, counterLabel: String,
    send: String, fieldLabel: String, fieldHint: String, emptyError: String,
    invalidEncodingError: String, sendDisabledEmpty: String, sentenceEnd: String = "."
  ) {
    self.charactersRemaining = charactersRemaining
    self.charactersOver = charactersOver
    self.counterLabel = counterLabel
    self.send = send
    self.fieldLabel = fieldLabel
    self.fieldHint = fieldHint
    self.emptyError = emptyError
    self.invalidEncodingError = invalidEncodingError
    self.sendDisabledEmpty = sendDisabledEmpty
    self.sentenceEnd = sentenceEnd
  }
}
