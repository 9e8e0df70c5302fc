import MessageStatusKit

/// `bubble-preview palette`'s table: one line per colour pair and variant, columns aligned.
enum PaletteTable {
  /// The table of `checks`, with a header line, then a summary line.
  static func text(_ checks: [ContrastCheck]) -> String {
    let header = ["variant", "foreground", "background", "ratio", "needs", "result", "suggestion"]
    let rows = checks.map { check -> [String] in
      [
        check.variant.rawValue,
        "\(check.foreground.rawValue) \(check.foregroundColor.hexString)",
        "\(check.background.rawValue) \(check.backgroundColor.hexString)",
        ContrastCheck.ratioText(check.ratio),
        ContrastCheck.ratioText(check.requiredRatio),
        check.passes ? "passes" : "fails",
        check.suggestion.map {
          "\($0.token.rawValue) \($0.color.hexString) (\(ContrastCheck.ratioText(check.suggestedRatio ?? 0)))"
        } ?? "",
      ]
    }
    let table = [header] + rows
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in table {
      let cells = row.indices.map { column in
        column == row.count - 1
          ? row[column]
          : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
      }
      text += cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed() + "\n"
    }
    let failing = checks.filter { !$0.passes }.count
    text +=
      failing == 0
      ? "All \(checks.count) pairs meet WCAG 2.2 contrast.\n"
      : "\(failing) of \(checks.count) pairs are below WCAG 2.2 contrast.\n"
    return text
  }
}
