/// A sink that takes the renderers' chunks as UTF-8 bytes, skipping the `String` each chunk
/// would otherwise become.
///
/// The renderers' output is valid UTF-8 by construction, but `String(decoding:as:)` checks
/// it again for every chunk (8% of `bubble-preview render --format html`). A
/// `TextOutputStream` that is also a `UTF8ChunkSink` is handed the bytes instead. It is a
/// class, so the renderer writes to the very object it was given. Visible only inside this
/// package: front ends pass any `TextOutputStream`.
package protocol UTF8ChunkSink: AnyObject {
  /// Takes `bytes`, which are valid UTF-8 and end on a scalar boundary; they are only valid
  /// during the call.
  func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}
