public import MessageStatusKit

/// The composer's rules: what may be sent, and what the counter and send button show.
///
/// ```swift
/// let composer = Composer(limit: 10_000)
/// composer.validate("   \n")             // .empty
/// composer.counter(for: draft).text      // "42 characters remaining" past 9,000
/// ```
///
/// Pure and total: no input traps (a limit below 1 is treated as 1).
public struct Composer: Hashable, Sendable {
  /// The longest draft that can be sent, in ``unit``s.
  ///
  /// Default 10,000. Values below 1 become 1, whether set here or in the initializer, so
  /// no limit can overflow the counter's arithmetic.
  public var limit: Int {
    didSet { limit = max(1, limit) }
  }
  /// How length is counted, by the validator and the counter alike.
  public var unit: LengthUnit
  /// The share of the limit past which the counter appears: 0.9 shows it above 9,000 of
  /// 10,000.
  package var counterThreshold: Double
  /// The words, from the locale.
  package let phrases: Phrasebook

  /// Creates a composer.
  ///
  /// - Parameters:
  ///   - limit: The longest draft that can be sent; values below 1 become 1.
  ///   - unit: How length is counted. Default Unicode scalars.
  ///   - counterThreshold: The share of the limit past which the counter shows (0…1).
  ///   - locale: The language of the counter and button (BCP 47).
  public init(
    limit: Int = 10_000, unit: LengthUnit = .graphemes, counterThreshold: Double = 0.9,
    locale: String = "en"
  ) {
    self.init(
      limit: limit, unit: unit, counterThreshold: counterThreshold,
      phrasebook: Phrasebook.resolve(locale: locale))
  }

  /// Creates a composer that speaks `phrasebook` (an app's own language) instead of a
  /// built-in one.
  ///
  /// - Parameters:
  ///   - limit: The longest draft that can be sent; values below 1 become 1.
  ///   - unit: How length is counted. Default Unicode scalars.
  ///   - counterThreshold: The share of the limit past which the counter shows (0…1).
  ///   - phrasebook: The words of the counter, field, errors and button.
  public init(
    limit: Int = 10_000, unit: LengthUnit = .graphemes, counterThreshold: Double = 0.9,
    phrasebook: Phrasebook
  ) {
    self.limit = max(1, limit)
    self.unit = unit
    self.counterThreshold = counterThreshold.isFinite ? min(max(counterThreshold, 0), 1) : 0.9
    self.phrases = phrasebook
  }

  /// The length of `draft` in ``unit``s, once whitespace around it is trimmed: what
  /// would be sent.
  public func length(of draft: String) -> Int { unit.length(of: Self.trimmed(draft)) }

  /// Whether `draft` can be sent: not blank, and, with whitespace around it trimmed, no
  /// longer than ``limit``.
  public func validate(_ draft: String) -> DraftValidation {
    // Blank is what a bubble would show as empty: white space and invisible code points.
    guard BubbleDescription.showsText(draft) else { return .empty }
    let excess = length(of: draft) - limit
    return excess > 0 ? .tooLong(by: excess) : .valid
  }

  /// `draft` without the whitespace (spaces, tabs, line breaks) before and after it, as
  /// it would be sent.
  package static func trimmed(_ draft: String) -> String {
    let scalars = draft.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether a draft that arrives as bytes can be sent; invalid UTF-8 is
  /// ``DraftValidation/invalidEncoding``.
  public func validate(bytes: some Sequence<UInt8>) -> DraftValidation {
    // Decoded by hand rather than with `String(validating:)`, which needs iOS 18 / macOS 15.
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return validate(String(scalars))
      case .error: return .invalidEncoding
      }
    }
  }

  /// What the character counter shows for `draft`.
  package func counter(for draft: String) -> CharacterCounter {
    let length = length(of: draft)
    let remaining = limit - length
    let visible = Double(length) > Double(limit) * counterThreshold
    let phrase =
      remaining >= 0 ? phrases.composer.charactersRemaining : phrases.composer.charactersOver
    let text = phrase.filled(count: abs(remaining), in: phrases)
    return CharacterCounter(
      isVisible: visible, remaining: remaining, text: visible ? text : nil,
      color: remaining < 0 ? .destructive : .secondary,
      accessibilityLabel: phrases.composer.counterLabel, accessibilityValue: text)
  }

  /// What the send button shows for `draft`: enabled only for a valid draft, with the
  /// reason when disabled.
  package func sendButton(for draft: String) -> SendButton {
    sendButton(for: validate(draft))
  }

  func sendButton(for validation: DraftValidation) -> SendButton {
    let words = phrases.composer
    let reason: String?
    switch validation {
    case .valid: reason = nil
    case .empty: reason = words.sendDisabledEmpty
    case .tooLong(let excess): reason = words.charactersOver.filled(count: excess, in: phrases)
    case .invalidEncoding: reason = words.invalidEncodingError
    }
    return SendButton(
      isEnabled: validation.isValid, accessibilityLabel: words.send, disabledReason: reason)
  }

  /// The words that say why `validation` fails: "Message cannot be empty"; for a draft
  /// over the limit the counter's words ("3 characters over the limit"); `nil` for a valid
  /// draft.
  package func errorText(for validation: DraftValidation) -> String? {
    let words = phrases.composer
    switch validation {
    case .valid: return nil
    case .empty: return words.emptyError
    case .tooLong(let excess): return words.charactersOver.filled(count: excess, in: phrases)
    case .invalidEncoding: return words.invalidEncodingError
    }
  }

  /// The outcome of pressing send with `draft`.
  public func send(_ draft: String) -> SendFeedback {
    feedback(for: validate(draft))
  }

  /// The outcome of pressing send with a draft of this validation.
  func feedback(for validation: DraftValidation) -> SendFeedback {
    SendFeedback(
      validation: validation, accepted: validation.isValid,
      haptic: validation.isValid ? .confirm : .reject,
      clearsDraft: validation.isValid)
  }
}

/// The character counter under the composer.
public struct CharacterCounter: Hashable, Sendable {
  /// Whether to show it: only past the threshold (90% of the limit by default).
  public var isVisible: Bool
  /// Units left; negative when over the limit.
  public var remaining: Int
  /// "12 characters remaining" or "3 characters over the limit"; `nil` while hidden.
  public var text: String?
  /// `ColorToken.secondary`, or `ColorToken.destructive` when over the limit.
  public var color: ColorToken
  /// "Character count".
  public var accessibilityLabel: String
  /// The counter's value, spoken even while hidden: "12 characters remaining".
  public var accessibilityValue: String

  /// Creates a counter description.
  package init(
    isVisible: Bool, remaining: Int, text: String?, color: ColorToken,
    accessibilityLabel: String, accessibilityValue: String
  ) {
    self.isVisible = isVisible
    self.remaining = remaining
    self.text = text
    self.color = color
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityValue = accessibilityValue
  }
}

/// The send button.
public struct SendButton: Hashable, Sendable {
  /// Enabled only for a valid draft.
  public var isEnabled: Bool
  /// "Send".
  public var accessibilityLabel: String
  /// Why it is disabled, spoken with it: "Type a message first"; `nil` when enabled.
  public var disabledReason: String?

  /// Creates a send button description.
  package init(isEnabled: Bool, accessibilityLabel: String, disabledReason: String? = nil) {
    self.isEnabled = isEnabled
    self.accessibilityLabel = accessibilityLabel
    self.disabledReason = disabledReason
  }
}

/// What happens when the user presses send.
public struct SendFeedback: Hashable, Sendable {
  /// Why it was accepted or not.
  public var validation: DraftValidation
  /// Whether the message goes out.
  public var accepted: Bool
  /// `TransitionSpec.Haptic.confirm` when accepted, else
  /// `TransitionSpec.Haptic.reject`.
  public var haptic: TransitionSpec.Haptic
  /// Whether to clear the draft: only when accepted, so a rejected draft is never lost.
  public var clearsDraft: Bool

  /// Creates send feedback.
  package init(
    validation: DraftValidation, accepted: Bool, haptic: TransitionSpec.Haptic, clearsDraft: Bool
  ) {
    self.validation = validation
    self.accepted = accepted
    self.haptic = haptic
    self.clearsDraft = clearsDraft
  }
}
