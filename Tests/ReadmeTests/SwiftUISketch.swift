// The README's SwiftUI sketch. It compiles where SwiftUI exists (Apple platforms); on
// Linux, where CI runs, the README is only checked to be this text.
#if canImport(SwiftUI)
  import MessageStatusKit
  import SwiftUI

  // readme:begin swiftui
  struct StatusView: View {
    let bubble: BubbleDescription
    var palette = Palette.standard
    var retry: () -> Void = {}

    var body: some View {
      if let status = bubble.status {
        HStack(spacing: bubble.metrics.timestampSpacing) {
          Text(bubble.timestamp)
          ForEach(Array(status.symbols.enumerated()), id: \.offset) { _, symbol in
            Image(systemName: symbol.rawValue)
          }
          if let text = status.text { Text(text) }
        }
        .font(.system(size: bubble.metrics.statusPointSize))
        .foregroundStyle(color(status.color))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(bubble.accessibility.label)
        .accessibilityAction(named: "Retry") { retry() }
        .animation(
          bubble.transition.animated ? .easeInOut(duration: bubble.transition.duration) : nil,
          value: status.state)
      }
    }

    func color(_ token: ColorToken) -> Color {
      let c = palette.color(token, in: bubble.paletteVariant)
      return Color(
        .sRGB, red: Double(c.red) / 255, green: Double(c.green) / 255,
        blue: Double(c.blue) / 255)
    }
  }
// readme:end swiftui
#endif
