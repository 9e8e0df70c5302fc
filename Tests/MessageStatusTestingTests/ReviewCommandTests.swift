import Foundation
import XCTest

@testable import MessageStatusTesting

/// The printed `Review:` command shows what changed without a git repository, in the diff
/// tool the person running the tests picked; the messages say why nothing was written.
final class ReviewCommandTests: XCTestCase {
  private var sandbox: GoldenSandbox!

  override func setUpWithError() throws { sandbox = try GoldenSandbox() }
  override func tearDown() { sandbox.remove() }

  private func check(
    _ text: String, named name: String, diffTool: String? = nil,
    _ environment: [String: String] = [:]
  ) -> GoldenFailure? {
    sandbox.run(environment) {
      GoldenAssertion.check(
        text, as: .lines, named: name, in: "text", record: nil, diffTool: diffTool,
        filePath: sandbox.root.appendingPathComponent("Tests/T.swift").path,
        test: "Tests.T/testA", filter: "^Tests\\.T/testA$")
    }
  }

  private func lines(_ failure: GoldenFailure?) -> [String] {
    (failure?.description ?? "").components(separatedBy: "\n")
  }

  func testANewGoldenIsShownWholeOutsideAnyRepository() throws {
    let failure = check("one\ntwo\n", named: "new")
    let golden = sandbox.golden("new").path
    XCTAssertEqual(
      lines(failure),
      [
        "Recorded a new golden: new.txt (2 lines added) — read it before committing, then run "
          + "the test again",
        "  golden: \(golden)",
        "Review: diff -u /dev/null '\(golden)'",
      ])
    // What the product wrote: exactly the text, so nothing in it can make diff call it binary.
    XCTAssertEqual(FileManager.default.contents(atPath: golden), Data("one\ntwo\n".utf8))
    // The command works where git would not (the sandbox is no repository): it prints the
    // whole new file. It reads the machine's /dev/null, which must be the null device: a
    // root process that writes a file "atomically" over it, by a rename, leaves a regular
    // file there, and diff then compares with that file. Said as the machine's fault.
    var null = stat()
    XCTAssertEqual(stat("/dev/null", &null), 0)
    guard null.st_mode & S_IFMT == S_IFCHR else {
      let bytes = Array(FileManager.default.contents(atPath: "/dev/null")?.prefix(64) ?? Data())
      return XCTFail(
        "this machine's /dev/null is not the null device but a file of \(null.st_size) bytes, "
          + "starting \(bytes): the Review command cannot be checked here")
    }
    let output = try Self.shell("diff -u /dev/null '\(golden)'", in: sandbox.root)
    XCTAssertTrue(output.hasSuffix("+one\n+two\n"), output)
  }

  func testARewrittenGoldenIsComparedWithAKeptCopy() throws {
    try sandbox.write("one\ntwo\n", golden: "changed")
    let failure = check("one\n2\n", named: "changed", ["GOLDEN_RECORD": "failed"])
    guard case .recorded(let recording)? = failure, let copy = recording.previousCopy else {
      return XCTFail("expected a rewrite with a kept copy, got \(String(describing: failure))")
    }
    XCTAssertEqual(
      copy.path, sandbox.root.appendingPathComponent("artifacts/text/changed.previous.txt").path)
    XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), "one\ntwo\n")
    let review = try XCTUnwrap(lines(failure).last)
    XCTAssertEqual(review, "Review: diff -u '\(copy.path)' '\(sandbox.golden("changed").path)'")
    let output = try Self.shell(String(review.dropFirst("Review: ".count)), in: sandbox.root)
    XCTAssertTrue(output.contains("-two\n+2\n"), output)
  }

  func testTheDiffToolFromTheEnvironmentWinsOverCode() throws {
    try sandbox.write("old\n", golden: "a")
    let golden = sandbox.golden("a").path
    let artifact = sandbox.root.appendingPathComponent("artifacts/text/a.txt").path
    let fromCode = check("new\n", named: "a", diffTool: "opendiff")
    XCTAssertTrue(
      lines(fromCode).contains("Review: opendiff '\(golden)' '\(artifact)'"), "\(lines(fromCode))")
    let fromEnvironment = check(
      "new\n", named: "a", diffTool: "opendiff", ["GOLDEN_DIFF_TOOL": "code --diff --wait"])
    XCTAssertTrue(
      lines(fromEnvironment).contains("Review: code --diff --wait '\(golden)' '\(artifact)'"),
      "\(lines(fromEnvironment))")
    let new = check("x\n", named: "b", ["GOLDEN_DIFF_TOOL": "ksdiff"])
    XCTAssertEqual(lines(new).last, "Review: ksdiff /dev/null '\(sandbox.golden("b").path)'")
  }

  func testAMissingGoldenOnCISaysCIIsWhy() {
    let failure = check("x\n", named: "m", ["CI": "true"])
    let text = lines(failure)
    XCTAssertEqual(text.first, "Golden missing: m.txt (not written: record mode never)")
    XCTAssertFalse(failure?.description.contains("never writes nothing") ?? true)
    XCTAssertTrue(
      text.contains(
        "  note: CI is set, and CI never writes goldens: record this one where you work (the "
          + "Record command), read it and commit it"), "\(text)")
    XCTAssertEqual(
      text.last, "Record: GOLDEN_RECORD=missing swift test --filter '^Tests\\.T/testA$'")
    // Set aside a request, and the note says that instead, once.
    let overruled = lines(check("x\n", named: "m", ["CI": "1", "GOLDEN_RECORD": "all"]))
    XCTAssertEqual(overruled.filter { $0.hasPrefix("  note: CI is set") }.count, 1, "\(overruled)")
  }

  func testCISaysWhatItSetAsideOnlyWhenThatWouldHaveWrittenTheGolden() throws {
    try sandbox.write("old\n", golden: "c")
    // Code asks for `missing`, which writes no changed golden: nothing worth a note.
    let quiet = sandbox.run(["CI": "true"]) {
      GoldenAssertion.check(
        "new\n", as: .lines, named: "c", in: "text", record: .missing,
        filePath: sandbox.root.appendingPathComponent("Tests/T.swift").path, test: "T",
        filter: nil)
    }
    XCTAssertFalse(
      quiet?.description.contains("note: CI is set") ?? true, "\(String(describing: quiet))")
    let loud = sandbox.run(["CI": "true"]) {
      GoldenAssertion.check(
        "new\n", as: .lines, named: "c", in: "text", record: .failed,
        filePath: sandbox.root.appendingPathComponent("Tests/T.swift").path, test: "T",
        filter: nil)
    }
    XCTAssertTrue(loud?.description.contains("note: CI is set, so record mode .failed") ?? false)
  }

  func testARewriteOfAMatchingGoldenIsReviewedWhole() throws {
    try sandbox.write("same\n", golden: "s")
    let failure = check("same\n", named: "s", ["GOLDEN_RECORD": "all"])
    XCTAssertEqual(lines(failure).last, "Review: diff -u /dev/null '\(sandbox.golden("s").path)'")
  }

  /// Runs `command` in `sh` and returns its standard output (diff exits 1 when files differ).
  private static func shell(_ command: String, in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
