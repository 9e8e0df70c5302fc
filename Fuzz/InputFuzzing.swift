// The fuzzing oracle, compiled with the fuzzer only (Fuzz/build.sh), never into the
// command. It reads the command's internals, which a build with -enable-testing exposes.
import Foundation

@testable import BubblePreviewCore
@testable import MessageStatusKit
@testable import MessageStatusRendering

/// The fuzzing oracle for the command's input parser and the three renderers.
///
/// Arbitrary bytes go through the parser and, when they form a valid document, through
/// all three renderers (as a list and as a thread), checking what must always hold. A
/// violation traps, so libFuzzer reports it; invalid input is fine and simply returns.
enum InputFuzzing {
  /// Checks one input; returns normally unless an invariant is broken.
  static func check(_ bytes: [UInt8]) {
    checkUTF8Validation(bytes)
    checkConversations(bytes)
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

  /// A conversation list document, when the bytes are one: a row per conversation, and
  /// every format well formed with one bubble per row.
  static func checkConversations(_ bytes: [UInt8]) {
    guard let list = try? ListInput(bytes: bytes) else { return }
    let rows = list.rows
    guard rows.count == list.conversations.count else {
      fatalError("\(rows.count) rows for \(list.conversations.count) conversations")
    }
    for format in PreviewFormat.allCases {
      let text = format.renderer(for: PageOptions()).render(rows: rows)
      switch format {
      case .json: checkJSON(text, bubbles: rows.count)
      case .html: checkHTML(text)
      case .text: checkText(text)
      }
    }
  }

  /// The reader's UTF-8 check agrees with the standard library's on the whole input, valid
  /// document or not: the reader makes strings on its word alone, without another check.
  static func checkUTF8Validation(_ bytes: [UInt8]) {
    let ours = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) == nil }
    let standard = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    guard ours == standard else { fatalError("UTF8Validation says \(ours) for \(bytes)") }
  }

  /// The reader agrees with Foundation's `JSONSerialization`, a parser we did not write, on
  /// every message's sender, receipts and creation date, wherever that parser accepts the
  /// document too (it reads a repeated member, which the reader refuses, as the last).
  static func checkAgainstTree(_ input: PreviewInput, _ bytes: [UInt8]) {
    // A receipt is an id, or an object with the id and a time.
    func users(_ value: Any?) -> Set<UserID> {
      Set(
        ((value as? [Any]) ?? []).compactMap { entry in
          ((entry as? String) ?? ((entry as? [String: Any])?["id"] as? String))
            .map(UserID.init(rawValue:))
        })
    }
    func same(_ left: String, _ right: String) -> Bool {
      left.unicodeScalars.elementsEqual(right.unicodeScalars)
    }
    guard
      let tree = try? JSONSerialization.jsonObject(
        with: Data(bytes), options: [.fragmentsAllowed]) as? [String: Any],
      let messages = tree["messages"] as? [[String: Any]]
    else { return }
    guard messages.count == input.entries.count else {
      fatalError("JSONSerialization and the reader disagree on the number of messages")
    }
    for (entry, message) in zip(input.entries, messages) {
      guard let sender = message["sender"] as? String, same(entry.message.sender.rawValue, sender)
      else { fatalError("sender differs from JSONSerialization's") }
      // The lists, then each recipient's outcome as `record(_:for:at:)` applies it.
      var delivered = users(message["deliveredTo"])
      var read = users(message["readBy"])
      for (id, outcome) in (message["outcomes"] as? [String: String]) ?? [:] {
        let user = UserID(rawValue: id)
        switch outcome {
        case "read", "played": read.insert(user)
        case "delivered": delivered.insert(user)
        default:
          read.remove(user)
          delivered.remove(user)
        }
      }
      guard entry.message.deliveredTo == delivered, entry.message.readBy == read
      else { fatalError("receipts differ from JSONSerialization's") }
      guard let created = message["createdAt"] as? String,
        case .success(let date) = ISO8601.read(created), date == entry.message.createdAt
      else { fatalError("createdAt differs from JSONSerialization's") }
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
  ///
  /// The only script is the renderer's own, once, at the end of a page.
  static func checkHTML(_ page: String) {
    var html = page
    let ending = "\(HTMLRenderer.eventScript)</body>\n</html>\n"
    if html.hasSuffix(ending) { html = String(html.dropLast(ending.count)) }
    let allowed: Set<String> = [
      "!doctype", "html", "head", "meta", "title", "style", "body", "main", "h1", "h2",
      "section", "ol", "li", "p", "div", "span", "svg", "symbol", "use", "path", "button", "bdi",
      "time", "ul",
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
