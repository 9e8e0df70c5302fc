/// How far an attachment's upload has gone: a stage of ``DeliveryState/sending``.
///
/// A message with an ``Message/attachment`` that is still sending can report its upload
/// (``Message/upload``). Its bubble then shows a progress ring in place of the clock, says
/// "Photo, uploading, 40%", and offers Cancel. Signal keeps uploading apart from sending
/// in the same way, and exyte/Chat an upload status.
///
/// The fraction is kept to the nearest ten-thousandth, and below 1 until it is 1 (two
/// bytes, so that a message stays within its memory budget); what is shown and spoken is
/// the whole percent below it. A complete upload (1) of a message still sending is shown as
/// a plain send: the clock, "sending", no Cancel.
public struct UploadProgress: Hashable, Codable, Sendable {
  /// Ten-thousandths done, `0...10_000`, or `UInt16.max` when the fraction is unknown.
  private let storage: UInt16

  /// How much is uploaded, from 0 to 1, or `nil` when the app does not know (the
  /// indicator then shows ``Symbol/arrowUpCircle``, with no ring).
  public var fraction: Double? {
    storage == .max ? nil : Double(storage) / 10_000
  }

  /// The whole percent done, rounded down (0…100), or `nil` when unknown.
  public var percent: Int? {
    storage == .max ? nil : Int(storage) / 100
  }

  /// Creates a progress.
  ///
  /// - Parameter fraction: How much is uploaded, from 0 to 1; `nil` when unknown. A value
  ///   outside 0…1 is clamped to it, and one that is not a number is unknown.
  public init(fraction: Double?) {
    guard let fraction, !fraction.isNaN else {
      storage = .max
      return
    }
    // To the nearest ten-thousandth (0.57 is 5,700, where rounding down 0.57 × 10,000
    // gave 5,699), and never 1 before it is.
    let clamped = min(max(fraction, 0), 1)
    let scaled = (clamped * 10_000).rounded()
    storage = clamped < 1 ? UInt16(min(scaled, 9_999)) : 10_000
  }

  /// An upload whose fraction the app does not know.
  public static let unknown = UploadProgress(fraction: nil)

  /// The further of two reports of one upload: a later report never moves it back, and an
  /// unknown fraction never hides a known one.
  public func merging(_ later: UploadProgress) -> UploadProgress {
    if storage == .max { return later }
    if later.storage == .max { return self }
    return storage >= later.storage ? self : later
  }
}

extension UploadProgress {
  private enum CodingKeys: String, CodingKey {
    case fraction
  }

  /// Decodes `{"fraction": 0.4}`, and `{}` or a `null` fraction as unknown.
  ///
  /// A fraction outside 0…1 is a data error.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let fraction = try c.decodeIfPresent(Double.self, forKey: .fraction)
    if let fraction, !(0...1).contains(fraction) {
      throw DecodingError.dataCorruptedError(
        forKey: .fraction, in: c,
        debugDescription: "\(fraction) is not a fraction from 0 to 1")
    }
    self.init(fraction: fraction)
  }

  /// Encodes `{"fraction": 0.4}`, or `{}` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(fraction, forKey: .fraction)
  }
}
