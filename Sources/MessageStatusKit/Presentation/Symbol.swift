/// An SF Symbol the library may ask for.
///
/// The set is closed so that the compiler checks that every renderer can draw every case.
/// Raw values are the SF Symbol names, so `Image(systemName: symbol.rawValue)` works as is.
public enum Symbol: String, Codable, CaseIterable, Hashable, Sendable {
  /// A clock face: still sending.
  case clock = "clock"
  /// One checkmark: sent; two in a row: delivered or read.
  case checkmark = "checkmark"
  /// A checkmark in a circle outline: delivered (`circles` style).
  case checkmarkCircle = "checkmark.circle"
  /// A checkmark in a filled circle: read (`circles` style; `ticks` without colour).
  case checkmarkCircleFill = "checkmark.circle.fill"
  /// An exclamation mark in a filled circle: failed.
  case exclamationmarkCircleFill = "exclamationmark.circle.fill"
  /// An exclamation mark in a filled triangle: failed (`circles` style).
  case exclamationmarkTriangleFill = "exclamationmark.triangle.fill"
}
