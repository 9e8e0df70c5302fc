/// The direction a language's text and layout run in.
public enum LayoutDirection: String, Codable, CaseIterable, Hashable, Sendable {
  /// English, Japanese, Russian…: leading is left.
  case leftToRight = "leftToRight"
  /// Arabic, Hebrew…: leading is right.
  case rightToLeft = "rightToLeft"
}
