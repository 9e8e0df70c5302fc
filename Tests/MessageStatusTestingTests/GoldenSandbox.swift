import Foundation

@testable import MessageStatusTesting

/// A throwaway package folder for tests of the golden helper: its own `Goldens` and
/// artifacts, and an environment that points at them.
struct GoldenSandbox {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("golden-sandbox-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Goldens/text"), withIntermediateDirectories: true)
  }

  /// The environment the helper sees: this sandbox's folders plus `extra`.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    [
      "GOLDEN_DIR": root.appendingPathComponent("Goldens").path,
      "GOLDEN_ARTIFACTS": root.appendingPathComponent("artifacts").path,
    ].merging(extra) { $1 }
  }

  /// Runs `body` with the helper reading `environment(extra)` instead of the process's.
  func run<Result>(_ extra: [String: String] = [:], _ body: () throws -> Result) rethrows -> Result
  {
    try GoldenSettings.$environment.withValue(environment(extra), operation: body)
  }

  func golden(_ name: String) -> URL {
    root.appendingPathComponent("Goldens/text/\(name).txt")
  }

  func write(_ text: String, golden name: String) throws {
    try Data(text.utf8).write(to: golden(name))
  }

  func read(golden name: String) -> String? {
    FileManager.default.contents(atPath: golden(name).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
