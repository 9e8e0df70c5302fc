extension Conversation: Codable {
  private enum CodingKeys: String, CodingKey {
    case participants, viewer, kind, displayNames, readMarks, deliveryMarks
  }

  /// Decodes `{"participants": ["me", "alice"], "viewer": "me", "kind": "direct",
  /// "displayNames": {"alice": "Alice"}}`; `kind` and `displayNames` may be left out
  /// (the kind is then inferred as in ``init(participants:viewer:displayNames:kind:)``).
  ///
  /// `readMarks` and `deliveryMarks`, when present, are objects keyed by member id whose
  /// values are arrays of marks as ``ReceiptMark`` encodes them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = try container.decodeIfPresent([String: String].self, forKey: .displayNames) ?? [:]
    self.init(
      participants: try container.decode([UserID].self, forKey: .participants),
      viewer: try container.decode(UserID.self, forKey: .viewer),
      displayNames: Dictionary(uniqueKeysWithValues: names.map { (UserID($0.key), $0.value) }),
      kind: try container.decodeIfPresent(Kind.self, forKey: .kind))
    func marks(_ key: CodingKeys) throws -> [UserID: [ReceiptMark]] {
      let marks = try container.decodeIfPresent([String: [ReceiptMark]].self, forKey: key) ?? [:]
      var byID: [UserID: [ReceiptMark]] = [:]
      for (id, given) in marks {
        byID[UserID(id), default: []] = given.reduce(byID[UserID(id)] ?? [], ReceiptMark.merging)
      }
      return byID
    }
    readMarks = try marks(.readMarks)
    deliveryMarks = try marks(.deliveryMarks)
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
    // Only when there are some: a conversation without marks encodes as it always has.
    for (key, marks) in [(CodingKeys.readMarks, readMarks), (.deliveryMarks, deliveryMarks)]
    where !marks.isEmpty {
      let byID = Dictionary(marks.map { ($0.key.rawValue, $0.value) }) { $0 + $1 }
      try container.encode(byID, forKey: key)
    }
  }
}
