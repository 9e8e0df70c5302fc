import MessageStatusKit

extension HTMLRenderer {
  /// The drawings of `symbols`, once per page, after the bubbles that draw them with
  /// `<use>`: an `<svg>` of `<symbol>`s (the paths the JSON carries), hidden from assistive
  /// technologies; nothing when no bubble draws a symbol.
  static func writeSymbolDefinitions(_ symbols: [Symbol], to out: inout UTF8Buffer) {
    guard !symbols.isEmpty else { return }
    out.write(#"<svg class="symbols" aria-hidden="true">"#)
    for symbol in symbols {
      out.write(#"<symbol id="msk-symbol-"#)
      out.write(unescaped: symbol.rawValue)
      out.write(#"" viewBox=""#)
      out.write(unescaped: SymbolDrawing.viewBox)
      out.write(#"">"#)
      for path in symbol.drawing.paths {
        out.write(#"<path d=""#)
        out.write(unescaped: path.data)
        out.write("\"")
        if path.fill == .foreground { out.write(#" fill="currentColor""#) }
        if path.stroke == nil { out.write(#" stroke="none""#) }
        if path.fill == .pageBackground || path.stroke == .pageBackground {
          out.write(#" style=""#)
          if path.fill == .pageBackground { out.write("fill:var(--msk-pageBackground);") }
          if path.stroke == .pageBackground { out.write("stroke:var(--msk-pageBackground)") }
          out.write("\"")
        }
        out.write("/>")
      }
      out.write("</symbol>")
    }
    out.write("</svg>\n")
  }

  /// Draws `symbol` from its definition, in `currentColor`, inside a status indicator that
  /// is hidden from assistive technologies (the bubble's label says the state).
  ///
  /// - Parameters:
  ///   - size: The side of its square in CSS pixels, when it is not the page's.
  ///   - leadingOffset: Space before it in its row (negative to overlap the one before),
  ///     when it is not the stylesheet's.
  static func writeSymbol(
    _ symbol: Symbol, size: Double?, leadingOffset: Double?, to out: inout UTF8Buffer
  ) {
    out.write(#"<svg class="symbol""#)
    if size != nil || leadingOffset != nil {
      out.write(#" style=""#)
      if let size {
        out.write("width:")
        writePixels(size, to: &out)
        out.write(";height:")
        writePixels(size, to: &out)
        out.write(";")
      }
      if let leadingOffset {
        out.write("margin-inline-start:")
        writePixels(leadingOffset, to: &out)
      }
      out.write("\"")
    }
    out.write(##"><use href="#msk-symbol-"##)
    out.write(unescaped: symbol.rawValue)
    out.write("\"/></svg>")
  }

  /// An upload's progress ring in place of the indicator's symbols: a thin, faint full circle (the
  /// track) and, over it, an arc from the top, clockwise, over `fraction` of the circle
  /// (`pathLength` 100, so the dash is the percent).
  static func writeUploadRing(_ fraction: Double, size: Double?, to out: inout UTF8Buffer) {
    out.write(#"<svg class="symbol" viewBox=""#)
    out.write(unescaped: SymbolDrawing.viewBox)
    out.write("\"")
    if let size {
      out.write(#" style="width:"#)
      writePixels(size, to: &out)
      out.write(";height:")
      writePixels(size, to: &out)
      out.write("\"")
    }
    out.write(#"><path d=""#)
    out.write(unescaped: SymbolDrawing.ringPath)
    out.write(#"" style="stroke-width:1;opacity:.4"/><path d=""#)
    out.write(unescaped: SymbolDrawing.ringPath)
    out.write(#"" pathLength="100" style="stroke-dasharray:"#)
    out.write(number: (min(max(fraction, 0), 1) * 10_000).rounded() / 100, integersBelow: 1e3)
    out.write(#" 100"/></svg>"#)
  }
}
