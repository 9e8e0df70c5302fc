package import MessageStatusKit

/// A sequence whose descriptions are held in arrays, one after another.
///
/// The renderers read each array in place, as they read an `Array`, where iterating would
/// copy every description out (retaining and then releasing each of its strings and
/// arrays). The command's descriptions, made on a second thread a chunk at a time, are one.
package protocol ChunkedDescriptions: Sequence<BubbleDescription> {
  /// Calls `body` with each chunk of descriptions, in order.
  func forEachChunk(_ body: ([BubbleDescription]) -> Void)
}
