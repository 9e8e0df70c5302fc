/// An attachment as the bubble shows it: its symbol beside its name.
public struct AttachmentDescription: Hashable, Codable, Sendable {
  /// What it is.
  public var kind: AttachmentKind
  /// Its name in the description's language: "Photo", "View-once photo".
  public var label: String
  /// Whether it is a photo or video the recipient can open once only
  /// (``Message/isViewOnce``); its ``label`` says so.
  public var isViewOnce: Bool
  /// The symbol drawn beside the name, one per kind: its SF Symbol, Material Symbols name
  /// and drawing are the symbol's.
  public var symbol: Symbol { kind.symbol }

  /// Creates an attachment description.
  package init(kind: AttachmentKind, label: String, isViewOnce: Bool = false) {
    self.kind = kind
    self.label = label
    self.isViewOnce = isViewOnce
  }

  private enum CodingKeys: String, CodingKey {
    case kind, label, symbol, viewOnce
  }

  /// Decodes the kind, the label and whether it is view-once (absent: not); the symbol is
  /// the kind's.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try c.decode(AttachmentKind.self, forKey: .kind),
      label: try c.decode(String.self, forKey: .label),
      isViewOnce: try c.decodeIfPresent(Bool.self, forKey: .viewOnce) ?? false)
  }

  /// Encodes the kind, the label and the symbol, in that order, then `viewOnce` when it is.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind, forKey: .kind)
    try c.encode(label, forKey: .label)
    try c.encode(symbol, forKey: .symbol)
    if isViewOnce { try c.encode(true, forKey: .viewOnce) }
  }
}
