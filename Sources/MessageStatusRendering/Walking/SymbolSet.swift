import MessageStatusKit

/// The symbols a document's bubbles draw, gathered as they are walked: a document carries
/// the drawings of these only (JSON `symbols`, HTML `<symbol>`s), after its bubbles.
struct SymbolSet: Sendable {
  private var bits: UInt64 = 0

  /// Adds the symbols `status` draws.
  mutating func insert(_ status: StatusIndicator?) {
    switch status?.content {
    case .symbols(let symbols, _): for symbol in symbols { bits |= Self.bit(symbol) }
    case .badge(let badge): bits |= Self.bit(badge.symbol)
    case .text, nil: break
    }
  }

  /// The symbols gathered, in `Symbol.allCases` order.
  var symbols: [Symbol] { Symbol.allCases.filter { bits & Self.bit($0) != 0 } }

  /// The symbols some bubble of `bubbles` draws.
  init(_ bubbles: some Sequence<BubbleDescription> = [BubbleDescription]()) {
    for bubble in bubbles { insert(bubble.status) }
  }

  private static let index: [Symbol: Int] = Dictionary(
    uniqueKeysWithValues: Symbol.allCases.enumerated().map { ($1, $0) })

  private static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(index[symbol] ?? 0) }
}
