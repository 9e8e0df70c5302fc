import Foundation
public import XCTest

#if canImport(Testing)
  package import Testing
#endif

/// Fails the running test unless `value` matches `Goldens/<folder>/<name>.<ext>`; works in
/// Swift Testing and in XCTest.
///
/// The golden is named after its test unless `name` says otherwise: the folder is the test
/// file's name and the name the test function's (`Goldens/TeamTests/thread.json`), the
/// second golden the test checks `thread-2`, and so on (a loop names one per pass). A
/// parameterized test names its goldens (its cases would share them), and two tests that
/// check one golden both fail.
///
/// In a Swift Testing test the failure is an issue recorded at the call; in an
/// `XCTestCase` method the method of the same name on `XCTestCase` answers instead and
/// calls `XCTFail`. Called where neither framework says which test runs (a detached task,
/// say), the failure is passed to `XCTFail`, recorded as a Swift Testing issue of no test
/// (which fails a Swift Testing run) and printed to standard error: never dropped.
///
/// Writing a golden fails too, so that a person reads every new golden before committing
/// it. The record mode comes from ``GoldenRecordDecision``: `CI` first, then
/// `GOLDEN_RECORD`, then `record`, then the `.goldens(record:)` trait; `missing` if none.
///
/// ```swift
/// @Test func thread() {
///   assertGolden(of: bubbles, as: .html)  // Goldens/ThreadTests/thread.html
/// }
/// ```
///
/// - Parameters:
///   - value: What the code produced.
///   - format: How it becomes text.
///   - name: The golden's file name, without extension; the test's name by default.
///   - folder: The folder under `Goldens/`; the test file's name by default.
///   - record: The record mode for this golden, if code sets one.
///   - diffTool: The command the printed `Review:` line starts with, given the old and the
///     new file (`diff -u` if `nil`); `GOLDEN_DIFF_TOOL` wins over it.
///   - fileID: The test file's ID, for the issue's location.
///   - file: The test file; goldens are found from it, never from the working directory.
///   - testName: The test function, for the rerun command where no framework names it.
///   - line: The line to report.
///   - column: The column to report.
///
/// It returns nothing, so that it can be a closure's only expression without a warning;
/// ``verifyGolden(of:as:at:mode:artifact:filter:diffTool:)`` returns the failure instead.
public func assertGolden<Value>(
  of value: @autoclosure () -> Value, as format: GoldenFormat<Value>, named name: String? = nil,
  in folder: String? = nil, record: GoldenRecordMode? = nil, diffTool: String? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  _ = checkGolden(
    of: value(), as: format, named: name, in: folder, record: record, diffTool: diffTool,
    fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// ``assertGolden(of:as:named:in:record:diffTool:fileID:file:testName:line:column:)``,
/// returning why the golden failed (`nil` when it matched): for the helper's own tests.
func checkGolden<Value>(
  of value: @autoclosure () -> Value, as format: GoldenFormat<Value>, named name: String? = nil,
  in folder: String? = nil, record: GoldenRecordMode? = nil, diffTool: String? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> GoldenFailure? {
  let folder = GoldenNaming.folder(folder, filePath: "\(file)")
  #if canImport(Testing)
    if let test = Test.current {
      let testID = test.id.moduleName + "." + test.id.nameComponents.joined(separator: "/")
      let failure: GoldenFailure?
      if name == nil, Test.Case.current?.isParameterized == true {
        failure = .configuration(.unnamedGoldenInParameterizedTest(test: testID))
      } else {
        failure = GoldenAssertion.check(
          value(), as: format,
          named: GoldenNaming.shared.name(
            name, function: test.name, test: testID),
          in: folder, record: record, diffTool: diffTool, filePath: "\(file)", test: testID,
          filter: TestFilter.swiftTesting(
            module: test.id.moduleName, nameComponents: test.id.nameComponents),
          defaultNameOf: name == nil ? test.name : nil)
      }
      if let failure {
        GoldenIssues.record(
          Comment(rawValue: failure.description),
          at: SourceLocation(
            fileID: fileID.contains("/") ? fileID : "Tests/" + fileID, filePath: "\(file)",
            line: max(1, Int(clamping: line)), column: max(1, Int(clamping: column))))
      }
      return failure
    }
  #endif
  // No Swift Testing test here. XCTest may be running (a helper function outside any
  // XCTestCase), or nothing is: report to both XCTest and standard error.
  let module = fileID.split(separator: "/").first.map(String.init) ?? "Tests"
  let method = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
  // A detached task has no current test, but `#function` still names the test function:
  // the filter selects it in either framework.
  // No framework says which test runs, so a default name would follow whichever test
  // called first: such a golden is named by its call.
  let failure: GoldenFailure? =
    if let name {
      GoldenAssertion.check(
        value(), as: format, named: name, in: folder, record: record, diffTool: diffTool,
        filePath: "\(file)", test: "\(module)/\(method)",
        filter: TestFilter.function(module: module, name: testName))
    } else {
      .configuration(.unnamedGoldenOutsideATest(function: testName))
    }
  if let failure, let receiver = GoldenSettings.outsideTests.current {
    receiver(failure)
  } else if let failure {
    XCTFail(failure.description, file: file, line: line)
    #if canImport(Testing)
      // In a Swift Testing run, an issue recorded where no test is current still fails the
      // run (as a test "«unknown»"), where XCTFail would be dropped.
      Issue.record(
        Comment(rawValue: failure.description),
        sourceLocation: SourceLocation(
          fileID: fileID.contains("/") ? fileID : "Tests/" + fileID, filePath: "\(file)",
          line: max(1, Int(clamping: line)), column: max(1, Int(clamping: column))))
    #endif
    FileHandle.standardError.write(
      Data(
        ("assertGolden at \(fileID):\(line): no Swift Testing test is running here and this "
          + "is not an XCTestCase method, so the failure below was passed to XCTFail and "
          + "recorded as a Swift Testing issue of no test.\n\(failure.description)\n").utf8))
  }
  return failure
}

/// An XCTest test: its class (two test targets may each have a class of one name) and name.
private struct XCTestKey: Hashable {
  var type: ObjectIdentifier
  var name: String
}

/// Each XCTest test's identity, method and filter, made once per test.
private let xcTestNames = LockedDictionary<
  XCTestKey, (test: String, method: String, filter: String)
>()

extension XCTestCase {
  /// Fails this XCTest test unless `value` matches `Goldens/<folder>/<name>.<ext>`.
  ///
  /// Inside an `XCTestCase` a call to `assertGolden(…)` resolves to this method, which
  /// knows the test's class, so the printed commands select exactly this test. Everything
  /// else is as the global
  /// ``assertGolden(of:as:named:in:record:diffTool:fileID:file:testName:line:column:)``.
  ///
  /// ```swift
  /// func testThread() {
  ///   assertGolden(of: bubbles, as: .html)  // Goldens/ThreadTests/testThread.html
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: What the code produced.
  ///   - format: How it becomes text.
  ///   - name: The golden's file name, without extension; the test method's by default.
  ///   - folder: The folder under `Goldens/`; the test file's name by default.
  ///   - record: The record mode for this golden, if code sets one.
  ///   - diffTool: The command the printed `Review:` line starts with (`diff -u` if `nil`);
  ///     `GOLDEN_DIFF_TOOL` wins over it.
  ///   - file: The test file; goldens are found from it, never from the working directory.
  ///   - line: The line to report.
  public func assertGolden<Value>(
    of value: @autoclosure () -> Value, as format: GoldenFormat<Value>, named name: String? = nil,
    in folder: String? = nil, record: GoldenRecordMode? = nil, diffTool: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    _ = checkGolden(
      of: value(), as: format, named: name, in: folder, record: record, diffTool: diffTool,
      file: file, line: line)
  }

  /// ``assertGolden(of:as:named:in:record:diffTool:file:line:)``, returning why the golden
  /// failed (`nil` when it matched): for the helper's own tests.
  func checkGolden<Value>(
    of value: @autoclosure () -> Value, as format: GoldenFormat<Value>, named name: String? = nil,
    in folder: String? = nil, record: GoldenRecordMode? = nil, diffTool: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> GoldenFailure? {
    let key = XCTestKey(type: ObjectIdentifier(type(of: self)), name: self.name)
    let (test, method, filter) = xcTestNames.value(for: key) {
      let qualifiedClass = String(reflecting: type(of: self))
      let method = TestFilter.method(fromTestName: self.name)
      return (
        "\(qualifiedClass)/\(method)", method,
        TestFilter.xcTest(qualifiedClass: qualifiedClass, method: method)
      )
    }
    let failure = GoldenAssertion.check(
      value(), as: format,
      named: GoldenNaming.shared.name(
        name, function: method, test: test, run: ObjectIdentifier(self)),
      in: GoldenNaming.folder(folder, filePath: "\(file)"), record: record, diffTool: diffTool,
      filePath: "\(file)", test: test,
      filter: filter, defaultNameOf: name == nil ? method : nil)
    if let failure {
      XCTFail(failure.description, file: file, line: line)
    }
    return failure
  }
}

#if canImport(Testing)
  /// Where the helper's failures in a Swift Testing test go: recorded as issues, unless the
  /// helper's own tests capture them, to check the failures they provoke without printing
  /// each one (a green run of the package says nothing but the frameworks' lines).
  package enum GoldenIssues {
    /// An issue as the helper would record it.
    package struct Captured: Sendable {
      /// Its comments: the failure's description.
      package var comments: [Comment]
      /// Where it points: the call.
      package var sourceLocation: SourceLocation?
    }

    /// Receives the issues in place of `Issue.record`, where a test sets it.
    @TaskLocal package static var capture: (@Sendable (Captured) -> Void)?

    static func record(_ comment: Comment, at location: SourceLocation) {
      if let capture {
        capture(Captured(comments: [comment], sourceLocation: location))
      } else {
        Issue.record(comment, sourceLocation: location)
      }
    }
  }
#endif
