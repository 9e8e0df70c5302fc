extension StatusIndicator.Content: Codable {
  /// The JSON `kind` of each case.
  package enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
    /// ``StatusIndicator/Content/symbols(_:color:)``.
    case symbols = "symbols"
    /// ``StatusIndicator/Content/text(_:color:)``.
    case text = "text"
    /// ``StatusIndicator/Content/badge(_:)``.
    case badge = "badge"
  }

  /// Which case this is.
  package var kind: Kind {
    switch self {
    case .symbols: .symbols
    case .text: .text
    case .badge: .badge
    }
  }

  private enum CodingKeys: String, CodingKey {
    case kind, symbols, text, color, badge
  }

  /// Decodes `{"kind": "symbols", "symbols": […], "color": …}`, `{"kind": "text",
  /// "text": …, "color": …}` or `{"kind": "badge", "badge": {…}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .symbols:
      self = .symbols(
        try container.decode([Symbol].self, forKey: .symbols),
        color: try container.decode(ColorToken.self, forKey: .color))
    case .text:
      self = .text(
        try container.decode(String.self, forKey: .text),
        color: try container.decode(ColorToken.self, forKey: .color))
    case .badge:
      self = .badge(try container.decode(StatusIndicator.Badge.self, forKey: .badge))
    }
  }

  /// Encodes the shape ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    switch self {
    case .symbols(let symbols, let color):
      try container.encode(symbols, forKey: .symbols)
      try container.encode(color, forKey: .color)
    case .text(let text, let color):
      try container.encode(text, forKey: .text)
      try container.encode(color, forKey: .color)
    case .badge(let badge):
      try container.encode(badge, forKey: .badge)
    }
  }
}
