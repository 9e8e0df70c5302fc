extension StatusStyle {
  /// Signal-like: outlined circle delivered, filled circle read.
  public static let circles = StatusStyle("circles", groupPolicy: .allRecipients) { state, _, _ in
    switch state {
    case .sending: .symbols([.clock], color: .secondary)
    case .sent: .symbols([.checkmark], color: .secondary)
    case .delivered: .symbols([.checkmarkCircle], color: .secondary)
    case .read: .symbols([.checkmarkCircleFill], color: .accent)
    case .failed: .symbols([.exclamationmarkTriangleFill], color: .destructive)
    }
  }
}
