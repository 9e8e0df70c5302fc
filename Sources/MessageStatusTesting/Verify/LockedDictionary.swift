import Foundation

/// A dictionary behind a lock, for what the helper works out once per process and every
/// test thread reads (folders found, verdicts made, names given).
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  /// The value for `key`, if one was stored.
  subscript(key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[key]
  }

  /// The value for `key`, made by `make` (outside the lock) and stored the first time.
  func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure)
    -> Value
  {
    if let known = self[key] { return known }
    let made = try make()
    lock.lock()
    defer { lock.unlock() }
    if let raced = values[key] { return raced }
    values[key] = made
    return made
  }

  /// Stores `value` for `key` unless one is there; whether it was stored.
  func insert(_ value: Value, for key: Key) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard values[key] == nil else { return false }
    values[key] = value
    return true
  }
}
