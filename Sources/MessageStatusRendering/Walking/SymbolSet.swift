import MessageStatusKit

/// The symbols a document's bubbles draw, gathered as they are walked: a document carries
/// the drawings of these only (JSON `symbols`, HTML `<symbol>`s), after its bubbles.
struct SymbolSet: Sendable {
  private var drawn: Set<Symbol> = []

  /// Adds the symbols `bubble` draws: its status's and its attachment's.
  mutating func insert(_ bubble: BubbleDescription) {
    switch bubble.status?.content {
    case .symbols(let symbols, _): drawn.formUnion(symbols)
    case .badge(let badge): drawn.insert(badge.symbol)
    case .text, nil: break
    }
    if let attachment = bubble.attachment { drawn.insert(attachment.symbol) }
  }

  /// The symbols gathered, in `Symbol.allCases` order.
  var symbols: [Symbol] { Symbol.allCases.filter(drawn.contains) }

  /// The symbols some bubble of `bubbles` draws.
  init(_ bubbles: some Sequence<BubbleDescription> = [BubbleDescription]()) {
    for bubble in bubbles { insert(bubble) }
  }
}
