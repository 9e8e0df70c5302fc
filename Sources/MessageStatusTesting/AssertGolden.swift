import Foundation
import XCTest

/// Fails the test unless `value` matches `Goldens/<folder>/<name>.<ext>`.
///
/// A thin wrapper over ``verifyGolden(of:as:at:mode:artifact:filter:)``: the mode comes
/// from `GOLDEN_RECORD` and `CI`, the goldens folder from this file's package. Recording
/// fails the test too, so that a person reads every new golden before committing it.
///
/// ```swift
/// func testThread() {
///   assertGolden(of: bubbles, as: .html, named: "thread", in: "html")
/// }
/// ```
///
/// - Parameters:
///   - value: What the code produced.
///   - format: How it becomes text.
///   - name: The golden's file name, without extension.
///   - folder: The folder under `Goldens/`.
///   - file: The test file; goldens are found from it, never from the working directory.
///   - testName: The test function, for the rerun command.
///   - line: The line to report.
public func assertGolden<Value>(
  of value: Value, as format: GoldenFormat<Value>, named name: String, in folder: String,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
  let environment = ProcessInfo.processInfo.environment
  let location: GoldenLocation
  let mode: GoldenRecordMode
  do {
    mode = try GoldenRecordMode(environment: environment)
    location = try GoldenLocation(filePath: "\(file)", environment: environment)
  } catch {
    XCTFail(GoldenFailure.configuration(error).description, file: file, line: line)
    return
  }
  let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
  if let failure = verifyGolden(
    of: value, as: format,
    at: location.golden(folder: folder, name: name, fileExtension: format.fileExtension),
    mode: mode,
    artifact: location.artifact(folder: folder, name: name, fileExtension: format.fileExtension),
    filter: test)
  {
    XCTFail(failure.description, file: file, line: line)
  }
}
