// Suggestions for a mistyped name: a phrase key, a field, an option.

/// The closest candidate to `word` by edit distance, if it is close enough to be a typo
/// (at most a third of the word's length, and at least 1).
package func nearest(_ word: String, among candidates: [String]) -> String? {
  // A name more than twice as long as every candidate is more edits away than a suggestion
  // allows (a third of its length): skip the quadratic distance (a 14.7 MB field name took
  // 73 s).
  let longest = candidates.map(\.utf8.count).max() ?? 0
  guard word.utf8.count <= 2 * longest else { return nil }
  let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  return best.1 <= max(1, word.count / 3) ? best.0 : nil
}

/// Edit distance between two strings, by characters: insertions, deletions, substitutions
/// and transpositions of two neighbours (`stlye` is one edit from `style`), each one edit
/// (the optimal string alignment distance).
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}
