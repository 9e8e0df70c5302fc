/// Where a bubble sits in a run of consecutive bubbles from the same sender.
///
/// Front ends use it for corner shapes (joined corners inside a run) and to show a
/// group sender's name once, above the first bubble.
public enum RunPosition: String, Codable, CaseIterable, Hashable, Sendable {
  /// The only bubble of its run.
  case alone = "alone"
  /// The first of several.
  case first = "first"
  /// Neither first nor last.
  case middle = "middle"
  /// The last of several.
  case last = "last"
}
