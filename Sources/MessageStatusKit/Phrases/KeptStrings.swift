import Foundation

/// A fixed number of strings, each written the first time it is asked for and kept for
/// the next: the 1,440 minutes of a day as one clock writes them, or "read by 3 of 5" for
/// every count of a small group.
///
/// Every bubble shows a time, and joining the hour, separator, minutes and period cost a
/// sixth of describing one (about 1,100 of 6,500 instructions); filling a plural phrase
/// with two numbers costs about 1,850. A kept string costs a lock and a read. Filled on
/// demand rather than at once: the first description of a process must not pay for all.
final class KeptStrings: @unchecked Sendable {
  /// How many strings there are room for.
  let count: Int
  private let lock = NSLock()
  private var strings: [String?]

  /// Room for `count` strings, none written yet.
  init(count: Int) {
    self.count = count
    strings = [String?](repeating: nil, count: count)
  }

  /// The string at `index` (0..<count), written by `write` if it has not been.
  func string(at index: Int, write: (Int) -> String) -> String {
    lock.lock()
    if let known = strings[index] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = write(index)
    lock.lock()
    strings[index] = made
    lock.unlock()
    return made
  }
}
