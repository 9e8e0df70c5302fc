import Foundation
import MessageStatusKit
import MessageStatusRendering

/// The descriptions of a document's entries, in order, made on a second thread a few
/// chunks ahead of the renderer that reads them.
///
/// Describing and rendering each take about half of a large render; with two cores they
/// overlap. At most ``DescribedAhead/chunksAhead`` chunks of at most
/// ``DescribedAhead/chunkSize`` descriptions (and ``DescribedAhead/chunkWeight``) wait to be
/// read at any time, and about as many read ones wait to be released
/// by the producer, so memory stays bounded whatever the document's size.
/// The order is the entries' order: one producer fills chunks in order and one consumer
/// takes them in order.
struct DescribedAhead: ChunkedDescriptions {
  /// Descriptions per chunk, at most.
  static let chunkSize = 1_024
  /// A chunk's weight, at most: a bubble weighs 10, plus 1 per reader it lists and 1 per
  /// 64 bytes of its text, so that a chunk of bubbles that list 1,500 readers each, or
  /// carry long texts, holds about as much memory as one of plain bubbles.
  static let chunkWeight = 10 * chunkSize
  /// Chunks described but not yet read, at most.
  static let chunksAhead = 2

  let entries: EntryList
  let describer: BubbleDescriber
  let conversation: Conversation
  /// Called on the producer thread as it ends, however it ends (a caller that waits for
  /// producers to stop passes it).
  var producerEnded: (@Sendable () -> Void)? = nil

  /// Starts describing on a second thread.
  func makeIterator() -> Iterator {
    let queue = ChunkQueue(capacity: Self.chunksAhead)
    let (entries, describer, conversation) = (self.entries, self.describer, self.conversation)
    let producerEnded = self.producerEnded
    let producer = Thread {
      defer { producerEnded?() }
      for (_, part) in entries.parts {
        var start = 0
        while start < part.count, !queue.isCancelled {
          var chunk: [BubbleDescription] = []
          chunk.reserveCapacity(Swift.min(Self.chunkSize, part.count - start))
          var weight = 0
          for entry in part[start..<Swift.min(start + Self.chunkSize, part.count)] {
            let description = describer.describe(
              entry.message, in: conversation, previous: entry.previous)
            weight += 10 + description.readers.count + description.text.utf8.count / 64
            chunk.append(description)
            if weight >= Self.chunkWeight { break }
          }
          start += chunk.count
          guard let spent = queue.put(chunk) else { return }
          // Chunks the renderer has finished with are released here, on the thread that
          // made their descriptions, not on the rendering thread.
          _ = consume spent
        }
      }
      queue.finish()
    }
    // Describing needs little stack; the default 8 MB is address space a memory limit
    // (`ulimit -v`) counts.
    producer.stackSize = 1 << 20
    producer.start()
    return Iterator(queue: CancelOnRelease(queue))
  }

  /// Describes on a second thread and hands each chunk to `body`, in order, in place (the
  /// renderers read descriptions this way: see ``ChunkedDescriptions``).
  func forEachChunk(_ body: ([BubbleDescription]) -> Void) {
    let iterator = makeIterator()
    while let chunk = iterator.queue.queue.take() {
      body(chunk)
      iterator.queue.queue.giveBack(chunk)
    }
  }

  /// Reads the chunks in order.
  ///
  /// Each description handed out is a copy; the originals stay in their chunk, which goes
  /// back to the producer once read, and the producer releases it. Releasing a description
  /// frees a score of strings and arrays: on the rendering thread that took about a
  /// quarter of its time (the memory belongs to the producer's allocator), and the
  /// rendering thread is the one that sets the pace.
  struct Iterator: IteratorProtocol {
    fileprivate let queue: CancelOnRelease
    private var chunk: [BubbleDescription] = []
    private var position = 0

    fileprivate init(queue: CancelOnRelease) { self.queue = queue }

    mutating func next() -> BubbleDescription? {
      if position == chunk.count {
        if !chunk.isEmpty {
          queue.queue.giveBack(chunk)
          chunk = []
        }
        guard let next = queue.queue.take() else { return nil }
        chunk = next
        position = 0
      }
      defer { position += 1 }
      return chunk[position]
    }
  }
}

/// Stops the producer when the last iterator is gone, even if it did not read to the end.
private final class CancelOnRelease {
  let queue: ChunkQueue
  init(_ queue: ChunkQueue) { self.queue = queue }
  deinit { queue.cancel() }
}

/// A bounded first-in first-out queue of chunks between one producer and one consumer.
private final class ChunkQueue: @unchecked Sendable {
  // Every stored property is read and written only while `condition` is locked.
  private let condition = NSCondition()
  private var chunks: [[BubbleDescription]] = []
  /// Chunks the consumer has read, for the producer to release.
  private var spent: [[BubbleDescription]] = []
  private var finished = false
  private var cancelled = false
  private let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }

  /// Adds a chunk, waiting while the queue is full, and returns the chunks the consumer
  /// has given back since the last call; `nil` if the reader went away.
  func put(_ chunk: [BubbleDescription]) -> [[BubbleDescription]]? {
    condition.lock()
    defer { condition.unlock() }
    while chunks.count >= capacity && !cancelled { condition.wait() }
    guard !cancelled else { return nil }
    chunks.append(chunk)
    condition.broadcast()
    defer { spent = [] }
    return spent
  }

  /// Gives back a chunk the consumer has read. (The few given back after the producer's
  /// last chunk are released with the queue.)
  func giveBack(_ chunk: [BubbleDescription]) {
    condition.lock()
    spent.append(chunk)
    condition.unlock()
  }

  /// Says no more chunks will come.
  func finish() {
    condition.lock()
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next chunk, waiting until there is one; `nil` once all were taken.
  func take() -> [BubbleDescription]? {
    condition.lock()
    defer { condition.unlock() }
    while chunks.isEmpty && !finished { condition.wait() }
    guard !chunks.isEmpty else { return nil }
    let chunk = chunks.removeFirst()
    condition.broadcast()
    return chunk
  }

  /// Tells the producer to stop.
  func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }
}
