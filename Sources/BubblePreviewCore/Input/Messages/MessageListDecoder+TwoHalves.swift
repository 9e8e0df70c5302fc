import Foundation

extension MessageListDecoder {
  /// The fewest bytes after a `messages` array's `[` worth decoding in two halves at once.
  ///
  /// 4 MiB, about 25,000 messages: below it a second thread costs more than it saves.
  static let twoHalvesThreshold = 4 << 20

  /// Decodes the array at the cursor in two halves, the second on another thread from
  /// `split` (a document position), which only looks like an element's start.
  ///
  /// The first half, read in order from the array's `[`, proves it is one by stopping
  /// exactly there; then the second half's entries follow the first's and reading goes on
  /// after the array. Otherwise the first half reads on in order: when it read past
  /// `split`, when it met a problem, or when the second half met any. The entries, errors,
  /// lines and columns are then exactly those of one pass.
  static func inTwoHalves(_ parser: inout JSONParser, in window: InputWindow, splitAt split: Int)
    throws(JSONSyntaxError) -> MessageList
  {
    // Both halves' arrays are reserved here, one after the other, before the second thread
    // starts: the two largest allocations of reading never race, so when memory runs out
    // (`ulimit -v`) it is one thread that stops, with the runtime's whole report.
    let before = split - window.offset(of: parser.index)
    var firstEntries: [PreviewInput.Entry] = []
    firstEntries.reserveCapacity(before / 160)
    var secondEntries: [PreviewInput.Entry] = []
    secondEntries.reserveCapacity((window.remaining(after: parser.index) - before) / 160)
    let second = SecondHalf(
      window: window.secondHalf(from: split), depth: parser.depth + 1, reserved: secondEntries)
    secondEntries = []
    let worker = Thread { second.decode() }
    // Decoding needs little stack; the default 8 MB is address space `ulimit -v` counts.
    worker.stackSize = 1 << 20
    worker.start()
    // The second half reads the caller's bytes: it ends before they can.
    defer { _ = second.result() }
    var list = MessageList()
    list.entries = EntryList(firstEntries)
    firstEntries = []
    if try open(&parser, in: window) { return list }
    guard try elements(&parser, in: window, into: &list, until: split) else { return list }
    if list.failure == nil, let (entries, later, end) = second.result() {
      parser.forgetColumns(movingTo: parser.index)
      let index = window.skip(from: parser.index, to: end)
      parser = parser.followed(by: later, in: window.bytes, at: index)
      list.entries = EntryList(list.entries.first, entries)
      return list
    }
    _ = try elements(&parser, in: window, into: &list, until: nil)
    return list
  }

  /// Where an element seems to start near the middle of the bytes after the cursor (a file
  /// position): the first `{` after `}` and `,` (whitespace aside) within 64 KiB of the
  /// middle.
  static func elementStart(nearMiddleOf parser: JSONParser, in window: InputWindow) -> Int? {
    let start = window.offset(of: parser.index)
    let middle = start + window.remaining(after: parser.index) / 2
    let from = max(middle - (4 << 10), start)
    let bytes = window.peek(from: from, length: middle - from + (64 << 10))
    func before(_ index: Int) -> Int? {
      var index = index - 1
      while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
      return index >= 0 ? index : nil
    }
    for index in min(middle - from, bytes.count)..<bytes.count
    where bytes[index] == UInt8(ascii: "{") {
      guard let comma = before(index), bytes[comma] == UInt8(ascii: ","),
        let close = before(comma), bytes[close] == UInt8(ascii: "}")
      else { continue }
      return from + index
    }
    return nil
  }
}

/// The second half of a `messages` array, decoded on another thread from its own window
/// and handed back once.
///
/// The window is used by that thread only, until the first half waits for it; the result
/// is written once before the semaphore is signalled and read after it is waited on.
private final class SecondHalf: @unchecked Sendable {
  /// The window, until the worker is done with it (then its bytes are given back).
  private var window: InputWindow?
  private let depth: Int
  private let done = DispatchSemaphore(value: 0)
  private var waited = false
  private var decoded: (entries: [PreviewInput.Entry], later: JSONParser, end: Int)?
  /// The empty array reserved for the entries, taken by the worker.
  private var reserved: [PreviewInput.Entry]

  init(window: InputWindow, depth: Int, reserved: [PreviewInput.Entry]) {
    self.window = window
    self.depth = depth
    self.reserved = reserved
  }

  /// Decodes from the window's start through the array's `]`; on the worker thread.
  func decode() {
    defer { done.signal() }
    guard let window else { return }
    self.window = nil
    var parser = JSONParser(bytes: window.bytes, at: window.start, depth: depth)
    var list = MessageListDecoder.MessageList()
    list.entries = EntryList(reserved)
    reserved = []
    guard
      (try? MessageListDecoder.elements(&parser, in: window, into: &list, until: nil)) != nil,
      list.failure == nil
    else { return }
    let end = window.offset(of: parser.index)
    parser.forgetColumns(movingTo: parser.index)
    decoded = (list.entries.first, parser, end)
  }

  /// The entries, the parser after the array (its columns counted) and the document position
  /// it stopped at, once the worker is done; `nil` if it met any problem.
  func result() -> (entries: [PreviewInput.Entry], later: JSONParser, end: Int)? {
    if !waited {
      done.wait()
      waited = true
    }
    return decoded
  }
}
