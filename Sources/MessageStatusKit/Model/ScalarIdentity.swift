#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How ``UserID`` and ``MessageID`` compare: by their Unicode scalars, as servers do.
///
/// Swift's `String ==` is canonical equivalence: it calls `"é"` (U+00E9) and `"e"` + U+0301
/// equal, and `"Å"` (U+212B ANGSTROM SIGN) equal to `"Å"` (U+00C5). Two users or two
/// messages with such ids are different to every server, so they are different here.
enum ScalarIdentity {
  /// A hash of the UTF-8 bytes (equal bytes, equal scalars) whose lowest bit says whether
  /// the text is all ASCII (see ``equal(_:_:hash:)``).
  static func hash(_ text: String) -> Int {
    var hasher = Hasher()
    var text = text
    var ascii = true
    text.withUTF8 { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      for byte in bytes where byte >= 0x80 {
        ascii = false
        break
      }
    }
    return hasher.finalize() & ~1 | (ascii ? 1 : 0)
  }

  /// Whether two identifiers with equal ``hash(_:)`` values are equal.
  ///
  /// For ASCII text, `String ==` is already a byte comparison (and a pointer comparison for
  /// shared storage), so it is used; other text is compared byte for byte.
  @inline(__always)
  static func equal(_ lhs: String, _ rhs: String, hash: Int) -> Bool {
    hash & 1 == 1 ? lhs == rhs : equal(lhs, rhs)
  }

  /// Whether the two have the same scalars: the same UTF-8 bytes, compared with `memcmp`
  /// where both are stored contiguously (native and small strings are).
  static func equal(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.utf8
    let right = rhs.utf8
    guard left.count == right.count else { return false }
    let compared = left.withContiguousStorageIfAvailable { a in
      right.withContiguousStorageIfAvailable { b in
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }  // Both empty.
        return x == y || memcmp(x, y, a.count) == 0  // The same storage is equal at once.
      }
    }
    return compared.flatMap { $0 } ?? left.elementsEqual(right)
  }

  /// Scalar-value order (UTF-8 byte order is the same order).
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
