/// A message's identifier: its own type, so it can never be mixed up with a ``UserID``.
///
/// Encodes as a bare string: `"m1"`.
public struct MessageID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier as the app spells it (a server id or a local UUID).
  public var rawValue: String

  /// Wraps an identifier string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps an identifier string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Wraps a string literal, so tests and examples can write `"m1"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The raw identifier.
  public var description: String { rawValue }

  /// Orders identifiers by their raw strings; used as the last tie-breaker when ordering.
  public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue < rhs.rawValue }
}
