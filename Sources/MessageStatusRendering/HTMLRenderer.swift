public import MessageStatusKit

/// Writes descriptions as a self-contained HTML page (or fragment) that previews each bubble.
///
/// No external resources and no scripts: inline CSS with the palette as custom properties
/// (light and dark through `prefers-color-scheme`, increased contrast through
/// `prefers-contrast`), inline SVG for every symbol, `aria-label`s carrying the
/// accessibility labels, real `<button>`s for the actions, `dir="auto"` around user text,
/// and no animation under `prefers-reduced-motion`. All user text is escaped for its context.
public struct HTMLRenderer: BubbleRenderer {
  /// Whether to write a whole page or a fragment to embed.
  public enum Document: Hashable, Sendable {
    /// `<!DOCTYPE html>` through `</html>`, with this `<title>` and `<h1>`.
    case page(title: String)
    /// Only the stylesheet and the thread, for embedding in another page.
    case fragment
  }

  /// Which palette column the page draws with.
  public enum ColorScheme: String, Hashable, Sendable {
    /// Follow the reader's system: light, dark and increased contrast by media query.
    case followSystem
    /// Pin every bubble to the `BubbleDescription.paletteVariant` it was described for.
    case asDescribed
  }

  /// Layout choices; none changes what is printed.
  public struct Options: Hashable, Sendable {
    /// Page or fragment (default: a page titled "Message bubbles").
    public var document: Document
    /// System or pinned colours (default ``ColorScheme/followSystem``).
    public var colorScheme: ColorScheme
    /// The `lang` of the page.
    ///
    /// `nil` takes the first bubble's language (or `en`). The page's `dir` always follows the first
    /// bubble's `BubbleDescription.layoutDirection`.
    public var language: String?

    /// Creates options.
    public init(
      document: Document = .page(title: "Message bubbles"),
      colorScheme: ColorScheme = .followSystem, language: String? = nil
    ) {
      self.document = document
      self.colorScheme = colorScheme
      self.language = language
    }
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

  /// Writes the page with one list of bubbles.
  public func render(
    _ bubbles: some Sequence<BubbleDescription>, into sink: inout some TextOutputStream
  ) {
    var out = UTF8Buffer()
    var started = false
    bubbles.forEachBorrowed { bubble in
      if !started {
        started = true
        writeStart(firstBubble: bubble, to: &out)
        out.write("<ol class=\"thread\">\n")
      }
      writeRow(bubble, to: &out)
      out.flush(ifFullInto: &sink)
    }
    if !started {
      writeStart(firstBubble: nil, to: &out)
      out.write("<ol class=\"thread\">\n")
    }
    out.write("</ol>\n")
    writeEnd(to: &out)
    out.flush(into: &sink)
  }

  /// Writes the page with a `<section>` and an `<h2>` per titled section.
  public func render(sections: [BubbleSection], into sink: inout some TextOutputStream) {
    var out = UTF8Buffer()
    writeStart(firstBubble: sections.lazy.flatMap(\.bubbles).first, to: &out)
    out.write("<div class=\"sections\">\n")
    for (index, section) in sections.enumerated() {
      out.write("<section")
      if section.title != nil {
        out.write(" aria-labelledby=\"section-")
        out.write(index + 1)
        out.write("\"")
      }
      if options.colorScheme == .asDescribed, let first = section.bubbles.first {
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
      section.bubbles.forEachBorrowed { bubble in
        writeRow(bubble, to: &out)
        out.flush(ifFullInto: &sink)
      }
      out.write("</ol>\n</section>\n")
    }
    out.write("</div>\n")
    writeEnd(to: &out)
    out.flush(into: &sink)
  }
}

extension HTMLRenderer {
  /// Writes the page with the thread's bubbles in one list, a day heading item before
  /// each day's first bubble.
  public func render(thread: ThreadDescription, into sink: inout some TextOutputStream) {
    var out = UTF8Buffer()
    writeStart(firstBubble: thread.bubbles.first, to: &out)
    out.write("<ol class=\"thread\">\n")
    var separators = thread.separators.makeIterator()
    var next = separators.next()
    var index = 0
    thread.bubbles.forEachBorrowed { bubble in
      while let separator = next, separator.index <= index {
        out.write("<li class=\"day\"><p class=\"day-title\" style=\"color:var(--msk-secondary)\">")
        out.write("<time datetime=\"")
        out.writeHTMLAttribute(separator.date)
        out.write("\">")
        out.writeHTMLText(separator.title)
        out.write("</time></p></li>\n")
        next = separators.next()
      }
      writeRow(bubble, to: &out)
      out.flush(ifFullInto: &sink)
      index += 1
    }
    out.write("</ol>\n")
    writeEnd(to: &out)
    out.flush(into: &sink)
  }

  private func writeStart(firstBubble: BubbleDescription?, to out: inout UTF8Buffer) {
    writeStart(
      language: firstBubble?.language, direction: firstBubble?.layoutDirection,
      pinned: options.colorScheme == .asDescribed ? firstBubble?.paletteVariant : nil,
      to: &out)
  }

  /// The page's (or fragment's) opening: `lang`, `dir`, the stylesheet plus `extraCSS`,
  /// the title, and a pinned palette variant if any.
  func writeStart(
    language describedLanguage: String?, direction describedDirection: LayoutDirection?,
    pinned: PaletteVariant?, extraCSS: StaticString = "", to out: inout UTF8Buffer
  ) {
    let language = options.language ?? describedLanguage ?? "en"
    let direction: StaticString = describedDirection == .rightToLeft ? "rtl" : "ltr"
    func writePinned() {
      guard let pinned else { return }
      out.write(" data-palette=\"")
      out.write(unescaped: pinned.rawValue)
      out.write("\"")
    }
    switch options.document {
    case .page(let title):
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
      out.write(unescaped: stylesheet())
      out.write(extraCSS)
      out.write("</style>\n</head>\n<body")
      writePinned()
      out.write(">\n<main>\n<h1>")
      out.writeHTMLText(title)
      out.write("</h1>\n")
    case .fragment:
      out.write("<style>\n")
      out.write(unescaped: stylesheet())
      out.write(extraCSS)
      out.write("</style>\n<div class=\"msk\" lang=\"")
      out.writeHTMLAttribute(language)
      out.write("\" dir=\"")
      out.write(direction)
      out.write("\"")
      writePinned()
      out.write(">\n")
    }
  }

  func writeEnd(to out: inout UTF8Buffer) {
    switch options.document {
    case .page: out.write("</main>\n</body>\n</html>\n")
    case .fragment: out.write("</div>\n")
    }
  }

  /// One `<li>`: sender, bubble, timestamp and status, actions, transition.
  func writeRow(_ bubble: BubbleDescription, to out: inout UTF8Buffer) {
    let m = bubble.metrics
    out.write("<li class=\"row ")
    out.write(unescaped: bubble.alignment.rawValue)
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
    out.write(">\n")
    if let sender = bubble.senderName {
      out.write("<p class=\"sender\" dir=\"auto\" style=\"color:")
      out.write(bubble.captionColor.cssVariable)
      out.write(";margin-inline-start:")
      writePixels(m.horizontalPadding, to: &out)
      out.write("\">")
      out.writeHTMLText(sender)
      out.write("</p>\n")
    }
    out.write("<div class=\"bubble\" role=\"group\" aria-label=\"")
    out.writeHTMLAttribute(bubble.accessibility.label)
    out.write("\" style=\"background:")
    out.write(bubble.background.cssVariable)
    out.write(";color:")
    out.write(bubble.foreground.cssVariable)
    out.write(";border-radius:")
    writePixels(m.cornerRadius, to: &out)
    writeJoinedCorners(bubble, to: &out)
    out.write(";padding:")
    writePixels(m.verticalPadding, to: &out)
    out.write(ascii: UInt8(ascii: " "))
    writePixels(m.horizontalPadding, to: &out)
    out.write("\">")
    if let attachment = bubble.attachment {
      out.write("<span class=\"attachment\" data-kind=\"")
      out.write(unescaped: attachment.kind.rawValue)
      out.write("\">")
      out.writeHTMLText(attachment.label)
      out.write("</span>")
    }
    if !bubble.text.isEmpty {
      out.write("<span class=\"text\" dir=\"auto\">")
      out.writeHTMLText(bubble.text)
      out.write("</span>")
    }
    out.write("</div>\n<div class=\"meta\" style=\"gap:")
    writePixels(m.timestampSpacing, to: &out)
    out.write(";font-size:")
    writePixels(m.timestampPointSize, to: &out)
    out.write("\"><span class=\"timestamp\" style=\"color:")
    out.write(bubble.captionColor.cssVariable)
    out.write("\">")
    out.writeHTMLText(bubble.timestamp)
    out.write("</span>")
    if let status = bubble.status {
      writeIndicator(status, metrics: m, transition: bubble.transition, to: &out)
    }
    out.write("</div>\n")
    if !bubble.actions.isEmpty {
      out.write("<div class=\"actions\">")
      for (index, action) in bubble.actions.enumerated() {
        out.write("<button type=\"button\" data-action=\"")
        out.write(unescaped: action.rawValue)
        out.write("\">")
        let names = bubble.accessibility.actions
        out.writeHTMLText(names.indices.contains(index) ? names[index] : action.rawValue)
        out.write("</button>")
      }
      out.write("</div>\n")
    }
    writeTransitionNote(bubble.transition, to: &out)
    out.write("</li>\n")
  }

  private func writeIndicator(
    _ status: StatusIndicator, metrics m: Metrics, transition: TransitionSpec,
    to out: inout UTF8Buffer
  ) {
    out.write("<span class=\"status\" data-state=\"")
    out.write(unescaped: status.state.rawValue)
    out.write("\" style=\"color:")
    out.write(status.color.cssVariable)
    out.write(";font-size:")
    writePixels(m.statusPointSize, to: &out)
    writeAnimation(transition, to: &out)
    out.write("\"")
    if let text = status.text {
      out.write(">")
      out.writeHTMLText(text)
      out.write("</span>")
      return
    }
    out.write(" role=\"img\" aria-label=\"")
    out.writeHTMLAttribute(status.accessibilityLabel)
    out.write("\">")
    for symbol in status.symbols { Self.writeSVG(for: symbol, to: &out) }
    if let badge = status.badge {
      // One shape: a circle of the badge's diameter that grows into a capsule.
      out.write("<span class=\"badge\" style=\"height:")
      writePixels(m.badgeDiameter, to: &out)
      out.write(";min-width:")
      writePixels(m.badgeDiameter, to: &out)
      out.write(";border-radius:")
      writePixels(m.badgeDiameter / 2, to: &out)
      out.write(";background:")
      out.write(badge.background.cssVariable)
      out.write(";color:")
      out.write(badge.foreground.cssVariable)
      out.write("\">")
      Self.writeSVG(for: badge.symbol, to: &out)
      out.write("<span class=\"badge-count\">")
      out.writeHTMLText(badge.displayText)
      out.write("</span></span>")
    }
    out.write("</span>")
  }

  /// The corners where bubbles of one run meet, on the bubble's own side (logical CSS
  /// properties, so right-to-left pages mirror them).
  private func writeJoinedCorners(_ bubble: BubbleDescription, to out: inout UTF8Buffer) {
    let trailing = bubble.alignment == .trailing
    func corner(_ top: Bool) {
      switch (top, trailing) {
      case (true, true): out.write(";border-start-end-radius:")
      case (true, false): out.write(";border-start-start-radius:")
      case (false, true): out.write(";border-end-end-radius:")
      case (false, false): out.write(";border-end-start-radius:")
      }
      writePixels(bubble.metrics.joinedCornerRadius, to: &out)
    }
    switch bubble.runPosition {
    case nil, .alone?: break
    case .first?: corner(false)
    case .middle?:
      corner(true)
      corner(false)
    case .last?: corner(true)
    }
  }

  /// A length in CSS pixels: whole numbers without a fraction (`12px`), others as Swift
  /// spells them (`0.5px`), non-finite values as `0`.
  private func writePixels(_ value: Double, to out: inout UTF8Buffer) {
    guard value.isFinite else { return out.write(ascii: UInt8(ascii: "0")) }
    out.write(number: value, integersBelow: 1e9)
    out.write("px")
  }
}
