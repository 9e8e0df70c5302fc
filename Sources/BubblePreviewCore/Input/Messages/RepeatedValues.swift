import Foundation
import MessageStatusKit
import MessageStatusRendering

/// Senders and receipt lists already read, kept by their bytes so that the next message
/// that spells one the same way reuses it instead of reading it again.
///
/// A conversation has few senders and few distinct receipt lists: in a group, most
/// messages are delivered to the same members. Reading `["alice","bob","carol"]` again
/// makes three strings, hashes them and builds a set; finding the same bytes here is one
/// comparison and shares the set already made.
///
/// Reuse is exact: a value is kept only after its bytes were read without any problem, and
/// it is reused only for the same bytes, which read the same way anywhere in the array of
/// messages (the same nesting, no line breaks inside, so line counting is unaffected).
struct RepeatedValues {
  /// At most this many of each kind are kept; when full, the oldest kept is replaced.
  static let capacity = 8
  /// Longer receipt lists are not kept: comparing them would cost about what reading does.
  static let longestReceiptList = 512

  private var senders: [(bytes: [UInt8], id: UserID)] = []
  private var receiptLists: [(bytes: [UInt8], receipts: Set<UserID>)] = []
  /// Where the next sender and the next receipt list are kept once the lists are full.
  private var nextSender = 0
  private var nextReceiptList = 0

  /// The sender spelled by `bytes` (the content of a string of ASCII characters without
  /// escapes, as ``JSONParser/plainASCIIString()`` finds it), reused or made and kept.
  mutating func sender(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UserID {
    for kept in senders
    where Self.equal(kept.bytes, bytes.base, at: bytes.startIndex, count: bytes.count) {
      return kept.id
    }
    let id = UserID(
      rawValue: String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes), isASCII: true))
    Self.keep(&senders, (Array(bytes), id), replacing: &nextSender)
    return id
  }

  /// The receipts of a list whose bytes, from its `[` through its `]`, start at `start`
  /// of `document`, and how many bytes that is, when those bytes were read before.
  func receipts(
    at start: Int, of document: UnsafeBufferPointer<UInt8>
  ) -> (receipts: Set<UserID>, length: Int)? {
    let remaining = document.count - start
    for kept in receiptLists
    where kept.bytes.count <= remaining
      && Self.equal(kept.bytes, document, at: start, count: kept.bytes.count)
    {
      return (kept.receipts, kept.bytes.count)
    }
    return nil
  }

  /// Keeps `receipts`, read from `bytes` (a list from its `[` through its `]`), when they
  /// can be reused.
  mutating func keep(receipts: Set<UserID>, readFrom bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    guard bytes.count <= Self.longestReceiptList, !bytes.contains(0x0A) else { return }
    Self.keep(&receiptLists, (Array(bytes), receipts), replacing: &nextReceiptList)
  }

  /// Whether `kept` is the `count` bytes of `document` from `start`.
  private static func equal(
    _ kept: [UInt8], _ document: UnsafeBufferPointer<UInt8>, at start: Int, count: Int
  ) -> Bool {
    guard kept.count == count else { return false }
    return kept.withUnsafeBufferPointer { kept in
      guard let keptBase = kept.baseAddress, let base = document.baseAddress else {
        return count == 0
      }
      return memcmp(keptBase, base + start, count) == 0
    }
  }

  /// Adds `element`, or once the list is full puts it in place of the one at `next` (the
  /// oldest), and moves `next` on.
  private static func keep<Element>(
    _ list: inout [Element], _ element: Element, replacing next: inout Int
  ) {
    if list.count < capacity {
      list.append(element)
    } else {
      list[next] = element
      next = (next + 1) % capacity
    }
  }
}
