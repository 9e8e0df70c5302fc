#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The input document as the parser sees it: bytes held whole, or a regular file read a
/// window at a time, so that a large document and its decoded messages are not held
/// together.
///
/// A file's window keeps everything read before the `messages` array, then only the
/// message being read and what follows it: the bytes of decoded messages are dropped
/// (``advance(_:keeping:)``). What follows the array is read whole. Every byte is checked
/// as UTF-8 before the parser can see it; a problem reading (invalid UTF-8, a read error,
/// more than the limit) ends the bytes there and is kept in ``failure``, for the caller to
/// report before any syntax error that the shortened document then has.
final class InputWindow {
  /// How many bytes a read asks for, unless a test says otherwise.
  static let defaultReadSize = 1 << 18

  /// How many bytes a read asks for; the window reads again when fewer than an eighth of
  /// them are ahead of the cursor.
  let readSize: Int

  /// The bytes: the caller's (held whole) or this window's own allocation.
  private var storage: UnsafeMutablePointer<UInt8>?
  /// How many bytes `storage` has room for.
  private(set) var capacity = 0
  /// How many bytes of `storage` are read and checked.
  private(set) var count = 0
  /// How many bytes of the file were dropped, or lie before the window's start: a byte
  /// after the last drop is at document position `index + dropped`.
  private var dropped = 0
  /// Bytes read but not yet shown: the start of a UTF-8 sequence that the next read ends.
  private var pending = 0
  /// The file, for a window that reads one; `nil` when the bytes are held whole.
  private let file: InputFile?
  /// Where the window's reading starts in ``bytes``.
  let start: Int
  /// Whether there is nothing more to read.
  private(set) var exhausted: Bool
  /// Whether any bytes were dropped: the document can no longer be read from its start.
  private(set) var droppedAny = false
  /// Why reading stopped early, if it did.
  private(set) var failure: PreviewError?

  /// A window over `bytes`, held whole by the caller while it is used; they are checked as
  /// UTF-8 here.
  convenience init(whole bytes: UnsafeBufferPointer<UInt8>) {
    self.init(checked: bytes, from: 0)
    if let offset = UTF8Validation.firstInvalidOffset(bytes) {
      count = offset
      failure = .notUTF8(offset: offset)
    }
  }

  /// A window over `bytes`, checked before, that starts at `start`.
  private init(checked bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
    storage = bytes.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
    capacity = bytes.count
    readSize = 0
    file = nil
    exhausted = true
    count = bytes.count
    self.start = start
  }

  /// A window that reads a regular file from its byte `start`, `readSize` bytes at a time.
  init(file: InputFile, from start: Int = 0, readSize: Int = defaultReadSize) {
    self.readSize = readSize
    self.file = file
    exhausted = false
    dropped = start
    self.start = 0
    readMore()
  }

  deinit {
    // Held whole, the bytes are the caller's.
    if file != nil { storage?.deallocate() }
  }

  /// The bytes read so far, less any dropped.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

  /// The position in the document of `index`, a position at or after the last drop.
  func offset(of index: Int) -> Int { index + dropped }

  /// About how many bytes of the document follow `index`.
  func remaining(after index: Int) -> Int {
    max(file?.size ?? 0, dropped + count) - offset(of: index)
  }

  /// Whether the error `parser` met may be the window's doing: it is within a few bytes of
  /// where the window's bytes end (a value cut short fails there), and there is more to
  /// read.
  func mayHaveCut(_ parser: JSONParser) -> Bool {
    !exhausted && count - parser.index <= 16
  }

  /// Whether the document can be read again from its start: nothing was dropped.
  var mayReadAgain: Bool { !droppedAny }

  /// Makes sure a message's worth of bytes is ahead of `parser`'s cursor, dropping the
  /// bytes between `keeping` (the first message not yet dropped) and the cursor first.
  func advance(_ parser: inout JSONParser, keeping: Int) {
    guard !exhausted, count - parser.index < readSize / 8 else { return }
    let from = parser.index
    if from > keeping {
      // The line's columns are counted before the bytes they are counted in move.
      parser.forgetColumns(movingTo: keeping)
      if let storage {
        (storage + keeping).update(from: storage + from, count: count + pending - from)
      }
      count -= from - keeping
      dropped += from - keeping
      droppedAny = true
    }
    // A window that grew for one large message gives the room back.
    if capacity > 4 * (count + pending + readSize) {
      reallocate(count + pending + 2 * readSize)
    }
    readMore()
    parser.moved(to: bytes)
  }

  /// Reads more, for a parser that met the window's end and reads again from `start`: at
  /// least as much again as lies after `start`, so that a value of any size is read again
  /// only a few times.
  func grow(_ parser: inout JSONParser, from start: Int) {
    readMore(count - start)
    parser.moved(to: bytes)
  }

  /// Reads the rest of the document.
  func readRest(_ parser: inout JSONParser) {
    while !exhausted { readMore(count) }
    parser.moved(to: bytes)
  }

  /// Reads the rest of the document only to check it as UTF-8 (whose error comes before a
  /// syntax error), keeping none of it.
  func checkRest() {
    let kept = count
    while !exhausted {
      readMore()
      guard let storage, count > kept else { continue }
      (storage + kept).update(from: storage + count, count: pending)
      dropped += count - kept
      count = kept
    }
  }

  /// Goes on from the document position `offset` (the end of what a second window read) as
  /// if it followed position `index`: the bytes after `index` are dropped, the rest of the
  /// document is read, and the position it starts at is returned.
  func skip(from index: Int, to offset: Int) -> Int {
    guard file != nil else { return offset }
    dropped = offset - index
    count = index
    pending = 0
    exhausted = false
    failure = nil
    droppedAny = true
    while !exhausted { readMore(count) }
    return index
  }

  /// A window over the same document from document position `start`, for another thread.
  func secondHalf(from start: Int) -> InputWindow {
    guard let file else { return InputWindow(checked: bytes, from: start) }
    return InputWindow(file: file, from: start, readSize: readSize)
  }

  /// Up to `length` bytes of the document from document position `start`, read afresh.
  func peek(from start: Int, length: Int) -> [UInt8] {
    guard let file else {
      let lower = min(max(start, 0), count)
      return Array(bytes[lower..<min(lower + length, count)])
    }
    var copy = [UInt8](repeating: 0, count: max(length, 0))
    let read = copy.withUnsafeMutableBytes {
      pread(file.descriptor, $0.baseAddress, length, off_t(file.start + start))
    }
    copy.removeLast(length - max(read, 0))
    return copy
  }

  /// Reads `amount` bytes more, or a read's worth if that is more, or to the end; and
  /// checks them as UTF-8.
  private func readMore(_ amount: Int = 0) {
    guard let file, !exhausted else { return }
    let size = max(amount, readSize)
    let wanted = count + pending + size
    if wanted > capacity { reallocate(max(wanted, capacity * 2)) }
    guard let storage else { return }
    let position = dropped + count + pending
    let filePosition = file.start + position
    var read = 0
    while read < size {
      let more = pread(
        file.descriptor, storage + count + pending + read, size - read, off_t(filePosition + read))
      if more > 0 {
        read += more
      } else if more == 0 {
        exhausted = true
        break
      } else if errno != EINTR {
        read = -1
        break
      }
    }
    guard read >= 0 else {
      stop(
        .unreadableInput(
          path: file.path,
          reason: SystemCalls.readReason(errno, descriptor: file.descriptor, path: file.path)))
      return
    }
    guard position + read <= file.limit else {
      stop(.inputTooLarge(path: file.path, limit: file.limit))
      return
    }
    // A file read to a different end than it measured when opened changed while it was
    // read: its bytes are no document, and a syntax error at the new end would be a false
    // diagnosis. A file measured empty may be one whose size is not known (`/proc`).
    if file.size > 0, exhausted ? position + read != file.size : position + read > file.size {
      stop(.inputChanged(path: file.path, measured: file.size, read: position + read))
      return
    }
    let available = count + pending + read
    // Show the bytes up to the last whole UTF-8 sequence; at the end, all of them.
    var end = available
    if !exhausted {
      var lead = available - 1
      while lead > count, lead > available - 4, storage[lead] & 0xC0 == 0x80 { lead -= 1 }
      if storage[lead] >= 0xC0 { end = lead }
    }
    let fresh = UnsafeBufferPointer(start: storage + count, count: end - count)
    if let invalid = UTF8Validation.firstInvalidOffset(fresh) {
      count += invalid
      stop(readFailure(from: position + read) ?? .notUTF8(offset: offset(of: count)))
      return
    }
    count = end
    pending = available - end
  }

  /// The read error, or the limit, that reading on from document position `position` to
  /// the end meets, if any: either comes before invalid UTF-8, as when a document was read
  /// whole before it was checked.
  private func readFailure(from position: Int) -> PreviewError? {
    guard let file else { return nil }
    var scratch = [UInt8](repeating: 0, count: max(readSize, 1))
    var position = position
    while true {
      let read = scratch.withUnsafeMutableBytes {
        pread(file.descriptor, $0.baseAddress, $0.count, off_t(file.start + position))
      }
      if read == 0 { return nil }
      if read < 0 {
        if errno == EINTR { continue }
        return .unreadableInput(
          path: file.path,
          reason: SystemCalls.readReason(errno, descriptor: file.descriptor, path: file.path))
      }
      position += read
      if position > file.limit { return .inputTooLarge(path: file.path, limit: file.limit) }
    }
  }

  /// Moves the bytes to an allocation of `size` bytes.
  private func reallocate(_ size: Int) {
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    if let storage {
      moved.update(from: storage, count: count + pending)
      storage.deallocate()
    }
    storage = moved
    capacity = size
  }

  /// Ends the bytes where they are, for `reason`.
  private func stop(_ reason: PreviewError) {
    failure = reason
    pending = 0
    exhausted = true
  }
}
