import MessageStatusKit
import MessageStatusRendering

/// The command's subcommands: one table for parsing, suggestions and help.
enum PreviewSubcommand: String, CaseIterable {
  case gallery, render, conversations, compose, palette, phrases

  /// The flags it accepts, in the order its help lists them.
  var flags: [PreviewFlag] {
    switch self {
    case .gallery:
      [.format, .style, .appearance, .locale, .palette, .output, .still, .conversations]
    case .render:
      [.input, .format, .palette, .phrases, .output, .thread, .still, .maxInputBytes]
    case .conversations: [.input, .format, .palette, .output, .still, .maxInputBytes]
    case .compose: [.input, .format, .output, .maxInputBytes]
    case .palette: [.input, .output]
    case .phrases: [.export, .output]
    }
  }

  /// "gallery, render, conversations, compose, palette or phrases": every subcommand, for
  /// error lines.
  static let list =
    allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or "
    + (allCases.last?.rawValue ?? "")

  /// Every name the command line accepts first, for "did you mean".
  static let firstArguments = allCases.map(\.rawValue) + ["help", "--help", "--version"]
}

/// Every flag of every subcommand.
enum PreviewFlag: String, CaseIterable {
  case input = "--input"
  case format = "--format"
  case style = "--style"
  case appearance = "--appearance"
  case locale = "--locale"
  case palette = "--palette"
  case phrases = "--phrases"
  case output = "--output"
  case thread = "--thread"
  case still = "--no-motion"
  case maxInputBytes = "--max-input-bytes"
  case export = "--export"
  case conversations = "--conversations"

  /// Whether it stands alone (`--thread`) instead of taking a value.
  var isSwitch: Bool { self == .thread || self == .still || self == .conversations }

  /// Its description in `subcommand`'s help, one string per line.
  func help(in subcommand: PreviewSubcommand) -> [String] {
    switch self {
    case .input:
      subcommand == .palette
        ? ["the palette file (a file, pipe or FIFO); '-' or absent reads", "standard input"]
        : ["the JSON document (a file, pipe or FIFO); '-' or absent reads", "standard input"]
    case .format:
      [Self.choices(first: subcommand == .gallery ? .html : .json)]
    case .style: ["one style, or all (default)"]
    case .appearance: ["pin light or dark; by default the page follows the reader's system"]
    case .palette:
      [
        "colours from FILE (the JSON document's \"palette\" shape); each pair",
        "below WCAG 2.2 contrast is named on standard error and on the page",
      ]
    case .phrases:
      [
        "an app's words from FILE: a String Catalog (.xcstrings) or an",
        "object of phrase keys and words (see 'bubble-preview phrases')",
      ]
    case .locale:
      [
        "language and region of labels, times and dates (default en);",
        "speaks " + Language.allCases.map(\.code).joined(separator: ", "),
      ]
    case .output:
      subcommand == .gallery
        ? [
          "write to FILE (a file whole or not at all; a device or FIFO directly);",
          "'-' is standard output",
        ]
        : [
          "write to FILE (a file whole or not at all; a device or FIFO",
          "directly); '-' is standard output",
        ]
    case .thread: ["order, de-duplicate and group before rendering"]
    case .conversations: ["a conversation list's rows instead of bubbles"]
    case .still:
      ["HTML: every status in its final state, no animation (for screenshots)"]
    case .maxInputBytes:
      ["refuse a larger input (default \(InputReader.defaultLimit), 1 GiB)"]
    case .export: ["xcstrings (default): a String Catalog"]
    }
  }

  /// "html (default), text or json": every format, the default first.
  private static func choices(first: OutputFormat) -> String {
    let rest = OutputFormat.allCases.filter { $0 != first }.map(\.rawValue)
    let others = rest.dropLast().joined(separator: ", ") + (rest.count > 1 ? " or " : "")
    return "\(first.rawValue) (default)" + (rest.isEmpty ? "" : ", " + others + (rest.last ?? ""))
  }

  /// The OPTIONS section of `subcommand`'s help: each flag, then its description in a
  /// column two spaces past the longest flag.
  static func optionsSection(of subcommand: PreviewSubcommand) -> String {
    let width = (subcommand.flags.map(\.rawValue.count).max() ?? 0) + 2
    var lines = ["OPTIONS"]
    for flag in subcommand.flags {
      for (index, line) in flag.help(in: subcommand).enumerated() {
        let lead = index == 0 ? flag.rawValue : ""
        lines.append("  " + lead + String(repeating: " ", count: width - lead.count) + line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
