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
///     symbols: checkmark checkmark
///     color: accent #0A62D0
///   label: "Hello world, read"
/// ```
public struct TextRenderer: BubbleRenderer {
  /// Layout choices; none changes what is printed.
  public struct Options: Hashable, Sendable {
    /// Spaces per indentation level (default 2).
    public var indentWidth: Int

    /// Creates options.
    public init(indentWidth: Int = 2) {
      self.indentWidth = max(0, indentWidth)
    }
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

  /// Writes one block per bubble, separated by blank lines.
  public func render(
    _ bubbles: some Sequence<BubbleDescription>, into sink: inout some TextOutputStream
  ) {
    var first = true
    for bubble in bubbles {
      if !first { sink.write("\n") }
      first = false
      sink.write(block(for: bubble))
    }
  }

  /// Writes each section as `== title ==`, a blank line, then its bubbles.
  public func render(sections: [BubbleSection], into sink: inout some TextOutputStream) {
    var first = true
    for section in sections {
      if !first { sink.write("\n") }
      first = false
      if let title = section.title {
        sink.write("== " + VisibleEscaping.escape(title) + " ==\n\n")
      }
      render(section.bubbles, into: &sink)
    }
  }

  /// Writes the thread: a `-- title (date) --` line before each day, then its bubbles.
  public func render(thread: ThreadDescription, into sink: inout some TextOutputStream) {
    var separators = thread.separators.makeIterator()
    var next = separators.next()
    for (index, bubble) in thread.bubbles.enumerated() {
      if index > 0 { sink.write("\n") }
      while let separator = next, separator.index <= index {
        sink.write(
          "-- " + VisibleEscaping.escape(separator.title) + " (" + separator.date + ") --\n\n")
        next = separators.next()
      }
      sink.write(block(for: bubble))
    }
  }

  /// The block for one bubble, ending with a newline.
  public func block(for bubble: BubbleDescription) -> String {
    let one = String(repeating: " ", count: options.indentWidth)
    let two = one + one
    let variant = bubble.paletteVariant
    func color(_ token: ColorToken) -> String {
      token.rawValue + " " + palette.color(token, in: variant).hexString
    }
    var out = ""
    out.reserveCapacity(2_048)
    func line(_ text: String) {
      out += text
      out += "\n"
    }
    line("bubble " + quotedIfNeeded(bubble.id.rawValue))
    line(one + "role: \(bubble.role.rawValue), \(bubble.alignment.rawValue)")
    line(one + "sender: " + (bubble.senderName.map(quoted) ?? "none"))
    line(one + "text: " + quoted(bubble.text))
    line(
      one + "attachment: "
        + (bubble.attachment.map { "\($0.kind.rawValue) " + quoted($0.label) } ?? "none"))
    line(
      one + "timestamp: " + quoted(bubble.timestamp) + " in " + color(bubble.captionColor))
    line(
      one + "bubble: " + color(bubble.background) + ", text " + color(bubble.foreground))
    if let status = bubble.status {
      line(one + "status: " + status.state.rawValue)
      line(
        two + "symbols: "
          + (status.symbols.isEmpty
            ? "none" : status.symbols.map(\.rawValue).joined(separator: " ")))
      line(two + "text: " + (status.text.map(quoted) ?? "none"))
      line(two + "color: " + color(status.color))
      if let badge = status.badge {
        line(
          two + "badge: \(badge.count) shown as " + quoted(badge.displayText) + ", "
            + badge.symbol.rawValue + " in " + color(badge.foreground) + " on "
            + color(badge.background))
      } else {
        line(two + "badge: none")
      }
      line(two + "label: " + quoted(status.accessibilityLabel))
    } else {
      line(one + "status: none")
    }
    line(one + "label: " + quoted(bubble.accessibility.label))
    line(one + "hint: " + (bubble.accessibility.hint.map(quoted) ?? "none"))
    line(one + "traits: " + list(bubble.accessibility.traits.map(\.rawValue)))
    line(one + "actions: " + list(bubble.actions.map(\.rawValue)))
    line(one + "action names: " + list(bubble.accessibility.actions.map(quoted)))
    line(one + "transition: " + transition(bubble.transition))
    let m = bubble.metrics
    line(one + "run: " + (bubble.runPosition?.rawValue ?? "none"))
    line(
      one
        + "metrics: corner radius \(number(m.cornerRadius)) (joined \(number(m.joinedCornerRadius))), padding "
        + "\(number(m.horizontalPadding))×\(number(m.verticalPadding)), status "
        + "\(number(m.statusPointSize)) pt, timestamp \(number(m.timestampPointSize)) pt, badge "
        + "\(number(m.badgeDiameter)), spacing \(number(m.timestampSpacing))")
    line(
      one + "palette: " + variant.rawValue + ", language: " + bubble.language + ", "
        + bubble.layoutDirection.rawValue)
    return out
  }
}

extension TextRenderer {
  private func quoted(_ text: String) -> String {
    "\"" + VisibleEscaping.escape(text).replacingQuotes() + "\""
  }

  private func quotedIfNeeded(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.isASCII && $0 != " " && $0 != "\"" && !VisibleEscaping.isInvisible($0)
      }
    return plain ? text : quoted(text)
  }

  private func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.joined(separator: ", ")
  }

  private func transition(_ spec: TransitionSpec) -> String {
    var parts: [String] = []
    if spec.animated {
      parts.append("animated " + spec.effects.map(\.rawValue).joined(separator: " "))
      parts.append((spec.curve?.rawValue ?? "no curve") + " " + number(spec.duration) + " s")
    } else {
      parts.append("not animated")
    }
    if let haptic = spec.haptic { parts.append("haptic " + haptic.rawValue) }
    if let announcement = spec.announcement { parts.append("announces " + quoted(announcement)) }
    return parts.joined(separator: ", ")
  }

  private func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }
}

extension String {
  fileprivate func replacingQuotes() -> String {
    guard unicodeScalars.contains("\"") else { return self }
    var result = ""
    // Scalars, not Characters: a quote followed by a combining mark is one Character.
    for scalar in unicodeScalars {
      if scalar == "\"" { result += "\\\"" } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
