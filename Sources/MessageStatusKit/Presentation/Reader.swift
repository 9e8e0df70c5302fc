/// Someone who read an outgoing group message, or has it: one entry of
/// ``BubbleDescription/readers`` or ``BubbleDescription/deliveredTo``.
///
/// Entries come in the order they read (it reached them), where the input gives each one's
/// time, then those without a time, by name. A front end draws them as an avatar stack or a "Seen
/// by" list; the spoken label names them only when ``BubbleDescription/Options/namedReaders``
/// asks.
public struct Reader: Hashable, Codable, Sendable, Identifiable {
  /// Their user id.
  public var id: UserID
  /// Their name as the conversation shows it (the id when it has none), without the bidi
  /// controls that could reorder it.
  public var name: String
  /// The first character of the name, upper-cased: an avatar's initial.
  public var initial: String
  /// When they read it (in ``BubbleDescription/deliveredTo``: when it reached them), written
  /// as the bubble's time is ("10:45 AM"); `nil` when unknown.
  public var timestamp: Optional<String>
  /// That instant in ISO 8601 UTC (`2025-10-21T10:45:00Z`); `nil` when unknown.
  public var instant: Optional<String>

  /// Creates a reader.
  package init(
    id: UserID, name: String, initial: String? = nil, timestamp: String?, instant: String?
  ) {
    self.id = id
    self.name = name
    self.initial = initial ?? Self.initial(of: name)
    self.timestamp = timestamp
    self.instant = instant
  }

  /// The first character of `name`, upper-cased; empty for an empty name.
  static func initial(of name: String) -> String {
    name.first.map { String($0).uppercased() } ?? ""
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, initial, timestamp, instant
  }

  /// Encodes every key, `null` for an unknown time, in the schema's order.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(name, forKey: .name)
    try c.encode(initial, forKey: .initial)
    try c.encode(timestamp, forKey: .timestamp)
    try c.encode(instant, forKey: .instant)
  }
}
