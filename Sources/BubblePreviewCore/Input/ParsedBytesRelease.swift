#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the memory of document bytes already parsed back to the system while the rest is
/// parsed, so a large document and its decoded messages are not held together in full.
///
/// Released pages read back as zeros. A zero byte is not JSON anywhere (not whitespace,
/// and not allowed raw in a string), so a parse that reads a released byte again fails: it
/// can never succeed with other content. That is why the command uses it only for a
/// regular file, which it can read again: on any error it reads the file afresh and parses
/// it without releasing, for the exact error (see `PreviewCommand`).
///
/// It is shared by the two halves of a large array (see
/// `MessageListDecoder.decodeInTwoHalves`), each releasing only behind its own cursor.
struct ParsedBytesRelease: @unchecked Sendable {
  /// The document's first byte.
  let base: UnsafeRawPointer
  /// How far the cursor moves between two releases.
  let step: Int

  /// The system's page size: releases cover whole pages inside the range only.
  static let pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 1)

  /// Releases the whole pages that lie inside the byte range `range` of the document.
  func release(_ range: Range<Int>) {
    let page = Self.pageSize
    let first = Int(bitPattern: base) + range.lowerBound
    let start = (first + page - 1) / page * page
    let end = (Int(bitPattern: base) + range.upperBound) / page * page
    guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(address, end - start, Int32(MADV_DONTNEED))
  }
}

/// How far one reader of the document has released, starting where it started reading.
struct ReleaseCursor {
  /// The release to use; `nil` releases nothing.
  let release: ParsedBytesRelease?
  /// Everything before this byte that this reader read has been released.
  private(set) var releasedTo: Int

  /// A cursor for a reader that starts at byte `start`.
  init(_ release: ParsedBytesRelease?, from start: Int) {
    self.release = release
    releasedTo = start
  }

  /// Releases what lies between the last release and `index` (the start of the next
  /// message), once the cursor has moved at least a step.
  mutating func advance(to index: Int) {
    guard let release, index - releasedTo >= release.step else { return }
    release.release(releasedTo..<index)
    releasedTo = index
  }
}
