/// The composer's words in one language.
public struct ComposerPhrases: Hashable, Sendable {
  /// "{count} characters remaining", plural-aware.
  public var charactersRemaining: PluralPhrase
  /// "{count} characters over the limit", plural-aware.
  public var charactersOver: PluralPhrase
  /// The counter's accessibility label: "Character count".
  public var counterLabel: String
  /// The send button's name: "Send".
  public var send: String
  /// The text field's accessibility label and placeholder: "Message".
  public var fieldLabel: String
  /// The text field's hint, naming no gesture of one platform, such as "Type a message to send.".
  public var fieldHint: String
  /// Why a blank draft cannot be sent: "Message cannot be empty".
  public var emptyError: String
  /// Why a long draft cannot be sent: "Message is too long by {count} characters".
  public var tooLongError: PluralPhrase
  /// Why a draft of invalid bytes cannot be sent: "Message contains text that cannot be read".
  public var invalidEncodingError: String
  /// The disabled send button's reason for a blank draft: "Type a message first".
  public var sendDisabledEmpty: String
  /// The disabled send button's reason for a long draft: "Remove {count} characters to send".
  public var sendDisabledTooLong: PluralPhrase
  /// What ends a spoken sentence that has no punctuation of its own: "." (Japanese "。",
  /// after which the next sentence follows without a space).
  public var sentenceEnd: String

  /// Creates the composer phrases; all but the sentence end are required.
  public init(
    charactersRemaining: PluralPhrase, charactersOver: PluralPhrase, counterLabel: String,
    send: String, fieldLabel: String, fieldHint: String, emptyError: String,
    tooLongError: PluralPhrase, invalidEncodingError: String, sendDisabledEmpty: String,
    sendDisabledTooLong: PluralPhrase, sentenceEnd: String = "."
  ) {
    self.charactersRemaining = charactersRemaining
    self.charactersOver = charactersOver
    self.counterLabel = counterLabel
    self.send = send
    self.fieldLabel = fieldLabel
    self.fieldHint = fieldHint
    self.emptyError = emptyError
    self.tooLongError = tooLongError
    self.invalidEncodingError = invalidEncodingError
    self.sendDisabledEmpty = sendDisabledEmpty
    self.sendDisabledTooLong = sendDisabledTooLong
    self.sentenceEnd = sentenceEnd
  }
}
