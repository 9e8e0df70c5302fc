public import MessageStatusKit

/// Writes descriptions as a self-contained HTML page (or fragment) that previews each bubble.
///
/// No external resources: inline CSS with the palette as custom properties (light and dark
/// through `prefers-color-scheme`, increased contrast through `prefers-contrast`), inline
/// SVG for each symbol its bubbles draw, `dir="auto"` around user text, and each transition's reduced
/// variant under `prefers-reduced-motion`. A screen reader meets each message once: its
/// accessibility label is the bubble's only accessible text, and what it draws is hidden.
/// A `button`-role bubble is a real `<button>`, actions are `<button>`s described by their
/// message, and a thread's day headings are `<h2>`s between one list per day. A page with
/// something to activate ends with one script that dispatches `bubbleaction`. All user text
/// is escaped for its context.
public struct HTMLRenderer: BubbleRenderer {
  /// Whether to write a whole page or a fragment to embed.
  public enum Document: Hashable, Sendable {
    /// `<!DOCTYPE html>` through `</html>`, with this `<title>` and `<h1>`.
    case page(title: String)
    /// A page titled in its own language, the first description's ("Message bubbles",
    /// "Nachrichtenblasen", "فقاعات الرسائل"; a composer page "Message composer").
    case localizedPage
    /// Only the stylesheet and the thread, for embedding in another page.
    case fragment
  }

  /// Layout choices; none changes what is printed.
  public struct Options: Hashable, Sendable {
    /// Page or fragment (default: a page titled in the first bubble's language).
    public var document: Document
    /// System or pinned colours (default ``PageColorScheme/followSystem``).
    public var colorScheme: PageColorScheme
    /// The `lang` of the page.
    ///
    /// `nil` takes the first bubble's language (or `en`). The page's `dir` always follows the first
    /// bubble's `BubbleDescription.layoutDirection`.
    public var language: String?
    /// Whether status changes play their transitions (default ``Motion/animated``).
    public var motion: Motion

    /// Creates options.
    public init(
      document: Document = .localizedPage,
      colorScheme: PageColorScheme = .followSystem, language: String? = nil,
      motion: Motion = .animated
    ) {
      self.document = document
      self.colorScheme = colorScheme
      self.language = language
      self.motion = motion
    }
  }

  /// Whether a page plays the descriptions' transitions.
  public enum Motion: String, CaseIterable, Hashable, Sendable {
    /// Each status plays its transition as it appears (reduced under
    /// `prefers-reduced-motion`).
    case animated
    /// Every status is drawn in its final state with no animation, for screenshots and
    /// design review; the transition notes still say what would play.
    case still
  }

  /// `"html"`.
  public static let fileExtension = "html"

  /// Where sRGB values come from.
  public var palette: Palette
  /// Layout choices.
  public var options: Options

  /// Creates an HTML renderer.
  public init(palette: Palette = .standard, options: Options = .init()) {
    self.palette = palette
    self.options = options
  }

  /// Writes the page: one list of bubbles; a `<section>` and an `<h2>` per titled
  /// section; or a thread in one list, a day heading item before each day's first bubble.
  public func render<Bubbles: Sequence<BubbleDescription>>(
    _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream
  ) {
    var walker = Walker(renderer: self)
    walk(document, with: &walker, into: &sink)
  }
}

extension HTMLRenderer {
  /// The page around the rows: lists, sections and day headings.
  private struct Walker: BubbleWalker, ~Copyable {
    let renderer: HTMLRenderer
    var out = UTF8Buffer()
    /// The first bubble's metrics, which the stylesheet states once.
    var sharedMetrics: Metrics?
    /// Whether a thread's current day has its `<ol>` open (a thread is a list per day,
    /// each after its heading).
    var listOpen = false
    /// Whether any list was opened: an empty thread still writes one, empty.
    var listed = false
    /// The document's shape, from ``begin(_:first:)``.
    var kind = DocumentKind.list
    /// Whether any bubble has something to activate, so the page needs its event script.
    var activatable = false
    var symbols = SymbolSet()
    /// The last bubble's page words (none before the first bubble).
    var words: PageWords?
    /// The library's words of every language met so far in bubbles that carry none
    /// (decoded ones): each language's phrasebook is resolved once per document.
    var libraryWords: [String: PageWords] = [:]

    init(renderer: HTMLRenderer) { self.renderer = renderer }

    mutating func begin(_ kind: DocumentKind, first: BubbleDescription?) {
      sharedMetrics = first?.metrics
      self.kind = kind
      renderer.writeStart(
        firstBubble: first, extraCSS: kind == .rows ? HTMLRenderer.rowRules : "", to: &out)
      switch kind {
      case .list: openList()
      case .rows: out.write("<ul class=\"conversations\">\n")
      // Each day opens its own list; a thread without days opens one at its first bubble.
      case .thread: break
      case .sections: out.write("<div class=\"sections\">\n")
      }
    }

    private mutating func openList() {
      out.write("<ol class=\"thread\">\n")
      listOpen = true
      listed = true
    }

    private mutating func closeList() {
      guard listOpen else { return }
      out.write("</ol>\n")
      listOpen = false
    }

    mutating func beginSection(_ section: BubbleSection, index: Int) {
      out.write("<section")
      if section.title != nil {
        out.write(" aria-labelledby=\"section-")
        out.write(index + 1)
        out.write("\"")
      }
      if renderer.options.colorScheme == .asDescribed, let first = section.bubbles.first {
        out.write(" data-palette=\"")
        out.write(unescaped: first.paletteVariant.rawValue)
        out.write("\"")
      }
      out.write(">\n")
      if let title = section.title {
        out.write("<h2 id=\"section-")
        out.write(index + 1)
        out.write("\">")
        out.writeHTMLText(title)
        out.write("</h2>\n")
      }
      out.write("<ol class=\"thread\">\n")
    }

    mutating func endSection(_ section: BubbleSection, index: Int) {
      out.write("</ol>\n</section>\n")
    }

    /// A day heading is a heading, between the lists of two days.
    mutating func visit(_ separator: DaySeparator, beforeBubble bubbleIndex: Int) {
      closeList()
      out.write("<h2 class=\"day\"><time datetime=\"")
      out.writeHTMLAttribute(separator.date)
      out.write("\">")
      out.writeHTMLText(separator.title)
      out.write("</time></h2>\n")
      openList()
    }

    mutating func visit(_ bubble: BubbleDescription, index: Int) {
      if kind == .thread, !listOpen { openList() }
      activatable = activatable || !bubble.actions.isEmpty || bubble.accessibility.role == .button
      if let carried = bubble.pageWords.words {
        words = carried
      } else if words?.language != bubble.language {
        let found = libraryWords[bubble.language] ?? PageWords.library(for: bubble.language)
        libraryWords[bubble.language] = found
        words = found
      }
      if let words {
        renderer.writeRow(
          bubble, index: index, sharedMetrics: sharedMetrics, words: words, to: &out)
      }
      symbols.insert(bubble)
    }

    mutating func visit(_ row: ConversationRow, index: Int) {
      renderer.writeConversation(row, to: &out)
      symbols.insert(row.latest)
    }

    mutating func end(_ kind: DocumentKind) {
      switch kind {
      case .list: closeList()
      case .thread:
        if !listed { openList() }  // An empty thread is still a list.
        closeList()
      case .sections: out.write("</div>\n")
      case .rows: out.write("</ul>\n")
      }
      renderer.writeEnd(script: activatable, symbols: symbols.symbols, to: &out)
    }

    mutating func flush(ifFullInto sink: inout some TextOutputStream) {
      out.flush(ifFullInto: &sink)
    }

    mutating func flush(into sink: inout some TextOutputStream) { out.flush(into: &sink) }
  }

  private func writeStart(
    firstBubble: BubbleDescription?, extraCSS: StaticString = "", to out: inout UTF8Buffer
  ) {
    writeStart(
      language: firstBubble?.language, words: firstBubble?.pageWords.words,
      direction: firstBubble?.layoutDirection,
      pinned: options.colorScheme == .asDescribed ? firstBubble?.paletteVariant : nil,
      extraCSS: extraCSS, metrics: firstBubble?.metrics, to: &out)
  }

  /// The page's (or fragment's) opening: `lang`, `dir`, the stylesheet plus `extraCSS`,
  /// the title, and a pinned palette variant if any.
  func writeStart(
    language describedLanguage: String?, words describedWords: PageWords? = nil,
    direction describedDirection: LayoutDirection?,
    pinned: PaletteVariant?, extraCSS: StaticString = "", metrics: Metrics? = nil,
    composer: Bool = false, to out: inout UTF8Buffer
  ) {
    let failing = palette.contrastChecks().filter { !$0.passes }
    func writeStylesheet() {
      out.write(unescaped: stylesheet())
      if let metrics { out.write(unescaped: Self.sharedRules(metrics)) }
      if !failing.isEmpty { out.write(Self.paletteNoticeRule) }
      out.write(extraCSS)
    }
    let language = options.language ?? describedLanguage ?? "en"
    // The first bubble's describer's words, unless the page was asked for another language.
    let words: PageWords
    if let describedWords, options.language == nil || options.language == describedLanguage {
      words = describedWords
    } else {
      words = PageWords.library(for: language)
    }
    let direction: StaticString = describedDirection == .rightToLeft ? "rtl" : "ltr"
    func writePinned() {
      guard let pinned else { return }
      out.write(" data-palette=\"")
      out.write(unescaped: pinned.rawValue)
      out.write("\"")
    }
    let title: String
    switch options.document {
    case .page(let given): title = given
    case .localizedPage:
      title = composer ? words.phrases.composerTitle : words.phrases.title
    case .fragment: title = ""
    }
    switch options.document {
    case .page, .localizedPage:
      out.write("<!DOCTYPE html>\n<html lang=\"")
      out.writeHTMLAttribute(language)
      out.write("\" dir=\"")
      out.write(direction)
      out.write("\">\n<head>\n<meta charset=\"utf-8\">\n")
      out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
      out.write("<meta name=\"color-scheme\" content=\"light dark\">\n")
      out.write("<title>")
      out.writeHTMLText(title)
      out.write("</title>\n<style>\n")
      writeStylesheet()
      out.write("</style>\n</head>\n<body")
      writePinned()
      out.write(">\n")
      out.write("<main>\n<h1>")
      out.writeHTMLText(title)
      out.write("</h1>\n")
      Self.writePaletteNotice(failing, words: words.phrases, to: &out)
    case .fragment:
      out.write("<style>\n")
      writeStylesheet()
      out.write("</style>\n<div class=\"msk\" lang=\"")
      out.writeHTMLAttribute(language)
      out.write("\" dir=\"")
      out.write(direction)
      out.write("\"")
      writePinned()
      out.write(">\n")
      Self.writePaletteNotice(failing, words: words.phrases, to: &out)
    }
  }

  /// Above the bubbles, when the palette misses WCAG 2.2 contrast: the heading in the
  /// page's language, then each failing pair, `light: outgoingText #FFFFFF /
  /// outgoingBubble #3EB489 — 2.59:1 (4.5:1) → outgoingBubble #2E8566`, left to right.
  static func writePaletteNotice(
    _ failing: [ContrastCheck], words: PagePhrases, to out: inout UTF8Buffer
  ) {
    guard !failing.isEmpty else { return }
    out.write("<section class=\"palette-check\" aria-labelledby=\"palette-check\">\n")
    out.write("<h2 id=\"palette-check\">")
    // The colon without the space after it ("：" and "\u{00A0}:" as they are).
    out.writeHTMLText(
      words.paletteFails + String(words.colon.reversed().drop { $0 == " " }.reversed()))
    out.write("</h2>\n<ul dir=\"ltr\">\n")
    for check in failing {
      out.write("<li>")
      var item =
        "\(check.variant.rawValue): \(check.foreground.rawValue) \(check.foregroundColor.hexString)"
        + " / \(check.background.rawValue) \(check.backgroundColor.hexString) — "
        + "\(ContrastCheck.ratioText(check.ratio)) (\(ContrastCheck.ratioText(check.requiredRatio)))"
      if let suggestion = check.suggestion {
        item += " → \(suggestion.token.rawValue) \(suggestion.color.hexString)"
      }
      out.writeHTMLText(item)
      out.write("</li>\n")
    }
    out.write("</ul>\n</section>\n")
  }

  /// The notice's rule, written only on a page that has one: a box the reviewer cannot miss,
  /// drawn in the page's own text colour (the palette's failing colours may be any).
  static let paletteNoticeRule: StaticString = """
    .palette-check{border:2px solid currentColor;border-radius:8px;padding:4px 12px;\
    margin:8px 0 16px;font:14px/1.4 system-ui,sans-serif}\
    .palette-check h2{font-size:14px;margin:4px 0}\
    .palette-check ul{margin:4px 0;padding-inline-start:20px}

    """

  /// The page's (or fragment's) end: the drawings of `symbols` (the ones its bubbles use),
  /// and on a page where something can be activated, ``eventScript``.
  func writeEnd(script: Bool = false, symbols: [Symbol] = [], to out: inout UTF8Buffer) {
    Self.writeSymbolDefinitions(symbols, to: &out)
    switch options.document {
    case .page, .localizedPage:
      out.write("</main>\n")
      if script { out.write(Self.eventScript) }
      out.write("</body>\n</html>\n")
    case .fragment: out.write("</div>\n")
    }
  }

  /// A page's only script, which turns activations into `bubbleaction` events.
  ///
  /// A click on anything with a `data-action` (an action button, or a bubble whose role is
  /// button) dispatches a bubbling `bubbleaction` event whose `detail` is
  /// `{bubbleID, action}`, as the web example (`Examples/web`) does. A fragment has none:
  /// its host listens for clicks on `[data-action]` itself.
  package static let eventScript: StaticString = """
    <script>
    document.addEventListener("click", function (event) {
      var target = event.target.closest("[data-action]");
      if (!target) return;
      var row = target.closest("[data-id]");
      target.dispatchEvent(new CustomEvent("bubbleaction", {bubbles: true,
        detail: {bubbleID: row ? row.dataset.id : null, action: target.dataset.action}}));
    });
    </script>

    """

  /// One `<li>`: its parts in ``RowPart/order`` (sender, bubble, the status row in
  /// ``StatusRowItem/order``, actions), then the reviewer's transition note.
  ///
  /// Sizes and type come from the stylesheet, which states `sharedMetrics` once; a bubble
  /// whose metrics differ writes its own in `style` attributes. Colours are classes.
  func writeRow(
    _ bubble: BubbleDescription, index: Int, sharedMetrics: Metrics?, words: PageWords,
    to out: inout UTF8Buffer
  ) {
    let m = bubble.metrics
    let own = m != sharedMetrics
    func style(_ write: (inout UTF8Buffer) -> Void) {
      if own { Self.writeStyle(to: &out, write) }
    }
    out.write("<li class=\"row ")
    out.write(unescaped: bubble.alignment.rawValue)
    out.write("\" data-id=\"")
    out.writeHTMLAttribute(bubble.id.rawValue)
    out.write("\" data-role=\"")
    out.write(unescaped: bubble.role.rawValue)
    out.write("\"")
    if options.colorScheme == .asDescribed {
      out.write(" data-palette=\"")
      out.write(unescaped: bubble.paletteVariant.rawValue)
      out.write("\"")
    }
    if let run = bubble.runPosition {
      out.write(" data-run=\"")
      out.write(unescaped: run.rawValue)
      out.write("\"")
    }
    style { Self.writeRowWidth(m, to: &$0) }
    out.write(">\n")
    for part in RowPart.order {
      switch part {
      case .senderName:
        if let sender = bubble.senderName {
          // Heard in the label; isolated in a `bdi` so that the paragraph keeps the page's
          // direction and its inset stays on the row's start side.
          out.write("<p class=\"sender\" aria-hidden=\"true\"")
          style { Self.writeSenderStyle(m, to: &$0) }
          out.write("><bdi>")
          out.writeHTMLText(sender)
          out.write("</bdi></p>\n")
        }
      case .bubble:
        // One stop per message: the label, then the time, are the bubble's only accessible
        // text; what it draws is hidden from assistive technologies. Its actions are the
        // buttons after it, each reachable once, so the bubble is no button itself; a
        // pointer still triggers its default action ("tap to retry").
        out.write("<div class=\"bubble")
        Self.writeClass(fill: bubble.background, to: &out)
        Self.writeClass(ink: bubble.foreground, to: &out)
        out.write("\"")
        if let action = bubble.accessibility.defaultAction {
          out.write(" data-action=\"")
          out.write(unescaped: action.rawValue)
          out.write("\"")
        }
        // The closure takes the corners alone: capturing the whole description copied it.
        let corners = bubble.corners
        Self.writeStyle(to: &out) { out in
          if own { Self.writeBubbleStyle(m, to: &out) }
          writeJoinedCorners(corners, round: m.cornerRadius, to: &out)
        }
        out.write(">")
        if !bubble.actions.isEmpty {
          // The content alone describes the actions; hidden, so that the label stays one
          // run of text (one stop) and the content is heard once.
          out.write("<span id=\"")
          Self.writeContentID(index, to: &out)
          out.write("\" hidden>")
          out.writeHTMLText(bubble.accessibility.contentLabel)
          out.write("</span>")
        }
        out.write("<span class=\"label\">")
        out.writeHTMLText(bubble.accessibility.contentLabel)
        if !bubble.accessibility.stateDescription.isEmpty {
          out.writeHTMLText(bubble.accessibility.separator)
          out.writeHTMLText(bubble.accessibility.stateDescription)
        }
        // The time joins the message's stop, after its label (as VoiceOver's value), with
        // words that say which time it is where the label holds another.
        out.writeHTMLText(bubble.accessibility.separator)
        out.writeHTMLText(bubble.accessibility.timeLabel ?? bubble.timestamp)
        out.write("</span>")
        if let attachment = bubble.attachment {
          out.write("<span class=\"attachment\" data-kind=\"")
          out.write(unescaped: attachment.kind.rawValue)
          if attachment.isViewOnce { out.write("\" data-view-once=\"true") }
          out.write("\" aria-hidden=\"true\">")
          Self.writeSymbol(attachment.symbol, size: nil, leadingOffset: nil, to: &out)
          out.writeHTMLText(attachment.label)
          out.write("</span>")
        }
        if let emptyText = bubble.emptyText {
          // Seen as heard: an empty bubble shows the words its label speaks.
          out.write("<span class=\"text empty\" aria-hidden=\"true\">")
          out.writeHTMLText(emptyText)
          out.write("</span>")
        }
        if !bubble.text.isEmpty {
          // A block of its own direction: English in an Arabic bubble starts at the left.
          out.write("<span class=\"text\" dir=\"auto\" aria-hidden=\"true\">")
          out.writeHTMLText(bubble.text)
          out.write("</span>")
        }
        out.write("</div>\n")
      case .statusRow:
        // Heard in the bubble's stop: its label says the state, and the time follows it.
        out.write("<div class=\"meta\" aria-hidden=\"true\"")
        style { Self.writeMetaStyle(m, to: &$0) }
        out.write(">")
        for item in StatusRowItem.order {
          switch item {
          case .timestamp:
            out.write("<span class=\"timestamp\">")
            if let edited = bubble.edited {
              // Before the time it qualifies, in the time's colour: "Edited 10:42 AM".
              out.write("<span class=\"edited\"")
              // An edit not saved yet says which way it stands, for the page's scripts.
              if let sync = bubble.editSync {
                out.write(" data-edit-sync=\"")
                out.write(unescaped: sync.rawValue)
                out.write("\"")
              }
              out.write(">")
              out.writeHTMLText(edited)
              out.write("</span> ")
            }
            Self.writeTime(bubble.timestamp, instant: bubble.instant, to: &out)
            out.write("</span>")
          case .status:
            if let status = bubble.status {
              writeIndicator(status, metrics: m, own: own, transition: bubble.transition, to: &out)
            }
          case .readers:
            Self.writeReaders(bubble.readers, numbering: words.numbering, to: &out)
          }
        }
        out.write("</div>\n")
      case .actions:
        if !bubble.actions.isEmpty {
          out.write("<div class=\"actions\">")
          for action in bubble.actions {
            out.write("<button type=\"button\" data-action=\"")
            out.write(unescaped: action.id.rawValue)
            out.write("\" aria-describedby=\"")  // "Retry", described by its message
            Self.writeContentID(index, to: &out)
            out.write(action.isDestructive ? "\" data-destructive=\"true\">" : "\">")
            out.writeHTMLText(action.label)
            out.write("</button>")
          }
          out.write("</div>\n")
        }
      case .deliveredTo:
        if let delivered = bubble.deliveredTo {
          Self.writeDeliveredTo(delivered, to: &out)
        }
      }
    }
    writeTransitionNote(bubble.transition, words: words.phrases, to: &out)
    out.write("</li>\n")
  }

  /// A time as shown, in a `<time>` carrying its instant where there is one.
  static func writeTime(_ text: String, instant: String?, to out: inout UTF8Buffer) {
    guard let instant else { return out.writeHTMLText(text) }
    out.write("<time datetime=\"")
    out.writeHTMLAttribute(instant)
    out.write("\">")
    out.writeHTMLText(text)
    out.write("</time>")
  }

  /// A message-info list of who has the message.
  ///
  /// Its heading, then each name (isolated, as names are) with the time it reached them
  /// where known: text a screen reader reads as it is shown, after the bubble's stop and
  /// its actions.
  static func writeDeliveredTo(_ delivered: DeliveryList, to out: inout UTF8Buffer) {
    out.write("<div class=\"delivered\"><p>")
    out.writeHTMLText(delivered.heading)
    out.write("</p><ul>")
    for person in delivered.recipients {
      out.write("<li><bdi>")
      out.writeHTMLText(person.name)
      out.write("</bdi>")
      if let time = person.timestamp {
        out.write(" ")
        writeTime(time, instant: person.instant, to: &out)
      }
      out.write("</li>")
    }
    out.write("</ul></div>\n")
  }

  /// The readers' avatar stack: the first three initials, then how many more.
  ///
  /// "+117" is in the language's digits; chat apps draw "seen by" so. The label speaks the
  /// readers.
  static func writeReaders(
    _ readers: [Reader], numbering: NumberingSystem, to out: inout UTF8Buffer
  ) {
    guard !readers.isEmpty else { return }
    out.write("<span class=\"readers\">")
    for reader in readers.prefix(3) {
      out.write("<span class=\"avatar\">")
      out.writeHTMLText(reader.initial)
      out.write("</span>")
    }
    if readers.count > 3 {
      out.write("<span class=\"avatar more\">+")
      out.writeHTMLText(numbering.format(readers.count - 3))
      out.write("</span>")
    }
    out.write("</span>")
  }

  /// One conversation row: one stop, its label; what it draws is hidden from assistive
  /// technologies, as a bubble's is.
  func writeConversation(_ row: ConversationRow, to out: inout UTF8Buffer) {
    let bubble = row.latest
    out.write("<li class=\"conversation\" data-id=\"")
    out.writeHTMLAttribute(bubble.id.rawValue)
    out.write("\" data-role=\"")
    out.write(unescaped: bubble.role.rawValue)
    out.write("\"")
    if options.colorScheme == .asDescribed {
      out.write(" data-palette=\"")
      out.write(unescaped: bubble.paletteVariant.rawValue)
      out.write("\"")
    }
    out.write(">\n<span class=\"label\">")
    out.writeHTMLText(row.accessibilityLabel)
    out.write("</span>\n<div class=\"conversation-top\" aria-hidden=\"true\">")
    // Names and text are isolated, and their boxes keep the page's direction: an English
    // name in an Arabic list still starts at the right.
    out.write("<span class=\"conversation-title\"><bdi>")
    out.writeHTMLText(row.title)
    out.write("</bdi></span><span class=\"timestamp\">")
    Self.writeTime(row.time, instant: bubble.instant, to: &out)
    out.write("</span></div>\n<div class=\"conversation-bottom\" aria-hidden=\"true\">")
    if let status = bubble.status {
      writeIndicator(status, metrics: bubble.metrics, own: false, transition: .none, to: &out)
    }
    if let attachment = bubble.attachment {
      Self.writeSymbol(attachment.symbol, size: nil, leadingOffset: nil, to: &out)
    }
    out.write("<span class=\"preview\"><bdi>")
    out.writeHTMLText(row.preview)
    out.write("</bdi></span></div>\n</li>\n")
  }

  /// The rules only a page of conversation rows needs, after the stylesheet.
  static let rowRules: StaticString = """
    .conversations{list-style:none;margin:0 auto;padding:0;max-width:40rem}
    .conversation{position:relative;padding:10px 4px;border-bottom:1px solid var(--msk-secondary);\
    min-width:0}
    .conversation-top,.conversation-bottom{display:flex;align-items:center;gap:6px;min-width:0}
    .conversation-title{font-weight:600;flex:1;min-width:0;overflow:hidden;\
    text-overflow:ellipsis;white-space:nowrap}
    .conversation-bottom{color:var(--msk-secondary);margin-top:2px}
    .conversation-bottom .symbol{width:1em;height:1em}
    .preview{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    .conversation-top .timestamp{flex:none;white-space:nowrap}

    """

  private func writeIndicator(
    _ status: StatusIndicator, metrics m: Metrics, own: Bool, transition: TransitionSpec,
    to out: inout UTF8Buffer
  ) {
    out.write("<span class=\"status")
    switch status.content {
    case .symbols(_, let color), .text(_, let color): Self.writeClass(ink: color, to: &out)
    case .badge: break  // The badge draws its own colours.
    }
    out.write("\" data-state=\"")
    out.write(unescaped: status.state.rawValue)
    if let pause = status.pause {
      out.write("\" data-pause=\"")
      out.write(unescaped: pause.rawValue)
    }
    if status.played { out.write("\" data-played=\"true") }
    if let upload = status.upload {
      out.write("\" data-upload=\"")
      if let fraction = upload.fraction {
        out.write(number: fraction, integersBelow: 2)
      } else {
        out.write("unknown")
      }
    }
    out.write("\"")  // Hidden with its row: the state is heard in the bubble's label.
    Self.writeStyle(to: &out) { out in
      if own { Self.writeType(m.status, to: &out) }
      writeAnimation(transition, to: &out)
    }
    switch status.content {
    case .text(let text, _):
      out.write(">")
      if let read = status.readInstant {
        out.write("<time datetime=\"")
        out.writeHTMLAttribute(read)
        out.write("\">")
        out.writeHTMLText(text)
        out.write("</time></span>")
      } else {
        out.writeHTMLText(text)
        out.write("</span>")
      }
    case .symbols where status.upload?.fraction != nil:
      out.write(">")
      Self.writeUploadRing(
        status.upload?.fraction ?? 0, size: own ? m.symbolSize : nil, to: &out)
      out.write("</span>")
    case .symbols(let symbols, _):
      out.write(">")
      let offsets = Symbol.leadingOffsets(in: symbols, metrics: m)
      for (index, (symbol, offset)) in zip(symbols, offsets).enumerated() {
        // The stylesheet spaces symbols (`.symbol+.symbol`); an overlap is the symbol's own.
        let spacing = index == 0 ? 0 : m.symbolSpacing
        Self.writeSymbol(
          symbol, size: own ? m.symbolSize : nil,
          leadingOffset: index > 0 && (own || offset != spacing) ? offset : nil, to: &out)
      }
      out.write("</span>")
    case .badge(let badge):
      out.write(">")
      out.write("<span class=\"badge")
      Self.writeClass(fill: badge.background, to: &out)
      Self.writeClass(ink: badge.foreground, to: &out)
      out.write("\"")
      if own { Self.writeStyle(to: &out) { Self.writeBadgeStyle(m, to: &$0) } }
      out.write(">")
      Self.writeSymbol(
        badge.symbol, size: own ? m.badgeSymbolSize : nil, leadingOffset: nil, to: &out)
      out.write("<span class=\"badge-count\">")
      out.writeHTMLText(badge.displayText)
      out.write("</span></span></span>")
    }
  }

  /// The id of bubble `index`'s content label (`msk-c1` for the first), which its
  /// actions name as their description.
  static func writeContentID(_ index: Int, to out: inout UTF8Buffer) {
    out.write("msk-c")
    out.write(index + 1)
  }

  /// Each corner whose radius is not the bubble's round one (joined in a run), as logical
  /// properties (so right-to-left pages mirror them).
  private func writeJoinedCorners(_ corners: Corners, round: Double, to out: inout UTF8Buffer) {
    func corner(_ property: StaticString, _ radius: Double) {
      guard radius != round else { return }
      out.write(property)
      Self.writePixels(radius, to: &out)
    }
    corner(";border-start-start-radius:", corners.topLeading)
    corner(";border-start-end-radius:", corners.topTrailing)
    corner(";border-end-end-radius:", corners.bottomTrailing)
    corner(";border-end-start-radius:", corners.bottomLeading)
  }

  /// `;font-size:12px;font-weight:700;line-height:1` and, for tabular digits,
  /// `;font-variant-numeric:tabular-nums`.
  static func writeType(_ style: TypeStyle, to out: inout UTF8Buffer) {
    out.write(";font-size:")
    Self.writePixels(style.pointSize, to: &out)
    if style.weight != .regular {
      out.write(";font-weight:")
      out.write(style.weight.numericValue)
    }
    out.write(";line-height:")
    if style.lineHeight.isFinite {
      out.write(number: style.lineHeight, integersBelow: 1e9)
    } else {
      out.write(ascii: UInt8(ascii: "1"))
    }
    if style.tabularDigits { out.write(";font-variant-numeric:tabular-nums") }
  }

  /// A fraction as a CSS percentage: `0.78` → `78%`; non-finite values as `100%`.
  static func writePercent(_ fraction: Double, to out: inout UTF8Buffer) {
    guard fraction.isFinite else { return out.write("100%") }
    out.write(number: (fraction * 10_000).rounded() / 100, integersBelow: 1e9)
    out.write("%")
  }

  /// A length in CSS pixels: whole numbers without a fraction (`12px`), others as Swift
  /// spells them (`0.5px`), non-finite values as `0`.
  static func writePixels(_ value: Double, to out: inout UTF8Buffer) {
    guard value.isFinite else { return out.write(ascii: UInt8(ascii: "0")) }
    out.write(number: value, integersBelow: 1e9)
    out.write("px")
  }
}
