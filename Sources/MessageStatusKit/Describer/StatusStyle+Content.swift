extension StatusStyle {
  /// The style table of the Status styles article, one row per state.
  ///
  /// - Parameters:
  ///   - state: The presented state (read receipts already applied).
  ///   - differentiateWithoutColor: Whether states may differ by colour alone; when on,
  ///     `ticks` draws read as filled circles and `receiptBadge` draws delivered as an
  ///     outlined circle (it would otherwise look exactly like sent).
  ///   - badgeCount: Readers to show on the badge.
  ///   - badgeText: The count as the badge shows it ("3", "٣", "99+").
  ///   - readWords: The `text` style's read words with the time ("Read 10:52 AM"), if known.
  ///   - phrases: The words for the `text` style and the badge overflow.
  func content(
    for state: DeliveryState, differentiateWithoutColor: Bool, badgeCount: Int,
    badgeText: String, readWords: String?, phrases: Phrasebook
  ) -> StatusIndicator.Content {
    switch self {
    case .ticks:
      switch state {
      case .sending: return .symbols([.clock], color: .secondary)
      case .sent: return .symbols([.checkmark], color: .secondary)
      case .delivered: return .symbols([.checkmark, .checkmark], color: .secondary)
      case .read:
        let mark: Symbol = differentiateWithoutColor ? .checkmarkCircleFill : .checkmark
        return .symbols([mark, mark], color: .accent)
      case .failed: return .symbols([.exclamationmarkCircleFill], color: .destructive)
      }
    case .circles:
      switch state {
      case .sending: return .symbols([.clock], color: .secondary)
      case .sent: return .symbols([.checkmark], color: .secondary)
      case .delivered: return .symbols([.checkmarkCircle], color: .secondary)
      case .read: return .symbols([.checkmarkCircleFill], color: .accent)
      case .failed: return .symbols([.exclamationmarkTriangleFill], color: .destructive)
      }
    case .receiptBadge:
      switch state {
      case .sending: return .symbols([.clock], color: .secondary)
      case .sent: return .symbols([.checkmark], color: .secondary)
      case .delivered:
        let mark: Symbol = differentiateWithoutColor ? .checkmarkCircle : .checkmark
        return .symbols([mark], color: .secondary)
      case .read:
        let badge = StatusIndicator.Badge(
          count: badgeCount, displayText: badgeText, symbol: .checkmark,
          background: .badgeBackground, foreground: .badgeForeground)
        return .badge(badge)
      case .failed: return .symbols([.exclamationmarkCircleFill], color: .destructive)
      }
    case .text:
      switch state {
      case .read:
        let words = readWords ?? phrases.statusText.read
        return .text(words, color: .secondary)
      case .failed: return .text(phrases.statusText.failed, color: .destructive)
      case .sending, .sent, .delivered:
        return .text(phrases.statusText[state], color: .secondary)
      }
    }
  }
}
