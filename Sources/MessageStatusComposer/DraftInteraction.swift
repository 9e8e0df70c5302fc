/// What the user has done with the composer so far, which decides when a problem is an
/// error: never before they can act on it.
public enum DraftInteraction: String, CaseIterable, Hashable, Sendable {
  /// The composer just appeared (empty, or holding a restored draft): nothing is an error
  /// yet, though a draft over the limit shows it on its counter.
  case untouched
  /// The user has typed: a draft over the limit is invalid; a field they cleared is not
  /// an error until they try to send it.
  case edited
  /// The user tried to send: every reason it cannot go is an error.
  case sendAttempted
}
