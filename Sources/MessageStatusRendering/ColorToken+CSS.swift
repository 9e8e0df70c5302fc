import MessageStatusKit

extension ColorToken {
  /// The CSS custom property the page's stylesheet defines for this token.
  ///
  /// `var(--msk-accent)`, as a literal, so writing one allocates nothing.
  var cssVariable: StaticString {
    switch self {
    case .accent: "var(--msk-accent)"
    case .secondary: "var(--msk-secondary)"
    case .destructive: "var(--msk-destructive)"
    case .outgoingBubble: "var(--msk-outgoingBubble)"
    case .outgoingText: "var(--msk-outgoingText)"
    case .incomingBubble: "var(--msk-incomingBubble)"
    case .incomingText: "var(--msk-incomingText)"
    case .failedBubble: "var(--msk-failedBubble)"
    case .failedText: "var(--msk-failedText)"
    case .pageBackground: "var(--msk-pageBackground)"
    case .primaryText: "var(--msk-primaryText)"
    case .badgeBackground: "var(--msk-badgeBackground)"
    case .badgeForeground: "var(--msk-badgeForeground)"
    }
  }
}
