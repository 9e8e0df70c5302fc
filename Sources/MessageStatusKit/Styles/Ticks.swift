extension StatusStyle {
  /// WhatsApp-like: one tick sent, two delivered, two blue read.
  ///
  /// The default style. With Differentiate Without Color, read draws filled circles.
  public static let ticks = StatusStyle("ticks", groupPolicy: .allRecipients) { state, context, _ in
    switch state {
    case .sending: .symbols([.clock], color: .secondary)
    case .sent: .symbols([.checkmark], color: .secondary)
    case .delivered: .symbols([.checkmark, .checkmark], color: .secondary)
    case .read:
      .symbols(
        Array(
          repeating: context.differentiateWithoutColor ? .checkmarkCircleFill : .checkmark, count: 2
        ),
        color: .accent)
    case .failed: .symbols([.exclamationmarkCircleFill], color: .destructive)
    }
  }
}
