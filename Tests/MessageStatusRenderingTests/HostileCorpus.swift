import Foundation

/// `Corpus/hostile-texts.json`: message texts and names an attacker or a broken client could send.
///
/// Each entry is a text, or a text repeated (the 1 MB entry).
enum HostileCorpus {
  struct Entry: Decodable {
    var id: String
    var text: String?
    var `repeat`: String?
    var count: Int?
    var suffix: String?

    var value: String {
      if let text { return text }
      return String(repeating: self.repeat ?? "", count: count ?? 0) + (suffix ?? "")
    }
  }

  private struct File: Decodable {
    var entries: [Entry]
  }

  static let entries: [(id: String, text: String)] = {
    let url = goldensFolder("json").deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus/hostile-texts.json")
    guard let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.entries.map { ($0.id, $0.value) }
  }()
}
