#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Asks Linux to back a large buffer with huge pages (2 MiB on x86-64) where it can.
///
/// The system gives a buffer its memory one page at a time, as each page is first written:
/// a trap into the kernel per 4 KiB. Decoding 100,000 messages writes 15 MB of entries,
/// about 3,700 traps, which took a fifth of the reader's time on a virtual machine. A huge
/// page is one trap for 512 of them. It changes nothing else: memory not written is still
/// not used, and at most one huge page more is. Elsewhere this does nothing.
///
/// Only the in-order decoder asks. The two halves of a large document did not gain from
/// it (1,000,000 messages: 2.19–2.38 s against 2.08–2.36 s, with more time in the kernel),
/// nor did the input file's bytes, whose memory is released in steps that split huge pages.
enum HugePages {
  /// Advises huge pages for the whole pages of `byteCount` bytes from `start`, when they
  /// span at least one huge page; returns whether the system took the advice.
  @discardableResult
  static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) -> Bool {
    #if os(Linux)
      let page = ParsedBytesRelease.pageSize
      let first = (Int(bitPattern: start) + page - 1) / page * page
      let end = (Int(bitPattern: start) + byteCount) / page * page
      guard end - first >= 2 << 20, let address = UnsafeMutableRawPointer(bitPattern: first)
      else { return false }
      return madvise(address, end - first, Int32(MADV_HUGEPAGE)) == 0
    #else
      return false
    #endif
  }
}
