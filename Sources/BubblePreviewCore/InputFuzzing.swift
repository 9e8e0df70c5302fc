import Foundation
import MessageStatusKit
import MessageStatusRendering

/// The fuzzing oracle for the command's input parser and the three renderers.
///
/// Arbitrary bytes go through the parser and, when they form a valid document, through
/// all three renderers (as a list and as a thread), checking what must always hold. A
/// violation traps, so libFuzzer reports it; invalid input is fine and simply returns.
public enum InputFuzzing {
  /// Checks one input; returns normally unless an invariant is broken.
  public static func check(_ bytes: [UInt8]) {
    checkUTF8Validation(bytes)
    guard let input = try? PreviewInput(bytes: bytes, allowRepeatedIDs: true) else { return }
    checkAgainstTree(input, bytes)
    let uniqueIDs = Set(input.entries.map(\.message.id)).count
    for thread in [false, true] {
      for format in PreviewFormat.allCases {
        let target = StringTarget()
        var sink = ChunkedOutput(target: target)
        PreviewCommand.renderInput(input, format: format, thread: thread, into: &sink)
        sink.flush()
        let expected = thread ? uniqueIDs : input.entries.count
        switch format {
        case .json: checkJSON(target.text, bubbles: expected)
        case .html: checkHTML(target.text)
        case .text: checkText(target.text)
        }
      }
    }
  }

  /// The reader's UTF-8 check agrees with the standard library's on the whole input, valid
  /// document or not: the reader makes strings on its word alone, without another check.
  static func checkUTF8Validation(_ bytes: [UInt8]) {
    let ours = bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
    let standard = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    guard ours == standard else { fatalError("UTF8Validation says \(ours) for \(bytes)") }
  }

  /// The message reader's shortcuts agree with the document's tree: names matched where
  /// they stand, senders and receipt lists reused by their bytes (`RepeatedValues`), and
  /// dates in the common form read at fixed positions.
  static func checkAgainstTree(_ input: PreviewInput, _ bytes: [UInt8]) {
    func member(_ key: String, of value: JSONValue) -> JSONValue? {
      guard case .object(let pairs) = value else { return nil }
      return pairs.first { $0.key == key }?.value
    }
    func users(_ value: JSONValue?) -> Set<UserID> {
      guard case .array(let elements)? = value else { return [] }
      return Set(
        elements.compactMap { element in
          guard case .string(let name) = element else { return nil }
          return UserID(rawValue: name)
        })
    }
    guard let tree = try? JSONParser.parse(bytes),
      case .array(let messages)? = member("messages", of: tree),
      messages.count == input.entries.count
    else { fatalError("the tree and the reader disagree on the messages") }
    for (entry, message) in zip(input.entries, messages) {
      guard case .string(let sender)? = member("sender", of: message),
        entry.message.sender == UserID(rawValue: sender)
      else { fatalError("sender differs from the tree") }
      guard entry.message.deliveredTo == users(member("deliveredTo", of: message)),
        entry.message.readBy == users(member("readBy", of: message))
      else { fatalError("receipts differ from the tree") }
      guard case .string(let created)? = member("createdAt", of: message),
        case .success(let date) = ISO8601.read(created), date == entry.message.createdAt
      else { fatalError("createdAt differs from the tree") }
    }
  }

  /// The JSON is valid, decodes, and has one bubble per message.
  static func checkJSON(_ json: String, bubbles: Int) {
    guard
      let document = try? JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.utf8))
    else { fatalError("JSON output does not decode") }
    guard document.bubbles.count == bubbles else {
      fatalError("JSON has \(document.bubbles.count) bubbles, expected \(bubbles)")
    }
    for bubble in document.bubbles {
      guard !bubble.accessibility.label.isEmpty else { fatalError("empty label") }
      if bubble.role == .incoming, bubble.status != nil { fatalError("incoming with a status") }
      if case .badge(let badge)? = bubble.status?.content, badge.count < 1 {
        fatalError("badge below 1")
      }
    }
  }

  /// Every `<` starts one of the renderer's own tags: user text never became markup.
  static func checkHTML(_ html: String) {
    let allowed: Set<String> = [
      "!doctype", "html", "head", "meta", "title", "style", "body", "main", "h1", "h2",
      "section", "ol", "li", "p", "div", "span", "svg", "path", "button", "bdi", "time",
    ]
    let bytes = Array(html.utf8)
    var index = 0
    var inStyle = false
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      var end = open + 1
      if end < bytes.count, bytes[end] == UInt8(ascii: "/") { end += 1 }
      let start = end
      while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: ">"),
        bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "/")
      {
        end += 1
      }
      let name = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
      if inStyle {
        if name == "style" { inStyle = false }  // CSS may hold ">" but never "<" otherwise
      } else if !allowed.contains(name) {
        fatalError("HTML has a <\(name) the renderer never writes")
      } else if name == "style", bytes[open + 1] != UInt8(ascii: "/") {
        inStyle = true
      }
      index = end
    }
    if html.unicodeScalars.contains("\r") || html.unicodeScalars.contains("\u{0}") {
      fatalError("HTML holds a raw CR or NUL")
    }
  }

  /// Text output shows every invisible character escaped.
  static func checkText(_ text: String) {
    for scalar in text.unicodeScalars where scalar != "\n" && VisibleEscaping.isInvisible(scalar) {
      fatalError("text output hides U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
  }
}
