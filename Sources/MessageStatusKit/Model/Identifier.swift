/// What an ``Identifier`` names.
///
/// Each kind is its own type, so a ``UserID`` can never be passed where a ``MessageID``
/// belongs.
public protocol IdentifierKind: Sendable {}

/// Marks identifiers of users (``UserID``).
public enum UserKind: IdentifierKind {}

/// Marks identifiers of messages (``MessageID``).
public enum MessageKind: IdentifierKind {}

/// A user's identifier, as the app's server spells it: `"alice"`.
public typealias UserID = Identifier<UserKind>

/// A message's identifier, as the app spells it (a server id or a local UUID): `"m1"`.
public typealias MessageID = Identifier<MessageKind>

/// An identifier string of one kind, with its hash computed once.
///
/// Encodes as a bare string: `"alice"`. The hash is computed when the identifier is made, so
/// group aggregation and de-duplicating a thread, which look identifiers up in sets many
/// thousands of times, never hash the same string twice.
///
/// The cached hash is seeded per process, as every Swift hash is, so it is kept out of
/// sight: `dump`, `Mirror` and the snapshot libraries built on them show the raw value
/// alone, the same in every process. Equality is by Unicode scalars everywhere.
public struct Identifier<Kind: IdentifierKind>: RawRepresentable, Hashable,
  Codable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible,
  CustomReflectable
{
  /// The identifier as the app spells it.
  public var rawValue: String {
    didSet { hash = ScalarIdentity.hash(rawValue) }
  }
  /// The hash of the raw value's scalars, computed once (``ParticipantTable`` and the
  /// command's reader probe tables by it).
  package private(set) var hash: Int

  /// Wraps an identifier string.
  public init(rawValue: String) {
    self.rawValue = rawValue
    hash = ScalarIdentity.hash(rawValue)
  }

  /// Wraps an identifier string.
  public init(_ rawValue: String) { self.init(rawValue: rawValue) }

  /// Wraps a string literal, so tests and examples can write `"alice"` (and `"m\(n)"`).
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

  /// The raw value alone, so that `dump(id)` and snapshots of values holding identifiers
  /// are the same in every process (the cached hash is seeded per process).
  public var customMirror: Mirror { Mirror(self, children: ["rawValue": rawValue]) }

  /// Equal Unicode scalars, not canonical equivalence.
  ///
  /// `"e\u{301}"` and `"\u{E9}"` are different identifiers, as they are to a server. The
  /// cached hashes are compared first, which rejects most unequal identifiers without
  /// touching their bytes.
  public static func == (lhs: Identifier, rhs: Identifier) -> Bool {
    lhs.hash == rhs.hash && ScalarIdentity.equal(lhs.rawValue, rhs.rawValue, hash: lhs.hash)
  }

  /// Whether `lhs` comes before `rhs` by their Unicode scalars, so sorted output is stable
  /// (and a thread has a last tie-breaker).
  package static func precedes(_ lhs: Identifier, _ rhs: Identifier) -> Bool {
    ScalarIdentity.precedes(lhs.rawValue, rhs.rawValue)
  }
}
