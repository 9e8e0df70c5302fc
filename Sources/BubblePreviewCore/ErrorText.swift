import Foundation
import MessageStatusRendering

/// How values from the command line and the input document appear in an error line.
///
/// An error line is exactly one line that says only what the command means: a value can
/// never colour the terminal (ESC), start a forged `bubble-preview: error:` line (CR, LF),
/// reorder the line (bidi controls) or hide in it (zero-width characters), and a 1 MB value
/// is not echoed whole.
enum ErrorText {
  /// The most Unicode scalars of a value an error line quotes.
  static let limit = 80

  /// The most bytes of quoted value (escapes included) an error line holds: 80 scalars
  /// spelled out as `\u{E0001}` would be 800.
  static let byteLimit = 300

  /// `value` between `mark`s (double quotes for data, single quotes for arguments and
  /// paths) with every invisible or control character spelled out (`\u{1B}`), the mark and
  /// `\` escaped, and cut after ``limit`` scalars or ``byteLimit`` bytes, whichever comes
  /// first: `"aaaa…" (1,000 bytes)`.
  ///
  /// Scalars, not characters: "a" and a million combining marks are one character, and
  /// counting characters would echo all of them.
  static func quote(_ value: String, mark: Character = "\"") -> String {
    var quoted = ""
    var scalars = 0
    var cut = false
    for scalar in value.unicodeScalars {
      let piece = escaped(scalar, mark: mark)
      if scalars == limit || quoted.utf8.count + piece.utf8.count > byteLimit {
        cut = true
        break
      }
      quoted += piece
      scalars += 1
    }
    guard cut else { return "\(mark)\(quoted)\(mark)" }
    return "\(mark)\(quoted)…\(mark) (\(value.utf8.count.formatted) bytes)"
  }

  /// One scalar as a quoted value shows it.
  private static func escaped(_ scalar: Unicode.Scalar, mark: Character) -> String {
    if mark.unicodeScalars.first == scalar { return "\\" + String(scalar) }
    return VisibleEscaping.escape(String(scalar))
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
