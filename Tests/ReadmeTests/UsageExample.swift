// readme:begin usage
import Foundation
import MessageStatusKit

func showReadReceipts() {
  let chat = Conversation(
    participants: ["me", "alice", "bob", "carol", "dave", "erin"], viewer: "me",
    displayNames: ["alice": "Alice", "bob": "Bob"])
  let message = Message(
    id: "m1", sender: "me", text: "Hello world",
    createdAt: Date(timeIntervalSince1970: 1_761_043_320),  // 2025-10-21 10:42 UTC
    state: .delivered, readBy: ["alice", "bob", "carol"])
  let bubble = BubbleDescriber(options: .init(style: .receiptBadge, appearance: .dark)).describe(
    message, in: chat)

  let status = bubble.status
  UsageExample.shown = (bubble, status, nil, nil)  // readme:hide
  if case .badge(let badge)? = status?.content {
    let badgeFill = Palette.standard.color(badge.background, in: bubble.paletteVariant)
    print(badge.displayText, badgeFill.hexString)  // 3 #1A6FE0
    UsageExample.shown = (bubble, status, badge, badgeFill)  // readme:hide
  }
}
// readme:end usage

// This file imports neither XCTest nor Testing, and the function is a plain one: the
// README's usage example is app code and compiles as such. `UsageTests` calls it and checks
// what it computed (kept by the hidden lines above) against the README's table.

/// What the README's usage example computed when it last ran.
enum UsageExample {
  nonisolated(unsafe) static var shown:
    (
      bubble: BubbleDescription, status: StatusIndicator?, badge: StatusIndicator.Badge?,
      badgeFill: SRGBColor?
    )?
}
