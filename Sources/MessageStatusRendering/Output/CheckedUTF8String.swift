#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// A string made from bytes known to be valid UTF-8, without the standard library
  /// checking them again.
  ///
  /// Two callers know: the command's reader, which checks its strings itself
  /// (`UTF8Validation`), and ``UTF8Buffer``, whose bytes the renderers write from valid
  /// strings, static strings and digits, handing them on only between whole scalars.
  ///
  /// Where the platform has `UTF8Span` the bytes are copied as they are; elsewhere they are
  /// decoded as usual (and, being valid, come out the same). Debug builds check them again
  /// anyway: an invalid byte here would be a string that breaks its own invariants.
  ///
  /// - Parameter isASCII: Whether every byte is below 0x80, when the caller knows it; `false`
  ///   is always safe, `true` must be exactly right.
  package init(checkedUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
    assert(Self.decodesUnchanged(bytes), "the bytes are not valid UTF-8")
    assert(!isASCII || bytes.allSatisfy { $0 < 0x80 }, "the bytes are not all ASCII")
    if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
      self = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
    } else {
      self = String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Whether the standard library decodes `bytes` to the same bytes.
  ///
  /// That is exactly when they are valid UTF-8 (a repair always changes a byte): one
  /// comparison of memory, where finding the first bad byte walks the bytes one by one.
  package static func decodesUnchanged(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var decoded = String(decoding: bytes, as: UTF8.self)
    return decoded.withUTF8 { same in
      guard same.count == bytes.count, let left = same.baseAddress, let right = bytes.baseAddress
      else { return same.count == bytes.count }
      return memcmp(left, right, bytes.count) == 0
    }
  }
}
