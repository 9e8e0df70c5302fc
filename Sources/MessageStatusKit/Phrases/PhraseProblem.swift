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

  /// `key: reason`, in English, as a developer reads it.
  public var description: String { "\(key): \(reason)" }

  /// The reason alone: `{liczba} is not a slot of labelReadBy.few; it has {count}, {total}`.
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
  /// phrase does not have or are unpaired. An empty list means every word will be used as
  /// written.
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

  /// Every key's slots, from English's phrases (every language's phrase has its slots).
  private static let slotsByKey: [String: Set<String>] = {
    var all: [String: Set<String>] = [:]
    // A plural form English leaves to `other` (`labelReadBy.few`) has `other`'s slots.
    let english = said(in: Language.english.phrasebook.phrasesByKey)
    for key in keys {
      var slots = Set(PhraseTemplate(english(key) ?? "").slots)
      // A day heading may write its day in two digits where English writes it in one.
      if !slots.isDisjoint(with: PhraseTemplate.Slot.date) {
        slots.formUnion(PhraseTemplate.Slot.date)
      }
      all[key] = Set(slots.map(\.rawValue))
    }
    return all
  }()

}
