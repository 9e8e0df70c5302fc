/// Everything a composer shows and says for one draft: the text field, the counter, the
/// send button, the error, and what happens on send.
///
/// Made by ``Composer/describe(_:previous:)``; a web or Android composer draws it from
/// `bubble-preview compose`'s JSON and gets the same rules and words.
public struct ComposerDescription: Hashable, Sendable {
  /// The draft as typed.
  public var draft: String
  /// Its length once whitespace around it is trimmed, in ``unit``s.
  public var length: Int
  /// The longest draft that can be sent.
  public var limit: Int
  /// How length is counted.
  public var unit: LengthUnit
  /// Whether the draft can be sent, and if not why.
  public var validation: DraftValidation
  /// Why it cannot be sent ("Message is too long by 3 characters"); `nil` when it can.
  ///
  /// Apps show it after a send attempt, or at once for a draft over the limit.
  public var errorText: String?
  /// The text field's accessibility label and placeholder: "Message".
  public var fieldLabel: String
  /// The text field's hint, such as "Type a message to send.".
  public var fieldHint: String
  /// The character counter.
  public var counter: CharacterCounter
  /// The send button.
  public var sendButton: SendButton
  /// What pressing send does with this draft.
  public var onSend: SendFeedback
  /// What assistive technology announces as the draft changes from the previous one: the
  /// counter's words when it appears, goes over the limit, or comes back under it.
  public var announcement: String?
  /// The language the words are in (BCP 47).
  public var language: String
  /// Which way the language runs.
  public var layoutDirection: LayoutDirection

  /// Creates a composer description.
  public init(
    draft: String, length: Int, limit: Int, unit: LengthUnit, validation: DraftValidation,
    errorText: String?, fieldLabel: String, fieldHint: String, counter: CharacterCounter,
    sendButton: SendButton, onSend: SendFeedback, announcement: String?, language: String,
    layoutDirection: LayoutDirection
  ) {
    self.draft = draft
    self.length = length
    self.limit = limit
    self.unit = unit
    self.validation = validation
    self.errorText = errorText
    self.fieldLabel = fieldLabel
    self.fieldHint = fieldHint
    self.counter = counter
    self.sendButton = sendButton
    self.onSend = onSend
    self.announcement = announcement
    self.language = language
    self.layoutDirection = layoutDirection
  }
}

extension Composer {
  /// Describes the composer holding `draft`.
  ///
  /// ```swift
  /// let composer = Composer(limit: 20)
  /// composer.describe("Hello world, this is long", previous: "Hello").announcement
  /// // "5 characters over the limit"
  /// ```
  ///
  /// - Parameters:
  ///   - draft: What the field holds now.
  ///   - previous: What it held before the last edit; `nil` when the composer just
  ///     appeared (nothing is announced then).
  public func describe(_ draft: String, previous: String? = nil) -> ComposerDescription {
    let validation = validate(draft)
    let counter = counter(for: draft)
    var announcement: String?
    if let previous {
      let before = self.counter(for: previous)
      let appeared = counter.isVisible && !before.isVisible
      let crossed = (counter.remaining < 0) != (before.remaining < 0)
      if counter.isVisible && (appeared || crossed) { announcement = counter.accessibilityValue }
    }
    return ComposerDescription(
      draft: draft, length: length(of: draft), limit: limit, unit: unit, validation: validation,
      errorText: errorText(for: validation), fieldLabel: phrases.composer.fieldLabel,
      fieldHint: phrases.composer.fieldHint, counter: counter,
      sendButton: sendButton(for: validation), onSend: send(draft), announcement: announcement,
      language: phrases.language, layoutDirection: phrases.direction)
  }
}
