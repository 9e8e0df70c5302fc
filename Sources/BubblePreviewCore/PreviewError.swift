import MessageStatusKit

/// Why `bubble-preview` stopped.
///
/// Every case says where the problem is; `description` is the one line printed after
/// `bubble-preview: error: `.
enum PreviewError: Error, Equatable, CustomStringConvertible {
  // Usage (64)
  case unknownCommand(String, suggestion: String?)
  case missingCommand
  case unknownFlag(String, command: String, suggestion: String?)
  case missingValue(flag: String)
  case invalidFlagValue(flag: String, value: String, expected: [String])
  case repeatedFlag(String)
  case invalidByteCount(flag: String, value: String)
  case unexpectedArgument(String)
  case valueForSwitch(String)
  case argumentNotUTF8(position: Int, bytes: [UInt8])
  case standardInputTwice
  // Input data (65)
  case notUTF8(offset: Int)
  case inputTooLarge(path: String, limit: Int)
  case notJSON(line: Int, column: Int, reason: String)
  case wrongType(path: String, expected: String, found: String)
  case missingField(path: String, field: String)
  case unknownField(path: String, field: String, suggestion: String?)
  case duplicateField(path: String, field: String)
  case unknownValue(path: String, value: String, expected: [String])
  case invalidDate(path: String, value: String, problem: ISO8601.Problem)
  case dateOutsideYearsLocally(path: String, instant: String, zone: String, day: String)
  case invalidNumber(path: String, value: String, expected: String)
  case unknownTimeZone(path: String, value: String)
  case duplicateMessageID(path: String, id: String, firstPath: String)
  case reportFromAnotherSender(
    path: String, id: String, sender: String, firstSender: String, firstPath: String)
  case bothStateForms(path: String)
  case missingState(path: String)
  case emptyValue(path: String)
  case invalidMark(path: String)
  case unknownMessage(path: String, id: String)
  case invalidColor(path: String, value: String)
  /// Words in the file `--phrases` names that the library cannot take: `reason` names the
  /// key (and, in a String Catalog, its path).
  case invalidPhrases(reason: String)
  /// A problem in a file a flag names: `role` is "palette file" or "phrases file".
  indirect case inFile(role: String, path: String, PreviewError)
  // Files (66, 73)
  case unreadableInput(path: String, reason: String)
  /// A regular file that read to another end than it measured when it was opened.
  case inputChanged(path: String, measured: Int, read: Int)
  case cannotCreateOutput(path: String, reason: String)
  // Writing (74)
  /// `replacedFile`: the output was a regular file, left as it was.
  case writeFailed(WriteFailure, replacedFile: Bool = false)

  var description: String {
    switch self {
    case .unknownCommand(let name, let suggestion):
      suggestion == nil
        ? "unknown command \(Self.argument(name)); expected \(PreviewSubcommand.list) (see 'bubble-preview --help')"
        : "unknown command \(Self.argument(name))" + Self.hint(suggestion)
    case .missingCommand:
      "missing command; expected \(PreviewSubcommand.list) (see 'bubble-preview --help')"
    case .unknownFlag(let flag, let command, let suggestion):
      "unknown option \(Self.argument(flag)) for '\(command)'" + Self.hint(suggestion)
    case .missingValue(let flag):
      "option '\(flag)' needs a value"
    case .invalidFlagValue(let flag, let value, let expected):
      "option '\(flag)': unknown value \(Self.quote(value)); expected one of \(expected.joined(separator: ", "))"
    case .invalidByteCount(let flag, let value):
      "option '\(flag)': \(Self.argument(value)) is not a whole number of bytes above 0"
    case .repeatedFlag(let flag):
      "option '\(flag)' is given more than once"
    case .standardInputTwice:
      "standard input can feed --input or --palette, not both; give one of them a file"
    case .unexpectedArgument(let argument):
      "unexpected argument \(Self.argument(argument))"
    case .valueForSwitch(let flag):
      "option \(Self.argument(flag)) takes no value"
    case .argumentNotUTF8(let position, let bytes):
      "argument \(position) ('\(Self.bytesShown(bytes))') is not UTF-8; paths and values must be "
        + "UTF-8 (rename the file, or pass it on standard input)"
    case .inputTooLarge(let path, let limit):
      "input \(path == "-" ? "on standard input" : Self.argument(path)) is larger than "
        + "--max-input-bytes (\(limit) bytes); nothing was read past byte \(limit)"
    case .notUTF8(let offset):
      "input is not UTF-8: invalid byte sequence at byte offset \(offset)"
    case .notJSON(let line, let column, let reason):
      "input is not JSON: line \(line), column \(column): \(reason)"
    case .wrongType(let path, let expected, let found):
      "\(path): expected \(expected), found \(found)"
    case .missingField(let path, let field):
      "\(path): missing required field \"\(field)\""
    case .unknownField(let path, let field, let suggestion):
      "\(path): unknown field \(Self.quote(field))"
        + Self.hint(suggestion.map { "\"\($0)\"" }, quoted: false)
    case .unknownValue(let path, let value, let expected):
      "\(path): unknown value \(Self.quote(value)); expected one of \(expected.joined(separator: ", "))"
    case .duplicateField(let path, let field):
      "\(path): field \(Self.quote(field)) appears more than once"
    case .invalidDate(let path, let value, .format):
      "\(path): \(Self.quote(value)) is not an ISO 8601 date-time such as \"2025-10-21T10:42:00Z\""
    case .invalidDate(let path, let value, .yearZero):
      "\(path): \(Self.quote(value)): the year must be 0001 to 9999"
    case .invalidDate(let path, let value, .outsideYears):
      "\(path): \(Self.quote(value)): in UTC this is outside the years 0001 to 9999"
    case .dateOutsideYearsLocally(let path, let instant, let zone, let day):
      "\(path): \(instant) falls on \(day) in the time zone \(Self.quote(zone)); dates "
        + "must fall in the years 0001 to 9999 there too"
    case .invalidDate(let path, let value, .leapSecond):
      "\(path): \(Self.quote(value)): leap seconds (:60) are not accepted; use :59"
    case .invalidNumber(let path, let value, let expected):
      "\(path): \(Self.bare(value)) is not \(expected)"
    case .unknownTimeZone(let path, let value):
      "\(path): unknown time zone \(Self.quote(value)); expected an IANA name such as "
        + "\"Europe/Paris\", or UTC with an offset from -12:00 to +14:00 such as \"UTC+5:30\""
    case .duplicateMessageID(let path, let id, let firstPath):
      "\(path): duplicate message id \(Self.quote(id)) (first used at \(firstPath))"
    case .reportFromAnotherSender(let path, let id, let sender, let firstSender, let firstPath):
      "\(path): \(Self.quote(sender)) cannot report message \(Self.quote(id)), which "
        + "\(Self.quote(firstSender)) sent (\(firstPath)); a report must come from the sender"
    case .bothStateForms(let path):
      "\(path): give either \"state\" or \"syncStatus\" with \"status\", not both"
    case .missingState(let path):
      "\(path): missing the delivery state; give \"state\", or \"syncStatus\" with \"status\""
    case .emptyValue(let path):
      "\(path): must not be empty"
    case .invalidMark(let path):
      "\(path): a mark has exactly one of \"sequenceNumber\", \"time\" or \"message\""
    case .unknownMessage(let path, let id):
      "\(path): no message in the document has the id \(Self.quote(id))"
    case .invalidColor(let path, let value):
      "\(path): \(Self.quote(value)) is not a colour; expected #RRGGBB such as \"#0A62D0\""
    case .inFile(let role, let path, .notJSON(let line, let column, let reason)):
      "\(role) \(Self.argument(path)) is not JSON: line \(line), column \(column): \(reason)"
    case .inFile(let role, let path, .notUTF8(let offset)):
      "\(role) \(Self.argument(path)) is not UTF-8: invalid byte sequence at byte offset "
        + "\(offset)"
    case .inFile(let role, _, .inputChanged(let path, let measured, let read)):
      "\(role) \(path == "-" ? "on standard input" : Self.argument(path)) "
        + Self.changed(measured: measured, read: read)
    case .inFile(let role, _, .unreadableInput(let path, let reason)):
      "cannot read \(role) \(Self.argument(path)): \(reason)"
    case .inFile(let role, _, .inputTooLarge(let path, let limit)):
      "\(role) \(path == "-" ? "on standard input" : Self.argument(path)) is larger than "
        + "\(limit) bytes"
    case .inFile(let role, let path, let error):
      "\(role) \(Self.argument(path)): \(error.description)"
    case .invalidPhrases(let reason): reason
    case .unreadableInput(let path, let reason):
      "cannot read input \(Self.argument(path)): \(reason)"
    case .inputChanged(let path, let measured, let read):
      "input \(path == "-" ? "on standard input" : Self.argument(path)) "
        + Self.changed(measured: measured, read: read)
    case .cannotCreateOutput(let path, let reason):
      "cannot write output \(Self.argument(path)): \(reason); nothing was written"
    case .writeFailed(let failure, false) where !failure.targetIsPath:
      "cannot write to \(failure.target): \(failure.reason)"
    case .writeFailed(let failure, false):
      "cannot write to \(Self.argument(failure.target)): \(failure.reason)"
    case .writeFailed(let failure, true):
      "cannot write output \(Self.argument(failure.target)): \(failure.reason); nothing was written"
    }
  }

  /// Exit status, following sysexits.h.
  var exitCode: Int32 {
    switch self {
    case .unknownCommand, .missingCommand, .unknownFlag, .missingValue, .invalidFlagValue,
      .repeatedFlag, .unexpectedArgument, .valueForSwitch, .argumentNotUTF8, .invalidByteCount,
      .standardInputTwice:
      64  // EX_USAGE
    case .notUTF8, .inputTooLarge, .notJSON, .wrongType, .missingField, .unknownField,
      .duplicateField,
      .unknownValue,
      .invalidDate, .dateOutsideYearsLocally, .invalidNumber, .unknownTimeZone, .duplicateMessageID,
      .reportFromAnotherSender, .bothStateForms,
      .missingState, .emptyValue, .invalidColor, .invalidMark, .unknownMessage, .invalidPhrases:
      65  // EX_DATAERR
    case .inFile(_, _, let error): error.exitCode
    case .unreadableInput: 66  // EX_NOINPUT
    case .inputChanged: 74  // EX_IOERR
    case .cannotCreateOutput: 73  // EX_CANTCREAT
    case .writeFailed: 74  // EX_IOERR
    }
  }

  /// What a file that changed while it was read did: "changed while it was read (1024
  /// bytes when opened, 512 read)".
  private static func changed(measured: Int, read: Int) -> String {
    "changed while it was read (\(measured) bytes when opened, \(read) read)"
  }

  /// A value from the input or the command line, quoted for an error line.
  private static func quote(_ value: String) -> String { ErrorText.quote(value) }

  /// Bytes that are not UTF-8, shown as text where they decode and `\x{FF}` where they do
  /// not (cut as a quoted value is).
  private static func bytesShown(_ bytes: [UInt8]) -> String {
    var shown = ""
    var index = 0
    while index < bytes.count, shown.utf8.count < ErrorText.byteLimit {
      // The longest valid sequence from here (1 to 4 bytes), or one byte spelled out.
      let valid = (1...4).reversed().first { length in
        index + length <= bytes.count
          && PreviewCommand.isUTF8(bytes[index..<index + length])
      }
      if let length = valid {
        let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
        for character in ErrorText.oneLine(text) {
          shown += character == "'" ? "\\'" : String(character)
        }
        index += length
      } else {
        shown += "\\x{" + String(bytes[index], radix: 16, uppercase: true) + "}"
        index += 1
      }
    }
    return index < bytes.count ? shown + "…" : shown
  }

  /// A command-line argument or a file path, in single quotes for an error line.
  private static func argument(_ value: String) -> String { ErrorText.quote(value, mark: "'") }

  /// A number's text from the input: unquoted, but spelled out and cut like a quoted value.
  private static func bare(_ value: String) -> String {
    let quoted = ErrorText.quote(value)
    guard quoted.hasPrefix("\""), quoted.hasSuffix("\""), quoted.count >= 2 else { return quoted }
    return String(quoted.dropFirst().dropLast())
  }

  private static func hint(_ suggestion: String?, quoted: Bool = true) -> String {
    guard let suggestion else { return "" }
    return quoted ? "; did you mean '\(suggestion)'?" : "; did you mean \(suggestion)?"
  }
}
