import Foundation

extension BubbleDescription.Options: Codable {
  private enum CodingKeys: String, CodingKey {
    case style, groupPolicy, appearance, increasedContrast, differentiateWithoutColor
    case reduceMotion, readReceipts, failedBubbleTint, locale, hourCycle, timeZone, metrics
    case namedReaders, messageInfo
  }

  /// Decodes the options an app saved.
  ///
  /// Every key may be left out and takes the default of
  /// ``init(style:groupPolicy:appearance:increasedContrast:differentiateWithoutColor:reduceMotion:readReceipts:failedBubbleTint:locale:hourCycle:timeZone:metrics:namedReaders:messageInfo:)``.
  /// `timeZone` is an IANA identifier ("Asia/Tokyo") or "GMT".
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    var timeZone = defaults.timeZone
    if let identifier = try c.decodeIfPresent(String.self, forKey: .timeZone) {
      guard let zone = TimeZone(identifier: identifier) else {
        throw DecodingError.dataCorruptedError(
          forKey: .timeZone, in: c, debugDescription: "unknown time zone \"\(identifier)\"")
      }
      timeZone = zone
    }
    self.init(
      style: try c.decodeIfPresent(StatusStyle.self, forKey: .style) ?? defaults.style,
      groupPolicy: try c.decodeIfPresent(GroupPolicy.self, forKey: .groupPolicy),
      appearance: try c.decodeIfPresent(Appearance.self, forKey: .appearance)
        ?? defaults.appearance,
      increasedContrast: try c.decodeIfPresent(Bool.self, forKey: .increasedContrast) ?? false,
      differentiateWithoutColor: try c.decodeIfPresent(
        Bool.self, forKey: .differentiateWithoutColor) ?? false,
      reduceMotion: try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false,
      readReceipts: try c.decodeIfPresent(ReadReceiptVisibility.self, forKey: .readReceipts)
        ?? defaults.readReceipts,
      failedBubbleTint: try c.decodeIfPresent(FailedBubbleTint.self, forKey: .failedBubbleTint)
        ?? defaults.failedBubbleTint,
      locale: try c.decodeIfPresent(String.self, forKey: .locale) ?? defaults.locale,
      hourCycle: try c.decodeIfPresent(HourCycle.self, forKey: .hourCycle) ?? defaults.hourCycle,
      timeZone: timeZone,
      metrics: try c.decodeIfPresent(Metrics.self, forKey: .metrics) ?? defaults.metrics,
      namedReaders: try c.decodeIfPresent(Int.self, forKey: .namedReaders) ?? 0,
      messageInfo: try c.decodeIfPresent(Bool.self, forKey: .messageInfo) ?? false)
  }

  /// Encodes every option, the time zone as its identifier.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(style, forKey: .style)
    try c.encodeIfPresent(groupPolicy, forKey: .groupPolicy)
    try c.encode(appearance, forKey: .appearance)
    try c.encode(increasedContrast, forKey: .increasedContrast)
    try c.encode(differentiateWithoutColor, forKey: .differentiateWithoutColor)
    try c.encode(reduceMotion, forKey: .reduceMotion)
    try c.encode(readReceipts, forKey: .readReceipts)
    try c.encode(failedBubbleTint, forKey: .failedBubbleTint)
    try c.encode(locale, forKey: .locale)
    try c.encode(hourCycle, forKey: .hourCycle)
    try c.encode(timeZone.identifier, forKey: .timeZone)
    try c.encode(metrics, forKey: .metrics)
    try c.encode(namedReaders, forKey: .namedReaders)
    // Only when on: options saved before it encode as they did.
    if messageInfo { try c.encode(true, forKey: .messageInfo) }
  }
}
