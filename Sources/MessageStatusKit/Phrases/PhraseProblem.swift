/// What is wrong with an app's words for one phrase key: a key no phrase has, a slot the
/// phrase does not have, or a brace without its pair.
///
/// ``Phrasebook/problems(in:)`` lists them before the words are used, so a key the library
/// renamed or removed is reported rather than silently never asked for:
///
/// ```swift
/// for problem in Phrasebook.problems(in: ["labelStatus.faild": "couldn't send"]) {
///   print(problem)
///   // labelStatus.faild: no phrase has this key; did you mean labelStatus.failed?
/// }
/// ```
public struct PhraseProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// No phrase has the key; the nearest key, if one is close.
    case unknownKey(suggestion: String?)
    /// The words name a slot the phrase does not have (`{liczba}` for `{count}`).
    case unknownSlot(String)
    /// A `{` without its `}`, or the reverse.
    case unbalancedBrace
  }

  /// The key as the app wrote it.
  public let key: String
  /// What is wrong with it.
  public let kind: Kind

  /// Creates a problem.
  public init(key: String, kind: Kind) {
    self.key = key
    self.kind = kind
  }

  /// In English, as a developer reads it: `labelStatus.faild: no phrase has this key; did
  /// you mean labelStatus.failed?`, `{liczba} is not a slot of labelReadBy.few; it has
  /// {count}, {total}`.
  public var description: String {
    if case .unknownKey = kind { return "\(key): \(reason)" }
    return reason
  }

  /// The reason alone, which names the key but for an unknown one: `{liczba} is not a slot
  /// of labelReadBy.few; it has {count}, {total}`.
  public var reason: String {
    switch kind {
    case .unknownKey(let suggestion):
      "no phrase has this key" + (suggestion.map { "; did you mean \($0)?" } ?? "")
    case .unknownSlot(let name):
      "{\(name)} is not a slot of \(key); it has "
        + (Phrasebook.slotNames(ofKey: key).map { names in
          names.isEmpty ? "none" : names.sorted().map { "{\($0)}" }.joined(separator: ", ")
        } ?? "none")
    case .unbalancedBrace:
      "\(key) has a brace without its pair; slots are written {name}, and a phrase has no "
        + "other braces"
    }
  }
}

extension Phrasebook {
  /// Every problem of an app's words by key, in the keys' sorted order.
  ///
  /// Keys no phrase has (with the nearest key), and words whose braces name a slot their
  /// phrase does not have or are unpaired. Language-independent: a key of a phrase some
  /// language leaves out (English's `elision.word`, a plural form its rule never picks) is
  /// no problem here, and changes nothing in that language.
  ///
  /// ``overriding(_:)`` never throws: it keeps the library's phrase for words with a bad
  /// slot, and a key no phrase has is never asked for. Call this in a test or a debug
  /// build to see both.
  public static func problems(in words: [String: String]) -> [PhraseProblem] {
    words.keys.sorted().compactMap { key in
      guard slotNames(ofKey: key) != nil else {
        return PhraseProblem(key: key, kind: .unknownKey(suggestion: nearest(key, among: keys)))
      }
      return slotProblem(key: key, value: words[key] ?? "")
    }
  }

  /// What is wrong with `value` as the words of the phrase `key`, or `nil`.
  package static func slotProblem(key: String, value: String) -> PhraseProblem? {
    let braces = PhraseTemplate.braces(in: value)
    guard braces.balanced else { return PhraseProblem(key: key, kind: .unbalancedBrace) }
    let names = slotNames(ofKey: key) ?? []
    return braces.names.first { !names.contains($0) }.map {
      PhraseProblem(key: key, kind: .unknownSlot($0))
    }
  }

  /// The slots the phrase `key` may use (a day heading any of the date's); `nil` for a key
  /// no phrase has.
  package static func slotNames(ofKey key: String) -> Set<String>? {
    slotsByKey[key]
  }

  /// Every key's slots: those any of the library's languages writes in the phrase, in any
  /// of its plural forms or its words for zero (`statusTextReadAt.none` has `other`'s
  /// `{time}`, `labelReadBy.few` has `{total}` where English has no `few`).
  private static let slotsByKey: [String: Set<String>] = {
    var all: [String: Set<PhraseTemplate.Slot>] = [:]
    for key in keys { all[key] = [] }
    for language in Language.allCases {
      for (key, words) in language.phrasebook.phrasesByKey {
        all[phraseName(of: key), default: []].formUnion(PhraseTemplate(words).slots)
      }
    }
    var names: [String: Set<String>] = [:]
    for key in keys {
      var slots = all[phraseName(of: key)] ?? []
      // A day heading may write its day in two digits where English writes it in one.
      if !slots.isDisjoint(with: PhraseTemplate.Slot.date) {
        slots.formUnion(PhraseTemplate.Slot.date)
      }
      names[key] = Set(slots.map(\.rawValue))
    }
    return names
  }()

  /// A plural form's phrase (`labelReadBy` for `labelReadBy.few` and `labelReadBy.none`);
  /// any other key itself.
  private static func phraseName(of key: String) -> String {
    guard let dot = key.lastIndex(of: "."),
      Self.pluralEndings.contains(String(key[key.index(after: dot)...]))
    else { return key }
    return String(key[..<dot])
  }

  private static let pluralEndings: Set<String> = Set(
    PluralCategory.allCases.map(\.rawValue) + ["none"])
}
