// The README's SwiftUI sketch. It compiles where SwiftUI exists (Apple platforms); on
// Linux, where CI runs, the README is only checked to be this text.
#if canImport(SwiftUI)
  import MessageStatusKit
  import SwiftUI

  // readme:begin swiftui
  struct StatusRow: View {
    let bubble: BubbleDescription
    var palette = Palette.standard
    var perform: (BubbleAction.Kind) -> Void = { _ in }
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      let m = bubble.metrics
      HStack(spacing: m.timestampSpacing) {
        Text(bubble.timestamp).foregroundStyle(color(BubbleDescription.captionColor))
        if let status = bubble.status {
          switch status.content {
          case .symbols(let symbols, let token):
            HStack(spacing: m.symbolSpacing) {
              ForEach(Array(symbols.enumerated()), id: \.offset) { _, symbol in
                Image(systemName: symbol.sfSymbolName)
              }
            }
            .foregroundStyle(color(token))
          case .text(let words, let token):
            Text(words).foregroundStyle(color(token))
          case .badge(let badge):
            Label(badge.displayText, systemImage: badge.symbol.sfSymbolName)
              .monospacedDigit()
              .padding(.horizontal, m.badgePadding)
              .frame(minWidth: m.badgeDiameter, minHeight: m.badgeDiameter)
              .background(Capsule().fill(color(badge.background)))
              .foregroundStyle(color(badge.foreground))
          }
        }
      }
      .font(.system(size: m.status.pointSize))
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(bubble.accessibility.contentLabel)
      .accessibilityValue(spokenValue)
      .accessibilityActions {
        ForEach(bubble.actions) { action in
          Button(action.label, role: action.isDestructive ? .destructive : nil) {
            perform(action.id)
          }
        }
      }
      .animation(animation, value: bubble.status?.state)
    }

    /// The state, then the time, each time once: "Hello world, read, 10:42 AM"; "Hello
    /// world, read at 10:52 AM, sent at 10:47 AM"; incoming, "Alice: Hello world, 10:42 AM".
    var spokenValue: String {
      let a = bubble.accessibility
      let time = a.timeLabel ?? bubble.timestamp
      return a.stateDescription.isEmpty ? time : a.stateDescription + a.separator + time
    }

    /// The description's motion, or its reduced variant when Reduce Motion is on.
    var animation: Animation? {
      let motion = reduceMotion ? bubble.transition.reducedMotion : bubble.transition.motion
      guard case .animated(let spec) = motion else { return nil }
      let p = spec.curve.controlPoints
      return .timingCurve(p[0], p[1], p[2], p[3], duration: spec.duration)
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
