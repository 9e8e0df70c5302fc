extension Palette {
  /// The library's palette: iOS-like blue, grey and red, adjusted until every pair
  /// meets WCAG 2.2 AA.
  ///
  /// Apple's stock blue `#007AFF` carries white text at only about 4.0:1, so the
  /// outgoing bubble and the accent use `#0A62D0` (5.7:1) in light mode. The read-receipt
  /// badge carries its count as text, so its foreground meets the text ratio on it: white
  /// on `#1A6FE0` (4.7:1) in dark mode, which is darker than the accent (`#3D8BFF`). With
  /// increased contrast in dark mode no blue carries white at 7:1 and still stands out
  /// 3:1 from black, so that badge turns light blue (`#6AA6FF`) with black on it (8.4:1).
  public static let standard = Palette(
    light: Column(
      accent: SRGBColor(hex: 0x0A62D0), secondary: SRGBColor(hex: 0x6B6B70),
      destructive: SRGBColor(hex: 0xC4161C),
      outgoingBubble: SRGBColor(hex: 0x0A62D0), outgoingText: SRGBColor(hex: 0xFFFFFF),
      incomingBubble: SRGBColor(hex: 0xE9E9EB), incomingText: SRGBColor(hex: 0x000000),
      failedBubble: SRGBColor(hex: 0xC4161C), failedText: SRGBColor(hex: 0xFFFFFF),
      pageBackground: SRGBColor(hex: 0xFFFFFF), primaryText: SRGBColor(hex: 0x000000),
      badgeBackground: SRGBColor(hex: 0x0A62D0), badgeForeground: SRGBColor(hex: 0xFFFFFF)),
    dark: Column(
      accent: SRGBColor(hex: 0x3D8BFF), secondary: SRGBColor(hex: 0x98989F),
      destructive: SRGBColor(hex: 0xFF5A4F),
      outgoingBubble: SRGBColor(hex: 0x0A5FC8), outgoingText: SRGBColor(hex: 0xFFFFFF),
      incomingBubble: SRGBColor(hex: 0x2C2C2E), incomingText: SRGBColor(hex: 0xFFFFFF),
      failedBubble: SRGBColor(hex: 0xB3131B), failedText: SRGBColor(hex: 0xFFFFFF),
      pageBackground: SRGBColor(hex: 0x000000), primaryText: SRGBColor(hex: 0xFFFFFF),
      badgeBackground: SRGBColor(hex: 0x1A6FE0), badgeForeground: SRGBColor(hex: 0xFFFFFF)),
    lightIncreasedContrast: Column(
      accent: SRGBColor(hex: 0x0047A8), secondary: SRGBColor(hex: 0x4A4A4F),
      destructive: SRGBColor(hex: 0xA8070F),
      outgoingBubble: SRGBColor(hex: 0x0047A8), outgoingText: SRGBColor(hex: 0xFFFFFF),
      incomingBubble: SRGBColor(hex: 0xE9E9EB), incomingText: SRGBColor(hex: 0x000000),
      failedBubble: SRGBColor(hex: 0x9E0B12), failedText: SRGBColor(hex: 0xFFFFFF),
      pageBackground: SRGBColor(hex: 0xFFFFFF), primaryText: SRGBColor(hex: 0x000000),
      badgeBackground: SRGBColor(hex: 0x0047A8), badgeForeground: SRGBColor(hex: 0xFFFFFF)),
    darkIncreasedContrast: Column(
      accent: SRGBColor(hex: 0x6AA6FF), secondary: SRGBColor(hex: 0xB4B4BA),
      destructive: SRGBColor(hex: 0xFF7A70),
      outgoingBubble: SRGBColor(hex: 0x0049A8), outgoingText: SRGBColor(hex: 0xFFFFFF),
      incomingBubble: SRGBColor(hex: 0x2C2C2E), incomingText: SRGBColor(hex: 0xFFFFFF),
      failedBubble: SRGBColor(hex: 0x8E0A10), failedText: SRGBColor(hex: 0xFFFFFF),
      pageBackground: SRGBColor(hex: 0x000000), primaryText: SRGBColor(hex: 0xFFFFFF),
      badgeBackground: SRGBColor(hex: 0x6AA6FF), badgeForeground: SRGBColor(hex: 0x000000))
  )
}
