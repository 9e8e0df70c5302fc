/// One row of a described thread: a bubble, or the heading of a day.
public enum ThreadItem: Hashable, Sendable {
  /// A day heading, before the day's first bubble.
  case daySeparator(DaySeparator)
  /// A message bubble.
  case bubble(BubbleDescription)
}

extension ThreadItem: Codable {
  private enum CodingKeys: String, CodingKey {
    case daySeparator, bubble
  }

  /// Decodes `{"daySeparator": {…}}` or `{"bubble": {…}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let separator = try container.decodeIfPresent(DaySeparator.self, forKey: .daySeparator) {
      self = .daySeparator(separator)
    } else {
      self = .bubble(try container.decode(BubbleDescription.self, forKey: .bubble))
    }
  }

  /// Encodes the shape ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .daySeparator(let separator): try container.encode(separator, forKey: .daySeparator)
    case .bubble(let bubble): try container.encode(bubble, forKey: .bubble)
    }
  }
}
