import Foundation
import MessageStatusKit

/// The document `bubble-preview list` reads (`Schemas/list-input.schema.json`): options,
/// then conversations, each what `render` reads (without options) with an optional
/// `title`; each becomes one row, from its latest message.
struct ListInput {
  /// The options every row is described with (the render document's `options`).
  var options: BubbleDescription.Options
  /// The viewer's "now", for "Yesterday" and weekdays.
  var now: Date?
  /// Whether the document chose an appearance (the HTML page is then pinned to it).
  var appearanceChosen: Bool
  /// The conversations, in the document's order, each with its messages.
  var conversations: [PreviewInput]
  /// What the conversations say that is likely a mistake, one line each.
  var warnings: [String] = []

  /// The members of the document.
  enum Field: Int, ObjectField {
    case options, conversations

    /// An option written beside the conversations goes under `options`.
    static func elsewhere(_ name: String) -> String? {
      PreviewInput.OptionField(stringValue: name).map { "options." + $0.name }
    }
  }

  /// Validates `bytes` as UTF-8 JSON in the list document's shape.
  init(bytes: [UInt8]) throws(PreviewError) {
    self = try bytes.withUnsafeBufferPointer { (document) throws(PreviewError) in
      try ListInput(document: document)
    }
  }

  private init(document bytes: UnsafeBufferPointer<UInt8>) throws(PreviewError) {
    let document = try ObjectReader<Field>.document(bytes)
    let optionsReader = try document.object(.options, PreviewInput.OptionField.self)
    options =
      try optionsReader.map { reader throws(PreviewError) in
        try PreviewInput.readOptions(reader)
      } ?? BubbleDescription.Options()
    appearanceChosen = optionsReader?.has(.appearance) ?? false
    now = try optionsReader?.date(.now)
    let order = try optionsReader?.choice(.order, of: ThreadOptions.Order.self) ?? .serverTime

    guard let value = document.value(.conversations) else {
      throw .missingField(path: JSONPath.document, field: "conversations")
    }
    guard case .array(let start, _) = value else {
      throw .wrongType(path: "conversations", expected: "an array", found: value.kindDescription)
    }
    // Each element's bytes, from its first byte to the one after its last.
    let ranges = try ObjectReader<Field>.again(in: bytes, at: start) {
      (parser) throws(JSONSyntaxError) -> [Range<Int>] in
      var ranges: [Range<Int>] = []
      if try parser.open(UInt8(ascii: "]")) { return ranges }
      repeat {
        parser.skipWhitespace()
        let first = parser.index
        try parser.skipValue()
        ranges.append(first..<parser.index)
      } while try !parser.commaOrClose(UInt8(ascii: "]"))
      return ranges
    }
    var conversations: [PreviewInput] = []
    for (index, range) in ranges.enumerated() {
      let path = "conversations[\(index)]"
      guard bytes[range.lowerBound] == UInt8(ascii: "{") else {
        let found = try ObjectReader<Field>.again(in: bytes, at: range.lowerBound) {
          (parser) throws(JSONSyntaxError) in try parser.readValue()
        }
        throw .wrongType(path: path, expected: "an object", found: found.kindDescription)
      }
      var conversation: PreviewInput
      do {
        conversation = try PreviewInput(
          bytes: bytes[range], allowRepeatedIDs: true, listed: true)
      } catch {
        throw error.located(under: path)
      }
      guard !conversation.entries.isEmpty else {
        throw .emptyValue(path: path + ".messages")
      }
      conversation.options = options
      conversation.thread = ThreadOptions(order: order, now: now)
      // "bubble-preview: warning: readMarks…" → "…: warning: conversations[0].readMarks…".
      let lead = "bubble-preview: warning: "
      warnings += conversation.warnings.map {
        $0.hasPrefix(lead) ? lead + path + "." + $0.dropFirst(lead.count) : $0
      }
      conversations.append(conversation)
    }
    self.conversations = conversations
  }

  /// The rows, in the document's order: each conversation's latest message, its reports
  /// merged, by the thread's order.
  var rows: [ConversationRow] {
    let describer = BubbleDescriber(options: options)
    return conversations.compactMap { conversation in
      let arranger = ThreadArranger(describer: describer, thread: conversation.thread)
      let messages = arranger.arrange(conversation.entries.lazy.map(\.message)).messages
      return messages.last.map {
        describer.describeRow(
          $0, in: conversation.conversation, title: conversation.title, now: now)
      }
    }
  }
}
