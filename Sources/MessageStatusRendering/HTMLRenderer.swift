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
    /// Pin every bubble to the ``BubbleDescription/paletteVariant`` it was described for.
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
    /// bubble's ``BubbleDescription/layoutDirection``.
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
    var iterator = bubbles.makeIterator()
    let first = iterator.next()
    writeStart(firstBubble: first, into: &sink)
    sink.write("<ol class=\"thread\">\n")
    if let first {
      sink.write(row(for: first))
      while let bubble = iterator.next() { sink.write(row(for: bubble)) }
    }
    sink.write("</ol>\n")
    writeEnd(into: &sink)
  }

  /// Writes the page with a `<section>` and an `<h2>` per titled section.
  public func render(sections: [BubbleSection], into sink: inout some TextOutputStream) {
    writeStart(firstBubble: sections.lazy.flatMap(\.bubbles).first, into: &sink)
    sink.write("<div class=\"sections\">\n")
    for (index, section) in sections.enumerated() {
      let pinned =
        options.colorScheme == .asDescribed
        ? section.bubbles.first.map { " data-palette=\"\($0.paletteVariant.rawValue)\"" } ?? ""
        : ""
      if let title = section.title {
        let id = "section-\(index + 1)"
        sink.write("<section aria-labelledby=\"\(id)\"\(pinned)>\n")
        sink.write("<h2 id=\"\(id)\">" + HTMLEscaping.text(title) + "</h2>\n")
      } else {
        sink.write("<section\(pinned)>\n")
      }
      sink.write("<ol class=\"thread\">\n")
      for bubble in section.bubbles { sink.write(row(for: bubble)) }
      sink.write("</ol>\n</section>\n")
    }
    sink.write("</div>\n")
    writeEnd(into: &sink)
  }
}

extension HTMLRenderer {
  /// Writes the page with the thread's bubbles in one list, a day heading item before
  /// each day's first bubble.
  public func render(thread: ThreadDescription, into sink: inout some TextOutputStream) {
    writeStart(firstBubble: thread.bubbles.first, into: &sink)
    sink.write("<ol class=\"thread\">\n")
    var separators = thread.separators.makeIterator()
    var next = separators.next()
    for (index, bubble) in thread.bubbles.enumerated() {
      while let separator = next, separator.index <= index {
        sink.write(
          "<li class=\"day\"><p class=\"day-title\" style=\"color:var(--msk-secondary)\">"
            + "<time datetime=\"" + HTMLEscaping.attribute(separator.date) + "\">"
            + HTMLEscaping.text(separator.title) + "</time></p></li>\n")
        next = separators.next()
      }
      sink.write(row(for: bubble))
    }
    sink.write("</ol>\n")
    writeEnd(into: &sink)
  }

  private func writeStart(firstBubble: BubbleDescription?, into sink: inout some TextOutputStream) {
    let language = HTMLEscaping.attribute(options.language ?? firstBubble?.language ?? "en")
    let direction = firstBubble?.layoutDirection == .rightToLeft ? "rtl" : "ltr"
    let pinned =
      options.colorScheme == .asDescribed
      ? firstBubble.map { " data-palette=\"\($0.paletteVariant.rawValue)\"" } ?? "" : ""
    switch options.document {
    case .page(let title):
      sink.write(
        "<!DOCTYPE html>\n<html lang=\"\(language)\" dir=\"\(direction)\">\n<head>\n"
          + "<meta charset=\"utf-8\">\n")
      sink.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
      sink.write("<meta name=\"color-scheme\" content=\"light dark\">\n")
      sink.write("<title>" + HTMLEscaping.text(title) + "</title>\n")
      sink.write("<style>\n" + stylesheet() + "</style>\n</head>\n")
      sink.write("<body\(pinned)>\n<main>\n<h1>" + HTMLEscaping.text(title) + "</h1>\n")
    case .fragment:
      sink.write("<style>\n" + stylesheet() + "</style>\n")
      sink.write("<div class=\"msk\" lang=\"\(language)\" dir=\"\(direction)\"\(pinned)>\n")
    }
  }

  private func writeEnd(into sink: inout some TextOutputStream) {
    switch options.document {
    case .page: sink.write("</main>\n</body>\n</html>\n")
    case .fragment: sink.write("</div>\n")
    }
  }

  /// One `<li>`: sender, bubble, timestamp and status, actions, transition.
  func row(for bubble: BubbleDescription) -> String {
    let m = bubble.metrics
    var html =
      "<li class=\"row \(bubble.alignment.rawValue)\" data-role=\"\(bubble.role.rawValue)\""
    if options.colorScheme == .asDescribed {
      html += " data-palette=\"\(bubble.paletteVariant.rawValue)\""
    }
    if let run = bubble.runPosition { html += " data-run=\"\(run.rawValue)\"" }
    html += ">\n"
    if let sender = bubble.senderName {
      html +=
        "<p class=\"sender\" dir=\"auto\" style=\"color:\(variable(bubble.captionColor));"
        + "margin-inline-start:\(px(m.horizontalPadding))\">" + HTMLEscaping.text(sender) + "</p>\n"
    }
    html +=
      "<div class=\"bubble\" role=\"group\" aria-label=\""
      + HTMLEscaping.attribute(bubble.accessibility.label) + "\" style=\"background:"
      + variable(bubble.background) + ";color:" + variable(bubble.foreground) + ";border-radius:"
      + px(m.cornerRadius) + joinedCorners(bubble) + ";padding:" + px(m.verticalPadding) + " "
      + px(m.horizontalPadding) + "\">"
    if let attachment = bubble.attachment {
      html +=
        "<span class=\"attachment\" data-kind=\"\(attachment.kind.rawValue)\">"
        + HTMLEscaping.text(attachment.label) + "</span>"
    }
    if !bubble.text.isEmpty {
      html += "<span class=\"text\" dir=\"auto\">" + HTMLEscaping.text(bubble.text) + "</span>"
    }
    html += "</div>\n"
    html +=
      "<div class=\"meta\" style=\"gap:\(px(m.timestampSpacing));font-size:"
      + "\(px(m.timestampPointSize))\"><span class=\"timestamp\" style=\"color:"
      + variable(bubble.captionColor) + "\">" + HTMLEscaping.text(bubble.timestamp) + "</span>"
    if let status = bubble.status {
      html += indicator(status, metrics: m, transition: bubble.transition)
    }
    html += "</div>\n"
    if !bubble.actions.isEmpty {
      html += "<div class=\"actions\">"
      for (index, action) in bubble.actions.enumerated() {
        let name =
          bubble.accessibility.actions.indices.contains(index)
          ? bubble.accessibility.actions[index] : action.rawValue
        html +=
          "<button type=\"button\" data-action=\"\(action.rawValue)\">" + HTMLEscaping.text(name)
          + "</button>"
      }
      html += "</div>\n"
    }
    if let note = transitionNote(bubble.transition) { html += note }
    html += "</li>\n"
    return html
  }

  private func indicator(
    _ status: StatusIndicator, metrics m: Metrics, transition: TransitionSpec
  ) -> String {
    let label = HTMLEscaping.attribute(status.accessibilityLabel)
    let animation = animation(for: transition)
    var html =
      "<span class=\"status\" data-state=\"\(status.state.rawValue)\" style=\"color:"
      + variable(status.color) + ";font-size:" + px(m.statusPointSize) + animation + "\""
    if let text = status.text {
      return html + ">" + HTMLEscaping.text(text) + "</span>"
    }
    html += " role=\"img\" aria-label=\"" + label + "\">"
    for symbol in status.symbols { html += Self.svg(for: symbol) }
    if let badge = status.badge {
      html +=
        "<span class=\"badge-circle\" style=\"width:\(px(m.badgeDiameter));height:"
        + "\(px(m.badgeDiameter));background:\(variable(badge.background));color:"
        + "\(variable(badge.foreground))\">" + Self.svg(for: badge.symbol) + "</span>"
        + "<span class=\"badge-count\">" + HTMLEscaping.text(badge.displayText) + "</span>"
    }
    return html + "</span>"
  }

  /// The corners where bubbles of one run meet, on the bubble's own side (logical CSS
  /// properties, so right-to-left pages mirror them).
  private func joinedCorners(_ bubble: BubbleDescription) -> String {
    let side = bubble.alignment == .trailing ? "end" : "start"
    let radius = px(bubble.metrics.joinedCornerRadius)
    let top = ";border-start-\(side)-radius:" + radius
    let bottom = ";border-end-\(side)-radius:" + radius
    switch bubble.runPosition {
    case nil, .alone?: return ""
    case .first?: return bottom
    case .middle?: return top + bottom
    case .last?: return top
    }
  }

  private func variable(_ token: ColorToken) -> String { token.cssVariable }

  private func px(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = value.rounded()
    return (rounded == value && abs(value) < 1e9 ? String(Int(value)) : String(value)) + "px"
  }
}
