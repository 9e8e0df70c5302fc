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
    didSet {
      table = ParticipantTable(participants)
      readerRanks = ReaderRanks()
    }
  }
  /// The participants by position, for receipt counting; not part of equality.
  private(set) var table: ParticipantTable
  /// The participants' order by name among readers, made when first needed; not part of
  /// equality.
  private(set) var readerRanks = ReaderRanks()
  /// The person looking at the screen; their messages are outgoing.
  public var viewer: UserID
  /// One-to-one or group.
  public var kind: Kind
  /// Names to show and speak; ids without one use the raw id.
  public var displayNames: [UserID: String] {
    didSet { readerRanks = ReaderRanks() }
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
    self.participants = unique
    table = ParticipantTable(unique)
    self.viewer = viewer
    self.displayNames = displayNames
    self.kind = kind ?? (unique.count > 2 ? .group : .direct)
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
  /// Equal participants, viewer, kind and names.
  public static func == (lhs: Conversation, rhs: Conversation) -> Bool {
    lhs.participants == rhs.participants && lhs.viewer == rhs.viewer && lhs.kind == rhs.kind
      && lhs.displayNames == rhs.displayNames
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(participants)
    hasher.combine(viewer)
    hasher.combine(kind)
    hasher.combine(displayNames)
  }
}
