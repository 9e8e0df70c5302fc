import MessageStatusKit

extension HTMLRenderer {
  /// Writes an inline SVG drawing of `symbol` from its ``Symbol/drawing`` (the paths the
  /// JSON carries), in `currentColor`, hidden from assistive technologies (the element
  /// around it carries the label).
  ///
  /// - Parameters:
  ///   - size: The side of its square in CSS pixels.
  ///   - strokeWidth: In the drawing's 24-unit box.
  ///   - leadingOffset: Space before it in its row (negative to overlap the one before).
  static func writeSVG(
    for symbol: Symbol, size: Double, strokeWidth: Double, leadingOffset: Double,
    to out: inout UTF8Buffer
  ) {
    out.write(#"<svg class="symbol" data-symbol=""#)
    out.write(unescaped: symbol.rawValue)
    out.write(#"" viewBox=""#)
    out.write(unescaped: SymbolDrawing.viewBox)
    out.write(#"" fill="none" stroke="currentColor" stroke-width=""#)
    out.write(number: strokeWidth, integersBelow: 1e9)
    out.write(#"" stroke-linecap="round" stroke-linejoin="round" style="width:"#)
    writePixels(size, to: &out)
    out.write(";height:")
    writePixels(size, to: &out)
    if leadingOffset != 0 {
      out.write(";margin-inline-start:")
      writePixels(leadingOffset, to: &out)
    }
    out.write(#"" aria-hidden="true" focusable="false">"#)
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
    out.write("</svg>")
  }
}
