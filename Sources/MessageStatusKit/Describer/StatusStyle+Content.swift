extension StatusStyle {
  /// What the indicator draws for a presented state, before labels are added.
  struct Content: Hashable, Sendable {
    var symbols: [Symbol] = []
    var text: String? = nil
    var color: ColorToken
    var badge: StatusIndicator.Badge? = nil
  }

  /// The style table of the Status styles article, one row per state.
  ///
  /// - Parameters:
  ///   - state: The presented state (read receipts already applied).
  ///   - differentiateWithoutColor: Whether states may differ by colour alone; when on,
  ///     `ticks` draws read as filled circles and `receiptBadge` draws delivered as an
  ///     outlined circle (it would otherwise look exactly like sent).
  ///   - badgeCount: Readers to show on the badge.
  ///   - badgeText: The count as the badge shows it ("3", "٣", "99+").
  ///   - readTime: The formatted read time for the `text` style, if known.
  ///   - phrases: The words for the `text` style and the badge overflow.
  func content(
    for state: DeliveryState, differentiateWithoutColor: Bool, badgeCount: Int,
    badgeText: String, readTime: String?, phrases: Phrasebook
  ) -> Content {
    switch self {
    case .ticks:
      switch state {
      case .sending: return Content(symbols: [.clock], color: .secondary)
      case .sent: return Content(symbols: [.checkmark], color: .secondary)
      case .delivered: return Content(symbols: [.checkmark, .checkmark], color: .secondary)
      case .read:
        let mark: Symbol = differentiateWithoutColor ? .checkmarkCircleFill : .checkmark
        return Content(symbols: [mark, mark], color: .accent)
      case .failed: return Content(symbols: [.exclamationmarkCircleFill], color: .destructive)
      }
    case .circles:
      switch state {
      case .sending: return Content(symbols: [.clock], color: .secondary)
      case .sent: return Content(symbols: [.checkmark], color: .secondary)
      case .delivered: return Content(symbols: [.checkmarkCircle], color: .secondary)
      case .read: return Content(symbols: [.checkmarkCircleFill], color: .accent)
      case .failed: return Content(symbols: [.exclamationmarkTriangleFill], color: .destructive)
      }
    case .receiptBadge:
      switch state {
      case .sending: return Content(symbols: [.clock], color: .secondary)
      case .sent: return Content(symbols: [.checkmark], color: .secondary)
      case .delivered:
        let mark: Symbol = differentiateWithoutColor ? .checkmarkCircle : .checkmark
        return Content(symbols: [mark], color: .secondary)
      case .read:
        let badge = StatusIndicator.Badge(
          count: badgeCount, displayText: badgeText, symbol: .checkmark,
          background: .badgeBackground, foreground: .badgeForeground)
        return Content(symbols: [], color: .accent, badge: badge)
      case .failed: return Content(symbols: [.exclamationmarkCircleFill], color: .destructive)
      }
    case .text:
      switch state {
      case .read:
        let words =
          readTime.map { phrases.statusTextReadAt.filled(time: $0) }
          ?? phrases.statusText.read
        return Content(text: words, color: .secondary)
      case .failed: return Content(text: phrases.statusText.failed, color: .destructive)
      case .sending, .sent, .delivered:
        return Content(text: phrases.statusText[state], color: .secondary)
      }
    }
  }
}
