import Foundation
import XCTest

@testable import MessageStatusTesting

/// The helper's folders and files: whose they are, what it may write, and what it says when
/// it cannot read or write one.
final class GoldenFilesTests: XCTestCase {
  private var sandbox: GoldenSandbox!

  override func setUpWithError() throws {
    sandbox = try GoldenSandbox()
  }

  override func tearDown() {
    sandbox.remove()
  }

  private var goldens: URL { sandbox.root.appendingPathComponent("Goldens") }

  private func check(
    _ text: String, named name: String = "greeting", _ environment: [String: String]
  ) -> GoldenFailure? {
    GoldenAssertion.check(
      text, as: .lines, named: name, in: "text", record: nil, filePath: #filePath,
      test: "GoldenFilesTests/test", filter: nil, environment: environment)
  }

  // MARK: Folders the helper owns

  func testGoldensAndArtifactsCannotBeOneFolderEvenOnCI() throws {
    try sandbox.write("old\n", golden: "greeting")
    let link = sandbox.root.appendingPathComponent("same")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: goldens)
    for artifacts in [
      goldens.path, goldens.path + "/", goldens.path + "/../Goldens", link.path,
      goldens.path + "/text", goldens.path + "/artifacts",
    ] {
      let failure = check(
        "new\n", sandbox.environment(["GOLDEN_ARTIFACTS": artifacts, "CI": "true"]))
      guard case .configuration(.overlappingFolders)? = failure else {
        XCTFail("\(artifacts): \(String(describing: failure))")
        continue
      }
      XCTAssertEqual(sandbox.read(golden: "greeting"), "old\n", "CI wrote over the golden")
    }
    // The goldens inside the artifacts folder is the same mistake.
    let failure = check(
      "new\n", sandbox.environment(["GOLDEN_ARTIFACTS": sandbox.root.path]))
    XCTAssertEqual(
      failure?.description,
      "Golden configuration error: the goldens folder (\(goldens.path)) and the artifacts "
        + "folder (\(sandbox.root.path)) are one folder or one is inside the other, so output "
        + "could be written over goldens; set GOLDEN_ARTIFACTS to a folder of its own")
    XCTAssertEqual(sandbox.read(golden: "greeting"), "old\n")
  }

  func testAFolderReachedThroughALinkIntoGoldensIsStillInside() throws {
    try FileManager.default.createDirectory(
      at: goldens.appendingPathComponent("text/sub"), withIntermediateDirectories: true)
    let link = sandbox.root.appendingPathComponent("linkSub")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: goldens.appendingPathComponent("text"))
    for artifacts in [link.path + "/new", link.path + "/../art", link.path + "/sub"] {
      let failure = check("new\n", sandbox.environment(["GOLDEN_ARTIFACTS": artifacts]))
      guard case .configuration(.overlappingFolders)? = failure else {
        XCTFail("\(artifacts): \(String(describing: failure))")
        continue
      }
    }
  }

  func testAnArtifactsPathThatIsAFileIsAConfigurationError() throws {
    let file = sandbox.root.appendingPathComponent("plainfile")
    try Data("x".utf8).write(to: file)
    XCTAssertEqual(
      check("new\n", sandbox.environment(["GOLDEN_ARTIFACTS": file.path])),
      .configuration(.artifactsNotAFolder(file.path)))
  }

  func testAFolderWithSomeoneElsesFilesIsNotTheHelpers() throws {
    let folder = sandbox.root.appendingPathComponent("shared")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("review"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: folder.appendingPathComponent("review/notes.txt"))
    try Data("mine".utf8).write(to: folder.appendingPathComponent("review.html"))
    try sandbox.write("hello\n", golden: "greeting")
    // Even a match: the first golden checked in a run clears the last run's review.
    let failure = check("hello\n", sandbox.environment(["GOLDEN_ARTIFACTS": folder.path]))
    XCTAssertEqual(failure, .configuration(.artifactsNotOwned(folder.path)))
    XCTAssertEqual(
      FileManager.default.contents(atPath: folder.appendingPathComponent("review/notes.txt").path),
      Data("mine".utf8))
    XCTAssertEqual(
      FileManager.default.contents(atPath: folder.appendingPathComponent("review.html").path),
      Data("mine".utf8))
  }

  func testTheHelperMarksTheFolderItWritesIn() throws {
    let folder = sandbox.root.appendingPathComponent("artifacts")
    try sandbox.write("old\n", golden: "greeting")
    _ = check("new\n", sandbox.environment())
    let marker = folder.appendingPathComponent(ArtifactsFolder.markerName)
    XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path))
    // A folder it marked stays its own, full as it is.
    XCTAssertNil(check("old\n", sandbox.environment()))
  }

  // MARK: Goldens are the user's files

  func testAcceptingALinkedGoldenWritesItsTargetAndKeepsTheLinkAndMode() throws {
    let shared = goldens.appendingPathComponent("shared.txt")
    try Data("old\n".utf8).write(to: shared)
    XCTAssertEqual(chmod(shared.path, 0o640), 0)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.golden("greeting").path, withDestinationPath: "../shared.txt")
    let failure = check("new\n", sandbox.environment(["GOLDEN_RECORD": "failed"]))
    guard case .recorded? = failure else { return XCTFail(String(describing: failure)) }
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.golden("greeting").path),
      "../shared.txt", "the link stays a link")
    XCTAssertEqual(FileManager.default.contents(atPath: shared.path), Data("new\n".utf8))
    var info = stat()
    XCTAssertEqual(stat(shared.path, &info), 0)
    XCTAssertEqual(info.st_mode & 0o7777, 0o640)
  }

  func testAGoldenThatCannotBeReadSaysWhy() throws {
    try FileManager.default.createDirectory(
      at: sandbox.golden("greeting"), withIntermediateDirectories: true)
    XCTAssertEqual(
      check("hello\n", sandbox.environment()),
      .fileError(golden: sandbox.golden("greeting"), reason: "is a folder, not a file"))
  }

  func testAGoldenThatIsADeviceOrAFIFOIsNamedSoAndNeverOpened() throws {
    // A link to /dev/null: no mode writes here, so a regression cannot replace the device.
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.golden("null").path, withDestinationPath: "/dev/null")
    XCTAssertEqual(
      check("hello\n", named: "null", sandbox.environment()),
      .fileError(golden: sandbox.golden("null"), reason: "is a character device, not a file"))
    // A FIFO nobody writes: opening it to read would wait for ever.
    XCTAssertEqual(mkfifo(sandbox.golden("fifo").path, 0o600), 0)
    for mode in ["never", "missing", "failed", "all"] {
      XCTAssertEqual(
        check("hello\n", named: "fifo", sandbox.environment(["GOLDEN_RECORD": mode])),
        .fileError(golden: sandbox.golden("fifo"), reason: "is a FIFO, not a file"), mode)
    }
    var info = stat()
    XCTAssertEqual(lstat(sandbox.golden("fifo").path, &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO: nothing renamed over it")
  }

  func testAGoldenThatIsNotUTF8SaysWhere() throws {
    try Data([0x61, 0x62, 0xFF, 0x0A]).write(to: sandbox.golden("greeting"))
    guard case .mismatch(let mismatch)? = check("ab\u{FFFD}\n", sandbox.environment()) else {
      return XCTFail("expected a mismatch")
    }
    XCTAssertEqual(
      mismatch.notes,
      [
        "the golden is not valid UTF-8: byte 0xFF at offset 2 (shown as U+FFFD in the diff); "
          + "the output is UTF-8"
      ])
    // No line differs once the golden is decoded: the headline says what does.
    let headline = GoldenFailure.mismatch(mismatch).description.split(separator: "\n")[0]
    XCTAssertEqual(headline, "Golden mismatch: greeting.txt (the golden is not valid UTF-8)")
  }

  func testAnEmptyRecordModeIsUnset() throws {
    let decision = try GoldenRecordDecision(environment: ["GOLDEN_RECORD": ""], code: .failed)
    XCTAssertEqual(decision.mode, .failed)
    XCTAssertEqual(decision.source, .code)
  }

  // MARK: A run of its own

  func testARunIsItsParentProcessAndWhenItStarted() throws {
    let parent = getppid()
    guard let started = GoldenReviewLog.startTime(of: parent) else {
      // No /proc: the parent's id alone.
      return XCTAssertEqual(GoldenReviewLog.run, "-\(parent)-0")
    }
    let boot = try XCTUnwrap(GoldenReviewLog.bootID())
    if GoldenReviewLog.name(of: parent)?.hasPrefix("swift") == true {
      XCTAssertEqual(GoldenReviewLog.run, "\(boot)-\(parent)-\(started)")
    } else {
      XCTAssertTrue(GoldenReviewLog.run.hasSuffix("-alone"), GoldenReviewLog.run)
    }
    // This process started after its parent: a process with the parent's id started at
    // another time would be another run.
    XCTAssertGreaterThanOrEqual(try XCTUnwrap(GoldenReviewLog.startTime(of: getpid())), started)
  }

  /// `swift test`'s two test processes are one run; a shell that runs the test bundle
  /// twice makes two (they shared the shell's id and start time); so does `swift test` as
  /// process 1 of a machine booted again, started as many ticks after boot.
  func testRunsThatShareAParentAreToldApart() {
    let boot = "6f1c…-first-boot"
    let driver = (pid: pid_t(4_100), started: UInt64?(9_000), name: String?("swift-test"))
    XCTAssertEqual(
      GoldenReviewLog.run(boot: boot, parent: driver, own: (4_101, 9_010)),
      GoldenReviewLog.run(boot: boot, parent: driver, own: (4_150, 9_300)),
      "XCTest and Swift Testing of one swift test")
    let shell = (pid: pid_t(300), started: UInt64?(50), name: String?("bash"))
    XCTAssertNotEqual(
      GoldenReviewLog.run(boot: boot, parent: shell, own: (4_101, 9_010)),
      GoldenReviewLog.run(boot: boot, parent: shell, own: (5_200, 12_000)),
      "a shell that runs the bundle again")
    let first = (pid: pid_t(1), started: UInt64?(120), name: String?("swift-test"))
    XCTAssertNotEqual(
      GoldenReviewLog.run(boot: boot, parent: first, own: (40, 130)),
      GoldenReviewLog.run(boot: "a90e…-second-boot", parent: first, own: (40, 130)),
      "swift test as process 1, booted again")
  }
}
