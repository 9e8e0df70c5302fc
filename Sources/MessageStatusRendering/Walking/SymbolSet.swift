import MessageStatusKit

/// The symbols a document's bubbles draw, gathered as they are walked: a document carries
/// the drawings of these only (JSON `symbols`, HTML `<symbol>`s), after its bubbles.
struct SymbolSet: Sendable {
  private var drawn: Set<Symbol> = []

  /// Adds the symbols `status` draws.
  mutating func insert(_ status: StatusIndicator?) {
    switch status?.content {
    case .symbols(let symbols, _): drawn.formUnion(symbols)
    case .badge(let badge): drawn.insert(badge.symbol)
    case .text, nil: break
    }
  }

  /// The symbols gathered, in `Symbol.allCases` order.
  var symbols: [Symbol] { Symbol.allCases.filter(drawn.contains) }

  /// The symbols some bubble of `bubbles` draws.
  init(_ bubbles: some Sequence<BubbleDescription> = [BubbleDescription]()) {
    for bubble in bubbles { insert(bubble.status) }
  }
}
