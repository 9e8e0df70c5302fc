/// Whether a draft may be sent, and if not, why.
public enum DraftValidation: Hashable, Sendable {
  /// It can be sent.
  case valid
  /// Nothing but whitespace and newlines.
  case empty
  /// Longer than the limit by this many units.
  case tooLong(by: Int)
  /// The bytes are not valid UTF-8.
  case invalidEncoding

  /// Whether the draft can be sent.
  public var isValid: Bool { self == .valid }
}
