import Foundation
import MessageStatusRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The differences between a golden and the actual output, including those a line diff
/// cannot show.
struct GoldenComparison {
  var diff: LineDiff
  var notes: [String]

  init(expected: Data, actual: Data) {
    let old = String(decoding: expected, as: UTF8.self)
    let new = String(decoding: actual, as: UTF8.self)
    diff = LineDiff(old: old, new: new)
    notes = []
    let oldEndsInNewline = expected.last == UInt8(ascii: "\n")
    let newEndsInNewline = actual.last == UInt8(ascii: "\n")
    if oldEndsInNewline && !newEndsInNewline {
      notes.append("the golden ends with a newline; the output does not")
    } else if !oldEndsInNewline && newEndsInNewline {
      notes.append("the output ends with a newline; the golden does not")
    }
    let isUTF8 = expected.withUnsafeBytes {
      String.decodesUnchanged($0.bindMemory(to: UInt8.self))
    }
    if !isUTF8, let offset = Self.firstInvalidUTF8(expected) {
      notes.append(
        "the golden is not valid UTF-8: byte 0x"
          + String(expected[expected.startIndex + offset], radix: 16, uppercase: true)
          + " at offset \(offset) (shown as U+FFFD in the diff); the output is UTF-8")
    } else if old == new {
      // Swift's String equality is canonical equivalence: equal here, different bytes.
      notes.append(
        "golden and output are canonically equivalent but differ in Unicode normalisation "
          + "(for example NFC \"é\" U+00E9 against NFD \"e\" + U+0301); compare the bytes")
    }
    if Self.containsCR(expected) || Self.containsCR(actual),
      expected.filter({ $0 != 13 }) == actual.filter({ $0 != 13 })
    {
      notes.append("golden and output differ only in carriage returns (CR/CRLF line endings)")
    }
  }

  /// The offset of the first byte of `data` that is not part of valid UTF-8, if any.
  static func firstInvalidUTF8(_ data: Data) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether `data` holds a carriage return (`memchr`, not a loop a debug build would pay
  /// for byte by byte).
  static func containsCR(_ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, 13, bytes.count) != nil
    }
  }

  /// `data` with every CRLF read as LF: the only normalisation a golden gets.
  static func normalizingCRLF(_ data: Data) -> Data {
    guard containsCR(data) else { return data }
    var result = Data()
    result.reserveCapacity(data.count)
    var previousWasCR = false
    for byte in data {
      if previousWasCR && byte != 10 { result.append(13) }
      previousWasCR = byte == 13
      if !previousWasCR { result.append(byte) }
    }
    if previousWasCR { result.append(13) }
    return result
  }
}
