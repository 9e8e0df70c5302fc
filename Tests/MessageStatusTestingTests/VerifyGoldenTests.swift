import Foundation
import MessageStatusTesting
import XCTest

final class VerifyGoldenTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("verify-golden-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
  }

  private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

  private func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: file(name))
  }

  private func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  // MARK: Modes

  func testMatchingGoldenPasses() throws {
    try write("a\nb\n", to: "g.txt")
    XCTAssertNil(verifyGolden(of: "a\nb\n", as: .lines, at: file("g.txt"), mode: .never))
  }

  func testMissingGoldenFailsWithoutWritingInModeNever() {
    let failure = verifyGolden(
      of: "new", as: .lines, at: file("g.txt"), mode: .never, filter: "testX")
    XCTAssertEqual(failure, .missing(golden: file("g.txt"), filter: "testX", notes: []))
    XCTAssertNil(read("g.txt"))
    XCTAssertTrue(
      failure?.description.hasPrefix("Golden missing: g.txt") ?? false, failure?.description ?? "")
    XCTAssertTrue(
      failure?.description.contains("Record: GOLDEN_RECORD=missing swift test --filter 'testX'")
        ?? false)
  }

  func testMissingGoldenIsRecordedAndFailsInModeMissing() {
    let failure = verifyGolden(of: "new\n", as: .lines, at: file("sub/g.txt"), mode: .missing)
    var added = DiffSummary()
    added.added = 1
    XCTAssertEqual(
      failure, .recorded(.init(golden: file("sub/g.txt"), previous: nil, change: added)))
    XCTAssertEqual(read("sub/g.txt"), "new\n")
  }

  func testDifferentGoldenIsNotOverwrittenInModeMissing() throws {
    try write("old\n", to: "g.txt")
    let failure = verifyGolden(
      of: "new\n", as: .lines, at: file("g.txt"), mode: .missing, artifact: file("out/g.txt"))
    guard case .mismatch(let mismatch)? = failure else {
      return XCTFail("expected a mismatch, got \(String(describing: failure))")
    }
    XCTAssertEqual(read("g.txt"), "old\n", "the golden is untouched")
    XCTAssertEqual(read("out/g.txt"), "new\n", "the actual output is kept as an artifact")
    XCTAssertEqual(mismatch.artifact, file("out/g.txt"))
  }

  func testModesFailedAndAllRewriteAChangedGoldenAndFail() throws {
    var oneChanged = DiffSummary()
    oneChanged.changed = 1
    for mode in [GoldenRecordMode.failed, .all] {
      try write("old\n", to: "g.txt")
      let failure = verifyGolden(of: "new\n", as: .lines, at: file("g.txt"), mode: mode)
      XCTAssertEqual(
        failure, .recorded(.init(golden: file("g.txt"), previous: "old\n", change: oneChanged)),
        "\(mode)")
      XCTAssertEqual(read("g.txt"), "new\n", "\(mode)")
      XCTAssertEqual(
        failure?.description.components(separatedBy: "\n").first,
        "Re-recorded a changed golden: g.txt (1 line changed) — read it before committing, "
          + "then run the test again")
    }
  }

  func testModeFailedLeavesAMatchingGoldenAlone() throws {
    try write("same\r\n", to: "g.txt")
    XCTAssertNil(verifyGolden(of: "same\n", as: .lines, at: file("g.txt"), mode: .failed))
    XCTAssertEqual(read("g.txt"), "same\r\n", "not rewritten")
  }

  func testModeAllRewritesAMatchingGoldenAndSaysSo() throws {
    try write("same\r\n", to: "g.txt")
    let failure = verifyGolden(of: "same\n", as: .lines, at: file("g.txt"), mode: .all)
    XCTAssertEqual(
      failure, .recorded(.init(golden: file("g.txt"), previous: "same\n", change: DiffSummary())))
    XCTAssertEqual(read("g.txt"), "same\n", "rewritten with LF")
    XCTAssertTrue(
      failure?.description.hasPrefix("Rewrote a matching golden: g.txt (record mode all)")
        ?? false, failure?.description ?? "")
  }

  func testModesNeverAndMissingLeaveAChangedGoldenAlone() throws {
    for mode in [GoldenRecordMode.never, .missing] {
      try write("old\n", to: "g.txt")
      let failure = verifyGolden(of: "new\n", as: .lines, at: file("g.txt"), mode: mode)
      guard case .mismatch? = failure else {
        return XCTFail("\(mode) must report a mismatch")
      }
      XCTAssertEqual(read("g.txt"), "old\n", "\(mode)")
    }
  }

  // MARK: Location

  func testGoldensAreFoundFromTheTestFileNotTheWorkingDirectory() throws {
    try write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try FileManager.default.createDirectory(
      at: file("Tests/Deep/Er"), withIntermediateDirectories: true)
    let location = try GoldenLocation(
      filePath: file("Tests/Deep/Er/SomeTests.swift").path, environment: [:])
    XCTAssertEqual(location.goldens.path, file("Goldens").path)
    XCTAssertEqual(location.artifacts.path, file(".build/golden-artifacts").path)
    XCTAssertEqual(
      location.golden(folder: "html", name: "a", fileExtension: "html").path,
      file("Goldens/html/a.html").path)
  }

  func testGoldenDirectoryOverrides() throws {
    let location = try GoldenLocation(
      filePath: "/nowhere/Tests/X.swift",
      environment: ["GOLDEN_DIR": "/tmp/g", "GOLDEN_ARTIFACTS": "/tmp/a"])
    XCTAssertEqual(location.goldens.path, "/tmp/g")
    XCTAssertEqual(location.artifacts.path, "/tmp/a")
  }

  func testMissingPackageIsAClearError() {
    XCTAssertThrowsError(
      try GoldenLocation(filePath: "/nowhere/at/all/X.swift", environment: [:])
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "no Package.swift found in /nowhere/at/all or any folder above it; set GOLDEN_DIR to "
          + "the Goldens folder")
    }
  }

  // MARK: Comparison and messages

  func testByteComparisonTellsNFCFromNFD() throws {
    try write("caf\u{E9}\n", to: "g.txt")
    XCTAssertEqual("caf\u{E9}", "cafe\u{301}", "Swift's == calls them equal")
    let failure = verifyGolden(of: "cafe\u{301}\n", as: .lines, at: file("g.txt"), mode: .never)
    guard case .mismatch(let mismatch)? = failure else {
      return XCTFail("NFD output must not match an NFC golden")
    }
    XCTAssertTrue(
      mismatch.notes.contains { $0.contains("Unicode normalisation") }, "\(mismatch.notes)")
  }

  func testCRLFGoldenIsReadAsLF() throws {
    try write("a\r\nb\r\n", to: "g.txt")
    XCTAssertNil(verifyGolden(of: "a\nb\n", as: .lines, at: file("g.txt"), mode: .never))
  }

  func testLoneCarriageReturnsAreNotNormalised() throws {
    try write("a\rb\n", to: "g.txt")
    guard
      case .mismatch(let mismatch)? = verifyGolden(
        of: "ab\n", as: .lines, at: file("g.txt"), mode: .never)
    else { return XCTFail("a lone CR is content") }
    XCTAssertEqual(
      mismatch.notes, ["golden and output differ only in carriage returns (CR/CRLF line endings)"])
  }

  func testMissingFinalNewlineIsExplained() throws {
    try write("a\nb\n", to: "g.txt")
    guard
      case .mismatch(let mismatch)? = verifyGolden(
        of: "a\nb", as: .lines, at: file("g.txt"), mode: .never)
    else { return XCTFail() }
    XCTAssertEqual(mismatch.notes, ["the golden ends with a newline; the output does not"])
  }

  func testExtraFinalNewlineIsExplained() throws {
    try write("a", to: "g.txt")
    guard
      case .mismatch(let mismatch)? = verifyGolden(
        of: "a\n", as: .lines, at: file("g.txt"), mode: .never)
    else { return XCTFail() }
    XCTAssertEqual(mismatch.notes, ["the output ends with a newline; the golden does not"])
  }

  func testFailureMessageLayout() throws {
    try write("one\ntwo\nthree\n", to: "g.txt")
    let failure = verifyGolden(
      of: "one\n2\u{200B}\nthree\n", as: .lines, at: file("g.txt"), mode: .never,
      artifact: file("a.txt"), filter: "MyTests/testThing")
    XCTAssertEqual(
      failure?.description,
      """
      Golden mismatch: g.txt (1 line changed)
        golden: \(file("g.txt").path)
        actual: \(file("a.txt").path)
      --- golden
      +++ actual
      @@ -1,3 +1,3 @@
           1     1 | one
      -    2       | two
      +          2 | 2\\u{200B}
           3     3 | three
      Review: diff -u '\(file("g.txt").path)' '\(file("a.txt").path)'
      Accept: GOLDEN_RECORD=failed swift test --filter 'MyTests/testThing'
      """)
  }

  func testDiffIsCappedAtSixtyLines() {
    let old = (1...200).map { "line \($0)" }.joined(separator: "\n")
    let new = (1...200).map { "LINE \($0)" }.joined(separator: "\n")
    let diff = LineDiff(old: old, new: new).unified()
    let lines = diff.split(separator: "\n")
    XCTAssertEqual(lines.count, 61)
    XCTAssertEqual(lines.last, "… 341 more diff lines not shown (200 lines changed in all)")
  }

  func testTrailingSpacesAreVisibleInDiffs() {
    let diff = LineDiff(old: "a", new: "a  ").unified()
    XCTAssertTrue(diff.contains("| a\\u{20}\\u{20}"), diff)
  }

  func testDiffFindsTheSmallestEdit() {
    let diff = LineDiff(old: "a\nb\nc\nd", new: "a\nc\nd\ne")
    XCTAssertEqual(diff.changeCount, 2)
    XCTAssertEqual(
      diff.lines,
      [
        .same(old: 1, new: 1, text: "a"), .removed(old: 2, text: "b"),
        .same(old: 3, new: 2, text: "c"), .same(old: 4, new: 3, text: "d"),
        .added(new: 4, text: "e"),
      ])
  }

  func testPullbackRendersThroughTheTransform() throws {
    let format = GoldenFormat<String>.lines.pullback { (number: Int) in "n=\(number)\n" }
    try write("n=3\n", to: "g.txt")
    XCTAssertNil(verifyGolden(of: 3, as: format, at: file("g.txt"), mode: .never))
    XCTAssertEqual(format.fileExtension, "txt")
  }
}
