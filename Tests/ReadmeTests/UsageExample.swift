// readme:begin usage
import Foundation
import MessageStatusKit

// readme:pause usage

// This file imports neither XCTest nor Testing: the README's usage example is app code, and
// compiles as such. `UsageTests` checks what it computes against the README's table.

/// What the README's usage example computes.
struct UsageExample {
  var bubble: BubbleDescription
  var status: StatusIndicator?
  var badge: StatusIndicator.Badge?
  var badgeFill: SRGBColor?

  init() {
    var shown: (StatusIndicator.Badge, SRGBColor)?
    // readme:resume usage
    let chat = Conversation(
      participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
      displayNames: ["alice": "Alice", "bob": "Bob"])
    let message = Message(
      id: "m1", sender: "me", text: "Hello world",
      createdAt: Date(timeIntervalSince1970: 1_761_043_320),  // 2025-10-21 10:42 UTC
      state: .delivered, readBy: ["alice", "bob", "carol"])
    let bubble = BubbleDescription(
      describing: message, in: chat, options: .init(style: .receiptBadge, appearance: .dark))

    let status = bubble.status
    if case .badge(let badge)? = status?.content {
      let badgeFill = Palette.standard.color(badge.background, in: bubble.paletteVariant)
      shown = (badge, badgeFill)  // readme:hide
    }
    // readme:end usage
    self.bubble = bubble
    self.status = status
    (badge, badgeFill) = (shown?.0, shown?.1)
  }
}
