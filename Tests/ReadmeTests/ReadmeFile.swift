import Foundation

/// The code blocks of the README and the DocC articles, found by the marker line before each.
enum ReadmeFile {
  struct Missing: Error, CustomStringConvertible {
    var marker: String
    var description: String {
      "neither README.md nor an article has a block marked <!-- readme: \(marker) -->"
    }
  }

  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every DocC article, as text.
  static func documents() throws -> [String] {
    var paths = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent(
        "\(module).docc")
      guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path)
      else { continue }
      for article in articles.sorted() where article.hasSuffix(".md") {
        paths.append("Sources/\(module)/\(module).docc/\(article)")
      }
    }
    return try paths.map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// The text of the block after `<!-- readme: marker -->`.
  static func block(marked marker: String) throws -> String {
    let parts = try documents().joined().components(separatedBy: "<!-- readme: \(marker) -->\n")
    // An article puts a blank line between the marker and the fence.
    guard parts.count == 2, let fence = parts[1].range(of: "```"),
      let fenceEnd = parts[1][fence.upperBound...].range(of: "\n")
    else {
      throw Missing(marker: marker)
    }
    let body = parts[1][fenceEnd.upperBound...]
    guard let close = body.range(of: "```\n") else { throw Missing(marker: marker) }
    return String(body[..<close.lowerBound])
  }
}
