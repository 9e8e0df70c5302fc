internal import MessageStatusRendering

/// A `TextOutputStream` that hands its target 64 KiB chunks instead of thousands of tiny
/// writes; call ``flush()`` at the end.
///
/// The renderers hand it their chunks as bytes (``UTF8ChunkSink``). A chunk of at least
/// 64 KiB arriving while nothing is pending goes to a descriptor as it is, neither copied
/// nor turned into a `String`.
final class ChunkedOutput: TextOutputStream, UTF8ChunkSink {
  let target: any OutputTarget
  /// The target's descriptor, when bytes can be written to it directly.
  private let descriptor: DescriptorWriter?
  private var pending: [UInt8] = []
  static let chunkSize = 1 << 16

  init(target: any OutputTarget) {
    self.target = target
    descriptor = (target as? DescriptorWriter) ?? (target as? FileHandleTarget)?.writer
    pending.reserveCapacity(Self.chunkSize + 4_096)
  }

  func write(_ string: String) {
    pending.append(contentsOf: string.utf8)
    if pending.count >= Self.chunkSize { flush() }
  }

  func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    if pending.isEmpty, bytes.count >= Self.chunkSize, let descriptor {
      descriptor.write(bytes: bytes)
      return
    }
    pending.append(contentsOf: bytes)
    if pending.count >= Self.chunkSize { flush() }
  }

  func flush() {
    guard !pending.isEmpty else { return }
    if let descriptor {
      pending.withUnsafeBufferPointer { descriptor.write(bytes: $0) }
    } else {
      target.write(String(decoding: pending, as: UTF8.self))
    }
    pending.removeAll(keepingCapacity: true)
  }
}
