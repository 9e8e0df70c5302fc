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

  /// Creates the composer phrases; all are required.
  public init(
    charactersRemaining: PluralPhrase, charactersOver: PluralPhrase, counterLabel: String,
    send: String, fieldLabel: String, fieldHint: String, emptyError: String,
    tooLongError: PluralPhrase, invalidEncodingError: String, sendDisabledEmpty: String,
    sendDisabledTooLong: PluralPhrase
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
  }
}

/// A thread's words in one language.
public struct ThreadPhrases: Hashable, Sendable {
  /// The day separator for the viewer's today: "Today".
  public var today: String
  /// The day separator for the day before: "Yesterday".
  public var yesterday: String
  /// How other days are written.
  public var dateFormat: DateFormat
  /// The announcement for more than three arrivals at once: "{count} new messages".
  public var newMessages: PluralPhrase

  /// Creates the thread phrases; all are required.
  public init(today: String, yesterday: String, dateFormat: DateFormat, newMessages: PluralPhrase) {
    self.today = today
    self.yesterday = yesterday
    self.dateFormat = dateFormat
    self.newMessages = newMessages
  }
}

/// A numeric calendar date pattern (CLDR's short date patterns, Gregorian calendar).
public struct DateFormat: Hashable, Sendable {
  /// The order of the fields.
  public enum Order: String, Hashable, Sendable {
    /// Day, month, year: 21/10/2025.
    case dayMonthYear
    /// Month, day, year: 10/21/25.
    case monthDayYear
    /// Year, month, day: 2025/10/21.
    case yearMonthDay
  }

  /// The order of day, month and year.
  public var order: Order
  /// What separates the fields: "/", ".".
  public var separator: String
  /// Whether day and month get a leading zero.
  public var padded: Bool
  /// Whether the year is written with two digits (25) rather than four (2025).
  public var twoDigitYear: Bool

  /// Creates a date format.
  public init(order: Order, separator: String, padded: Bool, twoDigitYear: Bool) {
    self.order = order
    self.separator = separator
    self.padded = padded
    self.twoDigitYear = twoDigitYear
  }

  /// The date `year`-`month`-`day` in this format, in `numbering`'s digits.
  public func string(year: Int, month: Int, day: Int, numbering: NumberingSystem) -> String {
    func field(_ value: Int) -> String { padded && value < 10 ? "0\(value)" : "\(value)" }
    let yearText =
      twoDigitYear ? String(format2(((year % 100) + 100) % 100)) : String(year)
    let parts: [String]
    switch order {
    case .dayMonthYear: parts = [field(day), field(month), yearText]
    case .monthDayYear: parts = [field(month), field(day), yearText]
    case .yearMonthDay: parts = [yearText, field(month), field(day)]
    }
    return numbering.transliterate(parts.joined(separator: separator))
  }

  private func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
