import Foundation

/// Which keys and elements of two JSON documents differ, by path.
///
/// Objects are compared key by key, arrays element by element at the same index, and
/// scalars by their JSON spelling (so `1` and `true` differ, as do `1` and `1.0`).
///
/// ```swift
/// JSONDiff(old: Data(#"{"a":1,"b":[true]}"#.utf8), new: Data(#"{"a":2,"b":[]}"#.utf8))?
///   .changes  // $.a: 1 → 2; $.b[0] removed
/// ```
struct JSONDiff: Hashable, Sendable {
  /// One difference.
  struct Change: Hashable, Sendable {
    /// What happened at ``path``.
    enum Kind: String, Hashable, Sendable {
      /// Only in the new document.
      case added
      /// Only in the old document.
      case removed
      /// In both, with different values.
      case changed
    }

    /// Where, as `$.key[index]…` (keys that are not plain names are quoted).
    var path: String
    /// What happened there.
    var kind: Kind
    /// The old value as compact JSON; `nil` when added.
    var old: String?
    /// The new value as compact JSON; `nil` when removed.
    var new: String?
  }

  /// The differences in document order (keys sorted within an object), at most
  /// ``limit`` of them.
  private(set) var changes: [Change] = []
  /// How many differences there are in all, including those past ``limit``.
  private(set) var total = 0
  /// The most differences kept in ``changes``.
  let limit: Int

  /// Compares two JSON documents; `nil` when either is not JSON.
  init?(old: Data, new: Data, limit: Int = 500) {
    let options: JSONSerialization.ReadingOptions = [.fragmentsAllowed]
    guard let oldValue = try? JSONSerialization.jsonObject(with: old, options: options),
      let newValue = try? JSONSerialization.jsonObject(with: new, options: options)
    else { return nil }
    self.limit = limit
    compare(oldValue, newValue, at: "$")
  }

  private mutating func compare(_ old: Any, _ new: Any, at path: String) {
    if let old = old as? [String: Any], let new = new as? [String: Any] {
      for key in Set(old.keys).union(new.keys).sorted() {
        let child = path + Self.member(key)
        switch (old[key], new[key]) {
        case (let before?, let after?): compare(before, after, at: child)
        case (let before?, nil): record(child, .removed, old: before, new: nil)
        case (nil, let after?): record(child, .added, old: nil, new: after)
        case (nil, nil): break
        }
      }
    } else if let old = old as? [Any], let new = new as? [Any] {
      for index in 0..<max(old.count, new.count) {
        let child = path + "[\(index)]"
        if index >= new.count {
          record(child, .removed, old: old[index], new: nil)
        } else if index >= old.count {
          record(child, .added, old: nil, new: new[index])
        } else {
          compare(old[index], new[index], at: child)
        }
      }
    } else if let old = old as? String, let new = new as? String {
      // Most leaves are strings: compared by their scalars (NFC and NFD differ), without
      // spelling both as JSON first.
      if !old.unicodeScalars.elementsEqual(new.unicodeScalars) {
        record(path, .changed, old: old, new: new)
      }
    } else if old is NSNull, new is NSNull {
      return
    } else if Self.spelling(old) != Self.spelling(new) {
      record(path, .changed, old: old, new: new)
    }
  }

  private mutating func record(_ path: String, _ kind: Change.Kind, old: Any?, new: Any?) {
    total += 1
    guard changes.count < limit else { return }
    changes.append(
      Change(path: path, kind: kind, old: old.map(Self.spelling), new: new.map(Self.spelling)))
  }

  /// `.name` for plain names, `["…"]` for anything else.
  private static func member(_ key: String) -> String {
    var plain = !key.isEmpty
    for byte in key.utf8 {
      let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      let isDigit = (0x30...0x39).contains(byte)
      if !(isLetter || isDigit || byte == 0x5F) {
        plain = false
        break
      }
    }
    if plain, let first = key.utf8.first, !(0x30...0x39).contains(first) {
      return "." + key
    }
    return "[" + spelling(key) + "]"
  }

  /// The value as compact JSON with sorted keys.
  private static func spelling(_ value: Any) -> String {
    let options: JSONSerialization.WritingOptions = [
      .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes,
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: options) else {
      return String(describing: value)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
