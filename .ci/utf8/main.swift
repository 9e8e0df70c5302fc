// Every sequence of one, two and three bytes (16,843,008), each alone in its buffer, through
// the reader's UTF-8 check (Sources/BubblePreviewCore/Input/UTF8Validation.swift, compiled
// beside this file with -O by .ci/utf8-exhaustive) and the standard library's decoder,
// which must agree: strings are made from what the check accepts without another check.
// A release-mode CI step: 16.8 million cases took 12 s of `swift test` in a debug build.

func standardLibraryAccepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
}

/// The next sequence of the same length in lexicographic order; `false` after the last.
func increment(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
  for index in buffer.indices.reversed() {
    if buffer[index] < 0xFF {
      buffer[index] += 1
      return true
    }
    buffer[index] = 0
  }
  return false
}

var failures = 0
for length in 1...3 {
  var bytes = [UInt8](repeating: 0, count: length)
  var (accepted, disagreements) = (0, 0)
  bytes.withUnsafeMutableBufferPointer { buffer in
    let view = UnsafeBufferPointer(buffer)
    repeat {
      let ours = UTF8Validation.isValid(view)
      if ours { accepted += 1 }
      if ours != standardLibraryAccepts(view) {
        if disagreements < 20 { print("disagree: \(Array(view))") }
        disagreements += 1
      }
    } while increment(buffer)
  }
  // Well-formed: 128 one-byte; 128² + 1,920 two-byte; 128³ + 2 × 128 × 1,920 + 61,440
  // three-byte (the scalars U+0800…U+FFFF less 2,048 surrogates).
  let expected = [128, 16_384 + 1_920, 2_097_152 + 491_520 + 61_440][length - 1]
  print("\(length) bytes: \(accepted) accepted (expected \(expected)), \(disagreements) disagreements")
  if accepted != expected || disagreements > 0 { failures += 1 }
}
if failures > 0 { fatalError("the reader's UTF-8 check disagrees with the standard library") }
