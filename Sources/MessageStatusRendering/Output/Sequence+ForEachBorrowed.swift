import MessageStatusKit

extension Sequence<BubbleDescription> {
  /// Calls `body` with each description in order, straight from the sequence's storage when
  /// it is contiguous (an `Array`) or held in arrays (``ChunkedDescriptions``), so that no
  /// description is copied.
  ///
  /// Iterating through `makeIterator()` copies each element out, which for a
  /// `BubbleDescription` means retaining and releasing each of its strings and arrays; the
  /// renderers only read, so they borrow instead. The element type is concrete here (not a
  /// generic `Element`) so that the borrow needs no value witness, even when the caller's
  /// generic code is not specialized.
  @inline(__always)
  func forEachBorrowed(_ body: (BubbleDescription) -> Void) {
    let done: Void? = withContiguousStorageIfAvailable { storage in
      for index in storage.indices { body(storage[index]) }
    }
    guard done == nil else { return }
    if let chunked = self as? any ChunkedDescriptions {
      chunked.forEachChunk { chunk in
        chunk.withUnsafeBufferPointer { storage in
          for index in storage.indices { body(storage[index]) }
        }
      }
      return
    }
    for element in self { body(element) }
  }
}
