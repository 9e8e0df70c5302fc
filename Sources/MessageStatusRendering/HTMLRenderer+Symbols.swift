import MessageStatusKit

extension HTMLRenderer {
  /// Writes an inline SVG drawing of `symbol`, in `currentColor`, hidden from assistive
  /// technologies (the element around it carries the label).
  ///
  /// The switch is exhaustive: a new ``Symbol`` does not compile until it has a drawing.
  static func writeSVG(for symbol: Symbol, to out: inout UTF8Buffer) {
    // Marks drawn over a filled shape take the page colour, so they read as cut out.
    out.write(#"<svg class="symbol" data-symbol=""#)
    out.write(unescaped: symbol.rawValue)
    out.write(#"" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" "#)
    out.write(
      #"stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">"#)
    switch symbol {
    case .clock:
      out.write(#"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>"#)
    case .checkmark:
      out.write(#"<path d="M4.5 12.5l4.5 4.5 10.5-10.5"/>"#)
    case .checkmarkCircle:
      out.write(#"<circle cx="12" cy="12" r="9.5"/><path d="M7.5 12.5l3 3 6-6.5"/>"#)
    case .checkmarkCircleFill:
      out.write(#"<circle cx="12" cy="12" r="10.5" fill="currentColor" stroke="none"/>"#)
      out.write(#"<path d="M7.5 12.5l3 3 6-6.5" style="stroke:var(--msk-pageBackground)"/>"#)
    case .exclamationmarkCircleFill:
      out.write(#"<circle cx="12" cy="12" r="10.5" fill="currentColor" stroke="none"/>"#)
      out.write(#"<path d="M12 6.5v7" style="stroke:var(--msk-pageBackground)"/>"#)
      out.write(#"<path d="M12 17.2v0.1" style="stroke:var(--msk-pageBackground)"/>"#)
    case .exclamationmarkTriangleFill:
      out.write(#"<path d="M12 3 22.5 21h-21z" fill="currentColor" stroke-linejoin="round"/>"#)
      out.write(#"<path d="M12 9.5v5" style="stroke:var(--msk-pageBackground)"/>"#)
      out.write(#"<path d="M12 17.8v0.1" style="stroke:var(--msk-pageBackground)"/>"#)
    }
    out.write("</svg>")
  }
}
