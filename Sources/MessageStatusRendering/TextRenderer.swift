public import MessageStatusKit

/// Writes descriptions as stable, diff-friendly text: one block per bubble, one field a line.
///
/// Every field of the description is named, colours with their sRGB value, and user text
/// is quoted with invisible characters escaped (see ``VisibleEscaping``), so a golden file
/// can never hide a bidi override or a zero-width space.
///
/// ```text
/// bubble m1
///   role: outgoing, trailing
///   text: "Hello world"
///   status: read
///     symbols: check check in accent #0A62D0
///     label: "Read"
///   label: "Hello world, read"
///     content: "Hello world"
///     state: "read"
/// ```
public struct TextRenderer: BubbleRenderer {
  /// Layout choices; none changes what is printed.
  public struct Options: Hashable, Sendable {
    /// Spaces per indentation level (default 2), kept within 0…16: a negative width
    /// becomes 0 and a larger one 16, whether set here or in ``init(indentWidth:)``.
    public var indentWidth: Int {
      didSet { indentWidth = Self.clamped(indentWidth) }
    }

    /// Creates options.
    public init(indentWidth: Int = 2) {
      self.indentWidth = Self.clamped(indentWidth)
    }

    private static func clamped(_ width: Int) -> Int { min(max(width, 0), 16) }
  }

  /// `"txt"`.
  public static let fileExtension = "txt"

  /// Where sRGB values come from.
  public var palette: Palette
  /// Layout choices.
  public var options: Options

  /// Creates a text renderer.
  public init(palette: Palette = .standard, options: Options = .init()) {
    self.palette = palette
    self.options = options
  }

  /// Writes one block per bubble, separated by blank lines; each section as
  /// `== title ==`, a blank line, then its bubbles; in a thread, a `-- title (date) --`
  /// line before each day.
  public func render<Bubbles: Sequence<BubbleDescription>>(
    _ document: BubbleDocument<Bubbles>, into sink: inout some TextOutputStream
  ) {
    var walker = Walker(layout: Layout(self))
    walk(document, with: &walker, into: &sink)
  }

  /// The block for one bubble, ending with a newline: every field, the shared ones too.
  func block(for bubble: BubbleDescription) -> String {
    var out = UTF8Buffer(capacity: 2_048)
    Layout(self).writeBlock(bubble, sharing: nil, to: &out)
    return out.string
  }
}

extension TextRenderer {
  /// Blank lines between blocks, section titles and day lines.
  private struct Walker: BubbleWalker, ~Copyable {
    let layout: Layout
    var out = UTF8Buffer()
    /// Whether a block was written since the last title, so the next needs a blank line.
    var afterBlock = false
    /// What every bubble shares, written once before them: the first bubble's values.
    var shared: BubbleDescription.Shared?

    init(layout: Layout) { self.layout = layout }

    mutating func begin(_ kind: DocumentKind, first: BubbleDescription?) {
      if let verdict = layout.verdict {
        out.write(unescaped: verdict.heading)
        out.write("\n")
        for check in verdict.failing {
          out.write(layout.one)
          out.write(unescaped: check.description)
          out.write("\n")
        }
        out.write("\n")
      }
      guard let first else { return }
      let shared = BubbleDescription.Shared(first)
      self.shared = shared
      out.write("shared by every bubble")
      layout.writeShared(shared, to: &out)
      out.write("\n\n")
    }

    mutating func beginSection(_ section: BubbleSection, index: Int) {
      if index > 0 { out.write("\n") }
      afterBlock = false
      guard let title = section.title else { return }
      out.write("== ")
      out.writeVisible(title)
      out.write(" ==\n\n")
    }

    mutating func endSection(_ section: BubbleSection, index: Int) {}

    mutating func visit(_ separator: DaySeparator, beforeBubble bubbleIndex: Int) {
      if afterBlock { out.write("\n") }
      afterBlock = false
      out.write("-- ")
      out.writeVisible(separator.title)
      out.write(" (")
      out.writeVisible(separator.date)
      out.write(") --\n\n")
    }

    mutating func visit(_ bubble: BubbleDescription, index: Int) {
      if afterBlock { out.write("\n") }
      afterBlock = true
      layout.writeBlock(bubble, sharing: shared, to: &out)
    }

    mutating func visit(_ row: ConversationRow, index: Int) {
      if afterBlock { out.write("\n") }
      afterBlock = true
      layout.writeRow(row, index: index, to: &out)
    }

    mutating func end(_ kind: DocumentKind) {}

    mutating func flush(ifFullInto sink: inout some TextOutputStream) {
      out.flush(ifFullInto: &sink)
    }

    mutating func flush(into sink: inout some TextOutputStream) { out.flush(into: &sink) }
  }
}

extension TextRenderer {
  /// What every block repeats, prepared once per rendering: the indentation, and each
  /// colour token's "name #RRGGBB" in each palette variant.
  private struct Layout {
    let one: [UInt8]
    let two: [UInt8]
    /// `colors[variant.ordinal][token.ordinal]`.
    let colors: [[[UInt8]]]
    /// The palette's failing pairs, written before everything else; `nil` when all pass.
    let verdict: PaletteVerdict?

    init(_ renderer: TextRenderer) {
      one = Array(repeating: UInt8(ascii: " "), count: renderer.options.indentWidth)
      two = one + one
      var colors = Array(
        repeating: Array(repeating: [UInt8](), count: ColorToken.allCases.count),
        count: PaletteVariant.allCases.count)
      for variant in PaletteVariant.allCases {
        for token in ColorToken.allCases {
          let hex = renderer.palette.color(token, in: variant).hexString
          colors[variant.ordinal][token.ordinal] = Array((token.rawValue + " " + hex).utf8)
        }
      }
      self.colors = colors
      verdict = PaletteVerdict(renderer.palette)
    }

    /// The status lines of a bubble or row: `status: none`, or the state and its drawing.
    func writeStatus(
      _ status: StatusIndicator?, palette: [[UInt8]], to out: inout UTF8Buffer
    ) {
      func color(_ token: ColorToken) { out.write(palette[token.ordinal]) }
      guard let status else { return line(&out, "status: none") }
      line(&out, "status: ")
      out.write(unescaped: status.state.rawValue)
      if let pause = status.pause {
        out.write(", paused: ")
        out.write(unescaped: pause.rawValue)
      }
      if status.played { out.write(", played") }
      if let upload = status.upload {
        out.write(", uploading: ")
        if let fraction = upload.fraction, let percent = upload.percentText {
          out.write(unescaped: String(fraction))
          out.write(" ")
          writeQuoted(percent, to: &out)
        } else {
          out.write("fraction unknown")
        }
      }
      if let read = status.readInstant {
        out.write(" at ")
        out.writeVisible(read)
      }
      switch status.content {
      case .symbols(let symbols, let tint):
        line(&out, "symbols: ", nested: true)
        writeList(symbols, separator: " ", to: &out)
        out.write(" in ")
        color(tint)
      case .text(let text, let tint):
        line(&out, "text: ", nested: true)
        writeQuoted(text, to: &out)
        out.write(" in ")
        color(tint)
      case .badge(let badge):
        line(&out, "badge: ", nested: true)
        out.write(badge.count)
        out.write(" shown as ")
        writeQuoted(badge.displayText, to: &out)
        out.write(", ")
        out.write(unescaped: badge.symbol.rawValue)
        out.write(" and count in ")
        color(badge.foreground)
        out.write(" on ")
        color(badge.background)
      }
      line(&out, "label: ", nested: true)
      writeQuoted(status.accessibilityLabel, to: &out)
    }

    /// A conversation row's block: what the row shows and speaks, and its latest message's
    /// id, attachment and status.
    func writeRow(_ row: ConversationRow, index: Int, to out: inout UTF8Buffer) {
      let bubble = row.latest
      out.write("row ")
      out.write(index + 1)
      line(&out, "title: ")
      writeQuoted(row.title, to: &out)
      line(&out, "preview: ")
      writeQuoted(row.preview, to: &out)
      line(&out, "time: ")
      writeQuoted(row.time, to: &out)
      out.write(" on ")
      out.write(unescaped: row.date.isEmpty ? "no day" : row.date)
      out.write(" at ")
      out.write(unescaped: bubble.instant ?? "no instant")
      line(&out, "latest: ")
      writeQuotedIfNeeded(bubble.id.rawValue, to: &out)
      out.write(", ")
      out.write(unescaped: bubble.role.rawValue)
      if let attachment = bubble.attachment {
        out.write(", ")
        out.write(unescaped: attachment.kind.rawValue)
        out.write(" with symbol ")
        out.write(unescaped: attachment.symbol.rawValue)
      }
      writeStatus(bubble.status, palette: colors[bubble.paletteVariant.ordinal], to: &out)
      line(&out, "label: ")
      writeQuoted(row.accessibilityLabel, to: &out)
      out.write("\n")
    }

    /// A bubble's block; of the values every bubble shares, only those where it differs
    /// from `shared`.
    func writeBlock(
      _ bubble: BubbleDescription, sharing shared: BubbleDescription.Shared?,
      to out: inout UTF8Buffer
    ) {
      let palette = colors[bubble.paletteVariant.ordinal]
      func color(_ token: ColorToken) { out.write(palette[token.ordinal]) }
      out.write("bubble ")
      writeQuotedIfNeeded(bubble.id.rawValue, to: &out)
      line(&out, "role: ")
      out.write(unescaped: bubble.role.rawValue)
      out.write(", ")
      out.write(unescaped: bubble.alignment.rawValue)
      line(&out, "sender: ")
      if let sender = bubble.senderName { writeQuoted(sender, to: &out) } else { out.write("none") }
      line(&out, "text: ")
      writeQuoted(bubble.text, to: &out)
      if let emptyText = bubble.emptyText {
        line(&out, "empty text: ")
        writeQuoted(emptyText, to: &out)
      }
      line(&out, "attachment: ")
      if let attachment = bubble.attachment {
        out.write(unescaped: attachment.kind.rawValue)
        out.write(" ")
        writeQuoted(attachment.label, to: &out)
        out.write(" with symbol ")
        out.write(unescaped: attachment.symbol.rawValue)
        if attachment.isViewOnce { out.write(", view once") }
      } else {
        out.write("none")
      }
      line(&out, "timestamp: ")
      writeQuoted(bubble.timestamp, to: &out)
      out.write(" at ")
      out.write(unescaped: bubble.instant ?? "no instant")
      out.write(" in ")
      color(BubbleDescription.captionColor)
      if let edited = bubble.edited {
        line(&out, "edited: ")
        writeQuoted(edited, to: &out)
        if let sync = bubble.editSync {
          out.write(", edit ")
          out.write(unescaped: sync.rawValue)
        }
      }
      line(&out, "bubble: ")
      color(bubble.background)
      out.write(", text ")
      color(bubble.foreground)
      writeStatus(bubble.status, palette: palette, to: &out)
      if let receipts = bubble.receipts {
        line(&out, "receipts: ")
        out.write(receipts.deliveredCount)
        out.write(" of ")
        out.write(receipts.recipientCount)
        out.write(" delivered, ")
        out.write(receipts.readCount)
        out.write(" read, ")
        out.write(receipts.failedCount)
        out.write(" failed")
      }
      writePeople("readers: ", bubble.readers, verb: "read", to: &out)
      if let delivered = bubble.deliveredTo {
        line(&out, "delivered to: ")
        writeQuoted(delivered.heading, to: &out)
        writePeople("recipients: ", delivered.recipients, verb: "delivered", nested: true, to: &out)
      }
      let accessibility = bubble.accessibility
      line(&out, "label: ")
      writeQuoted(accessibility.label, to: &out)
      line(&out, "content: ", nested: true)
      writeQuoted(accessibility.contentLabel, to: &out)
      line(&out, "state: ", nested: true)
      writeQuoted(accessibility.stateDescription, to: &out)
      if let timeLabel = accessibility.timeLabel {
        // Where the label holds another time, the bubble's time is spoken with its words.
        line(&out, "time spoken: ", nested: true)
        writeQuoted(timeLabel, to: &out)
      }
      line(&out, "hint: ")
      if let hint = accessibility.hint { writeQuoted(hint, to: &out) } else { out.write("none") }
      line(&out, "accessibility role: ")
      out.write(unescaped: accessibility.role.rawValue)
      out.write(", default action: ")
      out.write(unescaped: accessibility.defaultAction?.rawValue ?? "none")
      line(&out, "actions: ")
      if bubble.actions.isEmpty { out.write("none") }
      for (index, action) in bubble.actions.enumerated() {
        if index > 0 { out.write(", ") }
        out.write(unescaped: action.id.rawValue)
        out.write(" ")
        writeQuoted(action.label, to: &out)
        if action.isDestructive { out.write(" (destructive)") }
      }
      line(&out, "transition: ")
      writeTransition(bubble.transition, to: &out)
      line(&out, "run: ")
      out.write(unescaped: bubble.runPosition?.rawValue ?? "none")
      let corners = bubble.corners
      out.write(", corners ")
      writeNumber(corners.topLeading, to: &out)
      out.write(" ")
      writeNumber(corners.topTrailing, to: &out)
      out.write(" ")
      writeNumber(corners.bottomTrailing, to: &out)
      out.write(" ")
      writeNumber(corners.bottomLeading, to: &out)
      out.write(" (clockwise from top leading)")
      if bubble.metrics != shared?.metrics { writeMetrics(bubble.metrics, to: &out) }
      if bubble.paletteVariant != shared?.paletteVariant || bubble.language != shared?.language
        || bubble.layoutDirection != shared?.layoutDirection
      {
        writePalette(BubbleDescription.Shared(bubble), to: &out)
      }
      out.write("\n")
    }

    /// The shared values' lines: metrics, then palette, language and direction.
    func writeShared(_ shared: BubbleDescription.Shared, to out: inout UTF8Buffer) {
      writeMetrics(shared.metrics, to: &out)
      writePalette(shared, to: &out)
    }

    private func writePalette(_ shared: BubbleDescription.Shared, to out: inout UTF8Buffer) {
      line(&out, "palette: ")
      out.write(unescaped: shared.paletteVariant.rawValue)
      out.write(", language: ")
      out.writeVisible(shared.language)
      out.write(", ")
      out.write(unescaped: shared.layoutDirection.rawValue)
    }

    /// Two lines: lengths, then type styles.
    private func writeMetrics(_ m: Metrics, to out: inout UTF8Buffer) {
      line(&out, "metrics: corner radius ")
      writeNumber(m.cornerRadius, to: &out)
      out.write(" (joined ")
      writeNumber(m.joinedCornerRadius, to: &out)
      out.write("), padding ")
      writeNumber(m.horizontalPadding, to: &out)
      out.write("×")
      writeNumber(m.verticalPadding, to: &out)
      out.write(", max width ")
      writeNumber(m.maxWidthFraction, to: &out)
      out.write(", symbols ")
      writeNumber(m.symbolSize, to: &out)
      out.write(" (spacing ")
      writeNumber(m.symbolSpacing, to: &out)
      out.write("), badge ")
      writeNumber(m.badgeDiameter, to: &out)
      out.write(" (padding ")
      writeNumber(m.badgePadding, to: &out)
      out.write(", symbol ")
      writeNumber(m.badgeSymbolSize, to: &out)
      out.write("), spacing ")
      writeNumber(m.timestampSpacing, to: &out)
      out.write(", row spacing ")
      writeNumber(m.statusRowSpacing, to: &out)
      line(&out, "type: body ", nested: true)
      writeType(m.body, to: &out)
      out.write(", sender ")
      writeType(m.sender, to: &out)
      out.write(", timestamp ")
      writeType(m.timestamp, to: &out)
      out.write(", status ")
      writeType(m.status, to: &out)
      out.write(", badge ")
      writeType(m.badge, to: &out)
    }

    /// `12 pt bold ×1 tabular`.
    private func writeType(_ style: TypeStyle, to out: inout UTF8Buffer) {
      writeNumber(style.pointSize, to: &out)
      out.write(" pt ")
      out.write(unescaped: style.weight.rawValue)
      out.write(" ×")
      writeNumber(style.lineHeight, to: &out)
      if style.tabularDigits { out.write(" tabular") }
    }

    /// Ends the line before and starts a field line, indented one level (or two when
    /// `nested`).
    private func line(_ out: inout UTF8Buffer, _ start: StaticString, nested: Bool = false) {
      out.write("\n")
      out.write(nested ? two : one)
      out.write(start)
    }

    private func writeQuoted(_ text: String, to out: inout UTF8Buffer) {
      out.write("\"")
      out.writeVisible(text, escapingQuotes: true)
      out.write("\"")
    }

    /// Plain identifiers as they are; anything with a space, a quote or a character that
    /// needs escaping is quoted.
    private func writeQuotedIfNeeded(_ text: String, to out: inout UTF8Buffer) {
      let plain =
        !text.isEmpty
        && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") }
      if plain { out.write(unescaped: text) } else { writeQuoted(text, to: &out) }
    }

    /// Identifiers (enum raw values) joined by `separator`, or `none`.
    private func writeList<Item: RawRepresentable<String>>(
      _ items: [Item], separator: StaticString, to out: inout UTF8Buffer
    ) {
      if items.isEmpty { return out.write("none") }
      for (index, item) in items.enumerated() {
        if index > 0 { out.write(separator) }
        out.write(unescaped: item.rawValue)
      }
    }

    /// A list of people: how many, then one line each with their time ("read" or
    /// "delivered" `verb`), or nothing for an empty list.
    private func writePeople(
      _ title: StaticString, _ people: [Reader], verb: StaticString, nested: Bool = false,
      to out: inout UTF8Buffer
    ) {
      guard !people.isEmpty else { return }
      line(&out, title, nested: nested)
      out.write(people.count)
      for person in people {
        line(&out, nested ? "  " : "", nested: true)
        writeQuotedIfNeeded(person.id.rawValue, to: &out)
        out.write(" ")
        writeQuoted(person.name, to: &out)
        out.write(", initial ")
        writeQuoted(person.initial, to: &out)
        out.write(", ")
        out.write(verb)
        if let time = person.timestamp {
          out.write(" ")
          writeQuoted(time, to: &out)
          out.write(" at ")
          out.write(unescaped: person.instant ?? "no instant")
        } else {
          out.write(" at an unknown time")
        }
      }
    }

    private func writeTransition(_ spec: TransitionSpec, to out: inout UTF8Buffer) {
      writeMotion(spec.motion, to: &out)
      out.write(" (reduced motion: ")
      writeMotion(spec.reducedMotion, to: &out)
      out.write(")")
      if let haptic = spec.haptic {
        out.write(", haptic ")
        out.write(unescaped: haptic.rawValue)
      }
      if let announcement = spec.announcement {
        out.write(", announces ")
        writeQuoted(announcement.text, to: &out)
        out.write(" (")
        out.write(unescaped: announcement.politeness.rawValue)
        out.write(", on ")
        out.write(unescaped: announcement.trigger.rawValue)
        out.write(")")
      }
    }

    private func writeMotion(_ motion: TransitionSpec.Motion, to out: inout UTF8Buffer) {
      guard case .animated(let animation) = motion else { return out.write("not animated") }
      out.write("animated ")
      writeList(animation.effects, separator: " ", to: &out)
      out.write(", ")
      out.write(unescaped: animation.curve.rawValue)
      out.write(" ")
      writeNumber(animation.duration, to: &out)
      out.write(" s")
    }

    /// Whole numbers without a fraction; others (and non-finite values) as Swift spells them.
    private func writeNumber(_ value: Double, to out: inout UTF8Buffer) {
      out.write(number: value, integersBelow: 1e15)
    }
  }
}

extension PaletteVariant {
  /// A distinct index below `allCases.count`, for table lookups.
  fileprivate var ordinal: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .lightIncreasedContrast: 2
    case .darkIncreasedContrast: 3
    }
  }
}

extension ColorToken {
  /// A distinct index below `allCases.count`, for table lookups.
  fileprivate var ordinal: Int {
    switch self {
    case .accent: 0
    case .secondary: 1
    case .destructive: 2
    case .outgoingBubble: 3
    case .outgoingText: 4
    case .incomingBubble: 5
    case .incomingText: 6
    case .failedBubble: 7
    case .failedText: 8
    case .pageBackground: 9
    case .primaryText: 10
    case .badgeBackground: 11
    case .badgeForeground: 12
    }
  }
}
