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
