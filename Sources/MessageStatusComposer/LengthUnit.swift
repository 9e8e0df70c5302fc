/// What one unit of a message's length is.
///
/// Servers count differently; pick theirs.
///
/// The same unit drives both ``Composer/validate(_:)`` and the counter, so they can never
/// disagree.
public enum LengthUnit: String, Codable, CaseIterable, Hashable, Sendable {
  /// Unicode scalars (code points): "👍🏽" is 2, "é" written as e + U+0301 is 2.
  case unicodeScalars = "unicodeScalars"
  /// User-perceived characters (extended grapheme clusters): "👍🏽" is 1, "🇯🇵" is 1. The
  /// default: a person counts what they see.
  case graphemes = "graphemes"
  /// UTF-16 code units, as JavaScript's `length` counts: "👍🏽" is 4.
  case utf16 = "utf16"

  /// The length of `text` in this unit.
  package func length(of text: String) -> Int {
    switch self {
    case .unicodeScalars: text.unicodeScalars.count
    case .graphemes: text.count
    case .utf16: text.utf16.count
    }
  }
}
