import Foundation

extension MessageListDecoder {
  /// The fewest bytes of messages worth splitting across two threads (4 MiB, about 20,000
  /// messages).
  static let twoHalvesThreshold = 4 << 20

  /// Decodes the array at the cursor in two halves at once, one on another thread, or
  /// returns `nil` with the cursor unchanged.
  ///
  /// It returns `nil` whenever the array is small, cannot be split, or either half meets
  /// any problem: the caller then decodes in order, and reports exactly the error it always
  /// did (with the message's position, line and column). On success the cursor is after
  /// the array's `]`, and the entries are in document order.
  ///
  /// - Parameter release: Gives the memory of messages already read back to the system;
  ///   each half releases only behind its own cursor.
  static func decodeInTwoHalves(
    _ parser: inout JSONParser, release: ParsedBytesRelease? = nil
  ) -> MessageList? {
    guard parser.bytes.count - parser.index >= twoHalvesThreshold,
      let split = ArraySplit(in: parser.bytes, arrayStart: parser.index)
    else { return nil }
    let secondHalf = SecondHalf()
    let bytes = SendableBytes(buffer: parser.bytes)
    let depth = parser.nesting + 1
    let done = DispatchSemaphore(value: 0)
    Thread {
      var second = JSONParser(bytes: bytes.buffer, index: split.middle, depth: depth)
      secondHalf.list = try? elements(&second, until: nil, release: release)
      secondHalf.endedAt = second.index
      done.signal()
    }.start()
    var first = parser
    let firstList = try? openedElements(&first, until: split.middle, release: release)
    done.wait()
    guard var list = firstList, list.failure == nil, first.index == split.middle,
      let second = secondHalf.list, second.failure == nil
    else { return nil }
    list.secondHalf = second.entries
    parser = first
    parser.skipReadArray(endingAt: secondHalf.endedAt)
    return list
  }

  /// Opens the array at the cursor, then reads its elements up to `until`.
  private static func openedElements(
    _ parser: inout JSONParser, until stop: Int, release: ParsedBytesRelease?
  ) throws(JSONSyntaxError) -> MessageList {
    if try parser.open(UInt8(ascii: "]")) { return MessageList() }
    return try elements(&parser, until: stop, release: release)
  }

  /// Reads elements from the cursor: up to the element that starts at `until` (the cursor
  /// is then there), or, with `nil`, through the array's `]`.
  private static func elements(
    _ parser: inout JSONParser, until stop: Int?, release: ParsedBytesRelease?
  ) throws(JSONSyntaxError) -> MessageList {
    var list = MessageList()
    list.entries.reserveCapacity((parser.bytes.count - parser.index) / 64 + 1)
    var fields = MessageFields(document: parser.bytes)
    var released = ReleaseCursor(release, from: parser.index)
    while true {
      parser.skipWhitespace()
      released.advance(to: parser.index)
      fields.reset(index: list.entries.count)
      if let problem = try message(&parser, into: &fields, appendingTo: &list.entries) {
        list.failure = problem
        return list
      }
      if try parser.commaOrClose(UInt8(ascii: "]")) { return list }
      parser.skipWhitespace()
      if parser.index == stop { return list }
    }
  }
}

/// Where an array can be cut in two: the start of an element near its middle, found by a
/// scan that follows only nesting and strings, and stops there.
///
/// The scan trusts the document to be JSON; if it is not, the halves fail to decode and
/// the caller parses in order. It need not find the array's end: the first half proves the
/// cut (it must read whole elements from the array's start and stop exactly there), and the
/// second half reads on to the array's `]`. Stopping at the middle halves the scan: the
/// whole scan was about 3% of the command's samples at 100,000 messages.
private struct ArraySplit {
  let middle: Int

  init?(in bytes: UnsafeBufferPointer<UInt8>, arrayStart: Int) {
    let target = arrayStart + (bytes.count - arrayStart) / 2
    var depth = 0
    var index = arrayStart
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        // Skip the string: runs of content, escapes two bytes at a time.
        index += 1
        while true {
          index = StringRunScanner.runEnd(in: bytes, from: index, stopAtNonASCII: false).end
          guard index < bytes.count else { return nil }
          if bytes[index] == UInt8(ascii: "\"") { break }
          guard bytes[index] == UInt8(ascii: "\\") else { return nil }
          index += 2
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return nil }  // the array ended before its middle
      case UInt8(ascii: ","):
        if depth == 1, index >= target {
          var start = index + 1
          while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) {
            start += 1
          }
          middle = start
          return
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }
}

/// The second half's result, written by its thread before it signals.
private final class SecondHalf: @unchecked Sendable {
  var list: MessageListDecoder.MessageList?
  var endedAt = -1
}

/// The document's bytes, read by both threads while the caller keeps them alive.
private struct SendableBytes: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}
