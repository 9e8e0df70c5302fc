/// Room for a string's unescaped bytes, reused from one string to the next.
///
/// Appending copies with `memcpy` into storage this buffer owns, with none of an array's
/// per-append checks; the room doubles when a string needs more. Parsers made from one
/// another may share it: each string is unescaped and made whole before the next begins.
final class UnescapeBuffer {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes the current string has.
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    start = .allocate(capacity: capacity)
  }

  deinit { start.deallocate() }

  /// Empties the buffer for the next string, keeping its room.
  func removeAll() { count = 0 }

  /// Appends `bytes`.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (start + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  /// Appends one byte.
  func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// The bytes of the current string, valid until the next change.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Makes room for `extra` more bytes.
  private func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var newCapacity = capacity * 2
    while newCapacity < count + extra { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.initialize(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = newCapacity
  }
}
