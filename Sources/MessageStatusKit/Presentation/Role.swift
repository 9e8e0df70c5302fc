/// Whose message a bubble shows, from the viewer's side.
public enum Role: String, Codable, CaseIterable, Hashable, Sendable {
  /// Written by the viewer; shows a delivery status.
  case outgoing = "outgoing"
  /// Written by someone else; never shows a delivery status.
  case incoming = "incoming"
}

/// Which side of the thread a bubble hugs.
///
/// Semantic, so right-to-left layouts mirror it.
public enum Alignment: String, Codable, CaseIterable, Hashable, Sendable {
  /// The trailing edge (right in left-to-right languages): outgoing bubbles.
  case trailing = "trailing"
  /// The leading edge (left in left-to-right languages): incoming bubbles.
  case leading = "leading"
}
