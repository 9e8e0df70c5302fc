import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects the goldens of a test run that failed or were written, and writes the review
/// pages when the test process ends.
///
/// `swift test` runs XCTest and Swift Testing in two processes; both are children of the
/// same `swift test`, so each process keeps its entries in memory and, as it exits, writes
/// them as lines of a file under `<artifacts>/review/entries` for the other; the run is
/// told apart by the parent's process id. The
/// first golden a process checks (matching or not) in a new run removes what the last run
/// left: its entries, frames and pages, so a green run leaves no stale page behind. Each
/// test process that added an entry rewrites the pages from all the run's entries as it
/// exits, then prints the path of `review.html` once.
final class GoldenReviewLog: @unchecked Sendable {
  /// The log of this process.
  static let shared = GoldenReviewLog()

  private let lock = NSLock()
  /// Artifacts folders this process has started, and those it added entries to.
  private var started: Set<String> = []
  private var folders: [URL] = []
  /// This process's entries, by artifacts folder.
  private var pending: [String: [GoldenReviewEntry]] = [:]
  private var listedNew = 0
  /// This log's file of entries: one per process (a test may make a second log).
  private let fileName = "\(getpid())-\(UUID().uuidString).jsonl"
  private var counter = 0
  private var registered = false

  /// Starts the run in `artifacts` if this process has not: clears an earlier run's review.
  func begin(artifacts: URL) {
    lock.lock()
    defer { lock.unlock() }
    guard started.insert(artifacts.path).inserted else { return }
    Self.startRun(in: artifacts)
  }

  /// A file name unique in this run, for what an entry keeps beside it (frame copies).
  func uniqueName() -> String {
    lock.lock()
    defer { lock.unlock() }
    counter += 1
    return "\(getpid())-\(counter)"
  }

  /// Records `entry` under `artifacts` (the ``GoldenLocation/artifacts`` folder).
  ///
  /// Entries stay in memory until the process exits: then they are written once, for the
  /// run's other test process, and the pages are made from everyone's.
  func add(_ entry: GoldenReviewEntry, artifacts: URL) {
    lock.lock()
    defer { lock.unlock() }
    if started.insert(artifacts.path).inserted { Self.startRun(in: artifacts) }
    if !folders.contains(artifacts) {
      folders.append(artifacts)
      Self.markRun(in: artifacts)
    }
    pending[artifacts.path, default: []].append(entry)
    if !registered {
      registered = true
      atexit { GoldenReviewLog.shared.finish() }
    }
  }

  /// Whether a new golden's first lines go on the page: for the first
  /// ``listedNewGoldens`` of a process; past them the page lists a new golden by its name
  /// and a link, so that recording a whole suite stays cheap.
  func listsNewGolden() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    listedNew += 1
    return listedNew <= Self.listedNewGoldens
  }

  /// How many new goldens a process shows the lines of.
  static let listedNewGoldens = 100

  /// Writes the review pages of every artifacts folder this process added to, and prints
  /// where they are.
  func finish() {
    lock.lock()
    let folders = self.folders
    let pending = self.pending
    self.pending = [:]
    lock.unlock()
    for artifacts in folders {
      let own = pending[artifacts.path] ?? []
      let file = Self.entriesFolder(in: artifacts).appendingPathComponent(fileName)
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        var lines = Data()
        for entry in own { lines += try encoder.encode(entry) + Data([10]) }
        try lines.write(to: file)
      } catch {
        Self.say("golden review: cannot keep the entries for the run's other process: \(error)")
      }
      let all = (own + Self.entries(in: artifacts, except: file.lastPathComponent))
        .sorted { ($0.test, $0.name) < ($1.test, $1.name) }
      guard !all.isEmpty else { continue }
      do {
        try Self.write(all, to: artifacts)
        let count = all.count == 1 ? "1 golden" : "\(all.count) goldens"
        Self.say("\nGolden review page (\(count)): \(Self.page(in: artifacts).path)")
      } catch {
        Self.say("golden review: cannot write \(Self.page(in: artifacts).path): \(error)")
      }
    }
  }

  /// Every entry kept under `artifacts` in this run, in page order.
  static func entries(in artifacts: URL, except skipped: String? = nil) -> [GoldenReviewEntry] {
    let folder = entriesFolder(in: artifacts)
    // A test that used a temporary artifacts folder may have removed it: nothing to show.
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    let decoder = JSONDecoder()
    var all: [GoldenReviewEntry] = []
    for name in names where name.hasSuffix(".jsonl") && name != skipped {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { continue }
      for line in data.split(separator: 10) {
        if let entry = try? decoder.decode(GoldenReviewEntry.self, from: line) {
          all.append(entry)
        }
      }
    }
    return all.sorted { ($0.test, $0.name) < ($1.test, $1.name) }
  }

  /// Writes the review of `entries` to `artifacts` and removes pages an earlier, longer
  /// review left there.
  static func write(_ entries: [GoldenReviewEntry], to artifacts: URL) throws {
    let root = GoldenReviewPage.commandRoot(folder: artifacts.path, entries: entries)
    let files = GoldenReviewPage(entries: entries, folder: artifacts.path, commandRoot: root).files
    let pages = artifacts.appendingPathComponent("review", isDirectory: true)
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    for file in files {
      // Written in place: the pages are scratch, and a sync per page is time at exit.
      try Data(file.html.utf8).write(to: artifacts.appendingPathComponent(file.path))
    }
    let written = Set(files.map(\.path))
    for name in (try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? []
    where name.hasPrefix("page-") && !written.contains("review/" + name) {
      try? FileManager.default.removeItem(at: pages.appendingPathComponent(name))
    }
  }

  /// The review page, or the index of a split review: `<artifacts>/review.html`.
  static func page(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review.html")
  }

  /// Where copies of framed pages are kept: `<artifacts>/review/frames`.
  static func framesFolder(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review/frames", isDirectory: true)
  }

  private static func entriesFolder(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review/entries", isDirectory: true)
  }

  /// Clears what an earlier run (another parent process) left: entries, frames, pages.
  ///
  /// Creates nothing: a run with nothing to review leaves nothing behind.
  private static func startRun(in artifacts: URL) {
    let previous = FileManager.default.contents(atPath: marker(in: artifacts).path).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard previous != run else { return }
    try? FileManager.default.removeItem(
      at: artifacts.appendingPathComponent("review", isDirectory: true))
    try? FileManager.default.removeItem(at: page(in: artifacts))
  }

  /// Marks the review folder as this run's, so the run's other test process keeps its
  /// entries.
  private static func markRun(in artifacts: URL) {
    let marker = marker(in: artifacts)
    try? FileManager.default.createDirectory(
      at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(run.utf8).write(to: marker, options: .atomic)
  }

  private static func marker(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review/run")
  }

  /// The run: the process that started the test processes (`swift test`).
  private static var run: String { "\(getppid())" }

  private static func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
