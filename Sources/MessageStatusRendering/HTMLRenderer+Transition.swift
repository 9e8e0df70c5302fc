import MessageStatusKit

extension HTMLRenderer {
  /// Writes a caption saying what the transition does, for reviewers (in English, left to
  /// right, with the announcement isolated); nothing when it does nothing.
  func writeTransitionNote(_ spec: TransitionSpec, to out: inout UTF8Buffer) {
    guard spec != .none else { return }
    // Reviewer notes are English and left to right on every page; the announcement inside
    // is isolated so that an Arabic one keeps its own order.
    out.write("<p class=\"transition\" dir=\"ltr\">")
    var separator = false
    func part() {
      if separator { out.write(" · ") }
      separator = true
    }
    if spec.animated {
      part()
      out.write("animation: ")
      out.write(unescaped: spec.effects.map(\.rawValue).joined(separator: " + "))
      out.write(", ")
      out.write(unescaped: spec.curve?.rawValue ?? "linear")
      out.write(" ")
      out.write(unescaped: String(spec.duration))
      out.write(" s")
    }
    if let haptic = spec.haptic {
      part()
      out.write("haptic: ")
      out.write(unescaped: haptic.rawValue)
    }
    if let announcement = spec.announcement {
      part()
      out.write("announces: “<bdi>")
      out.writeHTMLText(announcement)
      out.write("</bdi>”")
    }
    out.write("</p>\n")
  }

  /// Writes the CSS `animation` declaration that plays `spec` on the status indicator, or
  /// nothing when it is not animated; `prefers-reduced-motion` turns it off.
  func writeAnimation(_ spec: TransitionSpec, to out: inout UTF8Buffer) {
    guard spec.animated, !spec.effects.isEmpty else { return }
    let curve: StaticString
    switch spec.curve {
    case .easeInOut?: curve = "ease-in-out"
    case nil: curve = "linear"
    }
    let duration = spec.duration.isFinite && spec.duration >= 0 ? spec.duration : 0
    out.write(";animation:")
    for (index, effect) in spec.effects.enumerated() {
      out.write(index == 0 ? "msk-" : ",msk-")
      out.write(unescaped: effect.rawValue)
      out.write(" ")
      out.write(unescaped: String(duration))
      out.write("s ")
      out.write(curve)
      out.write(" both")
    }
  }
}
