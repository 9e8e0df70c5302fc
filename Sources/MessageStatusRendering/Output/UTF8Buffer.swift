/// UTF-8 output gathered in one reusable byte buffer and handed to a `TextOutputStream` a
/// chunk at a time.
///
/// The renderers write every piece here as bytes: markup from static strings, user text
/// escaped on the fly (see the `write…Escaped` methods), numbers digit by digit. A chunk
/// becomes a `String` only when it is handed to the sink, about every 64 KiB, so rendering
/// allocates no intermediate strings and keeps memory bounded by the chunk size.
struct UTF8Buffer: ~Copyable {
  /// The bytes written and not yet handed on: `count` of them, in room for `capacity`.
  private var start: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  /// How many bytes collect before ``flush(ifFullInto:)`` hands them on.
  static let chunkSize = 1 << 16

  /// Creates an empty buffer with room for `capacity` bytes (it grows when needed).
  init(capacity: Int = UTF8Buffer.chunkSize + 4_096) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// The bytes written so far.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// The bytes written so far, as a string (for the `String`-returning conveniences and
  /// sinks that take `String`s), made without checking the bytes again: everything written
  /// here is whole scalars of valid strings, static strings or digits.
  var string: String { String(checkedUTF8: bytes, isASCII: false) }

  /// Appends a literal.
  @inline(__always)
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { write($0) }
  }

  /// Appends a string as it is, without escaping: only for the renderer's own identifiers
  /// and prepared fragments, never for user text.
  @inline(__always)
  mutating func write(unescaped string: String) {
    string.withUTF8Bytes { write($0) }
  }

  /// Appends raw bytes (which must be whole UTF-8 sequences).
  @inline(__always)
  mutating func write(_ raw: UnsafeBufferPointer<UInt8>) {
    guard let source = raw.baseAddress else { return }
    let length = raw.count
    if count + length > capacity { grow(toHold: count + length) }
    (start + count).initialize(from: source, count: length)
    count += length
  }

  /// Appends prepared bytes, such as a cached fragment.
  @inline(__always)
  mutating func write(_ raw: [UInt8]) {
    raw.withUnsafeBufferPointer { write($0) }
  }

  /// Appends one ASCII byte.
  @inline(__always)
  mutating func write(ascii byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    (start + count).initialize(to: byte)
    count += 1
  }

  /// How many bytes are held.
  var written: Int { count }

  /// Forgets the bytes from `offset` on.
  mutating func truncate(to offset: Int) {
    precondition(offset >= 0 && offset <= count)
    count = offset
  }

  /// Removes the byte at `offset`, moving the ones after it back by one.
  mutating func removeByte(at offset: Int) {
    precondition(offset >= 0 && offset < count)
    (start + offset).update(from: start + offset + 1, count: count - offset - 1)
    count -= 1
  }

  private mutating func grow(toHold needed: Int) {
    var newCapacity = capacity
    while newCapacity < needed { newCapacity *= 2 }
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    larger.initialize(from: start, count: count)
    start.deallocate()
    start = larger
    capacity = newCapacity
  }

  /// Appends `value` in decimal, as `String(value)` spells it.
  mutating func write(_ value: Int) {
    var magnitude = value.magnitude
    if value < 0 { write(ascii: UInt8(ascii: "-")) }
    guard magnitude >= 10 else {
      write(ascii: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
      return
    }
    // Twenty digits hold any 64-bit magnitude; fill from the right, then copy.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var first = 20
      while magnitude > 0 {
        first -= 1
        digits[first] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      }
      write(UnsafeBufferPointer(rebasing: digits[first..<20]))
    }
  }

  /// Appends `value` without a fraction when it is a whole number of magnitude below
  /// `integerLimit`, and in Swift's shortest round-tripping form (`0.25`, `1e+20`) otherwise.
  ///
  /// Non-finite values are the caller's business (each format spells them differently).
  mutating func write(number value: Double, integersBelow integerLimit: Double) {
    if value == value.rounded(), abs(value) < integerLimit, let whole = Int(exactly: value) {
      write(whole)
    } else if !writeShortDecimal(value) {
      write(unescaped: String(value))
    }
  }

  /// Writes `value` with one to three decimals (`1.35`, `-0.044`, `12.0`) and returns `true`
  /// when that is exactly how `String(value)` writes it; otherwise writes nothing.
  ///
  /// Metrics such as line heights are written for every bubble, and formatting each with
  /// `String(value)` was about 5% of the HTML renderer's instructions. The decimals are the
  /// fewest, one to three, whose value parses back to
  /// `value`: a division of two exactly represented numbers is correctly rounded, as
  /// parsing is, so `n / 10ᵏ == value` says the decimal round-trips. Below 2⁴⁰ two decimals
  /// with three places are farther apart than one unit in the last place, so that decimal
  /// is the only one of its length, the one Swift's shortest form writes; from 0.001 up,
  /// Swift writes it without an exponent. `UTF8BufferNumberTests` compares the two.
  private mutating func writeShortDecimal(_ value: Double) -> Bool {
    let magnitude = abs(value)
    guard magnitude >= 0.001, magnitude < 1_099_511_627_776 else { return false }
    var scale = 1
    for places in 1...3 {
      scale *= 10
      let scaled = (magnitude * Double(scale)).rounded()
      guard scaled / Double(scale) == magnitude else { continue }
      let decimal = Int(scaled)
      if value < 0 { write(ascii: UInt8(ascii: "-")) }
      write(decimal / scale)
      write(ascii: UInt8(ascii: "."))
      var fraction = decimal % scale
      var divisor = scale / 10
      for _ in 0..<places {
        write(ascii: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
        fraction %= divisor
        divisor = Swift.max(divisor / 10, 1)
      }
      return true
    }
    return false
  }

  /// Hands everything written so far to `sink` and empties the buffer (keeping its
  /// capacity): as bytes to a ``UTF8ChunkSink``, as a `String` to any other sink.
  mutating func flush(into sink: inout some TextOutputStream) {
    guard count > 0 else { return }
    if let byteSink = sink as? any UTF8ChunkSink {
      byteSink.write(utf8: bytes)
    } else {
      sink.write(string)
    }
    count = 0
  }

  /// Hands the buffer to `sink` once it holds at least ``chunkSize`` bytes.
  @inline(__always)
  mutating func flush(ifFullInto sink: inout some TextOutputStream) {
    if count >= Self.chunkSize { flush(into: &sink) }
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
