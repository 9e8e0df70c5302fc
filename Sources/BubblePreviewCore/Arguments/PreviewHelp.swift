import MessageStatusKit
import MessageStatusRendering

/// The texts of `--help` and `--version`.
enum PreviewHelp {
  static let version =
    "bubble-preview 0.1.0 (MessageStatusKit; JSON schema version \(JSONRenderer.schemaVersion))"

  static func text(for command: PreviewSubcommand?) -> String {
    switch command {
    case .gallery: gallery
    case .render: render
    case .conversations: conversations
    case .compose: compose
    case .palette: palette
    case .phrases: phrases
    case nil: overview
    }
  }

  /// The styles as a usage list: `ticks|circles|receiptBadge|text`.
  private static let styles = StatusStyle.allCases.map(\.rawValue).joined(separator: "|")

  static let overview = """
    bubble-preview: see and hear every message bubble state.

    USAGE
      bubble-preview gallery [options]   every built-in state, in any of the formats
      bubble-preview render [options]    your own message states from a JSON document
      bubble-preview conversations [options]  your conversation list's rows
      bubble-preview compose [options]   the composer's rules and words for your drafts
      bubble-preview palette [options]   your palette's contrast, pair by pair (WCAG 2.2)
      bubble-preview phrases [options]   every phrase of every language, for translators
      bubble-preview help [\(PreviewSubcommand.allCases.map(\.rawValue).joined(separator: "|"))]
      bubble-preview --version

    Run 'bubble-preview gallery --output gallery.html' and open the page.

    EXIT STATUS
      0 ok, 64 usage error, 65 bad input data (or, for palette, a pair below
      WCAG 2.2 contrast), 66 input missing or unreadable,
      73 output cannot be created, 74 writing failed, 128+n stopped by signal n.
      Errors name the JSON path of the problem.

    """

  static let gallery = """
    USAGE: bubble-preview gallery [--format \(OutputFormat.usage(first: .html))] [--style \(styles)|all]
                                  [--appearance light|dark] [--locale en] [--palette FILE]
                                  [--output FILE] [--no-motion] [--conversations]

    Renders the built-in gallery: outgoing messages in every state and incoming ones,
    one-to-one and in groups where nobody, some or everyone has read, for each style;
    with --conversations, a conversation list's rows in every state instead.


    """ + PreviewFlag.optionsSection(of: .gallery)

  static let render = """
    USAGE: bubble-preview render [--input FILE|-] [--format \(OutputFormat.usage(first: .json))] [--palette FILE]
                                 [--phrases FILE] [--output FILE|-] [--thread] [--no-motion]
                                 [--max-input-bytes N]

    Renders the messages of an input document (standard input by default), in input order;
    with --thread, as a thread: ordered, repeated ids merged (never regressing), grouped
    into runs, with day separators (options.now sets "Today").
    The document's shape is Schemas/input.schema.json; see the README for an example.


    """ + PreviewFlag.optionsSection(of: .render)

  static let conversations = """
    USAGE: bubble-preview conversations [--input FILE|-] [--format \(OutputFormat.usage(first: .json))] [--palette FILE]
                                        [--output FILE|-] [--no-motion] [--max-input-bytes N]

    Renders a conversation list: one row per conversation of an input document (standard
    input by default), in input order, from its latest message: the title, the preview
    ("You: …", or the sender's name in groups), the status, the time relative to
    options.now ("Yesterday", a weekday, a date) and one spoken label. Each conversation
    is a render document without options, with an optional "title".
    The document's shape is Schemas/conversations-input.schema.json.


    """ + PreviewFlag.optionsSection(of: .conversations)

  static let compose = """
    USAGE: bubble-preview compose [--input FILE|-] [--format \(OutputFormat.usage(first: .json))] [--output FILE|-]
                                  [--max-input-bytes N]

    Describes the message composer for each draft of an input document (standard input by
    default): validation with the limit applied to the trimmed draft, the error, the
    character counter, the send button and its disabled reason, what send does, and the
    announcement when the counter appears or crosses the limit. A draft without
    "previous" follows the draft before it. "interaction" (untouched, edited or
    sendAttempted) decides what is an error: a blank draft only after a send attempt.
    The shape is Schemas/compose-input.schema.json; the JSON output's is
    Schemas/composer.schema.json.


    """ + PreviewFlag.optionsSection(of: .compose)

  static let palette = """
    USAGE: bubble-preview palette [--input FILE|-] [--output FILE|-]

    Checks a palette file (the JSON document's "palette": light, dark,
    lightIncreasedContrast and darkIncreasedContrast, each token a #RRGGBB colour)
    against WCAG 2.2: every colour pair a bubble can draw, its contrast ratio, the ratio
    it needs (4.5:1 for text, 7:1 with increased contrast, 3:1 for the badge's shape), and
    for a pair below it the nearest colour of the same hue that passes. Exits 65 when any
    pair fails, 0 when all pass.


    """ + PreviewFlag.optionsSection(of: .palette)

  static let phrases = """
    USAGE: bubble-preview phrases [--export xcstrings] [--output FILE|-]

    Writes every phrase of every language the library speaks as a String Catalog
    (.xcstrings), English the source language, with the phrases each regional variety
    (pt-PT, es-419, zh-Hant-HK) writes its own way: one key per phrase (Phrasebook.keys),
    plural phrases varied by the categories each language's CLDR rule uses, slots such as
    {count} and {name} kept in braces. An app's edited catalog overrides the library's
    words with Phrasebook.overriding(stringCatalog:).


    """ + PreviewFlag.optionsSection(of: .phrases)
}
