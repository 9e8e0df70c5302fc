/// A word that elides before a name starting with a vowel sound: French "de Alice" is
/// "d’Alice", "de Hugo" "d’Hugo".
package struct Elision: Hashable, Sendable {
  /// The word as written before a consonant, with its space: `"de "`.
  package var word: String
  /// The elided form, joined to the name: `"d’"`.
  package var elided: String
  /// The lowercase first letters that elide (vowels, accented ones and a mute `h`).
  package var letters: Set<Character>
  /// First letters that elide only before a consonant: French `y` ("d’Yves", but
  /// "de Yasmine", whose `y` sounds as a consonant).
  package var onlyBeforeConsonant: Set<Character>

  /// Creates an elision.
  package init(
    word: String, elided: String, letters: Set<Character>, onlyBeforeConsonant: Set<Character> = []
  ) {
    self.word = word
    self.elided = elided
    self.letters = letters
    self.onlyBeforeConsonant = onlyBeforeConsonant
  }

  /// `filled` with ``word`` elided before `name`, when `name` starts with one of
  /// ``letters``.
  ///
  /// - Parameters:
  ///   - filled: A filled phrase containing `name`.
  ///   - name: The name as filled in (its first letter decides; isolation marks before it
  ///     are skipped).
  package func applied(to filled: String, name: String) -> String {
    let initials = name.unicodeScalars.filter { $0.properties.isAlphabetic }.prefix(2)
      .map { Character(String($0).lowercased()) }
    guard let first = initials.first else { return filled }
    let second = initials.dropFirst().first
    let elides =
      letters.contains(first)
      || (onlyBeforeConsonant.contains(first) && second.map { !letters.contains($0) } == true)
    guard elides else { return filled }
    let target = Array(word + name)
    let characters = Array(filled)
    guard target.count <= characters.count else { return filled }
    for start in 0...(characters.count - target.count)
    where characters[start..<start + target.count].elementsEqual(target) {
      return String(characters[..<start]) + elided + name
        + String(characters[(start + target.count)...])
    }
    return filled
  }
}
