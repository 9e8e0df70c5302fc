import Foundation

extension BenchmarkFixtures {
  /// The `bubble-preview render` input of `EndToEnd/generate_input.py`, byte for byte:
  /// `count` messages, a third of them incoming, every state, receipts on some, text with
  /// non-ASCII letters and escaped quotes. 100,000 messages are 18.4 MB.
  public static func inputDocument(count: Int) -> [UInt8] {
    let states = ["sending", "sent", "delivered", "read", "failed"]
    let people = ["me", "alice", "bob", "carol", "dave", "erin"]
    func list(_ names: ArraySlice<String>) -> String {
      "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var document = "{\"viewer\": \"me\", \"participants\": \(list(people[...]))"
    document += ", \"names\": {\"alice\": \"Alice\", \"bob\": \"Bob\", \"carol\": \"Carol\"}"
    document += ", \"messages\": [\n"
    for index in 0..<count {
      let sender = index % 3 != 0 ? "me" : people[1 + index % 5]
      let state = sender == "me" ? states[index % 5] : "delivered"
      if index > 0 { document += ",\n" }
      document += "{\"id\": \"m\(index)\", \"sender\": \"\(sender)\", "
      document += "\"text\": \"Message \(index): see you at \(index % 24):00 — café <b>&</b> "
      document += "\\\"quotes\\\"\", "
      document += "\"createdAt\": \"2025-10-\(two(1 + index % 28))T\(two(index % 24)):"
      document += "\(two(index % 60)):00Z\", \"state\": \"\(state)\""
      if sender == "me", [2, 3].contains(index % 5) {
        document += ", \"deliveredTo\": \(list(people[1...]))"
        if index % 5 == 3 { document += ", \"readBy\": \(list(people[1..<(1 + index % 5)]))" }
      }
      document += "}"
    }
    document += "\n]}\n"
    return Array(document.utf8)
  }
}

/// The same document's shape for `JSONDecoder`: the baseline a Swift app would write.
/// Dates stay strings (lighter than ours, which reads each as a `Date`).
public struct DecodableInput: Decodable {
  public struct Message: Decodable {
    public var id: String
    public var sender: String
    public var text: String?
    public var createdAt: String
    public var state: String?
    public var deliveredTo: [String]?
    public var readBy: [String]?
  }
  public var viewer: String
  public var participants: [String]?
  public var names: [String: String]?
  public var messages: [Message]
}
