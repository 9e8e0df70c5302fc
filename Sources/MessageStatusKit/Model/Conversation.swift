/// Who takes part in a chat, who is looking at it, and what to call them.
///
/// ```swift
/// let chat = Conversation(
///   participants: ["me", "alice", "bob"], viewer: "me",
///   displayNames: ["alice": "Alice", "bob": "Bob"])
/// chat.kind  // .group
/// ```
public struct Conversation: Hashable, Sendable {
  /// Whether a chat is one-to-one or a group; it changes labels and the default policy.
  public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
    /// Two people.
    case direct = "direct"
    /// A group chat, however small.
    case group = "group"
  }

  /// Everyone in the chat, the viewer included.
  ///
  /// Duplicates collapse.
  public var participants: Set<UserID> {
    get { storage.participants }
    set {
      storage = Storage(
        participants: newValue, table: ParticipantTable(newValue), readerRanks: ReaderRanks(),
        viewer: viewer, kind: kind, displayNames: displayNames, readMarks: readMarks,
        deliveryMarks: deliveryMarks)
    }
  }
  /// The person looking at the screen; their messages are outgoing.
  public var viewer: UserID {
    get { storage.viewer }
    set { storage = storage.with(viewer: newValue) }
  }
  /// One-to-one or group.
  public var kind: Kind {
    get { storage.kind }
    set { storage = storage.with(kind: newValue) }
  }
  /// Names to show and speak; ids without one use the raw id.
  public var displayNames: [UserID: String] {
    get { storage.displayNames }
    set {
      storage = Storage(
        participants: participants, table: table, readerRanks: ReaderRanks(), viewer: viewer,
        kind: kind, displayNames: newValue, readMarks: readMarks, deliveryMarks: deliveryMarks)
    }
  }
  /// How far each member has read, as their backend reports it: every message one of a
  /// member's marks reaches counts as read by them (``Message/readBy``), beside its own
  /// receipts.
  ///
  /// At most one mark of each kind per member; set them with ``markRead(upTo:by:)``, which
  /// never moves a mark back.
  public var readMarks: [UserID: [ReceiptMark]] {
    get { storage.readMarks }
    set { storage = storage.with(readMarks: newValue) }
  }
  /// How far each member has received, as their backend reports it.
  ///
  /// Every message one of a member's marks reaches counts as delivered to them
  /// (``Message/deliveredTo``). A read mark counts as delivered too. Set them with
  /// ``markDelivered(upTo:by:)``.
  public var deliveryMarks: [UserID: [ReceiptMark]] {
    get { storage.deliveryMarks }
    set { storage = storage.with(deliveryMarks: newValue) }
  }
  /// The participants by position, for receipt counting; not part of equality.
  var table: ParticipantTable { storage.table }
  /// Whether any member has a mark.
  package var hasMarks: Bool { storage.hasMarks }
  /// Whether `user` takes part: one probe of the participant table, by the identifier's
  /// cached hash.
  package func isParticipant(_ user: UserID) -> Bool { table.position(of: user) != nil }
  /// The participants' order by name among readers, made when first needed; not part of
  /// equality.
  var readerRanks: ReaderRanks { storage.readerRanks }

  /// Everything in one immutable box; a setter makes a new one.
  ///
  /// A conversation is copied for every bubble described and every message of a thread,
  /// and a box is one reference count where six fields were six (`Benchmarks/README.md`,
  /// section 21).
  private var storage: Storage

  /// The conversation's fields; never changed once made.
  private final class Storage: Sendable {
    let participants: Set<UserID>
    let table: ParticipantTable
    let readerRanks: ReaderRanks
    let viewer: UserID
    let kind: Kind
    let displayNames: [UserID: String]
    let readMarks: [UserID: [ReceiptMark]]
    let deliveryMarks: [UserID: [ReceiptMark]]
    /// Whether either has a mark: asked for every bubble described.
    let hasMarks: Bool

    init(
      participants: Set<UserID>, table: ParticipantTable, readerRanks: ReaderRanks,
      viewer: UserID, kind: Kind, displayNames: [UserID: String],
      readMarks: [UserID: [ReceiptMark]] = [:], deliveryMarks: [UserID: [ReceiptMark]] = [:]
    ) {
      self.participants = participants
      self.table = table
      self.readerRanks = readerRanks
      self.viewer = viewer
      self.kind = kind
      self.displayNames = displayNames
      self.readMarks = readMarks
      self.deliveryMarks = deliveryMarks
      hasMarks = !readMarks.isEmpty || !deliveryMarks.isEmpty
    }

    func with(
      viewer: UserID? = nil, kind: Kind? = nil, readMarks: [UserID: [ReceiptMark]]? = nil,
      deliveryMarks: [UserID: [ReceiptMark]]? = nil
    ) -> Storage {
      Storage(
        participants: participants, table: table, readerRanks: readerRanks,
        viewer: viewer ?? self.viewer, kind: kind ?? self.kind, displayNames: displayNames,
        readMarks: readMarks ?? self.readMarks, deliveryMarks: deliveryMarks ?? self.deliveryMarks)
    }
  }

  /// Creates a conversation.
  ///
  /// - Parameters:
  ///   - participants: Everyone in the chat; duplicates collapse.
  ///   - viewer: The person looking at the screen.
  ///   - displayNames: Names to show and speak, by id.
  ///   - kind: One-to-one or group; `nil` infers `group` for more than two participants
  ///     and `direct` otherwise (apps with two-person groups pass `.group`).
  public init(
    participants: some Sequence<UserID>, viewer: UserID, displayNames: [UserID: String] = [:],
    kind: Kind? = nil
  ) {
    // An array or a set (what callers pass) is made a set by code compiled for `UserID`;
    // through the generic parameter each of a million members was copied by its witness
    // table (a third of the command's time on a million participants).
    let unique =
      (participants as? [UserID]).map(Set.init) ?? (participants as? Set<UserID>)
      ?? Set(participants)
    storage = Storage(
      participants: unique, table: ParticipantTable(unique), readerRanks: ReaderRanks(),
      viewer: viewer, kind: kind ?? (unique.count > 2 ? .group : .direct),
      displayNames: displayNames)
  }

  /// The name to show and speak for `user`: its display name when it has a non-empty
  /// one, else its raw id.
  public func name(of user: UserID) -> String {
    if let name = displayNames[user], !name.isEmpty { return name }
    return user.rawValue
  }

  /// The name a bubble shows and speaks for `user`: its name without bidi tricks
  /// (``BidiIsolation/neutralised(_:)``), or the raw id when nothing of it would show.
  package func shownName(of user: UserID) -> String {
    let name = BidiIsolation.neutralised(name(of: user))
    return BubbleDescription.showsText(name) ? name : user.rawValue
  }
}

extension Conversation {
  /// Equal participants, viewer, kind, names and marks.
  public static func == (lhs: Conversation, rhs: Conversation) -> Bool {
    lhs.storage === rhs.storage
      || lhs.participants == rhs.participants && lhs.viewer == rhs.viewer && lhs.kind == rhs.kind
        && lhs.displayNames == rhs.displayNames && lhs.readMarks == rhs.readMarks
        && lhs.deliveryMarks == rhs.deliveryMarks
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(participants)
    hasher.combine(viewer)
    hasher.combine(kind)
    hasher.combine(displayNames)
    hasher.combine(readMarks)
    hasher.combine(deliveryMarks)
  }
}

extension Conversation: CustomReflectable {
  /// Its public properties: the positions and ranks kept for counting follow how the
  /// participants' set was built, so equal conversations would `dump` apart (snapshot tests
  /// of a conversation see its sets).
  ///
  /// Marks are shown only when there are some, so a conversation without any dumps as it
  /// always has.
  public var customMirror: Mirror {
    var children: KeyValuePairs<String, Any> = [
      "participants": participants, "viewer": viewer, "kind": kind,
      "displayNames": displayNames,
    ]
    if !readMarks.isEmpty || !deliveryMarks.isEmpty {
      children = [
        "participants": participants, "viewer": viewer, "kind": kind,
        "displayNames": displayNames, "readMarks": readMarks, "deliveryMarks": deliveryMarks,
      ]
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
