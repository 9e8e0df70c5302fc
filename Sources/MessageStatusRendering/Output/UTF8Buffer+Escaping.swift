extension UTF8Buffer {
  /// Appends `value` through an escaper: the one scanning loop behind the HTML, JSON and
  /// visible-text escapers.
  ///
  /// Bytes outside `special` are copied in whole runs. At a byte in `special`, the run so
  /// far is written and `escape` is called with the buffer, `value`'s UTF-8 bytes and the
  /// byte's index. It writes a replacement and returns the index after what it replaced,
  /// or returns `nil` to keep the scalar as it is.
  @inline(__always)
  mutating func writeEscaping(
    _ value: String, stoppingAt special: ByteSet,
    _ escape: (inout UTF8Buffer, UnsafeBufferPointer<UInt8>, Int) -> Int?
  ) {
    value.withUTF8Bytes { source in
      var runStart = 0
      var index = 0
      while index < source.count {
        guard special.contains(source[index]) else {
          index += 1
          continue
        }
        write(UnsafeBufferPointer(rebasing: source[runStart..<index]))
        if let next = escape(&self, source, index) {
          runStart = next
          index = next
        } else {
          runStart = index
          index += DecodedScalar(in: source, at: index).length
        }
      }
      write(UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
  }
}
