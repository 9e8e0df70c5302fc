/// How a language lists several names: CLDR's standard "and" list.
///
/// CLDR writes each pattern as `{0}…{1}`; for the library's languages each is a connector
/// between two items: English "Alice and Bob", "Alice, Bob, and Carol"; French "Alice et
/// Bob", "Alice, Bob et Carol"; Japanese "アリス、ボブ"; Arabic "أليس وبوب". CI compares
/// them with ICU's list formatter.
package struct ListPattern: Hashable, Sendable {
  /// Between the two items of a pair: `" and "`.
  package var pair: String
  /// Between the items before the last two: `", "`.
  package var middle: String
  /// Before the last of three or more: `", and "`.
  package var last: String
  /// A change to a connector that depends on the word after it, as CLDR has for Spanish.
  package var soundRule: SoundRule?

  /// A connector that changes with the sound of the next word.
  package enum SoundRule: Hashable, Sendable {
    /// Spanish "y" is "e" before a word starting with an "i" sound: "i…", "hi", and "hi"
    /// followed by anything but "a" or "e" (ICU's rule: "Ana e Isabel", "Ana y Hielo").
    case spanishConjunction
    /// Hebrew "ו" is "ו-" before a word that does not start with a Hebrew letter: "אליס
    /// ובוב", "אליס ו-Bob" (ICU's rule; the isolate the library puts around a name is not
    /// the word's start).
    case hebrewConjunction
  }

  /// A pattern from its connectors.
  package init(pair: String, middle: String, last: String, soundRule: SoundRule? = nil) {
    self.pair = pair
    self.middle = middle
    self.last = last
    self.soundRule = soundRule
  }

  /// `items` joined: one as it is, two with ``pair``, more with ``middle`` and ``last``.
  package func joined(_ items: [String]) -> String {
    guard let final = items.last else { return "" }
    guard items.count > 1 else { return final }
    let connector = adjusted(items.count == 2 ? pair : last, before: final)
    return items.dropLast().joined(separator: middle) + connector + final
  }

  private func adjusted(_ connector: String, before word: String) -> String {
    switch soundRule {
    case nil: return connector
    case .spanishConjunction:
      // The isolate the library puts around a name is not the word's start ("Ana e
      // ⁨Isabel כהן⁩", as ICU says "Ana e Isabel כהן").
      let isolates: ClosedRange<Unicode.Scalar> = "\u{2066}"..."\u{2069}"
      let lower = word.lowercased().unicodeScalars.filter { !isolates.contains($0) }
        .map(Character.init)
      let iSound =
        lower.first == "i"
        || (lower.count >= 2 && lower[0] == "h" && lower[1] == "i"
          && (lower.count == 2 || !["a", "e"].contains(lower[2])))
      return iSound ? String(connector.map { $0 == "y" ? "e" : $0 }) : connector
    case .hebrewConjunction:
      let isolates: ClosedRange<Unicode.Scalar> = "\u{2066}"..."\u{2069}"
      let first = word.unicodeScalars.first { !isolates.contains($0) }
      guard let first, !Self.isHebrew(first), connector.hasSuffix("ו") else { return connector }
      return connector + "-"
    }
  }

  /// Whether `scalar` is of the Hebrew script, as ICU 72's list formatter tests it.
  private static func isHebrew(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0591...0x05C7, 0x05D0...0x05EA, 0x05EF...0x05F4, 0xFB1D...0xFB36, 0xFB38...0xFB3C,
      0xFB3E, 0xFB40...0xFB41, 0xFB43...0xFB44, 0xFB46...0xFB4F:
      true
    default: false
    }
  }
}
