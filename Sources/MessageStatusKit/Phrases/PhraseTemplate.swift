/// A phrase with named slots, such as `"read by {count} of {total}"`.
///
/// The text is parsed once, when the template is created; filling it is a single pass.
/// Braces that do not name a ``Slot`` stay as written; the library's phrases have none, and
/// an app's words with one are refused (`Phrasebook.problems(in:)`).
package struct PhraseTemplate: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// A value a template can ask for.
  package enum Slot: String, CaseIterable, Hashable, Sendable {
    /// A number, already formatted: `{count}`.
    case count
    /// The number it is out of: `{total}`.
    case total
    /// Message text or attachment name: `{text}`.
    case text
    /// A person's name: `{name}`.
    case name
    /// Several people's names, already listed: `{names}`.
    case names
    /// A formatted time: `{time}`.
    case time
    /// A weekday's name, in a day heading: `{weekday}`.
    case weekday
    /// A day of the month: `{day}`.
    case day
    /// A day of the month in two digits: `{day2}`.
    case day2
    /// A month's name: `{month}`.
    case month
    /// A year: `{year}`.
    case year

    /// The slots of a day heading, any of which its pattern may use.
    package static let date: Set<Slot> = [.weekday, .day, .day2, .month, .year]
  }

  private enum Segment: Hashable, Sendable {
    case literal(String)
    case slot(Slot)
  }

  private let segments: [Segment]

  /// The template as written, slots in braces.
  package let description: String

  /// Parses a template.
  package init(_ template: String) {
    description = template
    // Braces are found among the UTF-8 bytes (an ASCII byte is never part of another
    // scalar): every language's templates are parsed at start, Thai and Hindi included.
    var segments: [Segment] = []
    let bytes = template.utf8
    var literal = bytes.startIndex
    var search = literal
    while let open = bytes[search...].firstIndex(of: UInt8(ascii: "{")) {
      search = bytes.index(after: open)
      guard let close = bytes[search...].firstIndex(of: UInt8(ascii: "}")),
        let slot = Slot(rawValue: String(template[search..<close]))
      else { continue }
      if open > literal { segments.append(.literal(String(template[literal..<open]))) }
      segments.append(.slot(slot))
      literal = bytes.index(after: close)
      search = literal
    }
    if literal < bytes.endIndex { segments.append(.literal(String(template[literal...]))) }
    self.segments = Self.coalesced(segments)
  }

  /// Parses a template literal.
  package init(stringLiteral value: String) { self.init(value) }

  /// The names written in braces in `text`, found as ``init(_:)`` finds them (among the
  /// UTF-8 bytes: from each `{` to the next `}`), and whether every brace is paired.
  ///
  /// What a translator's words are checked with (``Phrasebook/overriding(stringCatalog:)``):
  /// walking `Character`s instead, a scalar that joins the next one (U+0600 before `{`)
  /// hid a brace the template still parses, and `{count` with no `}` passed to be read
  /// aloud.
  package static func braces(in text: String) -> (names: [String], balanced: Bool) {
    var names: [String] = []
    var open: String.UTF8View.Index?
    var balanced = true
    let bytes = text.utf8
    for index in bytes.indices {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        if open != nil { balanced = false }
        open = bytes.index(after: index)
      case UInt8(ascii: "}"):
        guard let start = open else {
          balanced = false
          continue
        }
        names.append(String(text[start..<index]))
        open = nil
      default: break
      }
    }
    if open != nil { balanced = false }
    return (names, balanced)
  }

  /// The slots the template uses, in order.
  package var slots: [Slot] {
    segments.compactMap {
      if case .slot(let slot) = $0 { return slot }
      return nil
    }
  }

  /// The phrase with every slot filled by `value`; slots it returns `nil` for stay empty.
  package func filled(_ value: (Slot) -> String?) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text): result += text
      case .slot(let slot): result += value(slot) ?? ""
      }
    }
    return result
  }

  /// The phrase with the named slots filled; slots given no value stay empty.
  ///
  /// ```swift
  /// PhraseTemplate("{name}: {text}").filled(text: "Hi", name: "Alice")  // "Alice: Hi"
  /// ```
  package func filled(
    count: String? = nil, total: String? = nil, text: String? = nil, name: String? = nil,
    names: String? = nil, time: String? = nil
  ) -> String {
    filled { slot in
      switch slot {
      case .count: count
      case .total: total
      case .text: text
      case .name: name
      case .names: names
      case .time: time
      case .weekday, .day, .day2, .month, .year: nil
      }
    }
  }

  private static func coalesced(_ segments: [Segment]) -> [Segment] {
    var result: [Segment] = []
    for segment in segments {
      if case .literal(let next) = segment, case .literal(let previous)? = result.last {
        result[result.count - 1] = .literal(previous + next)
      } else {
        result.append(segment)
      }
    }
    return result
  }
}
