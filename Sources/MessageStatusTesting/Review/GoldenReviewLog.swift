import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects the goldens of a test run that failed or were written, and writes the review
/// page when the test process ends.
///
/// `swift test` runs XCTest and Swift Testing in two processes; both are children of the
/// same `swift test`, so entries are kept as files under `<artifacts>/review/entries`,
/// tagged with the parent's process id. The first entry of a new run clears the old ones,
/// and each test process that added an entry rewrites `<artifacts>/review.html` from all
/// the run's entries as it exits, then prints the page's path once.
final class GoldenReviewLog: @unchecked Sendable {
  /// The log of this process.
  static let shared = GoldenReviewLog()

  private let lock = NSLock()
  private var folders: [URL] = []
  private var counter = 0
  private var registered = false

  /// Records `entry` under `artifacts` (the ``GoldenLocation/artifacts`` folder).
  func add(_ entry: GoldenReviewEntry, artifacts: URL) {
    lock.lock()
    defer { lock.unlock() }
    let entries = Self.entriesFolder(in: artifacts)
    if !folders.contains(artifacts) {
      Self.startRun(in: artifacts)
      folders.append(artifacts)
    }
    counter += 1
    let file = entries.appendingPathComponent("\(getpid())-\(counter).json")
    do {
      try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
      try JSONEncoder().encode(entry).write(to: file, options: .atomic)
    } catch {
      Self.say("golden review: cannot keep \(entry.name) for the review page: \(error)")
    }
    if !registered {
      registered = true
      atexit { GoldenReviewLog.shared.finish() }
    }
  }

  /// Writes the review page of every artifacts folder this process added to, and prints
  /// where it is.
  func finish() {
    lock.lock()
    let folders = self.folders
    lock.unlock()
    for artifacts in folders {
      let entries = Self.entriesFolder(in: artifacts)
      // A test that used a temporary artifacts folder may have removed it: nothing to show.
      guard
        let names = try? FileManager.default.contentsOfDirectory(atPath: entries.path)
      else { continue }
      let decoder = JSONDecoder()
      let all = names.filter { $0.hasSuffix(".json") }.compactMap { name in
        FileManager.default.contents(atPath: entries.appendingPathComponent(name).path)
          .flatMap { try? decoder.decode(GoldenReviewEntry.self, from: $0) }
      }
      .sorted { ($0.test, $0.name) < ($1.test, $1.name) }
      guard !all.isEmpty else { continue }
      let page = Self.page(in: artifacts)
      do {
        try Data(GoldenReviewPage(entries: all).html.utf8).write(to: page, options: .atomic)
        let count = all.count == 1 ? "1 golden" : "\(all.count) goldens"
        Self.say("\nGolden review page (\(count)): \(page.path)")
      } catch {
        Self.say("golden review: cannot write \(page.path): \(error)")
      }
    }
  }

  /// The review page: `<artifacts>/review.html`.
  static func page(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review.html")
  }

  private static func entriesFolder(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review/entries", isDirectory: true)
  }

  /// Clears entries left by an earlier run (another parent process).
  private static func startRun(in artifacts: URL) {
    let marker = artifacts.appendingPathComponent("review/run")
    let run = "\(getppid())"
    let previous = FileManager.default.contents(atPath: marker.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard previous != run else { return }
    try? FileManager.default.removeItem(at: entriesFolder(in: artifacts))
    try? FileManager.default.createDirectory(
      at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(run.utf8).write(to: marker, options: .atomic)
  }

  private static func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
