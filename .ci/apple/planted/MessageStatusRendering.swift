// Planted by .ci/availability-selftest into a copy of Sources/MessageStatusRendering (see the
// planted MessageStatusKit.swift for the `expect:` comments).
extension String {
  package static func plantedCopy(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: false))  // expect: String.init(copying:), UTF8Span, UTF8Span.init(unchecked:isKnownASCII:) [iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0]
  }

  /// Guarded on every platform but visionOS.
  package static func plantedCopyAlmost(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) {
      return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: false))  // expect: String.init(copying:), UTF8Span, UTF8Span.init(unchecked:isKnownASCII:) [visionOS 26.0]
    }
    return ""
  }
}
