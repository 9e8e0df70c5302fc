/// The progress ring of an attachment being uploaded (``StatusIndicator/upload``).
///
/// The indicator's ``StatusIndicator/content`` still says the state to a front end that
/// draws no ring (``Symbol/arrowUpCircle``, or the `text` style's words); where the content
/// is symbols, one that draws it puts the ring in their place, in the content's colour: a thin, faint full circle
/// (the track) under a thicker arc from the top, clockwise in every layout direction, over
/// ``fraction`` of the circle. With no fraction there is no arc to draw, and the content
/// is drawn instead.
public struct UploadIndicator: Hashable, Codable, Sendable {
  // `Optional<T>`, not `T?`, so the initializer returns the value it builds instead of a
  // copy (see the note in BubbleDescription.swift).
  /// How much is uploaded, from 0 to 1 in ten-thousandths, or `nil` when the app does
  /// not know.
  public var fraction: Optional<Double>
  /// The whole percent below the fraction as the language writes it, or `nil` when the
  /// fraction is unknown.
  ///
  /// "40%", "40 %", "%40", "٤٠٪؜": the bubble's label says it.
  public var percentText: Optional<String>

  /// Creates an upload indicator.
  package init(fraction: Double?, percentText: String?) {
    self.fraction = fraction
    self.percentText = percentText
  }
}

extension UploadIndicator {
  private enum CodingKeys: String, CodingKey {
    case fraction, percentText
  }

  /// Encodes both keys, `null` when the fraction is unknown.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(fraction, forKey: .fraction)
    try c.encode(percentText, forKey: .percentText)
  }
}
