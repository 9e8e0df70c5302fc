extension Sequence {
  /// Calls `body` with each element in order, straight from the sequence's storage when it
  /// is contiguous (an `Array`), so that no element is copied.
  ///
  /// Iterating an `Array` through `makeIterator()` copies each element out, which for a
  /// ``BubbleDescription`` means retaining and releasing each of its strings and arrays;
  /// the renderers only read, so they borrow instead.
  @inline(__always)
  func forEachBorrowed(_ body: (Element) -> Void) {
    let done: Void? = withContiguousStorageIfAvailable { storage in
      for index in storage.indices { body(storage[index]) }
    }
    if done == nil {
      for element in self { body(element) }
    }
  }
}
