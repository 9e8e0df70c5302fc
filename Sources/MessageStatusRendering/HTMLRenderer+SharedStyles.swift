import MessageStatusKit

extension HTMLRenderer {
  /// The stylesheet's rules for what every bubble of the page shares: the sizes and type
  /// styles of `metrics` (the first bubble's), so that a row writes a `style` only where
  /// its own metrics differ.
  static func sharedRules(_ m: Metrics) -> String {
    var out = UTF8Buffer()
    func rule(_ selector: StaticString, _ body: (inout UTF8Buffer) -> Void) {
      out.write(selector)
      out.write("{")
      let first = out.written
      body(&out)
      out.removeByte(at: first)  // Each declaration begins with ";": drop the first.
      out.write("}\n")
    }
    rule(".row") { writeRowWidth(m, to: &$0) }
    rule(".sender") { writeSenderStyle(m, to: &$0) }
    rule(".bubble") { writeBubbleStyle(m, to: &$0) }
    rule(".meta") { writeMetaStyle(m, to: &$0) }
    rule(".status") { writeType(m.status, to: &$0) }
    rule(".symbol") { writeSymbolSize(m.symbolSize, to: &$0) }
    rule(".symbol+.symbol") {
      $0.write(";margin-inline-start:")
      writePixels(m.symbolSpacing, to: &$0)
    }
    rule(".badge") { writeBadgeStyle(m, to: &$0) }
    rule(".badge .symbol") { writeSymbolSize(m.badgeSymbolSize, to: &$0) }
    return out.string
  }

  /// Writes ` style="…"` from `declarations`, each of which begins with `;`, or nothing
  /// when they write nothing.
  static func writeStyle(to out: inout UTF8Buffer, _ declarations: (inout UTF8Buffer) -> Void) {
    let mark = out.written
    out.write(" style=\"")
    let first = out.written
    declarations(&out)
    guard out.written > first else { return out.truncate(to: mark) }
    out.removeByte(at: first)  // the first declaration's ";"
    out.write("\"")
  }

  /// `;max-width:78%`.
  static func writeRowWidth(_ m: Metrics, to out: inout UTF8Buffer) {
    out.write(";max-width:")
    writePercent(m.maxWidthFraction, to: &out)
  }

  /// The sender name's type and inset.
  static func writeSenderStyle(_ m: Metrics, to out: inout UTF8Buffer) {
    writeType(m.sender, to: &out)
    out.write(";margin-inline-start:")
    writePixels(m.horizontalPadding, to: &out)
  }

  /// The bubble's type, round corners and padding.
  static func writeBubbleStyle(_ m: Metrics, to out: inout UTF8Buffer) {
    writeType(m.body, to: &out)
    out.write(";border-radius:")
    writePixels(m.cornerRadius, to: &out)
    out.write(";padding:")
    writePixels(m.verticalPadding, to: &out)
    out.write(ascii: UInt8(ascii: " "))
    writePixels(m.horizontalPadding, to: &out)
  }

  /// The status row's spacing and type.
  static func writeMetaStyle(_ m: Metrics, to out: inout UTF8Buffer) {
    out.write(";gap:")
    writePixels(m.timestampSpacing, to: &out)
    out.write(";margin-top:")
    writePixels(m.statusRowSpacing, to: &out)
    writeType(m.timestamp, to: &out)
  }

  /// `;width:15px;height:15px`.
  static func writeSymbolSize(_ size: Double, to out: inout UTF8Buffer) {
    out.write(";width:")
    writePixels(size, to: &out)
    out.write(";height:")
    writePixels(size, to: &out)
  }

  /// One shape: a circle of the badge's diameter that grows into a capsule.
  static func writeBadgeStyle(_ m: Metrics, to out: inout UTF8Buffer) {
    out.write(";height:")
    writePixels(m.badgeDiameter, to: &out)
    out.write(";min-width:")
    writePixels(m.badgeDiameter, to: &out)
    out.write(";border-radius:")
    writePixels(m.badgeDiameter / 2, to: &out)
    out.write(";padding:0 ")
    writePixels(m.badgePadding, to: &out)
    writeType(m.badge, to: &out)
  }

  /// A class per colour token: `.fill-outgoingBubble` for a background, `.ink-secondary`
  /// for text and symbols.
  static let tokenRules: String = ColorToken.allCases.map {
    ".fill-\($0.rawValue){background:\($0.cssVariable)}"
      + ".ink-\($0.rawValue){color:\($0.cssVariable)}\n"
  }.joined()

  /// Writes ` fill-<token>` or ` ink-<token>` into a `class` attribute.
  static func writeClass(fill token: ColorToken, to out: inout UTF8Buffer) {
    out.write(" fill-")
    out.write(unescaped: token.rawValue)
  }

  /// Writes ` ink-<token>` into a `class` attribute.
  static func writeClass(ink token: ColorToken, to out: inout UTF8Buffer) {
    out.write(" ink-")
    out.write(unescaped: token.rawValue)
  }
}
