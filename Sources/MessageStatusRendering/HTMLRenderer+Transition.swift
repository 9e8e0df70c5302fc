import MessageStatusKit

extension HTMLRenderer {
  /// Writes a caption saying what the transition does, for reviewers, in the bubble's
  /// language, whose page words are `words` ("animation: …", "Animation: …", "الحركة: …");
  /// nothing when it does nothing.
  ///
  /// The transition's identifiers are the JSON's values (`scale + opacity, easeInOut 0.2 s`,
  /// `confirm`), left to right on every page; how politely it announces is in the page's
  /// words ("announces (polite)", "Ansage (wartet)"), and the announcement is isolated so
  /// that it keeps its own order. A screen reader meets it as one note, after the message
  /// and apart from it, without the announcement's words (which would repeat the message).
  func writeTransitionNote(
    _ spec: TransitionSpec, words: PagePhrases, to out: inout UTF8Buffer
  ) {
    guard spec != .none else { return }
    // One run of text, so a screen reader meets the note as one piece: identifiers are
    // isolated left to right (LRI … PDI) and the announcement in its own direction
    // (FSI … PDI) by the characters themselves rather than by elements.
    out.write("<p class=\"transition\" role=\"note\">")
    var separator = false
    func label(_ word: String) {
      if separator { out.write(" · ") }
      separator = true
      out.writeHTMLText(word)
      out.writeHTMLText(words.colon)
    }
    func identifiers(_ write: () -> Void) {
      out.write("\u{2066}")
      write()
      out.write("\u{2069}")
    }
    if case .animated(let animation) = spec.motion {
      label(words.animation)
      identifiers { writeNote(animation, to: &out) }
      if spec.reducedMotion != spec.motion, case .animated(let reduced) = spec.reducedMotion {
        out.write(" (")
        out.writeHTMLText(words.reducedMotion)
        out.writeHTMLText(words.colon)
        identifiers { writeNote(reduced, to: &out) }
        out.write(")")
      }
    }
    if let haptic = spec.haptic {
      label(words.haptic)
      identifiers { out.write(unescaped: haptic.rawValue) }
    }
    if let announcement = spec.announcement {
      if separator { out.write(" · ") }
      separator = true
      out.writeHTMLText(words.announces)
      out.write(" (")
      out.writeHTMLText(words.words(for: announcement.politeness))
      out.write(")")
      // The words themselves are for the eye: a screen reader has just read the message,
      // and an incoming one's announcement quotes it ("New message from Alice: …").
      out.write("<span aria-hidden=\"true\">")
      out.writeHTMLText(words.colon)
      out.writeHTMLText(words.openQuote)
      out.write("\u{2068}")
      out.writeHTMLText(announcement.text)
      out.write("\u{2069}")
      out.writeHTMLText(words.closeQuote)
      out.write("</span>")
    }
    out.write("</p>\n")
  }

  private func writeNote(_ animation: TransitionSpec.Animation, to out: inout UTF8Buffer) {
    out.write(unescaped: animation.effects.map(\.rawValue).joined(separator: " + "))
    out.write(", ")
    out.write(unescaped: animation.curve.rawValue)
    out.write(" ")
    out.write(unescaped: String(animation.duration))
    out.write(" s")
  }

  /// Writes the CSS custom properties that play `spec` (see the stylesheet): the full
  /// motion and the reduced one, each split by what it moves (the indicator, or the
  /// badge's digits); `prefers-reduced-motion` picks the reduced one.
  func writeAnimation(_ spec: TransitionSpec, to out: inout UTF8Buffer) {
    guard options.motion == .animated else { return }
    writeAnimation(
      spec.motion, target: .statusIndicator, property: ";--msk-status-motion:", to: &out)
    writeAnimation(
      spec.reducedMotion, target: .statusIndicator, property: ";--msk-status-reduced:", to: &out)
    writeAnimation(spec.motion, target: .badgeCount, property: ";--msk-count-motion:", to: &out)
    writeAnimation(
      spec.reducedMotion, target: .badgeCount, property: ";--msk-count-reduced:", to: &out)
  }

  private func writeAnimation(
    _ motion: TransitionSpec.Motion, target: TransitionSpec.Target, property: StaticString,
    to out: inout UTF8Buffer
  ) {
    guard case .animated(let animation) = motion else { return }
    let effects = animation.effects.filter { $0.target == target }
    guard !effects.isEmpty else { return }
    let duration = animation.duration.isFinite && animation.duration >= 0 ? animation.duration : 0
    out.write(property)
    for (index, effect) in effects.enumerated() {
      out.write(index == 0 ? "msk-" : ",msk-")
      out.write(unescaped: effect.rawValue)
      out.write(" ")
      out.write(unescaped: String(duration))
      out.write("s cubic-bezier(")
      for (index, point) in animation.curve.controlPoints.enumerated() {
        if index > 0 { out.write(ascii: UInt8(ascii: ",")) }
        out.write(number: point.isFinite ? point : 0, integersBelow: 1e9)
      }
      out.write(") both")
    }
  }
}
