import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a diff changed, in the words a reviewer counts in.
///
/// ```swift
/// LineDiff(old: "a\nb\nc\n", new: "a\nB\nC\n").summary.description  // "2 lines changed"
/// ```
public struct DiffSummary: Hashable, Sendable, CustomStringConvertible {
  /// Lines replaced by a different line.
  public var changed = 0
  /// Lines only in the new text.
  public var added = 0
  /// Lines only in the old text.
  public var removed = 0
  /// Lines replaced by a canonically equivalent spelling (NFC against NFD, say).
  public var normalizationOnly = 0
  /// Whether one text ends with a line feed and the other does not.
  public var finalNewlineDiffers = false

  /// An empty summary: nothing differs.
  public init() {}

  /// The summary of a new file: every line of `text` added, counted without a diff.
  init(newText text: Data) {
    // `memchr`, not a loop over bytes: the helper runs in the tests' debug build, where a
    // loop pays for each byte of a whole suite's goldens.
    var lines = text.withUnsafeBytes { bytes -> Int in
      guard let base = bytes.baseAddress else { return 0 }
      var count = 0
      var offset = 0
      while offset < bytes.count, let found = memchr(base + offset, 10, bytes.count - offset) {
        count += 1
        offset = base.distance(to: UnsafeRawPointer(found)) + 1
      }
      return count
    }
    if let last = text.last, last != 10 { lines += 1 }
    added = lines
  }

  /// Whether anything differs.
  public var isEmpty: Bool {
    changed == 0 && added == 0 && removed == 0 && normalizationOnly == 0 && !finalNewlineDiffers
  }

  /// For example "2 lines changed", "1 line changed, 3 added" or
  /// "1 line differs only in Unicode normalisation".
  public var description: String {
    var parts: [String] = []
    let lineCounts = [(changed, "changed"), (added, "added"), (removed, "removed")]
    for (count, verb) in lineCounts where count > 0 {
      // "lines" is said once: "2 lines changed, 1 added".
      parts.append(parts.isEmpty ? "\(Self.lines(count)) \(verb)" : "\(count) \(verb)")
    }
    if normalizationOnly > 0 {
      let verb = normalizationOnly == 1 ? "differs" : "differ"
      parts.append("\(Self.lines(normalizationOnly)) \(verb) only in Unicode normalisation")
    }
    if finalNewlineDiffers {
      parts.append(parts.isEmpty ? "only the final newline differs" : "the final newline differs")
    }
    return parts.isEmpty ? "no line differs" : parts.joined(separator: ", ")
  }

  private static func lines(_ count: Int) -> String {
    count == 1 ? "1 line" : "\(count) lines"
  }
}
