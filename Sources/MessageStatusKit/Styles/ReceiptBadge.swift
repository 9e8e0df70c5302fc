extension StatusStyle {
  /// A blue badge with a white checkmark and the number of readers; before it, one grey
  /// tick sent and two delivered.
  ///
  /// It counts readers, so a group's message is read as soon as one recipient has read
  /// (``GroupPolicy/anyRecipient``). Sent and delivered differ in shape, not only in words,
  /// so Differentiate Without Color draws them as they are.
  public static let receiptBadge = StatusStyle("receiptBadge", groupPolicy: .anyRecipient) {
    state, context, phrases in
    switch state {
    case .sending: .symbols([.clock], color: .secondary)
    case .sent: .symbols([.checkmark], color: .secondary)
    case .delivered: .symbols([.checkmark, .checkmark], color: .secondary)
    case .read:
      .badge(
        StatusIndicator.Badge(
          count: context.badgeCount, displayText: context.badgeText(in: phrases),
          symbol: .checkmark,
          background: .badgeBackground, foreground: .badgeForeground))
    case .failed: .symbols([.exclamationmarkCircleFill], color: .destructive)
    }
  }
}
