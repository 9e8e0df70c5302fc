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
  ///
  /// Each of the three may also be an array of `{"id": …, "name": …}` (or `"marks"`)
  /// objects, the form ``encode(to:)`` writes for ids that an object's keys cannot keep
  /// apart. Foundation's decoders merge the keys of an object that are equal as strings
  /// (`"Å"`, U+212B, and `"Å"`, U+00C5) before the library sees them; ids that differ only
  /// so need the array form. An id the array lists twice is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      participants: try container.decode([UserID].self, forKey: .participants),
      viewer: try container.decode(UserID.self, forKey: .viewer),
      displayNames: try Self.byID(String.self, in: container, forKey: .displayNames),
      kind: try container.decodeIfPresent(Kind.self, forKey: .kind))
    func marks(_ key: CodingKeys) throws -> [UserID: [ReceiptMark]] {
      try Self.byID([ReceiptMark].self, in: container, forKey: key).mapValues {
        $0.reduce([], ReceiptMark.merging)
      }
    }
    readMarks = try marks(.readMarks)
    deliveryMarks = try marks(.deliveryMarks)
  }

  /// Encodes participants sorted (so the bytes are stable) and display names as an
  /// object keyed by id; marks, when there are some, the same way.
  ///
  /// Where two ids are equal as strings but kept apart as ids (``UserID`` compares Unicode
  /// scalars: `"Å"`, U+212B, and `"Å"`, U+00C5), an object's keys could not keep them
  /// apart: that member is then an array of `{"id": …, "name": …}` (or `"marks"`)
  /// objects, sorted by id, which ``init(from:)`` reads back.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(participants.sorted(by: UserID.precedes), forKey: .participants)
    try container.encode(viewer, forKey: .viewer)
    try container.encode(kind, forKey: .kind)
    try Self.encode(displayNames, in: &container, forKey: .displayNames)
    // Only when there are some: a conversation without marks encodes as it always has.
    for (key, marks) in [(CodingKeys.readMarks, readMarks), (.deliveryMarks, deliveryMarks)]
    where !marks.isEmpty {
      try Self.encode(marks, in: &container, forKey: key)
    }
  }

  /// The value named for each id: an object keyed by id, or an array of entries.
  private static func byID<Value: Decodable>(
    _ type: Value.Type, in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys
  ) throws -> [UserID: Value] {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return [:] }
    do {
      let object = try container.decode([String: Value].self, forKey: key)
      return Dictionary(uniqueKeysWithValues: object.map { (UserID($0.key), $0.value) })
    } catch DecodingError.typeMismatch(_, let context)
      where context.codingPath.count == container.codingPath.count + 1
    {
      // Not an object: the array form.
    }
    let entries: [IDEntry<Value>]
    do {
      entries = try container.decode([IDEntry<Value>].self, forKey: key)
    } catch DecodingError.typeMismatch(_, let context)
      where context.codingPath.count == container.codingPath.count + 1
    {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription:
          "expected an object keyed by id, or an array of {\"id\": …, \"\(IDEntry<Value>.Key.value.stringValue)\": …}"
      )
    }
    var byID: [UserID: Value] = [:]
    for entry in entries {
      guard byID.updateValue(entry.value, forKey: entry.id) == nil else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "\(key.stringValue) lists the id \(entry.id.rawValue) twice")
      }
    }
    return byID
  }

  /// `values` as an object keyed by id, or as an array of entries where two ids are one
  /// key.
  private static func encode<Value: Encodable>(
    _ values: [UserID: Value], in container: inout KeyedEncodingContainer<CodingKeys>,
    forKey key: CodingKeys
  ) throws {
    var object: [String: Value] = [:]
    for (id, value) in values where object.updateValue(value, forKey: id.rawValue) != nil {
      let entries = values.sorted { UserID.precedes($0.key, $1.key) }.map {
        IDEntry(id: $0.key, value: $0.value)
      }
      try container.encode(entries, forKey: key)
      return
    }
    try container.encode(object, forKey: key)
  }
}

/// One id's value in the array form of a ``Conversation``'s members keyed by id:
/// `{"id": …, "name": …}` for a display name, `{"id": …, "marks": […]}` for marks.
private struct IDEntry<Value> {
  var id: UserID
  var value: Value

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static var id: Key { Key(stringValue: "id") }
    /// The value's key: `name` for a display name, `marks` for marks.
    static var value: Key { Key(stringValue: Value.self == String.self ? "name" : "marks") }
  }
}

extension IDEntry: Decodable where Value: Decodable {
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    id = try c.decode(UserID.self, forKey: .id)
    value = try c.decode(Value.self, forKey: .value)
  }
}

extension IDEntry: Encodable where Value: Encodable {
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(id, forKey: .id)
    try c.encode(value, forKey: .value)
  }
}
