/// A line diff laid out for the review: hunks with their context, a changed line's golden
/// and output sides paired.
struct ReviewDiffRows {
  /// One side of a changed row: a line number and its text.
  struct Side: Hashable {
    var number: Int
    var text: String
  }

  /// One row of the table.
  enum Row: Hashable {
    /// Unchanged lines left out between hunks.
    case skipped(count: Int)
    /// The same line on both sides.
    case same(old: Int, new: Int, text: String)
    /// A line on either side or both; both sides present means the line changed.
    /// `revealing` when the pair differs only in normalisation, so scalars are spelled out.
    case change(old: Side?, new: Side?, revealing: Bool)
  }

  /// The rows, at most `limit` of them.
  private(set) var rows: [Row] = []
  /// Rows left out past the limit.
  private(set) var omitted = 0

  /// Lays out `diff` with `context` unchanged lines around each change.
  init(_ diff: LineDiff, context: Int = 3, limit: Int = 200) {
    let lines = diff.lines
    let revealed = diff.normalizationPairs
    var all: [Row] = []
    var shownUpTo = 0
    for hunk in diff.hunks(context: context) {
      if hunk.lowerBound > shownUpTo { all.append(.skipped(count: hunk.lowerBound - shownUpTo)) }
      var removed: [(side: Side, position: Int)] = []
      var added: [(side: Side, position: Int)] = []
      func flush() {
        for index in 0..<max(removed.count, added.count) {
          let old = index < removed.count ? removed[index] : nil
          let new = index < added.count ? added[index] : nil
          all.append(
            .change(
              old: old?.side, new: new?.side,
              revealing: revealed.contains(old?.position ?? -1)
                || revealed.contains(new?.position ?? -1)))
        }
        removed = []
        added = []
      }
      for position in hunk {
        switch lines[position] {
        case .same(let old, let new, let text):
          flush()
          all.append(.same(old: old, new: new, text: text))
        case .removed(let old, let text):
          removed.append((Side(number: old, text: text), position))
        case .added(let new, let text):
          added.append((Side(number: new, text: text), position))
        }
      }
      flush()
      shownUpTo = hunk.upperBound + 1
    }
    if shownUpTo < lines.count, shownUpTo > 0 {
      all.append(.skipped(count: lines.count - shownUpTo))
    }
    rows = Array(all.prefix(limit))
    omitted = all.count - rows.count
  }
}
