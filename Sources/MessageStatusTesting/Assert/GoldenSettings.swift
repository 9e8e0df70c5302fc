import Foundation

/// Golden settings that code sets for a scope: a test, a suite, or any block.
enum GoldenSettings {
  /// The record mode set by the innermost `.goldens(record:)` trait or
  /// ``withGoldens(record:operation:)``.
  @TaskLocal static var record: GoldenRecordMode?
  /// The environment the helper reads instead of the process's: for the helper's own
  /// tests, which run in parallel and so cannot change the process environment.
  @TaskLocal static var environment: [String: String]?

  /// Where a failure goes when no test is current, instead of XCTest and Swift Testing.
  ///
  /// For the helper's own test of that path, which must not fail its run. A detached task
  /// sees no task-local value, so this is a locked global.
  static let outsideTests = OutsideTests()

  /// A replaceable receiver of failures reported where no test is current.
  final class OutsideTests: @unchecked Sendable {
    private let lock = NSLock()
    private var receiver: (@Sendable (GoldenFailure) -> Void)?

    /// The receiver, if a test set one.
    var current: (@Sendable (GoldenFailure) -> Void)? {
      lock.lock()
      defer { lock.unlock() }
      return receiver
    }

    /// Sets or clears the receiver.
    func set(_ receiver: (@Sendable (GoldenFailure) -> Void)?) {
      lock.lock()
      defer { lock.unlock() }
      self.receiver = receiver
    }
  }
}

/// Runs `operation` with goldens recorded in `mode`, unless `CI` or `GOLDEN_RECORD` decide
/// otherwise (see ``GoldenRecordDecision``).
///
/// In XCTest, set a mode for a whole class by wrapping `invokeTest`:
///
/// ```swift
/// override func invokeTest() {
///   withGoldens(record: .failed) { super.invokeTest() }
/// }
/// ```
@discardableResult
public func withGoldens<Result>(
  record mode: GoldenRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try GoldenSettings.$record.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with goldens recorded in `mode`, unless `CI` or
/// `GOLDEN_RECORD` decide otherwise (see ``GoldenRecordDecision``).
@discardableResult
public func withGoldens<Result>(
  record mode: GoldenRecordMode, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await GoldenSettings.$record.withValue(mode, operation: operation, isolation: isolation)
}
