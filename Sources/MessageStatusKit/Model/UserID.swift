/// A user's identifier: its own type, so it can never be mixed up with a ``MessageID``.
///
/// Encodes as a bare string: `"alice"`.
public struct UserID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier as the app's server spells it.
  public var rawValue: String

  /// Wraps an identifier string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps an identifier string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Wraps a string literal, so tests and examples can write `"alice"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The raw identifier.
  public var description: String { rawValue }

  /// Orders identifiers by their raw strings, so sorted output is stable.
  public static func < (lhs: UserID, rhs: UserID) -> Bool { lhs.rawValue < rhs.rawValue }
}
