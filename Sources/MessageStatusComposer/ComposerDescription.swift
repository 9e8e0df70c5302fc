public import MessageStatusKit

/// Everything a composer shows and says for one draft: the text field, the counter, the
/// send button, the error, and what happens on send.
///
/// Made by ``Composer/describe(_:previous:interaction:)``; a web or Android composer draws it from
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
  /// What the user has done so far, which decides what is an error.
  public var interaction: DraftInteraction
  /// The error line under the field, once the user can act on it; `nil` otherwise.
  ///
  /// A blank draft is an error only after a send attempt ("Message cannot be empty"). A
  /// draft over the limit has no error line: its counter ("2 characters over the limit")
  /// is the one statement of that problem.
  public var errorText: String?
  /// Whether the field shows as invalid (`aria-invalid`, a red border): when it has an
  /// error line, or a draft over the limit.
  public var isInvalid: Bool
  /// What the field's description speaks after its label, in punctuated sentences.
  ///
  /// The hint, then the counter or error that is showing: "Type a message to send. 2
  /// characters over the limit.".
  public var spokenDescription: String
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
  /// The words a page of this composer writes besides its own (see `PageWords`): its
  /// phrasebook's, outside its value.
  package var pageWords: CarriedPageWords

  /// Creates a composer description.
  package init(
    draft: String, length: Int, limit: Int, unit: LengthUnit, validation: DraftValidation,
    interaction: DraftInteraction, errorText: String?, isInvalid: Bool,
    spokenDescription: String, fieldLabel: String, fieldHint: String, counter: CharacterCounter,
    sendButton: SendButton, onSend: SendFeedback, announcement: String?, language: String,
    layoutDirection: LayoutDirection, pageWords: PageWords? = nil
  ) {
    self.draft = draft
    self.length = length
    self.limit = limit
    self.unit = unit
    self.validation = validation
    self.interaction = interaction
    self.errorText = errorText
    self.isInvalid = isInvalid
    self.spokenDescription = spokenDescription
    self.fieldLabel = fieldLabel
    self.fieldHint = fieldHint
    self.counter = counter
    self.sendButton = sendButton
    self.onSend = onSend
    self.announcement = announcement
    self.language = language
    self.layoutDirection = layoutDirection
    self.pageWords = CarriedPageWords(pageWords)
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
  ///   - interaction: What the user has done so far; `nil` takes
  ///     ``DraftInteraction/untouched`` without `previous` and ``DraftInteraction/edited``
  ///     with it.
  ///
  /// Each problem is stated once: a blank draft by the send button's reason ("Type a
  /// message first") until a send attempt makes it an error; a draft over the limit by its
  /// counter (and announced when it goes over), with no error line and no second reason.
  public func describe(
    _ draft: String, previous: String? = nil, interaction: DraftInteraction? = nil
  ) -> ComposerDescription {
    describe(draft, validation: validate(draft), previous: previous, interaction: interaction)
  }

  /// Describes the composer holding a draft that arrives as bytes (a paste buffer, a
  /// keyboard extension, a web view's text): valid UTF-8 is described as its text is;
  /// bytes that are not are ``DraftValidation/invalidEncoding``, shown with U+FFFD for
  /// each bad sequence, and once the user has edited or tried to send, the error line says
  /// so ("Message contains text that cannot be read") and send stays disabled.
  ///
  /// ```swift
  /// Composer().describe(bytes: [0x48, 0x69, 0xFF], interaction: .edited).errorText
  /// // "Message contains text that cannot be read"
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: What the field holds now, as UTF-8 bytes.
  ///   - previous: What it held before the last edit, as in ``describe(_:previous:interaction:)``.
  ///   - interaction: What the user has done so far, as in
  ///     ``describe(_:previous:interaction:)``.
  public func describe(
    bytes: some Collection<UInt8>, previous: String? = nil, interaction: DraftInteraction? = nil
  ) -> ComposerDescription {
    let draft = String(decoding: bytes, as: UTF8.self)
    let validation = validate(bytes: bytes)
    return describe(
      draft, validation: validation == .invalidEncoding ? validation : validate(draft),
      previous: previous, interaction: interaction)
  }

  private func describe(
    _ draft: String, validation: DraftValidation, previous: String?,
    interaction: DraftInteraction?
  ) -> ComposerDescription {
    let counter = counter(for: draft)
    let interaction = interaction ?? (previous == nil ? .untouched : .edited)
    let error: String?
    switch (validation, interaction) {
    case (.valid, _), (.tooLong, _), (.empty, .untouched), (.empty, .edited),
      (.invalidEncoding, .untouched):
      error = nil
    case (.empty, .sendAttempted), (.invalidEncoding, _): error = errorText(for: validation)
    }
    var button = sendButton(for: validation)
    if error != nil || counter.remaining < 0 {
      button.disabledReason = nil  // The error or the counter says it.
    }
    let spoken = [phrases.composer.fieldHint, counter.text, error].compactMap { $0 }
    var announcement: String?
    if let previous {
      let before = self.counter(for: previous)
      let appeared = counter.isVisible && !before.isVisible
      let crossed = (counter.remaining < 0) != (before.remaining < 0)
      if counter.isVisible && (appeared || crossed) { announcement = counter.accessibilityValue }
    }
    return ComposerDescription(
      draft: draft, length: length(of: draft), limit: limit, unit: unit, validation: validation,
      interaction: interaction, errorText: error,
      isInvalid: error != nil || counter.remaining < 0,
      spokenDescription: sentences(spoken), fieldLabel: phrases.composer.fieldLabel,
      fieldHint: phrases.composer.fieldHint, counter: counter,
      sendButton: button, onSend: feedback(for: validation), announcement: announcement,
      language: phrases.language, layoutDirection: phrases.direction,
      pageWords: PageWords(phrases))
  }

  /// `parts` as spoken sentences: each ends with punctuation of its own or the language's
  /// sentence end, joined by a space (none after a full-width "。").
  func sentences(_ parts: [String]) -> String {
    let end = phrases.composer.sentenceEnd
    let terminators: Set<Character> = [".", "!", "?", "。", "！", "？", "؟", "…", "।"]
    var result = ""
    for part in parts where !part.isEmpty {
      if !result.isEmpty, let last = result.last, last != "。", last != "！", last != "？" {
        result += " "
      }
      result += part
      if let last = part.last, !terminators.contains(last) { result += end }
    }
    return result
  }
}
