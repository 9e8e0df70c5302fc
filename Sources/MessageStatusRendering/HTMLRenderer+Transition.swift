import MessageStatusKit

extension HTMLRenderer {
  /// A caption saying what the transition does, for reviewers (in English, left to right,
  /// with the announcement isolated); `nil` when it does nothing.
  func transitionNote(_ spec: TransitionSpec) -> String? {
    guard spec != .none else { return nil }
    var parts: [String] = []
    if spec.animated {
      let effects = spec.effects.map(\.rawValue).joined(separator: " + ")
      let curve = spec.curve?.rawValue ?? "linear"
      parts.append("animation: \(effects), \(curve) \(spec.duration) s")
    }
    if let haptic = spec.haptic { parts.append("haptic: \(haptic.rawValue)") }
    if let announcement = spec.announcement {
      parts.append("announces: “<bdi>" + HTMLEscaping.text(announcement) + "</bdi>”")
    }
    // Reviewer notes are English and left to right on every page; the announcement inside
    // is isolated so that an Arabic one keeps its own order.
    return "<p class=\"transition\" dir=\"ltr\">" + parts.joined(separator: " · ") + "</p>\n"
  }

  /// The CSS `animation` declaration that plays `spec` on the status indicator, or an
  /// empty string when it is not animated; `prefers-reduced-motion` turns it off.
  func animation(for spec: TransitionSpec) -> String {
    guard spec.animated, !spec.effects.isEmpty else { return "" }
    let curve: String
    switch spec.curve {
    case .easeInOut?: curve = "ease-in-out"
    case nil: curve = "linear"
    }
    let duration = spec.duration.isFinite && spec.duration >= 0 ? spec.duration : 0
    return ";animation:"
      + spec.effects.map { "msk-\($0.rawValue) \(duration)s \(curve) both" }.joined(separator: ",")
  }
}
