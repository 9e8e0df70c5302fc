import Foundation
import XCTest

@testable import MessageStatusTesting

/// `assertGolden` inside an `XCTestCase`: only a match passes.
///
/// Every other outcome reaches XCTest as a failure; they are captured here instead of
/// failing this test.
final class AssertGoldenXCTestTests: XCTestCase {
  private var sandbox: GoldenSandbox!
  private var captured: [(description: String, line: Int)] = []
  private var capturing = false

  override func setUpWithError() throws {
    sandbox = try GoldenSandbox()
    captured = []
  }

  override func tearDown() {
    sandbox.remove()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      let message =
        description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description
      captured.append((message, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `body` in the sandbox, capturing the failures it reports instead of failing.
  private func capture<Result>(
    _ environment: [String: String] = [:], _ body: () throws -> Result
  ) rethrows -> Result {
    capturing = true
    defer { capturing = false }
    return try sandbox.run(environment, body)
  }

  func testMatchPasses() throws {
    try sandbox.write("hello\n", golden: "greeting")
    let failure = capture {
      checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
    }
    XCTAssertNil(failure)
    XCTAssertTrue(captured.isEmpty, "\(captured)")
  }

  func testMissingGoldenIsRecordedAndFails() {
    let line = #line + 2
    let failure = capture {
      checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
    }
    guard case .recorded(let recording)? = failure, recording.previous == nil else {
      return XCTFail("expected a new golden, got \(String(describing: failure))")
    }
    XCTAssertEqual(sandbox.read(golden: "greeting"), "hello\n")
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertTrue(
      captured.first?.description.hasPrefix("Recorded a new golden: greeting.txt") ?? false,
      "\(captured)")
  }

  func testChangedGoldenFailsWithADiffAndCommandsForThisTest() throws {
    try sandbox.write("one\ntwo\n", golden: "numbers")
    let failure = capture {
      checkGolden(of: "one\n2\n", as: .lines, named: "numbers", in: "text")
    }
    guard case .mismatch(let mismatch)? = failure else {
      return XCTFail("expected a mismatch, got \(String(describing: failure))")
    }
    XCTAssertEqual(sandbox.read(golden: "numbers"), "one\ntwo\n", "untouched")
    XCTAssertEqual(mismatch.summary.description, "1 line changed")
    let description = try XCTUnwrap(captured.first?.description)
    XCTAssertTrue(description.contains("-    2       | two\n+          2 | 2"), description)
    // The filter selects exactly this test, and not one whose name starts the same.
    let filter = try XCTUnwrap(mismatch.filter)
    XCTAssertEqual(
      filter,
      #"^MessageStatusTestingTests\.AssertGoldenXCTestTests/testChangedGoldenFailsWithADiffAndCommandsForThisTest$"#
    )
    let regex = try NSRegularExpression(pattern: filter)
    func matches(_ name: String) -> Bool {
      regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }
    let name = "MessageStatusTestingTests.AssertGoldenXCTestTests/" + #function.dropLast(2)
    XCTAssertTrue(matches(name))
    XCTAssertFalse(matches(name + "Too"))
    XCTAssertFalse(matches("Other" + name))
    XCTAssertTrue(
      description.hasSuffix("Accept: GOLDEN_RECORD=failed swift test --filter '\(filter)'"),
      description)
  }

  func testGoldensAreNamedAfterTheirTestFileAndMethod() {
    capture {
      assertGolden(of: "one\n", as: .lines)
      assertGolden(of: "two\n", as: .lines)
    }
    let folder = sandbox.root.appendingPathComponent("Goldens/AssertGoldenXCTestTests")
    XCTAssertEqual(
      FileManager.default.contents(
        atPath: folder.appendingPathComponent("testGoldensAreNamedAfterTheirTestFileAndMethod.txt")
          .path), Data("one\n".utf8))
    XCTAssertEqual(
      FileManager.default.contents(
        atPath: folder.appendingPathComponent(
          "testGoldensAreNamedAfterTheirTestFileAndMethod-2.txt"
        ).path), Data("two\n".utf8))
    XCTAssertEqual(captured.count, 2, "recording fails the test")
  }

  func testTwoTestsThatCheckOneGoldenBothFail() throws {
    try sandbox.write("same\n", golden: "shared")
    func check(as test: String) -> GoldenFailure? {
      sandbox.run {
        GoldenAssertion.check(
          "same\n", as: .lines, named: "shared", in: "text", record: nil, filePath: #filePath,
          test: test, filter: nil)
      }
    }
    XCTAssertNil(check(as: "Tests.First/testA"))
    XCTAssertNil(check(as: "Tests.First/testA"), "a test may check its golden again")
    XCTAssertEqual(
      check(as: "Tests.Copy/testA")?.description,
      "Golden configuration error: Tests.Copy/testA and Tests.First/testA both check "
        + "\(sandbox.golden("shared").path), so each would rewrite the other's golden (the "
        + "test that checks it first passes; the others fail); give one of them another name "
        + "(named:) or folder (in:)")
    // A third names both; a spelling of the same folder, or a link to it, is the same golden.
    XCTAssertTrue(
      check(as: "Tests.Third/testA")?.description.contains(
        "Tests.Third/testA and Tests.First/testA and Tests.Copy/testA both check") ?? false)
    let link = sandbox.root.appendingPathComponent("Goldens/alias")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: sandbox.root.appendingPathComponent("Goldens/text"))
    for folder in ["./text", "alias"] {
      let failure = sandbox.run {
        GoldenAssertion.check(
          "same\n", as: .lines, named: "shared", in: folder, record: nil, filePath: #filePath,
          test: "Tests.Alias/testA", filter: nil)
      }
      guard case .configuration(.goldenOfAnotherTest)? = failure else {
        return XCTFail("\(folder): \(String(describing: failure))")
      }
    }
    // A golden that is itself a link to another test's golden is that golden.
    let linkedGolden = sandbox.golden("shared").deletingLastPathComponent()
      .appendingPathComponent("linked.txt")
    try FileManager.default.createSymbolicLink(
      at: linkedGolden, withDestinationURL: sandbox.golden("shared"))
    let failure = sandbox.run {
      GoldenAssertion.check(
        "same\n", as: .lines, named: "linked", in: "text", record: nil, filePath: #filePath,
        test: "Tests.Linked/testA", filter: nil)
    }
    guard case .configuration(.goldenOfAnotherTest)? = failure else {
      return XCTFail("a linked golden: \(String(describing: failure))")
    }
  }

  /// Two functions of one file that share a name fail, even in a run of one of them.
  ///
  /// Two classes of one file with a `testTwo` each would share `Goldens/Extra/testTwo`: a
  /// run of both says so when the second claims it, and a run of one alone (`--filter`)
  /// would have offered to accept its output over the other's golden. The file says so.
  func testFunctionsOfOneFileThatShareANameFailEvenWhenOneRunsAlone() throws {
    let source = sandbox.root.appendingPathComponent("Extra.swift")
    try Data(
      """
      final class OtherTests: XCTestCase {
        func testTwo() { assertGolden(of: "a", as: .lines) }
      }
      final class ThirdTests: XCTestCase {
        func testTwo() { assertGolden(of: "b", as: .lines) }
        func testThree() { assertGolden(of: "c", as: .lines) }
        func testThree(_ helper: Int) {}
      }
      """.utf8
    ).write(to: source)
    func check(_ name: String, defaultNameOf function: String?) -> GoldenFailure? {
      sandbox.run {
        GoldenAssertion.check(
          "b\n", as: .lines, named: name, in: "Extra", record: nil, filePath: source.path,
          test: "Tests.ThirdTests/\(name)", filter: nil, defaultNameOf: function)
      }
    }
    let failure = check("testTwo", defaultNameOf: "testTwo")
    XCTAssertEqual(
      failure,
      .configuration(.defaultNameShared(name: "testTwo", file: "Extra.swift", lines: [2, 5])))
    XCTAssertEqual(
      failure?.description,
      "Golden configuration error: functions on lines 2, 5 of Extra.swift are all named testTwo, "
        + "so their tests' goldens would share one default name, and accepting one test alone "
        + "would write over the other's golden: name their goldens (named:) or rename the "
        + "functions")
    let written = sandbox.root.appendingPathComponent("Goldens/Extra/testTwo.txt")
    XCTAssertFalse(FileManager.default.fileExists(atPath: written.path), "nothing is written")
    // A function alone in its file, and a golden its test names, take their names as before.
    let alone = check("testThree", defaultNameOf: "testThree")
    guard case .recorded? = alone else { return XCTFail("testThree: \(String(describing: alone))") }
    let named = check("two-b", defaultNameOf: nil)
    guard case .recorded? = named else { return XCTFail("two-b: \(String(describing: named))") }
  }

  /// Names in any script, and names in backticks, share a default golden as ASCII names
  /// do: the check knew only `[A-Za-z_][A-Za-z0-9_]*`, so two `übersicht()` shared
  /// `Goldens/Names/übersicht.txt` silently.
  func testFunctionsNamedInAnyScriptOrBackticksThatShareAGoldenFail() throws {
    let source = sandbox.root.appendingPathComponent("Names.swift")
    try Data(
      """
      final class OneTests: XCTestCase {
        func übersicht() { assertGolden(of: "a", as: .lines) }
        func `default`() { assertGolden(of: "a", as: .lines) }
      }
      final class TwoTests: XCTestCase {
        func übersicht() { assertGolden(of: "b", as: .lines) }
        func `default`() { assertGolden(of: "b", as: .lines) }
        func 概要() { assertGolden(of: "c", as: .lines) }
      }
      """.utf8
    ).write(to: source)
    func check(_ name: String) -> GoldenFailure? {
      sandbox.run {
        GoldenAssertion.check(
          "b\n", as: .lines, named: name, in: "Names", record: nil, filePath: source.path,
          test: "Tests.TwoTests/\(name)", filter: nil, defaultNameOf: name)
      }
    }
    XCTAssertEqual(
      check("übersicht"),
      .configuration(.defaultNameShared(name: "übersicht", file: "Names.swift", lines: [2, 6])))
    XCTAssertEqual(
      check("default"),
      .configuration(.defaultNameShared(name: "default", file: "Names.swift", lines: [3, 7])))
    guard case .recorded? = check("概要") else { return XCTFail("a name alone in its file") }
  }

  /// Two test targets with a file of one name (so one default folder) and a function of
  /// one name would write one golden, each run of a target alone over the other's: said
  /// even when one target runs.
  func testTwoTargetsWhoseFilesShareADefaultGoldenFailEvenAlone() throws {
    let tests = sandbox.root.appendingPathComponent("Tests")
    var files: [URL] = []
    for target in ["AppTests", "WidgetTests"] {
      let folder = tests.appendingPathComponent(target)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("SettingsTests.swift")
      try Data(
        """
        final class SettingsTests: XCTestCase {
          func layout() { assertGolden(of: "\(target)", as: .lines) }
          func \(target == "AppTests" ? "onlyHere" : "onlyThere")() {}
        }
        """.utf8
      ).write(to: file)
      files.append(file)
    }
    func check(_ name: String, in folder: String = "SettingsTests", defaultNameOf: String?)
      -> GoldenFailure?
    {
      sandbox.run {
        GoldenAssertion.check(
          "AppTests\n", as: .lines, named: name, in: folder, record: nil,
          filePath: files[0].path, test: "AppTests.SettingsTests/\(name)", filter: nil,
          defaultNameOf: defaultNameOf)
      }
    }
    let failure = check("layout", defaultNameOf: "layout")
    XCTAssertEqual(
      failure,
      .configuration(
        .defaultGoldenSharedAcrossFiles(
          golden: "SettingsTests/layout", files: [files[0].path, files[1].path])))
    XCTAssertEqual(
      failure?.description,
      "Golden configuration error: \(files[0].path) and \(files[1].path) both take "
        + "Goldens/SettingsTests/layout by default, so the run of each target would write over "
        + "the other's golden: name their goldens (named:) or folders (in:)")
    // A function the other file does not declare, a golden its test names, and a folder
    // its test names take their goldens as before.
    guard case .recorded? = check("onlyHere", defaultNameOf: "onlyHere") else {
      return XCTFail("onlyHere")
    }
    guard case .recorded? = check("layout-named", defaultNameOf: nil) else {
      return XCTFail("named")
    }
    guard case .recorded? = check("layout", in: "AppSettings", defaultNameOf: "layout") else {
      return XCTFail("own folder")
    }
  }

  func testAGoldenIsAFileUnderGoldens() {
    for (name, folder) in [
      ("", "text"), ("..", "text"), ("a/b", "text"), ("x", "../out"), ("x", "/tmp"),
    ] {
      let failure = sandbox.run {
        GoldenAssertion.check(
          "x\n", as: .lines, named: name, in: folder, record: nil, filePath: #filePath,
          test: "T/t", filter: nil)
      }
      XCTAssertEqual(failure, .configuration(.invalidGoldenPath(folder + "/" + name)))
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("out").path))
    XCTAssertEqual(GoldenNaming.sanitized("`raw name #1`"), "raw-name--1-")
    XCTAssertEqual(GoldenNaming.sanitized(".hidden"), "hidden")
  }

  func testCINeverWritesAndSaysWhichRequestItIgnored() {
    let failure = capture(["CI": "true", "GOLDEN_RECORD": "all"]) {
      checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
    }
    guard case .missing(_, _, let notes)? = failure else {
      return XCTFail("expected a missing golden, got \(String(describing: failure))")
    }
    XCTAssertNil(sandbox.read(golden: "greeting"), "CI wrote a golden")
    // The output is kept among the artifacts, for CI to keep and a person to accept.
    let artifact = sandbox.root.appendingPathComponent("artifacts/text/greeting.txt")
    XCTAssertEqual(FileManager.default.contents(atPath: artifact.path), Data("hello\n".utf8))
    XCTAssertEqual(
      notes,
      [
        "the output is at \(artifact.path)",
        "CI is set, so GOLDEN_RECORD=all was not applied: CI never writes goldens",
      ])
    XCTAssertEqual(captured.count, 1)
  }

  func testBadRecordModeIsAConfigurationError() {
    let failure = capture(["GOLDEN_RECORD": "yes"]) {
      checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
    }
    XCTAssertEqual(failure, .configuration(.invalidRecordMode("yes")))
    XCTAssertNil(sandbox.read(golden: "greeting"))
    XCTAssertEqual(
      captured.first?.description,
      "Golden configuration error: GOLDEN_RECORD=yes is not a record mode; use never, missing, "
        + "failed or all (or unset it)")
  }

  func testRecordArgumentAndWithGoldensSetTheMode() throws {
    try sandbox.write("old\n", golden: "a")
    try sandbox.write("old\n", golden: "b")
    capture {
      assertGolden(of: "new\n", as: .lines, named: "a", in: "text", record: .failed)
      // A closure's only expression: assertGolden returns nothing, so no result goes unused
      // (the build fails on any warning).
      Self.perform {
        withGoldens(record: .failed) {
          assertGolden(of: "new\n", as: .lines, named: "b", in: "text")
        }
      }
    }
    XCTAssertEqual(sandbox.read(golden: "a"), "new\n")
    XCTAssertEqual(sandbox.read(golden: "b"), "new\n")
    XCTAssertEqual(captured.count, 2, "recording fails the test")
  }

  func testGlobalFunctionInXCTestReportsThroughXCTFailAndReturnsTheFailure() throws {
    try sandbox.write("old\n", golden: "c")
    // A detached task has no Swift Testing test and is not this XCTestCase's method: the
    // global function answers, reports through XCTFail (captured here, since XCTest runs)
    // and returns the failure.
    let call: Int = #line + 3
    let (failure, said) = withStandardErrorCaptured {
      capture {
        MessageStatusTesting.checkGolden(of: "new\n", as: .lines, named: "c", in: "text")
      }
    }
    guard case .mismatch? = failure else {
      return XCTFail("expected a mismatch, got \(String(describing: failure))")
    }
    XCTAssertEqual(captured.map(\.line), [call], "reported at the call")
    XCTAssertTrue(
      said.hasPrefix(
        "assertGolden at MessageStatusTestingTests/AssertGoldenXCTestTests.swift:\(call): no "
          + "Swift Testing test is running here"), said)
    XCTAssertTrue(said.contains("Golden mismatch: c.txt (1 line changed)\n"), said)
  }

  func testAGoldenCheckedOutsideATestIsNamedByItsCall() {
    // A helper function's golden would otherwise be named after whichever test called first.
    let (failure, _) = withStandardErrorCaptured {
      capture { MessageStatusTesting.checkGolden(of: "x\n", as: .lines, testName: "helper()") }
    }
    XCTAssertEqual(failure, .configuration(.unnamedGoldenOutsideATest(function: "helper()")))
    XCTAssertEqual(captured.count, 1)
  }

  /// Runs `body` with standard error going to a file, and returns what it wrote there.
  private func withStandardErrorCaptured<Result>(_ body: () -> Result) -> (Result, String) {
    let file = sandbox.root.appendingPathComponent("stderr.txt")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    let saved = dup(2)
    let handle = open(file.path, O_WRONLY)
    dup2(handle, 2)
    close(handle)
    let result = body()
    dup2(saved, 2)
    close(saved)
    let text = FileManager.default.contents(atPath: file.path) ?? Data()
    return (result, String(decoding: text, as: UTF8.self))
  }

  /// Runs `body` and returns its result, as `DispatchQueue.sync` or
  /// `XCTContext.runActivity` do: a caller that ignores a non-`Void` result gets a warning.
  private static func perform<Result>(_ body: () -> Result) -> Result { body() }
}
