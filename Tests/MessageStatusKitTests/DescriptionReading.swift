import MessageStatusKit

// Readers for assertions: each gives one part of an enum-shaped value (empty or nil
// when the value is another case), so a test states what it expects in one line.

extension StatusIndicator {
  /// The symbols drawn; empty for words and the badge.
  var symbols: [Symbol] {
    if case .symbols(let symbols, _) = content { symbols } else { [] }
  }

  /// The words shown by the `text` style; `nil` otherwise.
  var text: String? {
    if case .text(let text, _) = content { text } else { nil }
  }

  /// The colour of the symbols or words; `nil` for the badge.
  var color: ColorToken? {
    switch content {
    case .symbols(_, let color), .text(_, let color): color
    case .badge: nil
    }
  }

  /// The badge; `nil` otherwise.
  var badge: Badge? {
    if case .badge(let badge) = content { badge } else { nil }
  }
}

extension TransitionSpec {
  /// The full motion's animation, if it moves.
  var animation: Animation? {
    if case .animated(let animation) = motion { animation } else { nil }
  }

  /// Whether the full motion moves.
  var animated: Bool { animation != nil }

  /// The full motion's effects; empty when nothing moves.
  var effects: [Effect] { animation?.effects ?? [] }

  /// The reduced motion's effects; empty when nothing moves.
  var reducedEffects: [Effect] {
    if case .animated(let animation) = reducedMotion { animation.effects } else { [] }
  }
}

extension ThreadLayout {
  /// Each message's run position, in order.
  var runPositions: [RunPosition] {
    items.compactMap {
      if case .message(_, let position) = $0 { position } else { nil }
    }
  }

  /// The day headings, in order.
  var separators: [DaySeparator] {
    items.compactMap {
      if case .daySeparator(let separator) = $0 { separator } else { nil }
    }
  }

  /// For each day heading, the index of the message it precedes.
  var separatorIndices: [Int] {
    var result: [Int] = []
    var index = 0
    for item in items {
      switch item {
      case .daySeparator: result.append(index)
      case .message: index += 1
      }
    }
    return result
  }
}
