import Foundation

/// The README's code blocks, found by the marker line before each.
enum ReadmeFile {
  struct Missing: Error, CustomStringConvertible {
    var marker: String
    var description: String { "README.md has no block marked <!-- readme: \(marker) -->" }
  }

  /// The text of the block after `<!-- readme: marker -->`.
  static func block(marked marker: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let parts = readme.components(separatedBy: "<!-- readme: \(marker) -->\n")
    guard parts.count == 2, let fenceEnd = parts[1].range(of: "\n") else {
      throw Missing(marker: marker)
    }
    let body = parts[1][fenceEnd.upperBound...]
    guard let close = body.range(of: "```\n") else { throw Missing(marker: marker) }
    return String(body[..<close.lowerBound])
  }
}
