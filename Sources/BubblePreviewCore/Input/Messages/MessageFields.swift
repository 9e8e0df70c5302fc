import Foundation
import MessageStatusKit
import MessageStatusRendering

/// The members of one message object, by field, read with the same rules and the same
/// JSON-path errors as ``JSONObjectReader`` (a `null` member counts as absent).
///
/// The decoder fills one of these per message and reuses its storage for the next. Most
/// fields of most messages are absent, so each accessor tests the field's bit inline before
/// calling the code that reads a member: a call that found nothing cost 50 to 90
/// instructions, five to nine times per message.
struct MessageFields {
  /// The document, which ``MessageMember/ascii(_:)`` members point into (only while it is
  /// being parsed).
  let document: UnsafeBufferPointer<UInt8>
  /// The message's position in `messages`, for paths.
  private(set) var index = 0
  private var members = [MessageMember?](repeating: nil, count: MessageField.allCases.count)
  private var present: UInt16 = 0
  /// Senders and receipt lists read so far, reused when they are spelled again.
  var repeated = RepeatedValues()
  /// Long receipt lists read so far, each held once.
  ///
  /// 54 messages naming the same million readers held 54 sets (5.5 GB). Short lists are left to ``repeated``, which shares them
  /// by their bytes; hashing every set here would cost each message.
  private var longReceipts = Set<Set<UserID>>()

  /// `users`, or an equal long list read before, whose storage it then shares.
  mutating func shared(_ users: Set<UserID>) -> Set<UserID> {
    users.count > RepeatedValues.longestReceiptList
      ? longReceipts.insert(users).memberAfterInsert : users
  }

  /// Fields for the messages of `document`.
  init(document: UnsafeBufferPointer<UInt8>) { self.document = document }

  /// Empties the fields for the message at `index`.
  mutating func reset(index: Int) {
    self.index = index
    var remaining = present
    while remaining != 0 {
      members[remaining.trailingZeroBitCount] = nil
      remaining &= remaining - 1
    }
    present = 0
  }

  /// Whether `field` was given (even as `null`).
  func contains(_ field: MessageField) -> Bool { present & field.bit != 0 }

  /// Records `member` as `field`.
  mutating func set(_ field: MessageField, _ member: MessageMember) {
    members[field.rawValue] = member
    present |= field.bit
  }

  /// `messages[3]`.
  var path: String { "messages[\(index)]" }

  /// `messages[3].state`.
  func child(_ field: MessageField) -> String { path + "." + field.name }

  /// The member, unless it is absent or `null`.
  func value(_ field: MessageField) -> MessageMember? {
    guard let member = members[field.rawValue] else { return nil }
    if case .null = member { return nil }
    return member
  }

  /// A string member.
  @inline(__always)
  func string(_ field: MessageField) throws(PreviewError) -> String? {
    contains(field) ? try givenString(field) : nil
  }

  /// ``string(_:)`` of a field that was given (perhaps as `null`).
  private func givenString(_ field: MessageField) throws(PreviewError) -> String? {
    guard let member = value(field) else { return nil }
    switch member {
    case .ascii(let range):
      return String(checkedUTF8: UnsafeBufferPointer(rebasing: document[range]), isASCII: true)
    case .string(let string): return string
    default:
      throw .wrongType(path: child(field), expected: "a string", found: member.kindDescription)
    }
  }

  /// A string member that must be there.
  func requiredString(_ field: MessageField) throws(PreviewError) -> String {
    guard let string = try string(field) else {
      throw .missingField(path: path, field: field.name)
    }
    return string
  }

  /// A string member that must be one of `choices`.
  @inline(__always)
  func choice<Value>(
    _ field: MessageField, _ choices: Choices<Value>
  ) throws(PreviewError) -> Value? {
    contains(field) ? try givenChoice(field, choices) : nil
  }

  /// ``choice(_:_:)`` of a field that was given (perhaps as `null`).
  private func givenChoice<Value>(
    _ field: MessageField, _ choices: Choices<Value>
  ) throws(PreviewError) -> Value? {
    if case .ascii(let range) = value(field), let value = choices.value(spelledBy: document[range])
    {
      return value
    }
    guard let text = try string(field) else { return nil }
    guard let value = choices.value(spelled: text) else {
      throw .unknownValue(path: child(field), value: text, expected: choices.spellings)
    }
    return value
  }

  /// An array of strings, as the set of users they name (repeated names count once).
  @inline(__always)
  func receipts(_ field: MessageField) throws(PreviewError) -> Set<UserID> {
    contains(field) ? try givenReceipts(field) : []
  }

  /// ``receipts(_:)`` of a field that was given (perhaps as `null`).
  private func givenReceipts(_ field: MessageField) throws(PreviewError) -> Set<UserID> {
    guard let member = value(field) else { return [] }
    switch member {
    case .receipts(let receipts):
      return receipts
    case .mixedArray(let position, let kind):
      throw .wrongType(path: child(field) + "[\(position)]", expected: "a string", found: kind)
    default:
      throw .wrongType(
        path: child(field), expected: "an array of strings", found: member.kindDescription)
    }
  }

  /// A user named by a string member that must be there; a name spelled as before is the
  /// identifier made before (see ``RepeatedValues``).
  mutating func requiredUser(_ field: MessageField) throws(PreviewError) -> UserID {
    if case .ascii(let range) = value(field) { return repeated.sender(document[range]) }
    return UserID(rawValue: try requiredString(field))
  }

  /// An ISO 8601 date-time.
  @inline(__always)
  func date(_ field: MessageField) throws(PreviewError) -> Date? {
    contains(field) ? try givenDate(field) : nil
  }

  /// ``date(_:)`` of a field that was given (perhaps as `null`).
  private func givenDate(_ field: MessageField) throws(PreviewError) -> Date? {
    if case .ascii(let range) = value(field) {
      if let date = ISO8601.readCommonForm(document[range]) { return date }
      if case .success(let date) = ISO8601.read(document[range]) { return date }
    }
    guard let text = try string(field) else { return nil }
    switch ISO8601.read(text) {
    case .success(let date): return date
    case .failure(let problem):
      throw .invalidDate(path: child(field), value: text, problem: problem)
    }
  }

  /// A whole number written without a fraction or exponent, of magnitude below 2⁵³.
  @inline(__always)
  func integer(_ field: MessageField) throws(PreviewError) -> Int64? {
    contains(field) ? try givenInteger(field) : nil
  }

  /// ``integer(_:)`` of a field that was given (perhaps as `null`).
  private func givenInteger(_ field: MessageField) throws(PreviewError) -> Int64? {
    guard let member = value(field) else { return nil }
    guard case .number(let number, let literal) = member else {
      throw .wrongType(path: child(field), expected: "an integer", found: member.kindDescription)
    }
    guard let whole = WholeNumber.value(number, literal: literal) else {
      throw .invalidNumber(path: child(field), value: literal, expected: WholeNumber.expected)
    }
    return whole
  }
}
