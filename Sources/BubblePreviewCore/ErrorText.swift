import Foundation
import MessageStatusRendering

/// How values from the command line and the input document appear in an error line.
///
/// An error line is exactly one line that says only what the command means: a value can
/// never colour the terminal (ESC), start a forged `bubble-preview: error:` line (CR, LF),
/// reorder the line (bidi controls) or hide in it (zero-width characters), and a 1 MB value
/// is not echoed whole.
enum ErrorText {
  /// The most characters of a value an error line quotes.
  static let limit = 80

  /// `value` between `mark`s (double quotes for data, single quotes for arguments and
  /// paths) with every invisible or control character spelled out (`\u{1B}`), the mark and
  /// `\` escaped, and cut after ``limit`` characters: `"aaaa…" (1,000 characters)`.
  static func quote(_ value: String, mark: Character = "\"") -> String {
    var text = Substring(value)
    var total = 0
    var index = value.startIndex
    while index < value.endIndex, total < limit {
      index = value.index(after: index)
      total += 1
    }
    let cut = index < value.endIndex
    if cut { text = value[..<index] }
    let escaped = VisibleEscaping.escape(String(text))
      .replacingOccurrences(of: String(mark), with: "\\" + String(mark))
    guard cut else { return "\(mark)\(escaped)\(mark)" }
    return "\(mark)\(escaped)…\(mark) (\(value.count.formatted) characters)"
  }

  /// `line` with any character that could break it or hide in it spelled out (`\u{A}`):
  /// the last guard before an error line is printed.
  static func oneLine(_ line: String) -> String {
    var result = ""
    result.reserveCapacity(line.utf8.count)
    for scalar in line.unicodeScalars {
      if VisibleEscaping.isInvisible(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Int {
  /// The number with thousands separators: `1,000,000`.
  fileprivate var formatted: String {
    let digits = String(self)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
