/// The reader's one check that bytes are UTF-8, so that strings are made from them without
/// the standard library checking them a second time (`String(checkedUTF8:isASCII:)`, in
/// the renderers' module).
///
/// The standard library decides: a sequence is accepted exactly when it is
/// well formed by the Unicode Standard's Table 3-7 (no overlong forms, no surrogates,
/// nothing above U+10FFFF, no lone or missing continuation bytes).
enum UTF8Validation {
  /// How a stretch of non-ASCII bytes is checked.
  enum Check {
    /// `UTF8Span` where the system has it, else the parser: what the command does.
    case best
    /// The standard library's `UTF8.ForwardParser`, as on Apple systems before `UTF8Span`:
    /// the tests run it on every platform, where `#available` would always pick the span.
    case parser
  }

  /// The offset of the first byte that does not begin a well-formed sequence, or `nil`
  /// when all of `bytes` is UTF-8.
  static func firstInvalidOffset(
    _ bytes: UnsafeBufferPointer<UInt8>, check: Check = .best
  ) -> Int? {
    // ASCII needs no check: runs of it are skipped eight bytes at a time, and each stretch
    // from a byte of 0x80 or more to the next ASCII byte (a scalar boundary) is checked.
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index < bytes.count {
      while index + 8 <= bytes.count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      while index < bytes.count, bytes[index] < 0x80 { index += 1 }
      var end = index
      while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
      guard end > index else { break }
      let stretch = UnsafeBufferPointer(rebasing: bytes[index..<end])
      if let offset = firstInvalidOffset(inStretch: stretch, check: check) {
        return index + offset
      }
      index = end
    }
    return nil
  }

  /// ``firstInvalidOffset(_:check:)`` of bytes that are none of them ASCII.
  private static func firstInvalidOffset(
    inStretch bytes: UnsafeBufferPointer<UInt8>, check: Check
  ) -> Int? {
    // `UTF8Span` validates in the standard library's compiled code, without a copy; the
    // parser below is the same check for older Apple systems, and much slower in debug
    // builds, where its generic code is compiled into this module unoptimized.
    if check == .best, #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
      do {
        _ = try UTF8Span(validating: bytes.span)
        return nil
      } catch {
        return error.byteOffsets.lowerBound
      }
    }
    return firstInvalidOffset(parsing: bytes)
  }

  /// ``firstInvalidOffset(_:check:)`` of non-ASCII bytes by the standard library's
  /// parser.
  private static func firstInvalidOffset(parsing bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var parser = UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
