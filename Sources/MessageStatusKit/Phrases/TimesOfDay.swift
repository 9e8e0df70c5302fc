import Foundation

/// The 1,440 minutes of a day as one clock writes them, each written the first time a
/// bubble shows it and kept for the next.
///
/// Every bubble shows a time, and joining the hour, separator, minutes and period cost a
/// sixth of describing one (about 1,100 of 6,500 instructions); a kept string costs a lock
/// and a read. Filled on demand rather than at once: the first description of a process
/// must not pay for 1,440 of them.
final class TimesOfDay: @unchecked Sendable {
  private let lock = NSLock()
  private var strings = [String?](repeating: nil, count: 1440)

  /// The string of `minuteOfDay` (0..<1440), written by `write` if it has not been.
  func string(at minuteOfDay: Int, write: (Int) -> String) -> String {
    lock.lock()
    if let known = strings[minuteOfDay] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = write(minuteOfDay)
    lock.lock()
    strings[minuteOfDay] = made
    lock.unlock()
    return made
  }
}
