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
/// told apart by the parent process (its id and start time in this boot, ``run``). The
/// first golden a process checks (matching or not) in a new run removes what the last run
/// left: its outputs, entries, frames and pages, so a green run leaves no stale page behind. Each
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
  private var keyTables = 0
  /// This log's name for its entries and pages: one per process (a test may make a second
  /// log).
  private let tag = "\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
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

  /// Whether a changed JSON golden gets its table of changed keys: for the first
  /// ``ReviewComparison/keyTables`` of a process.
  func listsKeyTable() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    keyTables += 1
    return keyTables <= ReviewComparison.keyTables
  }

  /// Writes the review pages of every artifacts folder this process added to, and prints
  /// where they are.
  func finish() {
    for line in writePages() { Self.say(line) }
  }

  /// Writes the review pages of every artifacts folder this process added to, and returns
  /// the lines that say where they are (and what could not be written).
  func writePages() -> [String] {
    var said: [String] = []
    lock.lock()
    let folders = self.folders
    let pending = self.pending
    self.pending = [:]
    lock.unlock()
    // A folder removed since (a test's temporary one) is not made again.
    for artifacts in folders where FileManager.default.fileExists(atPath: artifacts.path) {
      let folder = Self.entriesFolder(in: artifacts)
      let others = Self.entryGroups(in: artifacts).filter { $0.tag != tag }
      let all: Int
      do {
        let kept = try Self.write(
          own: pending[artifacts.path] ?? [], tag: tag, others: others, to: artifacts)
        all = kept.count + others.reduce(0) { $0 + $1.entries.count }
        // For the run's other test process: what this one checked, and where it is shown.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        var lines = Data()
        for entry in kept { lines += try encoder.encode(entry) + Data([10]) }
        try lines.write(to: folder.appendingPathComponent(tag + ".jsonl"))
      } catch {
        said.append("golden review: cannot write \(Self.page(in: artifacts).path): \(error)")
        continue
      }
      guard all > 0 else { continue }
      let count = all == 1 ? "1 golden" : "\(all) goldens"
      said.append("\nGolden review page (\(count)): \(Self.page(in: artifacts).path)")
    }
    return said
  }

  /// The entries the run's test processes kept under `artifacts`, by process.
  static func entryGroups(in artifacts: URL) -> [(tag: String, entries: [GoldenReviewEntry])] {
    let folder = entriesFolder(in: artifacts)
    // A test that used a temporary artifacts folder may have removed it: nothing to show.
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    let decoder = JSONDecoder()
    var groups: [(tag: String, entries: [GoldenReviewEntry])] = []
    for name in names.sorted() where name.hasSuffix(".jsonl") {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { continue }
      let entries = data.split(separator: 10).compactMap {
        try? decoder.decode(GoldenReviewEntry.self, from: $0)
      }
      groups.append((String(name.dropLast(".jsonl".count)), entries))
    }
    return groups
  }

  /// Every entry kept under `artifacts` in this run, in page order.
  static func entries(in artifacts: URL) -> [GoldenReviewEntry] {
    entryGroups(in: artifacts).flatMap { $0.entries }.sorted(by: inPageOrder)
  }

  /// By test, then by golden (numbers in names compared as numbers).
  static func inPageOrder(_ a: GoldenReviewEntry, _ b: GoldenReviewEntry) -> Bool {
    if a.test != b.test { return a.test < b.test }
    // Numbers in names in their order: many-2 before many-10.
    return a.name.compare(b.name, options: [.numeric, .literal]) == .orderedAscending
  }

  /// Writes the review of this process's entries (`own`) and the run's other processes'.
  ///
  /// A run of at most ``GoldenReviewPage/pageSize`` goldens whose sections are all at hand
  /// is one page. Otherwise each process's goldens go on pages of their own, written once:
  /// this process's now, and those of an earlier process that kept its sections (it had
  /// few) as well; `review.html` becomes the index of all of them.
  ///
  /// - Returns: This process's entries as they are kept for the next process: with their
  ///   sections while the review is one page, with their page and without their sections
  ///   once they are on pages.
  static func write(
    own: [GoldenReviewEntry], tag: String,
    others: [(tag: String, entries: [GoldenReviewEntry])], to artifacts: URL
  ) throws -> [GoldenReviewEntry] {
    let own = own.sorted(by: inPageOrder)
    let everyone = own + others.flatMap { $0.entries }
    let root = GoldenReviewPage.commandRoot(folder: artifacts.path, entries: everyone)
    func review(_ entries: [GoldenReviewEntry]) -> GoldenReviewPage {
      GoldenReviewPage(entries: entries, folder: artifacts.path, commandRoot: root)
    }
    let pageSize = review([]).pageSize
    try FileManager.default.createDirectory(
      at: artifacts.appendingPathComponent("review", isDirectory: true),
      withIntermediateDirectories: true)
    func save(_ html: String, _ path: String) throws {
      // Written in place: the pages are scratch, and a sync per page is time at exit.
      try Data(html.utf8).write(to: artifacts.appendingPathComponent(path))
    }
    if everyone.count <= pageSize, everyone.allSatisfy({ $0.body != nil }) {
      try save(review(everyone.sorted(by: inPageOrder)).html, "review.html")
      return own
    }
    let (files, placed) = review(own).pages(tag: tag)
    for file in files { try save(file.html, file.path) }
    var shown = placed
    for group in others {
      guard group.entries.contains(where: { $0.page == nil }) else {
        shown += group.entries
        continue
      }
      let paged = review(group.entries.sorted(by: inPageOrder)).pages(tag: group.tag)
      for file in paged.files { try save(file.html, file.path) }
      shown += paged.placed
    }
    try save(review(shown.sorted(by: inPageOrder)).index, "review.html")
    // The index needs a golden's name, status and place; its section is on its page.
    return placed.map {
      var entry = $0
      entry.body = nil
      entry.review = nil
      entry.command = nil
      entry.notes = []
      entry.frames = []
      return entry
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

  /// Clears what an earlier run (another parent process) left: outputs, entries, frames,
  /// pages.
  ///
  /// Creates nothing: a run with nothing to review leaves nothing behind.
  private static func startRun(in artifacts: URL) {
    let previous = FileManager.default.contents(atPath: marker(in: artifacts).path).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard previous != run else { return }
    // The folder is the helper's (see `ArtifactsFolder`): everything in it but its marker
    // is an earlier run's, outputs included.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? []
    for name in names where name != ArtifactsFolder.markerName {
      try? FileManager.default.removeItem(at: artifacts.appendingPathComponent(name))
    }
  }

  /// Marks the review folder as this run's, so the run's other test process keeps its
  /// entries.
  private static func markRun(in artifacts: URL) {
    ArtifactsFolder.claim(artifacts)
    let marker = marker(in: artifacts)
    try? FileManager.default.createDirectory(
      at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(run.utf8).write(to: marker, options: .atomic)
  }

  private static func marker(in artifacts: URL) -> URL {
    artifacts.appendingPathComponent("review/run")
  }

  /// The run: the `swift test` that started the test processes, or this process alone.
  ///
  /// The driver is known by its id and the time it started, within this boot of the
  /// system; where no Swift test driver started this process (a shell running the test
  /// bundle in a loop, an editor), the run is this process. See ``run(boot:parent:own:)``.
  static let run: String = {
    let parent = getppid()
    let own = getpid()
    return run(
      boot: bootID(),
      parent: (parent, startTime(of: parent), name(of: parent)),
      own: (own, startTime(of: own)))
  }()

  /// The run of a test process, from what the system says of it and its parent.
  ///
  /// `swift test` runs XCTest and Swift Testing as two child processes, one after the
  /// other: both are its run, told apart from a later `swift test` by the driver's id and
  /// start time. Those alone did not tell runs apart where a shell ran the test bundle
  /// again (the same parent each time), nor where `swift test` was process 1 of a machine
  /// booted afresh (the same id, started the same number of ticks after boot): a process
  /// whose parent is no Swift driver is a run of its own, and the boot's identifier is
  /// part of every run. Where `/proc` is not (Apple platforms), the parent's id alone.
  static func run(
    boot: String?, parent: (pid: pid_t, started: UInt64?, name: String?),
    own: (pid: pid_t, started: UInt64?)
  ) -> String {
    guard let name = parent.name, !name.hasPrefix("swift") else {
      return [boot ?? "", "\(parent.pid)", "\(parent.started ?? 0)"].joined(separator: "-")
    }
    return [boot ?? "", "\(own.pid)", "\(own.started ?? 0)", "alone"].joined(separator: "-")
  }

  /// This boot's identifier (`/proc/sys/kernel/random/boot_id`), where the system says it
  /// (not on Apple platforms, which have no `/proc`).
  static func bootID() -> String? {
    var text: String?
    #if os(Linux)
      text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
    #else
      // No /proc here: the parent's id alone tells runs apart.
    #endif
    return text?.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The command name of the process `pid` (`/proc/<pid>/comm`: "swift-test", "bash"),
  /// where the system says it (not on Apple platforms, which have no `/proc`).
  static func name(of pid: pid_t) -> String? {
    var text: String?
    #if os(Linux)
      text = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
    #else
      // No /proc here: the parent's id alone tells runs apart.
    #endif
    return text?.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// When the process `pid` started, in clock ticks since the system started, from
  /// `/proc/<pid>/stat`; `nil` where that file is not (Apple platforms: there the parent's
  /// id alone tells runs apart).
  static func startTime(of pid: pid_t) -> UInt64? {
    var started: UInt64?
    #if os(Linux)
      // Field 22 of the file, counted after the command name's closing parenthesis.
      if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      {
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 19 { started = UInt64(fields[19]) }
      }
    #else
      // No /proc here: the parent's id alone tells runs apart.
    #endif
    return started
  }

  private static func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
