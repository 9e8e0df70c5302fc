extension Conversation: Codable {
  private enum CodingKeys: String, CodingKey {
    case participants, viewer, kind, displayNames
  }

  /// Decodes `{"participants": ["me", "alice"], "viewer": "me", "kind": "direct",
  /// "displayNames": {"alice": "Alice"}}`; `kind` and `displayNames` may be left out
  /// (the kind is then inferred as in ``init(participants:viewer:displayNames:kind:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = try container.decodeIfPresent([String: String].self, forKey: .displayNames) ?? [:]
    self.init(
      participants: try container.decode([UserID].self, forKey: .participants),
      viewer: try container.decode(UserID.self, forKey: .viewer),
      displayNames: Dictionary(uniqueKeysWithValues: names.map { (UserID($0.key), $0.value) }),
      kind: try container.decodeIfPresent(Kind.self, forKey: .kind))
  }

  /// Encodes participants sorted (so the bytes are stable) and display names as an
  /// object keyed by id.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(participants.sorted(by: UserID.precedes), forKey: .participants)
    try container.encode(viewer, forKey: .viewer)
    try container.encode(kind, forKey: .kind)
    let names = Dictionary(uniqueKeysWithValues: displayNames.map { ($0.key.rawValue, $0.value) })
    try container.encode(names, forKey: .displayNames)
  }
}
