import Foundation
import Testing

@testable import MessageStatusTesting

/// `assertGolden` in Swift Testing: only a match passes.
///
/// Each other outcome is an issue recorded at the call. Two tests see real issues through
/// `withKnownIssue`; the others capture them (`expectIssues`), so that the failures they
/// provoke are checked without being printed. Both fail when no issue comes, so a helper
/// that reported through `XCTFail` (dropped here) would fail these tests.
@Suite struct AssertGoldenSwiftTestingTests {
  let sandbox: GoldenSandbox

  init() throws { sandbox = try GoldenSandbox() }

  /// The issue's comment starts with `prefix`.
  private static func comment(_ issue: Issue, startsWith prefix: String) -> Bool {
    issue.comments.contains { $0.rawValue.hasPrefix(prefix) }
  }

  /// The captured issue's comment starts with `prefix`.
  private static func comment(_ issue: GoldenIssues.Captured, startsWith prefix: String) -> Bool {
    issue.comments.contains { $0.rawValue.hasPrefix(prefix) }
  }

  @Test func matchPasses() throws {
    defer { sandbox.remove() }
    try sandbox.write("hello\n", golden: "greeting")
    let failure = sandbox.run {
      checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
    }
    #expect(failure == nil)
  }

  @Test func missingGoldenIsRecordedAndRecordsAnIssue() {
    defer { sandbox.remove() }
    let line = #line + 3
    withKnownIssue {
      _ = sandbox.run {
        checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
      }
    } matching: { issue in
      Self.comment(issue, startsWith: "Recorded a new golden: greeting.txt")
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "AssertGoldenSwiftTestingTests.swift"
    }
    #expect(sandbox.read(golden: "greeting") == "hello\n")
  }

  @Test func changedGoldenRecordsAnIssueWithTheDiffAndACommandForThisTest() throws {
    defer { sandbox.remove() }
    try sandbox.write("one\ntwo\n", golden: "numbers")
    var failure: GoldenFailure?
    expectIssues {
      failure = sandbox.run {
        checkGolden(of: "one\n2\n", as: .lines, named: "numbers", in: "text")
      }
    } matching: { issue in
      Self.comment(issue, startsWith: "Golden mismatch: numbers.txt (1 line changed)")
        && issue.comments.contains { $0.rawValue.contains("-    2       | two\n+          2 | 2") }
    }
    #expect(sandbox.read(golden: "numbers") == "one\ntwo\n", "untouched")
    guard case .mismatch(let mismatch)? = failure, let filter = mismatch.filter else {
      Issue.record("expected a mismatch with a filter, got \(String(describing: failure))")
      return
    }
    #expect(
      filter
        == #"^MessageStatusTestingTests\.AssertGoldenSwiftTestingTests/changedGoldenRecordsAnIssueWithTheDiffAndACommandForThisTest\(\)(/|$)"#
    )
    // `swift test --filter` matches against the test's ID, which ends with its location.
    let id = try #require(Test.current?.id.description)
    let regex = try Regex(filter)
    #expect(id.firstMatch(of: regex) != nil, "\(id)")
    #expect(id.replacingOccurrences(of: "()/", with: "Too()/").firstMatch(of: regex) == nil)
  }

  @Test func goldensAreNamedAfterTheirTestFileAndFunction() {
    defer { sandbox.remove() }
    expectIssues {
      _ = sandbox.run { checkGolden(of: "one\n", as: .lines) }
      _ = sandbox.run { checkGolden(of: "two\n", as: .lines) }
    } matching: { issue in
      Self.comment(issue, startsWith: "Recorded a new golden: goldensAreNamedAfterTheirTestFile")
    }
    let folder = sandbox.root.appendingPathComponent("Goldens/AssertGoldenSwiftTestingTests")
    let first = folder.appendingPathComponent("goldensAreNamedAfterTheirTestFileAndFunction.txt")
    let second = folder.appendingPathComponent(
      "goldensAreNamedAfterTheirTestFileAndFunction-2.txt")
    #expect(FileManager.default.contents(atPath: first.path) == Data("one\n".utf8))
    #expect(FileManager.default.contents(atPath: second.path) == Data("two\n".utf8))
  }

  @Test(arguments: ["first", "second"])
  func aParameterizedTestNamesItsGoldens(label: String) {
    defer { sandbox.remove() }
    var failure: GoldenFailure?
    expectIssues {
      failure = sandbox.run { checkGolden(of: "\(label)\n", as: .lines) }
    } matching: { issue in
      Self.comment(issue, startsWith: "Golden configuration error: ")
    }
    guard case .configuration(.unnamedGoldenInParameterizedTest(let test))? = failure else {
      Issue.record("expected a configuration error, got \(String(describing: failure))")
      return
    }
    #expect(test.hasSuffix("aParameterizedTestNamesItsGoldens(label:)"))
  }

  @Test(arguments: ["first", "second"])
  func parameterizedTestsGetAFilterForTheFunction(label: String) throws {
    defer { sandbox.remove() }
    try sandbox.write("old\n", golden: label)
    var failure: GoldenFailure?
    expectIssues {
      failure = sandbox.run {
        checkGolden(of: "new\n", as: .lines, named: label, in: "text")
      }
    }
    guard case .mismatch(let mismatch)? = failure, let filter = mismatch.filter else {
      Issue.record("expected a mismatch with a filter, got \(String(describing: failure))")
      return
    }
    #expect(filter.hasSuffix(#"/parameterizedTestsGetAFilterForTheFunction\(label:\)(/|$)"#))
    let id = try #require(Test.current?.id.description)
    #expect(id.firstMatch(of: try Regex(filter)) != nil, "\(id)")
  }

  @Test func ciNeverWritesAndSaysWhichRequestItIgnored() {
    defer { sandbox.remove() }
    expectIssues {
      _ = sandbox.run(["CI": "1", "GOLDEN_RECORD": "failed"]) {
        checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
      }
    } matching: { issue in
      Self.comment(issue, startsWith: "Golden missing: greeting.txt")
        && issue.comments.contains {
          $0.rawValue.contains(
            "note: CI is set, so GOLDEN_RECORD=failed was not applied: CI never writes goldens")
        }
    }
    #expect(sandbox.read(golden: "greeting") == nil)
  }

  @Test func badRecordModeIsAConfigurationError() {
    defer { sandbox.remove() }
    withKnownIssue {
      _ = sandbox.run(["GOLDEN_RECORD": "none"]) {
        checkGolden(of: "hello\n", as: .lines, named: "greeting", in: "text")
      }
    } matching: { issue in
      Self.comment(
        issue,
        startsWith: "Golden configuration error: GOLDEN_RECORD=none is not a record mode; use "
          + "never, missing, failed or all")
    }
    #expect(sandbox.read(golden: "greeting") == nil)
  }

  @Test(.goldens(record: .failed)) func traitSetsTheRecordMode() throws {
    defer { sandbox.remove() }
    try sandbox.write("old\n", golden: "t")
    expectIssues {
      _ = sandbox.run { checkGolden(of: "new\n", as: .lines, named: "t", in: "text") }
    } matching: { issue in
      Self.comment(issue, startsWith: "Re-recorded a changed golden: t.txt (1 line changed)")
    }
    #expect(sandbox.read(golden: "t") == "new\n")
  }

  @Test(.goldens(record: .failed)) func recordArgumentWinsOverTheTrait() throws {
    defer { sandbox.remove() }
    try sandbox.write("old\n", golden: "t")
    expectIssues {
      _ = sandbox.run {
        checkGolden(of: "new\n", as: .lines, named: "t", in: "text", record: .never)
      }
    }
    #expect(sandbox.read(golden: "t") == "old\n")
  }

  @Test(.goldens(record: .failed)) func environmentWinsOverCode() throws {
    defer { sandbox.remove() }
    try sandbox.write("old\n", golden: "t")
    expectIssues {
      _ = sandbox.run(["GOLDEN_RECORD": "never"]) {
        checkGolden(of: "new\n", as: .lines, named: "t", in: "text", record: .all)
      }
    }
    #expect(sandbox.read(golden: "t") == "old\n")
  }

  @Test func outsideAnyTestTheFailureIsReturnedNotDropped() async throws {
    defer { sandbox.remove() }
    try sandbox.write("old\n", golden: "d")
    let sandbox = self.sandbox
    // A detached task inherits no task-local values: no Swift Testing test is current, and
    // XCTest is not running in this process. The failure goes to standard error and back.
    // Outside any test the failure goes to XCTFail and is recorded as a Swift Testing issue
    // of no test, which fails the run: here it goes to a receiver instead.
    final class Reported: @unchecked Sendable {
      let lock = NSLock()
      var failures: [GoldenFailure] = []
    }
    let reported = Reported()
    GoldenSettings.outsideTests.set { failure in
      reported.lock.withLock { reported.failures.append(failure) }
    }
    defer { GoldenSettings.outsideTests.set(nil) }
    let failure = await Task.detached {
      sandbox.run {
        MessageStatusTesting.checkGolden(of: "new\n", as: .lines, named: "d", in: "text")
      }
    }.value
    #expect(
      reported.lock.withLock { reported.failures } == [failure].compactMap { $0 },
      "reported once, not dropped")
    guard case .mismatch(let mismatch)? = failure, let filter = mismatch.filter else {
      Issue.record("expected a mismatch with a filter, got \(String(describing: failure))")
      return
    }
    // `#function` still names this test: the Accept command reruns it, in either framework.
    let regex = try Regex(filter)
    let id = "MessageStatusTestingTests.AssertGoldenSwiftTestingTests/" + #function
    #expect(id.firstMatch(of: regex) != nil, "\(filter)")
    #expect(("Other" + id).firstMatch(of: regex) == nil)
    #expect((id.dropLast(2) + "Too()").firstMatch(of: regex) == nil)
    #expect(
      failure?.description.hasSuffix(
        "Accept: GOLDEN_RECORD=failed swift test --filter '\(filter)'") == true)
  }

  /// A suite trait applies to every test inside; the innermost trait wins.
  @Suite(.goldens(record: .failed)) struct SuiteTrait {
    let sandbox: GoldenSandbox

    init() throws { sandbox = try GoldenSandbox() }

    @Test func testsInheritTheSuiteMode() throws {
      defer { sandbox.remove() }
      try sandbox.write("old\n", golden: "s")
      expectIssues {
        _ = sandbox.run { checkGolden(of: "new\n", as: .lines, named: "s", in: "text") }
      }
      #expect(sandbox.read(golden: "s") == "new\n")
    }

    @Test(.goldens(record: .missing)) func theInnermostTraitWins() throws {
      defer { sandbox.remove() }
      try sandbox.write("old\n", golden: "s")
      expectIssues {
        _ = sandbox.run { checkGolden(of: "new\n", as: .lines, named: "s", in: "text") }
      }
      #expect(sandbox.read(golden: "s") == "old\n")
    }
  }
}

/// Like `withKnownIssue`, without the console: the issues `body` provokes are captured,
/// at least one must come, and each must pass `matching`.
private func expectIssues(
  _ body: () -> Void, matching: (GoldenIssues.Captured) -> Bool = { _ in true },
  sourceLocation: SourceLocation = #_sourceLocation
) {
  final class Box: @unchecked Sendable {
    let lock = NSLock()
    var issues: [GoldenIssues.Captured] = []
  }
  let box = Box()
  let capture: @Sendable (GoldenIssues.Captured) -> Void = { issue in
    box.lock.withLock { box.issues.append(issue) }
  }
  GoldenIssues.$capture.withValue(capture, operation: body)
  let issues = box.lock.withLock { box.issues }
  #expect(!issues.isEmpty, "no issue was recorded", sourceLocation: sourceLocation)
  for issue in issues {
    #expect(
      matching(issue), "an issue that does not match: \(issue.comments)",
      sourceLocation: sourceLocation)
  }
}
