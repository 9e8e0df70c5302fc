import Foundation

extension MessageListDecoder {
  /// The fewest bytes after a `messages` array's `[` worth decoding in two halves at once.
  ///
  /// 4 MiB, about 25,000 messages: below it a second thread costs more than it saves.
  static let twoHalvesThreshold = 4 << 20

  /// Decodes the array at the cursor in two halves, the second on another thread, or
  /// returns `nil` when the halves do not make the whole.
  ///
  /// The second half starts at `split`, which only looks like an element's start; the
  /// first half, read in order from the array's `[`, proves it is one by stopping exactly
  /// there. Any doubt — the first half reads past `split`, either half meets a problem or a
  /// syntax error — gives `nil`, and the caller decodes in order: the entries, errors,
  /// lines and columns are then exactly those of one pass.
  static func inTwoHalves(_ parser: JSONParser, splitAt split: Int)
    -> (list: MessageList, parser: JSONParser)?
  {
    // Both halves' arrays are reserved here, one after the other, before the second thread
    // starts: the two largest allocations of reading never race, so when memory runs out
    // (`ulimit -v`) it is one thread that stops, with the runtime's whole report.
    var firstEntries: [PreviewInput.Entry] = []
    firstEntries.reserveCapacity((split - parser.index) / 160)
    var secondEntries: [PreviewInput.Entry] = []
    secondEntries.reserveCapacity((parser.bytes.count - split) / 160)
    let second = SecondHalf(
      bytes: parser.bytes, start: split, depth: parser.depth + 1, reserved: secondEntries)
    secondEntries = []
    let worker = Thread { second.decode() }
    // Decoding needs little stack; the default 8 MB is address space `ulimit -v` counts.
    worker.stackSize = 1 << 20
    worker.start()
    var first = parser
    var list = MessageList()
    list.entries = EntryList(firstEntries)
    firstEntries = []
    let reachedSplit =
      try? first.open(UInt8(ascii: "]")) == false
      && elements(&first, into: &list, until: split)
    guard let (entries, later) = second.result(), reachedSplit == true, list.failure == nil
    else { return nil }
    list.entries = EntryList(list.entries.first, entries)
    return (list, first.followed(by: later))
  }

  /// Where an element seems to start near the middle of the bytes after the cursor: the
  /// first `{` after `}` and `,` (whitespace aside) within 64 KiB of the middle.
  static func elementStart(nearMiddleOf parser: JSONParser) -> Int? {
    let bytes = parser.bytes
    let middle = parser.index + (bytes.count - parser.index) / 2
    func before(_ index: Int) -> Int? {
      var index = index - 1
      while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
      return index >= 0 ? index : nil
    }
    for index in middle..<min(middle + (64 << 10), bytes.count)
    where bytes[index] == UInt8(ascii: "{") {
      guard let comma = before(index), bytes[comma] == UInt8(ascii: ","),
        let close = before(comma), bytes[close] == UInt8(ascii: "}")
      else { continue }
      return index
    }
    return nil
  }
}

/// The second half of a `messages` array, decoded on another thread and handed back once.
///
/// The document's bytes are only read, and they outlive the thread (the first half waits
/// for it); the result is written once before the semaphore is signalled and read once
/// after it is waited on.
private final class SecondHalf: @unchecked Sendable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let start: Int
  private let depth: Int
  private let done = DispatchSemaphore(value: 0)
  private var decoded: (entries: [PreviewInput.Entry], parser: JSONParser)?
  /// The empty array reserved for the entries, taken by the worker.
  private var reserved: [PreviewInput.Entry]

  init(
    bytes: UnsafeBufferPointer<UInt8>, start: Int, depth: Int, reserved: [PreviewInput.Entry]
  ) {
    self.bytes = bytes
    self.start = start
    self.depth = depth
    self.reserved = reserved
  }

  /// Decodes from `start` through the array's `]`; on the worker thread.
  func decode() {
    defer { done.signal() }
    var parser = JSONParser(bytes: bytes, at: start, depth: depth)
    var list = MessageListDecoder.MessageList()
    list.entries = EntryList(reserved)
    reserved = []
    guard (try? MessageListDecoder.elements(&parser, into: &list, until: nil)) != nil,
      list.failure == nil
    else { return }
    decoded = (list.entries.first, parser)
  }

  /// The entries and the parser after the array, once the worker is done; `nil` if it
  /// met any problem.
  func result() -> (entries: [PreviewInput.Entry], parser: JSONParser)? {
    done.wait()
    return decoded
  }
}
