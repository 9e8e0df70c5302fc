// libFuzzer entry point. Built with `-sanitize=fuzzer,address -parse-as-library` (see
// Fuzz/build.sh), libFuzzer supplies `main`.
/// Called by libFuzzer with each input; returns 0 (keep the input if it is interesting).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBubblePreview(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  InputFuzzing.check(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
