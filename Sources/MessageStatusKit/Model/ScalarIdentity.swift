/// How ``UserID`` and ``MessageID`` compare: by their Unicode scalars, as servers do.
///
/// Swift's `String ==` is canonical equivalence: it calls `"é"` (U+00E9) and `"e"` + U+0301
/// equal, and `"Å"` (U+212B ANGSTROM SIGN) equal to `"Å"` (U+00C5). Two users or two
/// messages with such ids are different to every server, so they are different here.
enum ScalarIdentity {
  /// A hash of the UTF-8 bytes (equal bytes, equal scalars).
  static func hash(_ text: String) -> Int {
    var hasher = Hasher()
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    return hasher.finalize()
  }

  /// Whether the two have the same scalars.
  static func equal(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8)
  }

  /// Scalar-value order (UTF-8 byte order is the same order).
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
