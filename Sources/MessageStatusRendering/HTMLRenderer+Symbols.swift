import MessageStatusKit

extension HTMLRenderer {
  /// An inline SVG drawing of `symbol`, in `currentColor`, hidden from assistive
  /// technologies (the element around it carries the label).
  ///
  /// The switch is exhaustive: a new ``Symbol`` does not compile until it has a drawing.
  static func svg(for symbol: Symbol) -> String {
    let knockout = "style=\"stroke:var(--msk-pageBackground)\""
    let body: String
    switch symbol {
    case .clock:
      body = #"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>"#
    case .checkmark:
      body = #"<path d="M4.5 12.5l4.5 4.5 10.5-10.5"/>"#
    case .checkmarkCircle:
      body = #"<circle cx="12" cy="12" r="9.5"/><path d="M7.5 12.5l3 3 6-6.5"/>"#
    case .checkmarkCircleFill:
      body =
        #"<circle cx="12" cy="12" r="10.5" fill="currentColor" stroke="none"/>"#
        + #"<path d="M7.5 12.5l3 3 6-6.5" "# + knockout + "/>"
    case .exclamationmarkCircleFill:
      body =
        #"<circle cx="12" cy="12" r="10.5" fill="currentColor" stroke="none"/>"#
        + #"<path d="M12 6.5v7" "# + knockout + "/>"
        + #"<path d="M12 17.2v0.1" "# + knockout + "/>"
    case .exclamationmarkTriangleFill:
      body =
        #"<path d="M12 3 22.5 21h-21z" fill="currentColor" stroke-linejoin="round"/>"#
        + #"<path d="M12 9.5v5" "# + knockout + "/>"
        + #"<path d="M12 17.8v0.1" "# + knockout + "/>"
    }
    return
      #"<svg class="symbol" data-symbol=""# + symbol.rawValue
      + #"" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" "#
      + #"stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">"#
      + body + "</svg>"
  }
}
