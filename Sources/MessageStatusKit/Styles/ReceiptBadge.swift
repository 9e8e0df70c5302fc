extension StatusStyle {
  /// A blue badge with a white checkmark and the number of readers.
  ///
  /// It counts readers, so a group's message is read as soon as one recipient has read
  /// (``GroupPolicy/anyRecipient``). With Differentiate Without Color, delivered draws an
  /// outlined circle (it would otherwise look exactly like sent).
  public static let receiptBadge = StatusStyle("receiptBadge", groupPolicy: .anyRecipient) {
    state, context, _ in
    switch state {
    case .sending: .symbols([.clock], color: .secondary)
    case .sent: .symbols([.checkmark], color: .secondary)
    case .delivered:
      .symbols(
        [context.differentiateWithoutColor ? .checkmarkCircle : .checkmark], color: .secondary)
    case .read:
      .badge(
        StatusIndicator.Badge(
          count: context.badgeCount, displayText: context.badgeText, symbol: .checkmark,
          background: .badgeBackground, foreground: .badgeForeground))
    case .failed: .symbols([.exclamationmarkCircleFill], color: .destructive)
    }
  }
}
