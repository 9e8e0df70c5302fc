extension PreviewError {
  /// The same error, its JSON paths taken as relative to the object at `parent`: a
  /// conversation's `messages[0].state` in a list document is
  /// `conversations[2].messages[0].state`.
  func located(under parent: String) -> PreviewError {
    func at(_ path: String) -> String { Self.path(path, under: parent) }
    switch self {
    case .wrongType(let path, let expected, let found):
      return .wrongType(path: at(path), expected: expected, found: found)
    case .missingField(let path, let field): return .missingField(path: at(path), field: field)
    case .unknownField(let path, let field, let suggestion):
      return .unknownField(path: at(path), field: field, suggestion: suggestion)
    case .duplicateField(let path, let field): return .duplicateField(path: at(path), field: field)
    case .unknownValue(let path, let value, let expected):
      return .unknownValue(path: at(path), value: value, expected: expected)
    case .invalidDate(let path, let value, let problem):
      return .invalidDate(path: at(path), value: value, problem: problem)
    case .dateOutsideYearsLocally(let path, let instant, let zone, let day):
      return .dateOutsideYearsLocally(path: at(path), instant: instant, zone: zone, day: day)
    case .invalidNumber(let path, let value, let expected):
      return .invalidNumber(path: at(path), value: value, expected: expected)
    case .unknownTimeZone(let path, let value):
      return .unknownTimeZone(path: at(path), value: value)
    case .duplicateMessageID(let path, let id, let firstPath):
      return .duplicateMessageID(path: at(path), id: id, firstPath: at(firstPath))
    case .reportFromAnotherSender(let path, let id, let sender, let firstSender, let firstPath):
      return .reportFromAnotherSender(
        path: at(path), id: id, sender: sender, firstSender: firstSender, firstPath: at(firstPath))
    case .bothStateForms(let path): return .bothStateForms(path: at(path))
    case .missingState(let path): return .missingState(path: at(path))
    case .emptyValue(let path): return .emptyValue(path: at(path))
    case .invalidMark(let path): return .invalidMark(path: at(path))
    case .unknownMessage(let path, let id): return .unknownMessage(path: at(path), id: id)
    case .invalidColor(let path, let value): return .invalidColor(path: at(path), value: value)
    default: return self
    }
  }

  /// `path`, written by a reader of a whole document, as a path inside `parent`.
  static func path(_ path: String, under parent: String) -> String {
    if path == JSONPath.document { return parent }
    if path.hasPrefix(JSONPath.document + "[") {
      return parent + path.dropFirst(JSONPath.document.count)
    }
    return parent + "." + path
  }
}
