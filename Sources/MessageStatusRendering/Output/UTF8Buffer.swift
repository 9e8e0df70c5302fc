/// UTF-8 output gathered in one reusable byte buffer and handed to a `TextOutputStream` a
/// chunk at a time.
///
/// The renderers write every piece here as bytes: markup from static strings, user text
/// escaped on the fly (see the `write…Escaped` methods), numbers digit by digit. A chunk
/// becomes a `String` only when it is handed to the sink, about every 64 KiB, so rendering
/// allocates no intermediate strings and keeps memory bounded by the chunk size.
struct UTF8Buffer {
  /// The bytes written and not yet handed on.
  private(set) var bytes: [UInt8] = []

  /// How many bytes collect before ``flush(ifFullInto:)`` hands them on.
  static let chunkSize = 1 << 16

  /// Creates an empty buffer with room for `capacity` bytes.
  init(capacity: Int = UTF8Buffer.chunkSize + 4_096) {
    bytes.reserveCapacity(capacity)
  }

  /// The bytes written so far, as a string (for the `String`-returning conveniences).
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends a literal.
  @inline(__always)
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a string as it is, without escaping: only for the renderer's own identifiers
  /// and prepared fragments, never for user text.
  @inline(__always)
  mutating func write(unescaped string: String) {
    if string.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: string.utf8)
    }
  }

  /// Appends raw bytes (which must be whole UTF-8 sequences).
  @inline(__always)
  mutating func write(_ raw: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: raw)
  }

  /// Appends prepared bytes, such as a cached fragment.
  @inline(__always)
  mutating func write(_ raw: [UInt8]) {
    bytes.append(contentsOf: raw)
  }

  /// Appends one ASCII byte.
  @inline(__always)
  mutating func write(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `value` in decimal, as `String(value)` spells it.
  mutating func write(_ value: Int) {
    var magnitude = value.magnitude
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    guard magnitude >= 10 else {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
      return
    }
    // Twenty digits hold any 64-bit magnitude; fill from the right, then copy.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      while magnitude > 0 {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
    }
  }

  /// Appends `value` without a fraction when it is a whole number of magnitude below
  /// `integerLimit`, and in Swift's shortest round-tripping form (`0.25`, `1e+20`) otherwise.
  ///
  /// Non-finite values are the caller's business (each format spells them differently).
  mutating func write(number value: Double, integersBelow integerLimit: Double) {
    if value == value.rounded(), abs(value) < integerLimit, let whole = Int(exactly: value) {
      write(whole)
    } else {
      write(unescaped: String(value))
    }
  }

  /// Hands everything written so far to `sink` and empties the buffer (keeping its
  /// capacity).
  mutating func flush(into sink: inout some TextOutputStream) {
    guard !bytes.isEmpty else { return }
    sink.write(String(decoding: bytes, as: UTF8.self))
    bytes.removeAll(keepingCapacity: true)
  }

  /// Hands the buffer to `sink` once it holds at least ``chunkSize`` bytes.
  @inline(__always)
  mutating func flush(ifFullInto sink: inout some TextOutputStream) {
    if bytes.count >= Self.chunkSize { flush(into: &sink) }
  }
}

extension String {
  /// Calls `body` with this string's UTF-8 bytes, without copying them when the string
  /// is stored contiguously (native strings always are).
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }
}
