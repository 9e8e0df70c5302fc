/// A message's identifier: its own type, so it can never be mixed up with a ``UserID``.
///
/// Encodes as a bare string: `"m1"`. The hash of the string is computed once, when the
/// identifier is made, so that de-duplicating a thread never hashes the same string twice.
public struct MessageID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier as the app spells it (a server id or a local UUID).
  public var rawValue: String {
    didSet { hash = ScalarIdentity.hash(rawValue) }
  }
  private var hash: Int

  /// Wraps an identifier string.
  public init(rawValue: String) {
    self.rawValue = rawValue
    hash = ScalarIdentity.hash(rawValue)
  }

  /// Wraps an identifier string.
  public init(_ rawValue: String) { self.init(rawValue: rawValue) }

  /// Wraps a string literal, so tests and examples can write `"m1"`.
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  /// Decodes a bare string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes a bare string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The raw identifier.
  public var description: String { rawValue }

  /// Feeds the hash computed once at creation.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The hash `Set` and `Dictionary` use, without running `Hasher` again.
  ///
  /// It is the cached hash of the UTF-8 bytes (SipHash with the process's random seed)
  /// mixed with the table's seed, through `Hashable`'s fast-path customization point.
  public func _rawHashValue(seed: Int) -> Int { hash ^ seed }

  /// Equal Unicode scalars, not canonical equivalence.
  ///
  /// `"e\u{301}"` and `"\u{E9}"` are different identifiers, as they are to a server. The
  /// cached hashes are compared first, which rejects most unequal identifiers without
  /// touching their bytes.
  public static func == (lhs: MessageID, rhs: MessageID) -> Bool {
    lhs.hash == rhs.hash && ScalarIdentity.equal(lhs.rawValue, rhs.rawValue, hash: lhs.hash)
  }

  /// Orders identifiers by their Unicode scalars; used as the last tie-breaker when ordering.
  public static func < (lhs: MessageID, rhs: MessageID) -> Bool {
    ScalarIdentity.precedes(lhs.rawValue, rhs.rawValue)
  }
}
