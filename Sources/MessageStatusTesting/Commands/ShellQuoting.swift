import Foundation

/// Quoting for the commands a failure message prints.
enum ShellQuoting {
  /// `text` as one POSIX shell word: in single quotes, each `'` written as `'\''`.
  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
